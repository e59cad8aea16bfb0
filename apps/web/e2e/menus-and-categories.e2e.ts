import { randomUUID } from 'node:crypto';
import { MESSAGES, ROUTES } from '@trace/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn } from './texts';
import { combobox, field, pick, row, submitSignIn } from './ui';

/**
 * An administrator puts a page that already has a menu entry under a second group, and sees it twice in
 * the side menu; a product category belongs to the platforms it applies to, so the bird's-nest platform
 * (the test installation) does not offer olive oil to a company, and the administrator can say where a
 * category applies.
 */
describe('menu entries sharing a page, and categories by platform', () => {
  let harness: E2EHarness;
  let admin: TestUser;
  const contexts: BrowserContext[] = [];
  const api = apiClient(() => harness.baseUrl);
  const suffix = randomUUID().slice(0, 6);
  /** What the flows add, taken away at the end: other flows on this database count menus and categories. */
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    harness = await startHarness();
    admin = await harness.createUser({ userType: 'admin' });
  });

  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    for (const [index, context] of contexts.entries()) {
      for (const page of context.pages()) await harness.screenshot(page, `menus-categories-failed-${index}`);
    }
  });

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo();
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  async function signedIn(user: TestUser) {
    const { context, page } = await harness.newPage({ locale: 'zh-CN' });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    await submitSignIn(page, user, cn('shell', 'login.submit'));
    return page;
  }

  async function fillMenuEntry(page: Page, groupId: string, name: string) {
    await page.goto(`/SysAddMenu?parentId=${groupId}`);
    await page.getByRole('heading', { name: cn('system', 'menus.addTitle') }).waitFor();
    for (const language of ['cn', 'en', 'fr'] as const) {
      await field(
        page,
        `${cn('system', 'menus.name')} (${cn('system', `common.languageNames.${language}`)})`,
      ).fill(`${name} ${language}`);
    }
    // Choosing the page suggests the permission it asks for.
    await page.getByPlaceholder('/SysUser').fill('/SysLog');
    await page.getByRole('option', { name: '/SysLog', exact: true }).click();
    await page.getByRole('button', { name: cn('common', 'save') }).click();
  }

  it('adds a second entry for the audit log under another group, and refuses a third in that group', async () => {
    const groupName = `审计 ${suffix}`;
    const group = await api.dataAs(admin, ROUTES.system.createMenu, {
      body: {
        name: { cn: groupName, en: `Auditing ${suffix}`, fr: `Audit ${suffix}` },
        icon: 'folder',
        sort: 990,
      },
    });
    cleanup.push(async () => {
      const tree = await api.dataAs(admin, ROUTES.system.menuTree);
      for (const child of tree.find((menu) => menu.id === group)?.children ?? []) {
        await api.dataAs(admin, ROUTES.system.deleteMenu, { params: { id: child.id } });
      }
      await api.dataAs(admin, ROUTES.system.deleteMenu, { params: { id: group } });
    });
    const page = await signedIn(admin);
    const entryName = `审计日志 ${suffix}`;
    await fillMenuEntry(page, group, entryName);
    await page.waitForURL('**/SysMenu');
    await page.getByPlaceholder(cn('system', 'menus.search')).fill(entryName);
    await row(page, `${entryName} cn`).getByText('system.SysLog.view').waitFor();
    await harness.screenshot(page, 'menus-01-second-entry');

    // The side menu now opens the audit log from the system group and from the new one.
    await page.goto('/homeIndex');
    const sidebar = page.getByTestId('sidebar');
    // (Entries of a folded group are in the page, hidden.)
    await sidebar.locator('[data-path="/SysLog"]', { hasText: '操作日志' }).waitFor({ state: 'attached' });
    await sidebar.locator('[data-path="/SysLog"]', { hasText: entryName }).waitFor({ state: 'attached' });
    await sidebar.locator(`[data-menu-group="${groupName}"]`).click();
    await sidebar.getByRole('link', { name: `${entryName} cn` }).click();
    await page.waitForURL(/\/SysLog\?t=/);
    await expect
      .poll(() => sidebar.getByRole('link', { name: `${entryName} cn` }).getAttribute('aria-current'))
      .toBe('page');

    // The same page twice in one group is refused with a message in the interface language.
    await fillMenuEntry(page, group, `再次 ${suffix}`);
    await page.getByText(MESSAGES['menu.pathTaken'].cn).waitFor();
    expect(page.url()).toContain('/SysAddMenu');
  });

  it("offers a company only the bird's-nest platform's categories, and the administrator sets a category's platforms", async () => {
    const producer = await harness.createUser({ userType: 'producer' });
    const company = await signedIn(producer);
    await company.goto('/addProductMessage');
    await company.getByRole('heading', { name: cn('products', 'products.addTitle') }).waitFor();
    await combobox(company, cn('products', 'fields.category')).click();
    await company.getByRole('option', { name: '干燕窝', exact: true }).waitFor();
    for (const other of ['橄榄油', '西洋参', '鲜果']) {
      expect(await company.getByRole('option', { name: other, exact: true }).count()).toBe(0);
    }

    const page = await signedIn(admin);
    await page.goto('/productCategoryMessage');
    await page.getByRole('heading', { name: cn('products', 'categories.title') }).waitFor();
    const platformBadge = (text: string, platform: 'gly') =>
      row(page, text).locator('.mantine-Badge-root', { hasText: cn('common', `platformNames.${platform}`) });
    const search = () => page.getByRole('button', { name: cn('kit', 'table.search'), exact: true }).click();
    await page.getByPlaceholder(cn('common', 'code')).fill('olive_oil');
    await search();
    await page.getByText(cn('kit', 'table.noMatches')).waitFor();
    await pick(page, cn('products', 'categories.platformFilter'), cn('products', 'categories.allPlatforms'));
    await search();
    await platformBadge('olive_oil', 'gly').waitFor();

    // A new category for the olive-oil platform only: listed with every platform's, not with this one's.
    const code = `tins_${suffix.replace(/[^a-z0-9]/g, 'x')}`;
    await page.getByRole('button', { name: cn('products', 'categories.add'), exact: true }).click();
    await page.getByRole('heading', { name: cn('products', 'categories.addTitle') }).waitFor();
    await field(page, cn('common', 'code')).fill(code);
    await field(page, cn('products', 'categories.nameCn')).fill(`罐装 ${suffix}`);
    await field(page, cn('products', 'categories.nameEn')).fill(`Tins ${suffix}`);
    await field(page, cn('products', 'categories.nameFr')).fill(`Boîtes ${suffix}`);
    await combobox(page, cn('common', 'platforms')).click();
    await page.getByRole('option', { name: cn('common', 'platformNames.gly'), exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    await page.waitForURL('**/productCategoryMessage');
    cleanup.push(async () => {
      const found = await api.dataAs(admin, ROUTES.products.categories.list, {
        query: { keyword: code, allPlatforms: 'true' },
      });
      for (const category of found.list)
        await api.dataAs(admin, ROUTES.products.categories.remove, { params: { id: category.id } });
    });
    await page.getByPlaceholder(cn('common', 'code')).fill(code);
    await pick(page, cn('products', 'categories.platformFilter'), cn('products', 'categories.allPlatforms'));
    await search();
    await platformBadge(code, 'gly').waitFor();
    await harness.screenshot(page, 'categories-01-every-platform');
    await pick(page, cn('products', 'categories.platformFilter'), cn('products', 'categories.thisPlatform'));
    await search();
    await page.getByText(cn('kit', 'table.noMatches')).waitFor();
  });
});
