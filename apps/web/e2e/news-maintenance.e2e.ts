import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { dayFromToday, drawPng } from './files';
import { companyFlow } from './flow';
import { cn, fr } from './texts';
import { field, pick, pickDateTime, row } from './ui';

/**
 * News and maintenance windows: an administrator writes news in the editor and publishes it, and a
 * consumer finds it from the scan page; the administrator schedules a read-only maintenance window in
 * its form, which is announced in the shell, and a company's save is refused with the window's message
 * in the company's language, until the administrator calls the window off.
 */
describe('news and maintenance windows', () => {
  const suffix = randomUUID().slice(0, 6);
  const title = `燕窝溯源平台上线新功能 ${suffix}`;
  // A complete registration, so that the company's edit form can be sent as it is.
  const flow = companyFlow('news', {
    name: `新闻测试企业 ${suffix}`,
    registrationNo: `91350200MA${suffix.toUpperCase()}7Q`,
    legalRepresentative: '林晓',
    contactName: '陈丽',
    contactPhone: '13800138000',
    address: '福建省厦门市湖里区火炬路8号',
  });
  const { open, shot } = flow;
  const { callAs, uploadAs } = apiClient(() => flow.harness.baseUrl);
  const windows: string[] = [];
  /** The administrator's page, signed in in Chinese, from the news to the maintenance window. */
  let adminPage: Page;

  beforeAll(async () => {
    const licence = await uploadAs(
      flow.producer,
      'business-licence.png',
      drawPng(48, 32, (x, y) => [40 + x * 3, 90 + y * 2, 160]),
      'image/png',
    );
    await flow.database.sql`update companies set licence_files = ${[licence.url]} where id = ${flow.corpId}`;
  });

  // Runs before the flow's own closing (hooks after a file run last registered first): a window left
  // running would hold every later file's writes.
  afterAll(async () => {
    for (const id of windows)
      await callAs(flow.admin, ROUTES.maintenance.cancel, { params: { id } }).catch(() => undefined);
  });

  it('publishes news written in the editor; the scan page links to it', async () => {
    const page = await open(flow.admin, 'cn');
    adminPage = page;
    await page.goto('/addNews');
    await page.getByRole('textbox', { name: cn('news', 'field.title') }).fill(title);
    // The editor's toolbar speaks the interface language.
    const editorBox = page.getByTestId('news-editor');
    await editorBox.getByRole('button', { name: cn('news', 'editor.bold'), exact: true }).waitFor();
    await editorBox.getByRole('button', { name: cn('news', 'editor.image'), exact: true }).waitFor();
    const editor = editorBox.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('新版扫码页面已上线，欢迎体验。');
    // Platforms are offered by their names.
    await pick(page, cn('news', 'field.platform'), cn('common', 'platformNames.birdnest'));
    const [saved] = await Promise.all([
      page.waitForResponse(answers(ROUTES.news.create)),
      page.getByRole('button', { name: cn('common', 'save'), exact: true }).click(),
    ]);
    const created = (await saved.json()) as {
      code: string;
      data: { id: string; body: string; platform: string | null };
    };
    expect(created.code).toBe('200');
    expect(created.data.body).toContain('新版扫码页面已上线');
    expect(created.data.platform).toBe('birdnest');
    await page.waitForURL('**/newsDetails?id=*');
    await page.getByText(cn('common', 'platformNames.birdnest'), { exact: true }).waitFor();

    await page.getByRole('button', { name: cn('news', 'action.publish'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.news.publish)),
      dialog.getByRole('button', { name: cn('news', 'action.publish'), exact: true }).click(),
    ]);
    await page.getByText(cn('statuses', 'news.status.published')).first().waitFor();

    // A consumer, without an account, from a label's scan page.
    const consumer = await flow.newPage('cn');
    await consumer.goto('/s/1000000000000000');
    await consumer.getByTestId('scan-news-link').click();
    await consumer.waitForURL('**/news');
    await consumer.getByText(title).click();
    await consumer.getByTestId('public-news-article').getByText('新版扫码页面已上线，欢迎体验。').waitFor();
  });

  it('schedules a read-only window in its form; a company’s save is refused with its message in French', async () => {
    const message = {
      cn: `数据库升级 ${suffix}`,
      en: `Database upgrade ${suffix}`,
      fr: `Mise à niveau de la base ${suffix}`,
    };
    const page = adminPage;
    await page.goto('/maintenance');
    await page.getByRole('button', { name: cn('maintenance', 'list.add'), exact: true }).click();
    const form = page.getByRole('dialog');
    // From midnight today, so it is running at once, to the evening of the day after tomorrow.
    await pickDateTime(page, form, cn('maintenance', 'field.startsAt'), {
      day: dayFromToday(0),
      time: '00:00',
      language: 'cn',
    });
    await pickDateTime(page, form, cn('maintenance', 'field.endsAt'), {
      day: dayFromToday(2),
      time: '18:30',
      language: 'cn',
    });
    await form.getByRole('radio', { name: cn('maintenance', 'mode.readOnly') }).check();
    await field(form, cn('maintenance', 'field.messageCn')).fill(message.cn);
    await field(form, cn('maintenance', 'field.messageEn')).fill(message.en);
    await field(form, cn('maintenance', 'field.messageFr')).fill(message.fr);
    await shot(page, 'maintenance-form-cn');
    const [scheduled] = await Promise.all([
      page.waitForResponse(answers(ROUTES.maintenance.create)),
      form.getByRole('button', { name: cn('common', 'save'), exact: true }).click(),
    ]);
    const window = (await scheduled.json()) as {
      code: string;
      msg: string;
      data: { id: string; mode: string; status: string; endsAt: string };
    };
    expect(window.code, window.msg).toBe('200');
    windows.push(window.data.id);
    expect(window.data).toMatchObject({ mode: 'readOnly', status: 'active' });
    expect(new Date(window.data.endsAt).getHours()).toBe(18);
    await row(page, message.cn).getByText(cn('statuses', 'maintenance.status.active')).waitFor();
    // Every signed-in user is told, the administrator too.
    const adminNotice = page.getByTestId('forced-messages');
    await adminNotice.getByText(message.cn).waitFor();
    await page.keyboard.press('Escape');
    await adminNotice.waitFor({ state: 'detached' });

    // The company, in French: the must-read notice opens with the window, then the banner stays.
    const company = await open(flow.producer, 'fr');
    const notice = company.getByTestId('forced-messages');
    await notice.getByText(fr('maintenance', 'notice.title')).waitFor();
    await notice.getByText(message.fr).waitFor();
    await company.keyboard.press('Escape');
    await company.getByTestId('maintenance-banner').getByText(message.fr).waitFor();

    await company.goto('/editCompanyInformation');
    const address = field(company, fr('companies', 'fields.address'));
    await expect.poll(() => address.inputValue()).toBe('福建省厦门市湖里区火炬路8号');
    await address.fill('福建省厦门市湖里区火炬路10号');
    const [refused] = await Promise.all([
      company.waitForResponse(answers(ROUTES.companies.editMine)),
      company.getByRole('button', { name: fr('common', 'submitForReview'), exact: true }).click(),
    ]);
    expect(refused.status()).toBe(503);
    await company.locator('.mantine-Notification-root').filter({ hasText: message.fr }).waitFor();
    expect(company.url()).toContain('/editCompanyInformation');
    await shot(company, 'maintenance-refused-save-fr', { keepToasts: true });

    // The administrator calls it off in the list; the company's banner goes.
    await row(page, message.cn)
      .getByRole('button', { name: cn('maintenance', 'action.cancel'), exact: true })
      .click();
    await Promise.all([
      page.waitForResponse(answers(ROUTES.maintenance.cancel)),
      page
        .getByRole('dialog')
        .getByRole('button', { name: cn('maintenance', 'action.cancel'), exact: true })
        .click(),
    ]);
    await row(page, message.cn).getByText(cn('statuses', 'maintenance.status.cancelled')).waitFor();
    await company.reload();
    await company.getByTestId('shell-footer').waitFor();
    await expect.poll(() => company.getByTestId('maintenance-banner').count()).toBe(0);
  });
});
