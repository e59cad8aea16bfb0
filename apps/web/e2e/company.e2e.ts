import { companyEvaluations, createDb } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, drawPng, type Rgb } from './files';
import { latestCode } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, fr } from './texts';
import { combobox, dismissToasts, field, fieldError, pick, restingScreenshot, row, submitSignIn } from './ui';

const DAY = 24 * 3600_000;

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A GTIN-13 with its GS1 check digit, and the same number with a wrong one. */
function gtinPair(): { valid: string; wrong: string } {
  const body = `69${randomDigits(10)}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return { valid: `${body}${check}`, wrong: `${body}${(check + 1) % 10}` };
}

/**
 * A real PNG (the server checks the bytes): a document-like picture — a tinted page with a header
 * band, text lines and a seal — so thumbnails look like what people upload.
 */
function documentPicture(tint: Rgb, width = 360, height = 250): Buffer {
  return drawPng(width, height, (x, y) => {
    const border = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
    const header = y >= 18 && y < 46 && x >= 24 && x < width - 24;
    const line = (y - 70) % 22 < 6 && y >= 70 && y < 190 && x >= 34 && x < width - (y % 3 === 0 ? 150 : 60);
    const dx = x - (width - 70);
    const dy = y - (height - 60);
    const seal = dx * dx + dy * dy < 32 * 32 && dx * dx + dy * dy > 26 * 26;
    if (border || header) return tint;
    if (seal) return [200, 40, 40];
    if (line) return [150, 150, 150];
    return [250, 248, 242];
  });
}

/**
 * Company management and the product catalogue in the browser: a producer registers, creates its
 * company, is rejected with a reason, fixes and resubmits, passes, applies for traceability and is
 * approved with a contract ending in 20 days, then is reminded when signing in again. Along the way:
 * partners, evaluations, an honour certificate through review, and a product whose GTIN check digit
 * is wrong before it is right, reviewed and put online.
 */
describe('companies and products', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let company: Page;
  let reviewer: Page;

  const suffix = randomDigits(6);
  const account = `corp_${suffix}`;
  const email = `corp_${suffix}@test.example.com`;
  const password = 'Harbour#2026';
  const companyName = `海南金丝燕窝有限公司 ${suffix}`;
  const registrationNo = `91460100MA5T${randomDigits(6)}`;
  const dealerName = `广州燕之坊贸易有限公司 ${suffix}`;
  const certificateName = `绿色食品证书 ${suffix}`;
  const productName = `金丝燕盏 ${suffix}`;
  const displayName = `金丝燕盏礼盒 ${suffix}`;
  const gtin = gtinPair();
  const rejectReason = '营业执照图片不清晰，且注册地址与执照不一致，请重新上传并更正地址。';

  async function open(locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    return page;
  }

  async function signIn(page: Page, who: { account: string; password: string }) {
    await submitSignIn(page, who, cn('shell', 'login.submit'));
  }

  /** A text input, text area or date input by its label (a required field's asterisk is not part of it). */
  const toast = (page: Page, text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });

  async function upload(page: Page, index: number, name: string, tint: [number, number, number]) {
    await page
      .locator('input[type="file"]')
      .nth(index)
      .setInputFiles({ name, mimeType: 'image/png', buffer: documentPicture(tint) });
    await page.getByRole('img', { name }).waitFor();
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name, { keepToasts: true });

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-company' });
    admin = await harness.createUser({ userType: 'admin' });
    await createCompany(database.db, { name: dealerName, kind: 'dealer', status: 'passed', countryId: 'CN' });
  });

  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.slice(0, 40).replace(/\W+/g, '-');
    const pages = contexts.flatMap((browserContext) => browserContext.pages());
    for (const [index, page] of pages.entries()) {
      await harness.screenshot(page, `company-failed-${name}-${index}${page === current ? '-current' : ''}`);
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('registers a producer account with a mailed code and signs in', async () => {
    company = await open();
    await company.goto('/register');
    await company.getByRole('heading', { name: cn('shell', 'register.title') }).waitFor();
    await company.locator('input[name="email"]').fill(email);
    await company.getByTestId('send-code').click();
    const code = await latestCode(database.sql, email);
    await company.locator('input[name="account"]').fill(account);
    await company.locator('input[name="userName"]').fill('张敏');
    await company.locator('input[name="phone"]').fill(`139${randomDigits(8)}`);
    await company.locator('input[name="code"]').fill(code);
    await company.locator('input[name="password"]').fill(password);
    await company.locator('input[name="confirmPassword"]').fill(password);
    await company.getByRole('button', { name: cn('shell', 'register.submit'), exact: true }).click();
    await company.waitForURL('**/login');
    await signIn(company, { account, password });
  });

  it('creates the company with an uploaded licence, checked as the server checks it', async () => {
    await company.goto('/setCompanyInformation');
    await company.getByText(cn('companies', 'mine.emptyTitle')).waitFor();
    await shot(company, 'company-01-not-registered');
    await company.getByRole('button', { name: cn('companies', 'mine.create'), exact: true }).click();
    await company.waitForURL('**/createCompanyInformation');
    await company.getByRole('heading', { name: cn('companies', 'form.createTitle') }).waitFor();
    // The kind is the account's.
    expect(await field(company, cn('companies', 'fields.kind')).inputValue()).toBe(cn('common', 'producer'));

    await field(company, cn('companies', 'fields.registrationNo')).fill('9146010012345678');
    await field(company, cn('companies', 'fields.contactPhone')).fill('1380013800');
    // Leaving a field checks it; the messages it adds move the button, so they come first.
    await field(company, cn('companies', 'fields.contactPhone')).press('Tab');
    await company.getByText('请输入11位手机号').waitFor();
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await expect.poll(() => fieldError(field(company, cn('common', 'companyName')))).toBe('此项为必填项');
    expect(await fieldError(field(company, cn('companies', 'fields.registrationNo')))).toBe(
      '注册号须为15、18或21位',
    );
    expect(await fieldError(field(company, cn('companies', 'fields.contactPhone')))).toBe('请输入11位手机号');
    await shot(company, 'company-02-create-errors');

    await field(company, cn('common', 'companyName')).fill(companyName);
    await pick(company, cn('common', 'country'), '中国');
    await field(company, cn('companies', 'fields.registrationNo')).fill(registrationNo);
    await field(company, cn('companies', 'fields.legalRepresentative')).fill('李伟');
    await field(company, cn('companies', 'fields.contactName')).fill('张敏');
    await field(company, cn('companies', 'fields.contactPhone')).fill('13800138000');
    await field(company, cn('companies', 'fields.contactEmail')).fill(email);
    await field(company, cn('companies', 'fields.address')).fill('海南省海口市龙华区滨海大道18号');
    await field(company, cn('companies', 'fields.introduction')).fill(
      '专注金丝燕窝采集、加工与销售，拥有自有燕屋及加工车间。',
    );
    await upload(company, 0, 'business-licence.png', [200, 60, 50]);
    await shot(company, 'company-03-create-filled');
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();

    await company.waitForURL('**/setCompanyInformation');
    await toast(company, cn('companies', 'form.created')).waitFor();
    await company
      .getByTestId('company-status-alert')
      .getByText(cn('companies', 'mine.statusAlert.to_be_reviewed.title'))
      .waitFor();
    await company.getByTestId('operability-reason').getByText('企业信息尚未审核通过').waitFor();
    await shot(company, 'company-04-waiting-review');
  });

  it('lets an administrator reject the registration with a reason in /auditPage', async () => {
    reviewer = await open();
    await signIn(reviewer, admin);
    await reviewer.goto('/companyInformationList');
    await reviewer.getByRole('heading', { name: cn('companies', 'list.title') }).waitFor();
    await reviewer.getByPlaceholder(cn('companies', 'list.keyword')).fill(suffix);
    await reviewer.getByRole('button', { name: cn('kit', 'table.search'), exact: true }).click();
    await row(reviewer, companyName).getByText('待审核', { exact: true }).waitFor();
    await shot(reviewer, 'company-05-review-list');
    await row(reviewer, companyName)
      .getByRole('button', { name: cn('companies', 'list.review'), exact: true })
      .click();
    await reviewer.waitForURL('**/auditPage?id=*');
    await reviewer
      .getByRole('heading', { name: `${cn('companies', 'audit.title')}: ${companyName}` })
      .waitFor();
    await reviewer
      .getByRole('img', { name: cn('companies', 'attachments.licence', { number: 1 }) })
      .waitFor();

    // A rejection needs the reason the company will read.
    await reviewer.getByRole('button', { name: cn('kit', 'audit.reject'), exact: true }).click();
    await reviewer.getByText(cn('kit', 'audit.remarkRequired')).waitFor();
    await reviewer.getByRole('textbox', { name: cn('kit', 'audit.remark') }).fill(rejectReason);
    await shot(reviewer, 'company-06-audit-reject');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.reject'), exact: true }).click();
    await reviewer.waitForURL('**/companyInformationList*');
    await toast(reviewer, cn('companies', 'audit.rejected')).waitFor();
    await row(reviewer, companyName).getByText('审核未通过').waitFor();
  });

  it('shows the company why it was rejected; it fixes the registration and submits again', async () => {
    await company.reload();
    const alert = company.getByTestId('company-status-alert');
    await alert.getByText(cn('companies', 'mine.statusAlert.failed.title')).waitFor();
    expect(await company.getByTestId('company-decision-reason').textContent()).toContain(rejectReason);
    await shot(company, 'company-07-rejected-with-reason');

    await alert.getByRole('button', { name: cn('companies', 'mine.statusAlert.fix'), exact: true }).click();
    await company.waitForURL('**/editCompanyInformation');
    await company.getByTestId('edit-notice').getByText(rejectReason).waitFor();
    // The saved profile comes back into the form; the unclear licence is replaced by a clear one.
    expect(await field(company, cn('common', 'companyName')).inputValue()).toBe(companyName);
    await field(company, cn('companies', 'fields.address')).fill('海南省海口市美兰区国兴大道5号');
    await company
      .getByRole('button', {
        name: `${cn('kit', 'upload.remove')}: ${cn('companies', 'attachments.licence', { number: 1 })}`,
      })
      .click();
    await upload(company, 0, 'business-licence-clear.png', [30, 110, 180]);
    await dismissToasts(company);
    await shot(company, 'company-08-edit-after-rejection');
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await company.waitForURL('**/setCompanyInformation');
    await company
      .getByTestId('company-status-alert')
      .getByText(cn('companies', 'mine.statusAlert.to_be_reviewed.title'))
      .waitFor();
  });

  it('lets the administrator pass the corrected registration', async () => {
    await reviewer.reload();
    await row(reviewer, companyName)
      .getByRole('button', { name: cn('companies', 'list.review'), exact: true })
      .click();
    await reviewer.waitForURL('**/auditPage?id=*');
    // The history keeps the rejection and the resubmission.
    const history = reviewer.getByTestId('review-history');
    await history.getByText(rejectReason).waitFor();
    await history.getByText(cn('companies', 'reviewing.actions.resubmit')).waitFor();
    await shot(reviewer, 'company-09-audit-resubmitted');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve'), exact: true }).click();
    await reviewer.waitForURL('**/companyInformationList*');
    await row(reviewer, companyName).getByText('审核通过').waitFor();

    await company.reload();
    await company.getByRole('heading', { name: cn('common', 'companyInformation') }).waitFor();
    expect(await company.getByTestId('company-status-alert').count()).toBe(0);
    await company.getByTestId('operability-reason').getByText('企业尚无有效的溯源合同').waitFor();
    await shot(company, 'company-10-passed-no-contract');
  });

  it('shows a profile change beside the approved profile while it waits for review', async () => {
    await company.getByRole('button', { name: cn('companies', 'mine.edit'), exact: true }).click();
    await company.waitForURL('**/editCompanyInformation');
    await company
      .getByTestId('edit-notice')
      .getByText(cn('companies', 'form.editNotice.approved.title'))
      .waitFor();
    await field(company, cn('companies', 'fields.contactPhone')).waitFor();
    await field(company, cn('companies', 'fields.contactPhone')).fill('13912345678');
    await field(company, cn('companies', 'fields.productionAddress')).fill('海南省文昌市燕窝加工园区3号车间');
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await company.waitForURL('**/setCompanyInformation');
    const change = company.getByTestId('pending-change');
    await change.locator('[data-field="contactPhone"]').getByText('13912345678').waitFor();
    await change.locator('[data-field="contactPhone"]').getByText('13800138000').waitFor();
    expect(await change.locator('[data-field]').count()).toBe(2);
    await shot(company, 'company-11-change-waiting');

    // The administrator sees the same comparison and approves the change.
    await reviewer.reload();
    await row(reviewer, companyName)
      .getByRole('button', { name: cn('companies', 'list.review'), exact: true })
      .click();
    await reviewer.getByTestId('pending-change').locator('[data-field="productionAddress"]').waitFor();
    await shot(reviewer, 'company-12-audit-change');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve'), exact: true }).click();
    await reviewer.waitForURL('**/companyInformationList*');
  });

  it('applies for traceability; the administrator approves a contract ending in 20 days in /syAudit', async () => {
    await company.reload();
    expect(await company.getByTestId('pending-change').count()).toBe(0);
    await company.getByRole('button', { name: cn('common', 'applyForTraceability'), exact: true }).click();
    await company.waitForURL('**/ApplyTraceability');
    await company.getByRole('heading', { name: cn('common', 'applyForTraceability') }).waitFor();
    await field(company, cn('companies', 'apply.requestedStart')).fill(dayFromToday(0));
    await field(company, cn('companies', 'apply.requestedEnd')).fill(dayFromToday(365));
    await company.keyboard.press('Escape');
    await field(company, cn('common', 'remark')).fill(
      '申请开通燕盏、燕条两类产品的溯源，预计年出货量约 2 吨。',
    );
    await shot(company, 'company-13-apply-traceability');
    await company.getByRole('button', { name: cn('common', 'submitTheApplication'), exact: true }).click();
    await company.waitForURL('**/rootsApply');
    // The company's own list does not repeat its name; the requested period identifies the row.
    await row(company, dayFromToday(365)).getByText('待审核', { exact: true }).waitFor();
    await shot(company, 'company-14-applications');

    await reviewer.getByRole('button', { name: cn('companies', 'list.applications'), exact: true }).click();
    await reviewer.waitForURL('**/syAudit');
    await reviewer.getByRole('heading', { name: cn('companies', 'syAudit.listTitle') }).waitFor();
    await row(reviewer, companyName)
      .getByRole('button', { name: cn('companies', 'applications.review'), exact: true })
      .click();
    await reviewer.waitForURL('**/syAudit?id=*');
    const end = field(reviewer, cn('companies', 'syAudit.contractEnd'));
    // The proposal follows the request; the reviewer sets a shorter contract.
    expect(await end.inputValue()).toBe(dayFromToday(365));
    await end.fill(dayFromToday(20));
    await reviewer.keyboard.press('Escape');
    await field(reviewer, cn('companies', 'syAudit.remark')).fill('试运行合同，到期前请提交年度报告后续签。');
    await shot(reviewer, 'company-15-sy-audit');
    await reviewer.getByRole('button', { name: cn('companies', 'syAudit.approve'), exact: true }).click();
    await toast(reviewer, cn('companies', 'syAudit.approved')).waitFor();
    // Back on the waiting list, which no longer holds it.
    await reviewer.getByRole('heading', { name: cn('companies', 'syAudit.listTitle') }).waitFor();
    await row(reviewer, companyName).waitFor({ state: 'detached' });
  });

  it('reminds the company that the contract ends soon when it signs in again', async () => {
    const again = await open();
    await signIn(again, { account, password });
    const text = again.getByTestId('reminder-text');
    await text.waitFor();
    expect(await again.getByTestId('reminder-dialog').getAttribute('data-kind')).toBe('syEndTimeLeThirty');
    expect(await text.textContent()).toContain('剩余 20 天');
    await shot(again, 'company-16-contract-reminder');
    await again
      .getByRole('dialog')
      .getByRole('button', { name: cn('common', 'confirm'), exact: true })
      .click();
    await text.waitFor({ state: 'detached' });

    await again.goto('/setCompanyInformation');
    await again.getByTestId('company-operable').waitFor();
    expect(await again.getByTestId('contract-days-left').textContent()).toBe(
      cn('companies', 'trace.daysLeft', { count: 20 }),
    );
    await shot(again, 'company-17-traceable');
    company = again;
  });

  it('links a dealer, stops shipping to it and unlinks it after confirming', async () => {
    await company.goto('/dealersMessage');
    await company.getByRole('heading', { name: cn('companies', 'partners.dealers.title') }).waitFor();
    await company
      .getByRole('button', { name: cn('companies', 'partners.dealers.link'), exact: true })
      .click();
    const modal = company.getByRole('dialog', { name: cn('companies', 'partners.dealers.linkTitle') });
    await combobox(modal, cn('common', 'dealer')).fill(suffix);
    await company.getByRole('option', { name: dealerName }).click();
    await modal.getByRole('textbox', { name: cn('common', 'remark') }).fill('华南区域总经销');
    await modal.getByRole('button', { name: cn('companies', 'partners.dealers.link'), exact: true }).click();
    await toast(company, cn('companies', 'partners.dealers.linked')).waitFor();
    const dealer = row(company, dealerName);
    await dealer.getByText(cn('companies', 'partners.canShipOn')).waitFor();
    await shot(company, 'company-18-dealers');

    await dealer.getByRole('switch').click();
    await dealer.getByText(cn('companies', 'partners.canShipOff')).waitFor();
    await dealer.getByRole('button', { name: cn('companies', 'partners.unlink'), exact: true }).click();
    await company
      .getByRole('dialog')
      .getByText(cn('companies', 'partners.unlinkText', { name: dealerName }))
      .waitFor();
    await shot(company, 'company-19-unlink-confirm');
    await company
      .getByRole('dialog')
      .getByRole('button', { name: cn('companies', 'partners.unlink'), exact: true })
      .click();
    await company.getByText(cn('companies', 'partners.dealers.empty')).waitFor();
  });

  it('adds an honour certificate that a reviewer approves; the directory then lists it', async () => {
    await company.goto('/honorCertificateMessage');
    await company.getByRole('button', { name: cn('companies', 'certificateList.add'), exact: true }).click();
    await company.waitForURL('**/addCertificate');
    await company.getByRole('heading', { name: cn('companies', 'certificateList.addTitle') }).waitFor();
    await field(company, cn('companies', 'certificateList.name')).fill(certificateName);
    await field(company, cn('common', 'issuedBy')).fill('中国绿色食品发展中心');
    await field(company, cn('common', 'certificateNumber')).fill(`LB-46-${suffix}`);
    await field(company, cn('companies', 'certificateList.issueDate')).fill(dayFromToday(-200));
    await field(company, cn('companies', 'certificateList.expiryDate')).fill(dayFromToday(900));
    await company.keyboard.press('Escape');
    await upload(company, 0, 'green-food-front.png', [40, 140, 80]);
    await upload(company, 0, 'green-food-back.png', [40, 100, 140]);
    await shot(company, 'company-20-certificate-form');
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await company.waitForURL('**/previewCertificate?id=*');
    await toast(company, cn('companies', 'certificateList.created')).waitFor();
    const certificateUrl = company.url();

    await reviewer.goto(`/previewCertificate?${new URL(certificateUrl).searchParams}`);
    await reviewer.getByRole('heading', { name: certificateName }).waitFor();
    expect(await reviewer.getByTestId('stored-image').count()).toBe(2);
    await reviewer.getByRole('textbox', { name: cn('kit', 'audit.remark') }).fill('证书真实有效。');
    await shot(reviewer, 'company-21-certificate-review');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve'), exact: true }).click();
    await toast(reviewer, cn('companies', 'audit.approved')).waitFor();
    await reviewer.getByTestId('review-history').getByText('证书真实有效。').waitFor();

    await company.goto('/honorCertificateMessage');
    await row(company, certificateName).getByText('审核通过').waitFor();
    await row(company, certificateName).getByText('有效', { exact: true }).waitFor();
    await shot(company, 'company-22-certificates');
    await row(company, certificateName)
      .getByRole('button', { name: cn('common', 'view'), exact: true })
      .click();
    await company.getByTestId('review-history').waitFor();
    await company
      .getByRole('button', { name: cn('companies', 'attachments.image', { number: 1 }), exact: true })
      .click();
    await company
      .getByRole('dialog')
      .getByRole('img', { name: cn('companies', 'attachments.image', { number: 1 }), exact: true })
      .first()
      .waitFor();
    await shot(company, 'company-23-certificate-gallery');
    await company.keyboard.press('Escape');

    await company.goto('/corpIndex');
    await company.getByPlaceholder(cn('common', 'companyName')).fill(suffix);
    await company.getByRole('button', { name: cn('kit', 'table.search'), exact: true }).click();
    await row(company, companyName)
      .getByText(cn('companies', 'directory.certificateCount', { count: 1 }))
      .waitFor();
    await shot(company, 'company-24-directory');
    await row(company, companyName).click();
    await company.getByTestId('directory-certificates').getByText(certificateName).waitFor();
    await shot(company, 'company-25-directory-entry');
  });

  it('lists the evaluations the company received, with the next due date', async () => {
    const [mine] = await database.sql<
      { corp_id: string }[]
    >`select corp_id from users where account = ${account}`;
    await database.db.insert(companyEvaluations).values({
      corpId: mine!.corp_id,
      title: '2026年度燕窝加工质量评价',
      grade: 'A',
      score: 92,
      content:
        '原料验收记录完整，燕盏挑毛、清洗、烘干工序均有记录可查；仓储温湿度监控到位。\n建议：加强批次留样管理，补充出厂检验报告归档。',
      evaluatedAt: new Date(Date.now() - 40 * DAY),
      dueTime: new Date(Date.now() + 325 * DAY),
    });
    await company.goto('/myCorpEvaluate');
    await row(company, '2026年度燕窝加工质量评价').getByText('92', { exact: true }).waitFor();
    await shot(company, 'company-26-evaluations');
    await row(company, '2026年度燕窝加工质量评价').click();
    await company.getByText('建议：加强批次留样管理', { exact: false }).waitFor();
    await shot(company, 'company-27-evaluation');
  });

  it('refuses a product whose GTIN check digit is wrong, then saves it with the right one', async () => {
    await company.goto('/productMessage');
    await company.getByRole('heading', { name: cn('products', 'products.title') }).waitFor();
    await company.getByRole('button', { name: cn('products', 'products.add'), exact: true }).click();
    await company.waitForURL('**/addProductMessage');
    await company.getByRole('heading', { name: cn('products', 'products.addTitle') }).waitFor();
    await pick(company, cn('products', 'fields.category'), '干燕窝');
    await field(company, cn('products', 'products.productName')).fill(productName);
    await field(company, cn('products', 'products.replaceProductName')).fill(displayName);
    await field(company, cn('common', 'description')).fill(
      '马来西亚进口原料，手工挑毛，盏形完整，每盒 50 克。',
    );
    await field(company, cn('products', 'products.specification')).fill('50 克/盒');
    const gtinInput = field(company, cn('products', 'products.gtin'));
    await gtinInput.fill(gtin.wrong);
    await gtinInput.blur();
    await company.getByText('GTIN 校验位不正确').waitFor();
    expect(await gtinInput.getAttribute('aria-invalid')).toBe('true');
    await shot(company, 'product-01-gtin-check-digit');

    await gtinInput.fill(gtin.valid);
    await gtinInput.blur();
    expect(await fieldError(gtinInput)).toBe('');
    await upload(company, 0, 'nest-gift-box.png', [180, 130, 40]);
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await company.waitForURL('**/productMessageDetails?id=*');
    await toast(company, cn('products', 'products.created')).waitFor();
    await company.getByRole('heading', { name: displayName }).waitFor();
    await shot(company, 'product-02-details-waiting');
  });

  it('reviews the product, puts it online on request and lists it', async () => {
    const productUrl = new URL(company.url());
    await reviewer.goto(`/productMessageAudit?${productUrl.searchParams}`);
    await reviewer
      .getByRole('heading', { name: `${cn('products', 'products.auditTitle')}: ${displayName}` })
      .waitFor();
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve'), exact: true }).click();
    await reviewer.waitForURL('**/productMessageDetails?id=*');

    await company.reload();
    await company
      .getByRole('button', { name: cn('products', 'listing.actions.requestOnline'), exact: true })
      .click();
    await company
      .getByRole('dialog')
      .getByRole('button', { name: cn('products', 'listing.actions.requestOnline'), exact: true })
      .click();
    await toast(company, cn('products', 'listing.done.requestOnline')).waitFor();

    await reviewer.reload();
    await reviewer
      .getByRole('button', { name: cn('products', 'listing.actions.rejectListing'), exact: true })
      .waitFor();
    await reviewer
      .getByRole('button', { name: cn('products', 'listing.actions.approveListing'), exact: true })
      .click();
    await shot(reviewer, 'product-03-approve-listing');
    await reviewer
      .getByRole('dialog')
      .getByRole('button', { name: cn('products', 'listing.actions.approveListing'), exact: true })
      .click();
    await toast(reviewer, cn('products', 'listing.done.approveListing')).waitFor();

    await company.goto('/productMessage');
    const product = row(company, displayName);
    await product.getByText('已上架').waitFor();
    await product.getByText('审核通过').waitFor();
    await shot(company, 'product-04-list-online');
    await company.goto(productUrl.pathname + productUrl.search);
    await company
      .getByRole('button', { name: cn('products', 'listing.actions.takeOffline'), exact: true })
      .waitFor();
    await shot(company, 'product-05-details-online');
  });

  it('keeps product categories and subclasses, the subclass through review', async () => {
    await reviewer.goto('/productCategoryMessage');
    // The test database holds other flows' categories too: find the seeded one by its code.
    await reviewer.getByPlaceholder(cn('common', 'code')).fill('dried_birds_nest');
    await reviewer.getByRole('button', { name: cn('kit', 'table.search'), exact: true }).click();
    await row(reviewer, 'dried_birds_nest').waitFor();
    await shot(reviewer, 'product-06-categories');
    await reviewer.getByRole('button', { name: cn('products', 'categories.add'), exact: true }).click();
    await reviewer.waitForURL('**/addProductCategoryMessage');
    await reviewer.getByRole('heading', { name: cn('products', 'categories.addTitle') }).waitFor();
    await field(reviewer, cn('common', 'code')).fill(`bird_nest_drink_${suffix}`);
    await field(reviewer, cn('products', 'categories.nameCn')).fill(`燕窝饮品 ${suffix}`);
    await field(reviewer, cn('products', 'categories.nameEn')).fill(`Bird's nest drinks ${suffix}`);
    await field(reviewer, cn('products', 'categories.nameFr')).fill(`Boissons au nid d'hirondelle ${suffix}`);
    await shot(reviewer, 'product-07-category-form');
    await reviewer.getByRole('button', { name: cn('common', 'save'), exact: true }).click();
    await reviewer.waitForURL('**/productCategoryMessage');
    await toast(reviewer, cn('products', 'categories.created')).waitFor();

    await company.goto('/productSubclassMessage');
    await company.getByRole('button', { name: cn('products', 'subclasses.add'), exact: true }).click();
    await company.waitForURL('**/addProductSubclass');
    await company.getByRole('heading', { name: cn('products', 'subclasses.addTitle') }).waitFor();
    await pick(company, cn('products', 'fields.category'), '干燕窝');
    await field(company, cn('products', 'subclasses.name')).fill(`燕盏 ${suffix}`);
    await field(company, cn('products', 'subclasses.description')).fill('整盏形态，挑毛后干燥。');
    await company.getByRole('button', { name: cn('common', 'submitForReview'), exact: true }).click();
    await company.waitForURL('**/productSubclassDetails?id=*');
    const subclassUrl = new URL(company.url());

    await reviewer.goto(`/productSubclassAudit?${subclassUrl.searchParams}`);
    await reviewer
      .getByRole('textbox', { name: cn('kit', 'audit.remark') })
      .fill('名称不规范，请使用“燕盏（干）”。');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.reject'), exact: true }).click();
    await reviewer.waitForURL('**/productSubclassMessage');

    await company.goto('/productSubclassMessage');
    await row(company, `燕盏 ${suffix}`).getByText('审核未通过').waitFor();
    await shot(company, 'product-08-subclasses');
    await row(company, `燕盏 ${suffix}`)
      .getByRole('button', { name: cn('common', 'edit'), exact: true })
      .click();
    await company.getByTestId('review-notice').getByText('名称不规范').waitFor();
    await shot(company, 'product-09-subclass-edit-rejected');

    // The second product line has its pages where the platform's menus list it (birdnest does).
    await company.goto('/productSubclassMessagePanda');
    await company.getByRole('heading', { name: cn('products', 'subclasses.lines.panda.title') }).waitFor();
    await company.getByText(cn('products', 'subclasses.empty')).waitFor();
  });

  it('speaks English and French', async () => {
    await reviewer.evaluate(() => sessionStorage.setItem('language', 'en'));
    await reviewer.goto(`/companyInformationList?keyword=${suffix}`);
    await reviewer.getByRole('heading', { name: en('companies', 'list.title') }).waitFor();
    await row(reviewer, companyName)
      .getByText(en('companies', 'trace.daysLeft', { count: 20 }))
      .waitFor();
    await reviewer.getByRole('button', { name: en('shell', 'header.logout') }).waitFor();
    await shot(reviewer, 'company-35-review-list-en');

    await company.evaluate(() => sessionStorage.setItem('language', 'fr'));
    await company.goto('/productMessage');
    await company.getByRole('heading', { name: fr('products', 'products.title') }).waitFor();
    await row(company, displayName).getByText('En ligne', { exact: true }).waitFor();
    await shot(company, 'product-10-products-fr');
    await company.goto('/setCompanyInformation');
    await company.getByRole('heading', { name: fr('common', 'companyInformation') }).waitFor();
    await shot(company, 'company-36-overview-fr');
    await company.evaluate(() => sessionStorage.setItem('language', 'cn'));
    await reviewer.evaluate(() => sessionStorage.setItem('language', 'cn'));
  });

  it('shows the administrator the company and its traceability contract', async () => {
    await reviewer.goto('/companyInformationList');
    await reviewer.getByPlaceholder(cn('companies', 'list.keyword')).fill(suffix);
    await reviewer.getByRole('button', { name: cn('kit', 'table.search'), exact: true }).click();
    await row(reviewer, companyName)
      .getByText(cn('companies', 'trace.daysLeft', { count: 20 }))
      .waitFor();
    await row(reviewer, companyName).click();
    await reviewer.waitForURL('**/viewCompanyDetails?id=*');
    await reviewer.getByTestId('review-history').waitFor();
    await shot(reviewer, 'company-28-admin-details');
    await reviewer
      .getByRole('button', { name: cn('companies', 'list.editTraceability'), exact: true })
      .click();
    await reviewer.waitForURL('**/syEdit?id=*');
    expect(await field(reviewer, cn('companies', 'trace.contractEnd')).inputValue()).toBe(dayFromToday(20));
    await shot(reviewer, 'company-29-sy-edit');
    const companyId = new URL(reviewer.url()).searchParams.get('id');

    await reviewer.goto(`/syDetails?id=${companyId}`);
    await reviewer.getByRole('heading', { name: cn('companies', 'syDetails.title') }).waitFor();
    await reviewer.getByRole('row').filter({ hasText: '试运行合同' }).waitFor();
    await shot(reviewer, 'company-30-sy-details');

    await reviewer.goto(`/modifyComponyIoformation?id=${companyId}`);
    await reviewer.getByRole('heading', { name: cn('companies', 'form.adminTitle') }).waitFor();
    expect(await combobox(reviewer, cn('companies', 'fields.kind')).inputValue()).toBe(
      cn('common', 'producer'),
    );
    await shot(reviewer, 'company-31-admin-edit');
  });

  it('pauses the company with a reason it reads, then resumes it', async () => {
    await reviewer.goBack();
    await reviewer.goto(`/companyInformationList?keyword=${suffix}`);
    await row(reviewer, companyName).click();
    await reviewer.waitForURL('**/viewCompanyDetails?id=*');
    await reviewer.getByRole('button', { name: cn('companies', 'pause.pause'), exact: true }).click();
    const dialog = reviewer.getByRole('dialog', {
      name: cn('companies', 'pause.pauseTitle', { name: companyName }),
    });
    await dialog.getByRole('button', { name: cn('companies', 'pause.pause'), exact: true }).click();
    await dialog.getByText(cn('kit', 'dialog.reasonRequired')).waitFor();
    await dialog.getByRole('textbox').fill('抽检发现批次标签与产品不符，暂停整改。');
    await shot(reviewer, 'company-32-pause-dialog');
    await dialog.getByRole('button', { name: cn('companies', 'pause.pause'), exact: true }).click();
    await toast(reviewer, cn('companies', 'pause.paused')).waitFor();
    await reviewer.getByRole('button', { name: cn('companies', 'pause.resume'), exact: true }).waitFor();

    await company.goto('/setCompanyInformation');
    const alert = company.getByTestId('company-status-alert');
    await alert.getByText(cn('companies', 'mine.statusAlert.paused.title')).waitFor();
    await alert.getByText('抽检发现批次标签与产品不符').waitFor();
    await company.getByTestId('operability-reason').getByText('企业已被暂停').waitFor();
    expect(
      await company.getByRole('button', { name: cn('companies', 'mine.edit'), exact: true }).count(),
    ).toBe(0);
    await shot(company, 'company-33-paused');

    await reviewer.getByRole('button', { name: cn('companies', 'pause.resume'), exact: true }).click();
    await reviewer
      .getByRole('dialog', { name: cn('companies', 'pause.resumeTitle', { name: companyName }) })
      .getByRole('button', { name: cn('companies', 'pause.resume'), exact: true })
      .click();
    await toast(reviewer, cn('companies', 'pause.resumed')).waitFor();
    await company.reload();
    await company.getByTestId('company-operable').waitFor();

    await company.goto('/myCompanyInfo');
    await company.getByTestId('review-history').waitFor();
    await shot(company, 'company-34-my-details');
  });
});
