import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { createDb } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, text } from './texts';
import { submitSignIn } from './ui';

/**
 * The message centre: an administrator sends messages from /addMessage (one a forced pop-up for one
 * company); a user of that company sees the pop-up, then reads messages in /messageCenter, watching
 * the unread count fall, and marks the rest read.
 */
describe('the message centre', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let member: TestUser;
  let companyName: string;
  const contexts: BrowserContext[] = [];
  const suffix = randomUUID().slice(0, 6);
  const forcedTitle = `标签价格调整通知 ${suffix}`;
  const noticeTitle = `系统维护公告 ${suffix}`;
  const reminderTitle = `年度报告提交提醒 ${suffix}`;

  let current: Page | undefined;

  async function open(locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    return page;
  }

  async function signIn(page: Page, user: TestUser, language: 'cn' | 'en' = 'cn') {
    await submitSignIn(page, user, text(language, 'shell', 'login.submit'));
  }

  const { dataAs } = apiClient(() => harness.baseUrl);

  const unreadBadge = (page: Page) => page.getByTestId('messages-unread');
  const unreadText = (count: number) =>
    count > 0
      ? cn('shell', 'messages.unreadCount', { count: String(count) })
      : cn('shell', 'messages.allRead');
  /** The member's message counts as the API gives them (other flows may have sent to all producers). */
  const counts = () => dataAs(member, ROUTES.notifications.query, { body: { page: 1, pageSize: 1 } });
  const messageRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-messages' });
    companyName = `海南金丝燕窝有限公司 ${suffix}`;
    const company = await createCompany(database.db, { name: companyName, kind: 'producer' });
    admin = await harness.createUser({ userType: 'admin' });
    member = await harness.createUser({ userType: 'producer', corpId: company.id });
  });

  // What the page showed when a step failed, to see why.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) {
      await harness.screenshot(
        current,
        `messages-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`,
      );
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('lets an administrator send a forced message to one company from /addMessage', async () => {
    const page = await open();
    await signIn(page, admin);
    await page.goto('/messageCenter');
    await page.getByRole('heading', { name: cn('shell', 'messages.centreTitle') }).waitFor();
    await page.getByRole('button', { name: cn('shell', 'messages.send') }).click();
    await page.waitForURL('**/addMessage');
    await page.getByRole('heading', { name: cn('shell', 'messages.sendTitle') }).waitFor();

    // Nothing filled in: the contract schema's rules speak, in the interface language.
    await page.getByRole('button', { name: cn('shell', 'messages.form.submit'), exact: true }).click();
    await page.getByText('此项为必填项').first().waitFor();
    expect(
      await page
        .getByRole('textbox', { name: cn('shell', 'messages.form.title'), exact: true })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // The first field to fix has the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.path)).toBe(
      'title',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await harness.screenshot(page, 'messages-01-send-form-errors');

    await page
      .getByRole('textbox', { name: cn('shell', 'messages.form.title'), exact: true })
      .fill(forcedTitle);
    await page
      .getByRole('textbox', { name: cn('shell', 'messages.form.content') })
      .fill(
        '<p>自<strong>下月一日</strong>起，防伪标签单价调整如下：</p>\n<ul>\n  <li>大标签：0.12 元/枚</li>\n  <li>小标签：0.08 元/枚</li>\n</ul>\n<p>详情请见<a href="https://example.com/notice">公告</a>。</p><script>window.injected = true</script><span onmouseover="window.injected = true"></span>',
      );
    const preview = page.getByTestId('html-preview');
    await preview.getByText('下月一日').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.locator('[onmouseover]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();

    await page.getByText(cn('shell', 'messages.form.audienceCompanies'), { exact: true }).click();
    const companies = page.getByPlaceholder(cn('shell', 'messages.form.companiesPlaceholder'));
    await companies.fill(`金丝燕窝有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: cn('shell', 'messages.form.forced') }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await harness.screenshot(page, 'messages-02-send-form-filled');

    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.notifications.send)),
      page.getByRole('button', { name: cn('shell', 'messages.form.submit'), exact: true }).click(),
    ]);
    const sent = (await response.json()) as { code: string; data: { recipients: number } };
    expect(sent.code).toBe('200');
    expect(sent.data.recipients).toBe(1);
    await page.waitForURL('**/messageCenter');
    await page.getByText(cn('shell', 'messages.form.sent', { count: 1 })).waitFor();
  });

  it('sends to user types from the same form', async () => {
    const page = await open();
    await signIn(page, admin);
    await page.goto('/addMessage');
    await page
      .getByRole('textbox', { name: cn('shell', 'messages.form.title'), exact: true })
      .fill(noticeTitle);
    await page
      .getByRole('textbox', { name: cn('shell', 'messages.form.content') })
      .fill('<h3>维护时间</h3><p>本周六 22:00 至 24:00 系统维护，期间暂停标签申请。</p>');
    await page.getByText(cn('shell', 'messages.form.audienceUserTypes'), { exact: true }).click();
    await page.getByRole('button', { name: cn('shell', 'messages.form.submit'), exact: true }).click();
    // No user type chosen yet: the list must not be empty.
    await page.getByText('此项为必填项').waitFor();
    await page.getByRole('checkbox', { name: cn('shell', 'userType.producer'), exact: true }).check();
    await Promise.all([
      page.waitForURL('**/messageCenter'),
      page.getByRole('button', { name: cn('shell', 'messages.form.submit'), exact: true }).click(),
    ]);
    await dataAs(admin, ROUTES.notifications.send, {
      body: {
        title: reminderTitle,
        content: '<p>请于本月底前提交 2026 年度报告。</p>',
        audience: { type: 'companies', corpIds: [member.corpId!] },
        forced: false,
      },
    });
  });

  it('shows the company user the forced message in the pop-up after signing in', async () => {
    const page = await open();
    await signIn(page, member);
    const carousel = page.getByTestId('forced-messages');
    await carousel.waitFor();
    await carousel.getByText(forcedTitle).waitFor();
    await carousel.getByText('下月一日').waitFor();
    await harness.screenshot(page, 'messages-03-forced-popup');
    await carousel
      .getByRole('button', { name: cn('shell', 'shell.closeNotices') })
      .first()
      .click();
    await carousel.waitFor({ state: 'hidden' });
  });

  it('lists the messages with their read state, filters unread ones, and opening one marks it read', async () => {
    const page = await open();
    await signIn(page, member);
    const carousel = page.getByTestId('forced-messages');
    // The pop-up was read in the previous visit and does not come back.
    await page.goto('/messageCenter');
    await messageRow(page, reminderTitle).waitFor();
    expect(await carousel.count()).toBe(0);
    const before = await counts();
    expect(before.unRead).toBeGreaterThanOrEqual(2);
    expect(await unreadBadge(page).textContent()).toBe(unreadText(before.unRead));
    await expect.poll(() => messageRow(page, forcedTitle).getByText('已读', { exact: true }).count()).toBe(1);
    await harness.screenshot(page, 'messages-04-centre-list');

    await page.getByRole('combobox', { name: cn('shell', 'messages.readState') }).click();
    await page.getByRole('option', { name: '未读' }).click();
    await page.waitForURL(/status=1/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: suffix }).count()).toBe(2);
    expect(await messageRow(page, forcedTitle).count()).toBe(0);
    await harness.screenshot(page, 'messages-05-centre-unread-filter');
    await page.getByRole('button', { name: cn('kit', 'table.reset') }).click();
    await messageRow(page, forcedTitle).waitFor();

    const [detail] = await Promise.all([
      page.waitForResponse(answers(ROUTES.notifications.detail)),
      messageRow(page, noticeTitle).getByText(noticeTitle).click(),
    ]);
    expect(detail.status()).toBe(200);
    const view = page.getByTestId('message-detail');
    await view.getByRole('heading', { name: noticeTitle }).waitFor();
    await view.getByRole('heading', { name: '维护时间' }).waitFor();
    await expect.poll(() => unreadBadge(page).textContent()).toBe(unreadText(before.unRead - 1));
    expect((await counts()).unRead).toBe(before.unRead - 1);
    await harness.screenshot(page, 'messages-06-detail');
    await view.getByRole('button', { name: cn('shell', 'messages.close') }).click();
    await view.waitFor({ state: 'hidden' });
    await messageRow(page, noticeTitle).getByText('已读', { exact: true }).waitFor();
  });

  it('marks all messages read', async () => {
    const page = await open();
    await signIn(page, member);
    await page.goto('/messageCenter');
    await messageRow(page, reminderTitle).getByText('未读', { exact: true }).waitFor();
    await page.getByRole('button', { name: cn('shell', 'messages.markAllRead') }).click();
    await page.getByText(cn('shell', 'messages.markedAllRead')).waitFor();
    await expect.poll(() => unreadBadge(page).textContent()).toBe(cn('shell', 'messages.allRead'));
    await messageRow(page, reminderTitle).getByText('已读', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: cn('shell', 'messages.markAllRead') }).isDisabled()).toBe(
      true,
    );
    const recent = await dataAs(member, ROUTES.notifications.recently);
    expect(recent.unRead).toBe(0);
    await harness.screenshot(page, 'messages-07-all-read');
  });

  it('speaks the interface language', async () => {
    const page = await open('en-GB');
    await signIn(page, member, 'en');
    await page.goto('/messageCenter');
    await page.getByRole('heading', { name: en('shell', 'messages.centreTitle') }).waitFor();
    await messageRow(page, reminderTitle).getByText('Read', { exact: true }).waitFor();
    const { total } = await counts();
    await page.getByText(en('kit', 'table.total', { count: String(total) })).waitFor();
    await harness.screenshot(page, 'messages-08-centre-en');
  });

  it('remembers the columns a person chose for the table', async () => {
    const page = await open('en-GB');
    await signIn(page, member, 'en');
    await page.goto('/messageCenter');
    const receivedHeader = page.getByRole('columnheader', { name: en('shell', 'messages.receivedAt') });
    await receivedHeader.waitFor();
    await page.getByRole('button', { name: en('kit', 'table.columns') }).click();
    // The title names each row and cannot be hidden.
    expect(await page.getByRole('checkbox', { name: en('shell', 'messages.title') }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: en('shell', 'messages.receivedAt') }).uncheck();
    await receivedHeader.waitFor({ state: 'detached' });
    await harness.screenshot(page, 'messages-09-column-chooser');

    await page.reload();
    await page.getByRole('columnheader', { name: en('shell', 'messages.title') }).waitFor();
    expect(await receivedHeader.count()).toBe(0);
    await page.getByRole('button', { name: en('kit', 'table.columns') }).click();
    await page.getByRole('button', { name: en('kit', 'table.resetColumns') }).click();
    await receivedHeader.waitFor();
  });
});
