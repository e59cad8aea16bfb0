import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { auditLogs, createDb } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { approvedProduct, traceableCompany } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, fr } from './texts';
import { screenshotFailures, submitSignIn } from './ui';

const _DAY = 24 * 3600_000;

/**
 * What a person reads on everyday screens: the company's traceability state in words on Home, every
 * audit action named, date fields written the interface language's way, the batch page's links named
 * for what they open, and the platform administrator offered only what an administrator can use.
 */
describe('plain screens', () => {
  let harness: E2EHarness;
  const { dataAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let producer: TestUser;
  let admin: TestUser;
  let batchId: string;
  const batchNo = `PS-${randomUUID().slice(0, 6)}`;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  async function signedIn(user: TestUser, locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    await submitSignIn(
      page,
      user,
      locale === 'fr-FR' ? fr('shell', 'login.submit') : cn('shell', 'login.submit'),
    );
    await page.getByTestId('sidebar').locator('[data-path="/homeIndex"]').waitFor();
    return page;
  }

  const sidebarPaths = (page: Page) =>
    page
      .getByTestId('sidebar')
      .locator('[data-path]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-path') ?? ''));

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-plain' });
    const corp = await traceableCompany(database.db);
    producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
    admin = await harness.createUser({ userType: 'admin' });
    const product = await approvedProduct(database.db, {
      corpId: corp.id,
      productName: `Cup Nest ${batchNo}`,
    });
    const batch = await dataAs(producer, ROUTES.batches.main.create, {
      body: { batchNo, productId: product.id, productionDate: new Date().toISOString() },
    });
    batchId = batch.id;
  });

  screenshotFailures(
    () => harness,
    'plain',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('says on Home what the traceability state means, in words', async () => {
    const page = await signedIn(producer);
    const state = page.getByTestId('company-sy-status').first();
    await expect.poll(() => state.textContent()).toBe(cn('shell', 'account.syStatus.1'));
    expect(await page.getByText(/状态码|status code/).count()).toBe(0);
  });

  it('writes the date placeholder in the interface language, and still takes a typed day', async () => {
    const page = await signedIn(producer);
    await page.goto('/createBatchNew');
    await page.getByRole('heading', { name: cn('batches', 'form.addTitle'), exact: true }).waitFor();
    const day = page.getByPlaceholder('年-月-日').first();
    await day.waitFor();
    expect(await page.getByPlaceholder('YYYY-MM-DD').count()).toBe(0);
    await day.fill('2026-3-7');
    await day.blur();
    await expect.poll(() => day.inputValue()).toBe('2026-03-07');

    const french = await signedIn(producer, 'fr-FR');
    await french.goto('/createBatchNew');
    await french.getByRole('heading', { name: fr('batches', 'form.addTitle'), exact: true }).waitFor();
    await french.getByPlaceholder('AAAA-MM-JJ').first().waitFor();
  });

  it('names the batch page’s record link for what it opens, and that page shows the batch', async () => {
    const page = await signedIn(producer);
    await page.goto(`/batchDetails?id=${batchId}`);
    await page.getByRole('heading', { name: cn('batches', 'details.title', { batchNo }) }).waitFor();
    const records = page.getByRole('link', { name: cn('batches', 'details.approvedRecords') });
    await records.waitFor();
    // The batch page's record link opens the batch's approved records, so it is not named after the
    // bird's-nest product sheets (those have their own page in the side menu, not on the batch page).
    expect(await page.getByRole('main').getByRole('link', { name: '燕窝产品信息' }).count()).toBe(0);
    await records.click();
    await page.waitForURL(`**/birdProductMsgDetails1?batchId=${batchId}`);
    await page.getByRole('heading', { name: new RegExp(batchNo) }).waitFor();
  });

  it('names every recorded action in the audit log, not by its code', async () => {
    const account = `words_${randomUUID().slice(0, 8)}`;
    await database.db.insert(auditLogs).values(
      (['reply', 'show', 'bind', 'approvePayment'] as const).map((action) => ({
        account,
        action,
        entity: 'batch',
        ip: '127.0.0.1',
      })),
    );
    const page = await signedIn(admin);
    await page.goto('/SysLog');
    await page.getByPlaceholder(cn('system', 'logs.auditKeyword')).fill(account);
    const rows = page.getByRole('row').filter({ hasText: account });
    await expect.poll(() => rows.count()).toBe(4);
    const shown = await rows.allTextContents();
    for (const label of [
      cn('common', 'reply'),
      cn('system', 'logs.actions.show'),
      cn('system', 'logs.actions.bind'),
      cn('system', 'logs.actions.approvePayment'),
    ])
      expect(shown.some((text) => text.includes(label))).toBe(true);
    for (const code of ['reply', 'show', 'bind', 'approvePayment'])
      expect(shown.some((text) => text.includes(code))).toBe(false);
  });

  it('offers the platform administrator only what an administrator can use', async () => {
    const page = await signedIn(admin);
    // The side menu fills in once the administrator's menus have been read.
    await expect
      .poll(() => sidebarPaths(page))
      .toEqual(expect.arrayContaining(['/rootsApply', '/batchList', '/applyLabel']));
    const paths = await sidebarPaths(page);
    for (const own of ['/dealersMessage', '/importerMessage', '/ApplyTraceability'])
      expect(paths).not.toContain(own);

    // Traceability applications: every company's, to review; nothing asks the administrator to register.
    await page.goto('/rootsApply');
    await page.getByTestId('table-empty').or(page.getByRole('row').nth(1)).first().waitFor();
    expect(await page.getByText(/请先|Register your company/).count()).toBe(0);

    await page.goto('/batchList');
    await page.getByRole('heading', { name: cn('batches', 'list.title'), exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: batchNo }).waitFor();
    expect(await page.getByRole('button', { name: cn('batches', 'list.create'), exact: true }).count()).toBe(
      0,
    );

    await page.goto('/applyLabel');
    await page.getByRole('heading', { name: cn('labels', 'orders.title'), exact: true }).waitFor();
    expect(await page.getByRole('button', { name: cn('labels', 'orders.apply'), exact: true }).count()).toBe(
      0,
    );

    await page.goto('/rawMaterialStorage');
    await page.getByRole('heading', { name: cn('batches', 'storage.title'), exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: cn('batches', 'storage.stockIn'), exact: true }).count(),
    ).toBe(0);

    await page.goto('/dealersMessage');
    await page.waitForURL('**/403');
    await page.getByText(cn('shell', 'errorPage.forbidden')).waitFor();

    // The producer still has them.
    const own = await signedIn(producer);
    await own.goto('/batchList');
    await own.getByRole('button', { name: cn('batches', 'list.create'), exact: true }).waitFor();
    await expect
      .poll(() => sidebarPaths(own))
      .toEqual(expect.arrayContaining(['/dealersMessage', '/ApplyTraceability']));
  });
});
