import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { createDb } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn } from './texts';
import { submitSignIn } from './ui';

/**
 * News and maintenance windows: an administrator writes news in the editor and publishes it, and a
 * consumer finds it from the scan page; a read-only maintenance window is announced in the shell and a
 * company's save is refused with its message.
 */
describe('news and maintenance windows', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let member: TestUser;
  const contexts: BrowserContext[] = [];
  const windows: string[] = [];
  const suffix = randomUUID().slice(0, 6);
  const title = `燕窝溯源平台上线新功能 ${suffix}`;
  let current: Page | undefined;

  async function open(locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    return page;
  }

  const { dataAs, callAs } = apiClient(() => harness.baseUrl);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-news' });
    const company = await createCompany(database.db, { name: `新闻测试企业 ${suffix}`, kind: 'producer' });
    admin = await harness.createUser({ userType: 'admin' });
    member = await harness.createUser({ userType: 'producer', corpId: company.id });
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current)
      await harness.screenshot(current, `news-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  afterAll(async () => {
    for (const id of windows)
      await callAs(admin, ROUTES.maintenance.cancel, { params: { id } }).catch(() => undefined);
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('publishes news written in the editor; the scan page links to it', async () => {
    const page = await open();
    await submitSignIn(page, admin, cn('shell', 'login.submit'));
    await page.goto('/addNews');
    await page.getByRole('textbox', { name: cn('news', 'field.title') }).fill(title);
    const editor = page.getByTestId('news-editor').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('新版扫码页面已上线，欢迎体验。');
    const [saved] = await Promise.all([
      page.waitForResponse(answers(ROUTES.news.create)),
      page.getByRole('button', { name: cn('common', 'save'), exact: true }).click(),
    ]);
    const created = (await saved.json()) as { code: string; data: { id: string; body: string } };
    expect(created.code).toBe('200');
    expect(created.data.body).toContain('新版扫码页面已上线');
    await page.waitForURL('**/newsDetails?id=*');

    await page.getByRole('button', { name: cn('news', 'action.publish'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.news.publish)),
      dialog.getByRole('button', { name: cn('news', 'action.publish'), exact: true }).click(),
    ]);
    await page.getByText(cn('statuses', 'news.status.published')).first().waitFor();

    // A consumer, without an account, from a label's scan page.
    const consumer = await open();
    await consumer.goto('/s/1000000000000000');
    await consumer.getByTestId('scan-news-link').click();
    await consumer.waitForURL('**/news');
    await consumer.getByText(title).click();
    await consumer.getByTestId('public-news-article').getByText('新版扫码页面已上线，欢迎体验。').waitFor();
  });

  it('announces a read-only window in the shell and refuses a company’s save with its message', async () => {
    const message = {
      cn: `数据库升级 ${suffix}`,
      en: `Database upgrade ${suffix}`,
      fr: `Mise à niveau ${suffix}`,
    };
    const window = await dataAs(admin, ROUTES.maintenance.create, {
      body: {
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        mode: 'readOnly',
        message,
        noticeHours: 24,
      },
    });
    windows.push(window.id);

    const page = await open();
    await submitSignIn(page, member, cn('shell', 'login.submit'));
    // The must-read carousel opens with the window, then the banner stays above the pages.
    const carousel = page.getByTestId('forced-messages');
    await carousel.getByText(cn('maintenance', 'notice.title')).waitFor();
    await carousel.getByText(message.cn).waitFor();
    await page.keyboard.press('Escape');
    const banner = page.getByTestId('maintenance-banner');
    await banner.getByText(message.cn).waitFor();

    const refused = await callAs(
      member,
      ROUTES.companies.editMine,
      { body: {} as never },
      { headers: { syslanguage: 'en' } },
    );
    expect(refused.code).toBe('503');
    expect(refused.msg).toContain(message.en);

    // The administrator sees it in the list and calls it off; the banner goes.
    const adminPage = await open();
    await submitSignIn(adminPage, admin, cn('shell', 'login.submit'));
    await adminPage.goto('/maintenance');
    await adminPage.getByRole('row').filter({ hasText: message.cn }).waitFor();
    await dataAs(admin, ROUTES.maintenance.cancel, { params: { id: window.id } });
    await page.reload();
    await page.getByTestId('shell-footer').waitFor();
    await expect.poll(() => page.getByTestId('maintenance-banner').count()).toBe(0);
  });
});
