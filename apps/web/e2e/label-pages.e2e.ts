import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ROUTES, translate } from '@trace/contracts';
import { sheetBytes } from '@trace/core/spreadsheet-write';
import { createDb, labels, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { generateBarcodes } from '@trace/worker/processors/barcode-batch';
import { performVoid } from '@trace/worker/processors/label-void';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { seededCategoryId } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, fr } from './texts';
import { fieldError, restingScreenshot, screenshotFailures, submitSignIn } from './ui';

interface VoidRequest {
  id: string;
  requestNo: string;
  status: string;
  codeCount: number;
  failures: { code: string; reason: string }[];
}
interface BarcodeApplication {
  id: string;
  applicationNo: string;
  status: string;
  count: number;
}

/** A valid GTIN-13 (the check digit computed), different on every run. */
function gtin(): string {
  const body = `0690${String(Date.now()).slice(-8)}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** An xlsx with a title row and the given rows, as a person's spreadsheet would be. */
async function spreadsheet(rows: string[][]): Promise<Buffer> {
  return sheetBytes('codes', ['标签编码'], rows);
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The label pages of voiding and barcodes, in the browser. A company asks to void a range of its
 * labels (the form words every mistake as the API does, and refuses another company's code); an
 * administrator reviews it in English and watches the job void them; a request whose labels changed
 * meanwhile lists the ones it could not void. The company, in French, applies for barcodes, downloads
 * their PDF and finds them in /barcodeSearch. Another company sees none of it.
 */
describe('label pages: void requests, barcode applications, barcode search', () => {
  let harness: E2EHarness;
  const { callAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let producer: TestUser;
  let stranger: TestUser;
  let request: VoidRequest;
  let application: BarcodeApplication;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const companyName = `厦门燕屋食品有限公司 ${suffix}`;
  const productName = `即食燕窝 ${suffix}`;
  const plainProductName = `燕窝礼盒 ${suffix}`;
  // Labels of the company (60) and of another company (5), from a base no other flow uses.
  const base = BigInt(`7${Date.now()}${String(Math.floor(Math.random() * 9000) + 1000)}`);
  const code = (offset: number) => (base + BigInt(offset)).toString();
  const foreignCode = (offset: number) => (base + 1000n + BigInt(offset)).toString();

  const field = (page: Page | Locator, label: string) =>
    page.getByRole('textbox', { name: label, exact: true });
  const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
  const SUBMIT = {
    'zh-CN': cn('shell', 'login.submit'),
    'en-GB': en('shell', 'login.submit'),
    fr: fr('shell', 'login.submit'),
  };
  async function open(user: TestUser, locale: keyof typeof SUBMIT): Promise<Page> {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    await submitSignIn(page, user, SUBMIT[locale]);
    current = page;
    return page;
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-label-pages' });
    const company = await createCompany(database.db, { name: companyName, traceStatus: 'traceable' });
    const other = await createCompany(database.db, { name: `海南椰风食品有限公司 ${suffix}` });
    producer = await harness.createUser({ userType: 'producer', corpId: company.id });
    stranger = await harness.createUser({ userType: 'producer', corpId: other.id });
    admin = await harness.createUser({ userType: 'admin' });
    const categoryId = await seededCategoryId(database.db);
    const inserted = await database.db
      .insert(products)
      .values([
        { corpId: company.id, categoryId: categoryId, productName, gtin: gtin(), reviewStatus: 'passed' },
        {
          corpId: company.id,
          categoryId: categoryId,
          productName: plainProductName,
          reviewStatus: 'passed',
        },
      ])
      .returning({ id: products.id });
    // The company's delivered labels, and a few of the other company's.
    await database.db.insert(labels).values([
      ...Array.from({ length: 60 }, (_, i) => ({
        excode: code(i),
        pcode: randomUUID().replace(/-/g, '').slice(0, 16),
        corpId: company.id,
        productId: inserted[0]!.id,
        status: 'assigned',
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        excode: foreignCode(i),
        pcode: randomUUID().replace(/-/g, '').slice(0, 16),
        corpId: other.id,
        status: 'assigned',
      })),
    ]);
  });

  screenshotFailures(
    () => harness,
    'label-pages',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('lets a company ask to void a range of its labels, with the API’s wording for every mistake', async () => {
    const page = await open(producer, 'zh-CN');
    await page.goto('/invalidRequest');
    await page.getByRole('heading', { name: cn('labels', 'voids.list.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    await page.getByRole('button', { name: cn('labels', 'voids.list.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(cn('labels', 'voids.form.intro')).waitFor();

    // Nothing entered: the contract's rules speak.
    await dialog.getByRole('button', { name: cn('labels', 'voids.form.submit') }).click();
    await expect
      .poll(() => fieldError(field(dialog, cn('labels', 'voids.form.codes'))))
      .toBe(translate('void.codesRequired', 'cn'));
    expect(await fieldError(field(dialog, cn('labels', 'voids.form.reason')))).toBe(
      translate('void.reasonRequired', 'cn'),
    );

    // A list with a malformed entry, then another company's label: the server names it.
    const codes = field(dialog, cn('labels', 'voids.form.codes'));
    await codes.fill(`${code(40)}\n12345`);
    await dialog
      .getByTestId('void-codes-summary')
      .getByText(cn('labels', 'voids.form.invalidEntries', { entries: '12345' }))
      .waitFor();
    await codes.blur();
    await expect.poll(() => fieldError(codes)).toBe(translate('label.codeFormat', 'cn'));
    await codes.fill(`${code(40)}, ${foreignCode(0)}`);
    await field(dialog, cn('labels', 'voids.form.reason')).fill('外包装破损，标签无法使用');
    await dialog.getByRole('button', { name: cn('labels', 'voids.form.submit') }).click();
    await expect
      .poll(() => fieldError(codes))
      .toBe(translate('void.notYourLabels', 'cn', { codes: foreignCode(0) }));
    await shot(page, 'label-pages-01-void-foreign-code');

    // A range: reversed, then too large, then right.
    await dialog.getByText(cn('labels', 'voids.form.byRange'), { exact: true }).click();
    const from = field(dialog, cn('common', 'firstCode'));
    const to = field(dialog, cn('common', 'lastCode'));
    await from.fill(code(10));
    await to.fill(code(5));
    await to.blur();
    await expect.poll(() => fieldError(to)).toBe(translate('void.rangeOrder', 'cn'));
    await to.fill((base + 10_010n).toString());
    await to.blur();
    await expect.poll(() => fieldError(to)).toBe(translate('void.rangeTooLarge', 'cn'));
    await from.fill(code(0));
    await to.fill(code(29));
    await dialog
      .getByTestId('void-codes-summary')
      .getByText(cn('labels', 'voids.form.summaryRange', { count: 30, shown: '30' }))
      .waitFor();
    await shot(page, 'label-pages-02-void-form-range');

    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.voidRequests.create)),
      dialog.getByRole('button', { name: cn('labels', 'voids.form.submit') }).click(),
    ]);
    request = ((await response.json()) as { data: VoidRequest }).data;
    expect(request).toMatchObject({ status: 'unreviewed', codeCount: 30 });

    // The request opens beside the list: one unbroken run of 30, and no review for the company.
    await page.waitForURL(`**/invalidRequest?id=${request.id}`);
    const drawer = page.getByTestId('void-request');
    expect(await drawer.getAttribute('data-status')).toBe('unreviewed');
    const runs = drawer.getByTestId('void-code-runs');
    await runs.getByText(code(0)).waitFor();
    await runs.getByText(code(29)).waitFor();
    await drawer.getByText(cn('labels', 'voids.detail.waitingReview')).waitFor();
    expect(await page.getByTestId('void-decision').count()).toBe(0);
    await shot(page, 'label-pages-03-void-request-submitted');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('id='));
    const line = row(page, request.requestNo);
    await line.getByText('待审核', { exact: true }).waitFor();
    expect(await line.getByRole('button', { name: cn('common', 'review') }).count()).toBe(0);
    await shot(page, 'label-pages-04-void-list-company');
  });

  it('shows another company none of it', async () => {
    const theirs = await callAs(stranger, ROUTES.voidRequests.list);
    expect(theirs.data.list.map((r) => r.id)).not.toContain(request.id);
    expect((await callAs(stranger, ROUTES.voidRequests.get, { params: { id: request.id } })).status).toBe(
      404,
    );
    const page = await open(stranger, 'zh-CN');
    await page.goto(`/invalidRequest?id=${request.id}`);
    await page.getByRole('heading', { name: cn('labels', 'voids.list.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    // The address names a request that is not theirs: the drawer says it cannot be read.
    await page.getByRole('dialog').getByText(cn('kit', 'loadFailed')).waitFor();
    expect(await page.getByText(request.requestNo).count()).toBe(0);
  });

  it('lets an administrator approve it in English and follows the job until the labels are void', async () => {
    const page = await open(admin, 'en-GB');
    await page.goto('/invalidRequest');
    await page.getByRole('heading', { name: en('labels', 'voids.list.title'), exact: true }).waitFor();
    const line = row(page, request.requestNo);
    await line.getByText(companyName).waitFor();
    await line.getByText('To be reviewed', { exact: true }).waitFor();
    await shot(page, 'label-pages-05-void-list-admin-en');
    await line.getByRole('button', { name: en('common', 'review') }).click();
    const decision = page.getByTestId('void-decision');
    await decision.waitFor();

    await decision.getByRole('button', { name: en('kit', 'audit.reject') }).click();
    await decision.getByText(en('kit', 'audit.remarkRequired')).waitFor();
    await field(decision, en('kit', 'audit.remark')).fill('Damage confirmed by the photos.');
    await shot(page, 'label-pages-06-void-review-en');
    await decision.getByRole('button', { name: en('kit', 'audit.approve') }).click();
    const drawer = page.getByTestId('void-request');
    await expect.poll(() => drawer.getAttribute('data-status')).toBe('passed');
    await drawer.getByTestId('void-running').waitFor();
    expect(await page.getByTestId('void-decision').count()).toBe(0);
    await shot(page, 'label-pages-07-void-running-en');

    // The job runs (as the label-void worker does); the drawer reads the request every two seconds.
    expect(await performVoid(database.db, { requestId: request.id })).toBe('performed');
    await expect.poll(() => drawer.getAttribute('data-status')).toBe('performed');
    await drawer
      .getByTestId('void-performed')
      .getByText(en('shell', 'labelVoids.performed', { count: 30, shown: '30' }))
      .waitFor();
    await drawer.getByText('Damage confirmed by the photos.').waitFor();
    await shot(page, 'label-pages-08-void-performed-en');
    await page.keyboard.press('Escape');
    await line.getByText('Voided', { exact: true }).waitFor();

    const voided = await database.sql<{ status: string }[]>`
      select status from labels where excode in (${code(0)}, ${code(29)}, ${code(30)})`;
    expect(voided.map((label) => label.status).sort()).toEqual(['assigned', 'invalid', 'invalid']);
  });

  it('lists the labels a job could not void, and why', async () => {
    const created = await callAs(producer, ROUTES.voidRequests.create, {
      body: { reason: '运输途中遗失', codes: [code(45), code(46), code(47)] },
    });
    expect(created.code).toBe('200');
    expect(
      (await callAs(admin, ROUTES.voidRequests.approve, { params: { id: created.data.id }, body: {} })).code,
    ).toBe('200');
    // Meanwhile one of them was voided another way.
    await database.sql`update labels set status = 'invalid' where excode = ${code(46)}`;
    expect(await performVoid(database.db, { requestId: created.data.id })).toBe('execution_error');

    const page = await open(producer, 'zh-CN');
    await page.goto('/invalidRequest');
    const line = row(page, created.data.requestNo);
    await line.getByText('执行出错', { exact: true }).waitFor();
    await line.getByRole('button', { name: cn('common', 'view') }).click();
    const drawer = page.getByTestId('void-request');
    await expect.poll(() => drawer.getAttribute('data-status')).toBe('execution_error');
    await drawer
      .getByText(cn('labels', 'voids.detail.executionError', { failed: '1', count: '3' }))
      .waitFor();
    const failures = drawer.getByTestId('void-failures');
    await failures.getByText(code(46)).waitFor();
    await failures.getByText('不属于本企业、已作废或已发货').waitFor();
    expect(await failures.getByRole('row').count()).toBe(2);
    await shot(page, 'label-pages-09-void-execution-error');
  });

  it('takes a spreadsheet of codes in /invalidRequestImport and names the rows that are not codes', async () => {
    const page = await open(producer, 'zh-CN');
    await page.goto('/invalidRequest');
    await page.getByRole('button', { name: cn('common', 'importCodesFromAFile') }).click();
    await page.waitForURL('**/invalidRequestImport');
    await page.getByRole('heading', { name: cn('labels', 'voids.importPage.title'), exact: true }).waitFor();
    await page.getByRole('button', { name: cn('labels', 'voids.importPage.submit') }).click();
    await expect
      .poll(() => fieldError(field(page, cn('labels', 'voids.importPage.reasonSection'))))
      .toBe(translate('void.reasonRequired', 'cn'));
    await page.getByText(cn('kit', 'upload.drop')).waitFor();

    const file = page.locator('input[type="file"]');
    await file.setInputFiles({
      name: '作废编码.xlsx',
      mimeType: XLSX,
      buffer: await spreadsheet([[code(50)], ['破损'], [code(51)]]),
    });
    await page.getByText('作废编码.xlsx').waitFor();
    await field(page, cn('labels', 'voids.importPage.reasonSection')).fill('印刷错位，整卷作废');
    await page.getByRole('button', { name: cn('labels', 'voids.importPage.submit') }).click();
    await page.getByText(translate('void.importRows', 'cn', { rows: '3' })).waitFor();
    await shot(page, 'label-pages-10-void-import-bad-row');

    await page.getByRole('button', { name: `${cn('kit', 'upload.remove')}: 作废编码.xlsx` }).click();
    await file.setInputFiles({
      name: '作废编码-修正.xlsx',
      mimeType: XLSX,
      buffer: await spreadsheet([[code(50)], [code(51)], [code(52)]]),
    });
    await page.getByText('作废编码-修正.xlsx').waitFor();
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.voidRequests.importCodes)),
      page.getByRole('button', { name: cn('labels', 'voids.importPage.submit') }).click(),
    ]);
    const imported = ((await response.json()) as { data: VoidRequest }).data;
    expect(imported).toMatchObject({ status: 'unreviewed', codeCount: 3 });
    await page.waitForURL(`**/invalidRequest?id=${imported.id}`);
    await page.getByTestId('void-code-runs').getByText(code(52)).waitFor();
    await shot(page, 'label-pages-11-void-imported');
  });

  it('lets the company apply for barcodes in French and download their PDF when they are ready', async () => {
    const page = await open(producer, 'fr');
    await page.goto('/codeApplication');
    await page.getByRole('heading', { name: fr('labels', 'barcodes.list.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    await page.getByRole('button', { name: fr('labels', 'barcodes.list.add') }).click();
    const dialog = page.getByRole('dialog');

    // A product without a GTIN can only have Code 128 barcodes.
    const product = dialog.getByRole('combobox', { name: fr('common', 'product'), exact: true });
    await product.click();
    await page.getByRole('option', { name: plainProductName }).click();
    await dialog.getByText(fr('labels', 'barcodes.form.noGtin')).waitFor();
    expect(await dialog.getByRole('radio', { name: /Code 128/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /GS1-128/ }).click();
    const count = field(dialog, fr('labels', 'barcodes.form.count'));
    await count.fill('10000');
    await dialog.getByRole('button', { name: fr('labels', 'barcodes.form.submit') }).click();
    await expect.poll(() => fieldError(count)).toBe(translate('barcode.countMax', 'fr'));
    await dialog.getByText(translate('barcode.needsGtin', 'fr')).waitFor();
    await shot(page, 'label-pages-12-barcode-form-errors-fr');

    await product.click();
    await page.getByRole('option', { name: productName }).click();
    await dialog.getByRole('radio', { name: /GS1-128/ }).click();
    await count.fill('25');
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.barcodes.create)),
      dialog.getByRole('button', { name: fr('labels', 'barcodes.form.submit') }).click(),
    ]);
    application = ((await response.json()) as { data: BarcodeApplication }).data;
    expect(application).toMatchObject({ status: 'generating', count: 25 });
    await page.waitForURL(`**/codeApplication?id=${application.id}`);
    const drawer = page.getByTestId('barcode-application');
    await drawer.getByTestId('barcodes-generating').waitFor();
    await shot(page, 'label-pages-13-barcodes-generating-fr');

    // The job makes them (as the barcode-batch worker does); the drawer follows.
    expect(await generateBarcodes(database.db, { applicationId: application.id })).toBe('success');
    await expect.poll(() => drawer.getAttribute('data-status')).toBe('success');
    await drawer.getByText(fr('labels', 'barcodes.detail.ready', { count: 25, shown: '25' })).waitFor();
    await shot(page, 'label-pages-14-barcodes-ready-fr');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: fr('labels', 'barcodes.detail.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`barcodes-${application.applicationNo}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.keyboard.press('Escape');
    await row(page, application.applicationNo).getByText('Prêts', { exact: true }).waitFor();
    await shot(page, 'label-pages-15-barcode-list-fr');
  });

  it('finds the barcodes by application and by value in /barcodeSearch, a page at a time', async () => {
    const page = await open(producer, 'fr');
    await page.goto(`/codeApplication?id=${application.id}`);
    await page
      .getByTestId('barcode-application')
      .getByRole('button', { name: fr('labels', 'barcodes.detail.search') })
      .click();
    await page.waitForURL(`**/barcodeSearch?applicationId=${application.id}`);
    await page.getByRole('heading', { name: fr('labels', 'barcodes.search.title'), exact: true }).waitFor();
    const serial = application.applicationNo.slice(1);
    const firstCell = () => page.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await expect.poll(firstCell).toContain(`(21)${serial}0001`);
    expect(await page.getByRole('row').count()).toBe(21);
    await page.getByText(fr('kit', 'table.total', { count: '25' })).waitFor();
    await shot(page, 'label-pages-16-barcode-search-application-fr');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(firstCell).toContain(`(21)${serial}0021`);
    expect(await page.getByRole('row').count()).toBe(6);

    // By value: too short, then the last one.
    const value = field(page, fr('labels', 'barcodes.search.value'));
    await value.fill('00');
    await page.getByRole('button', { name: fr('labels', 'barcodes.search.search'), exact: true }).click();
    await expect.poll(() => fieldError(value)).toBe(fr('labels', 'barcodes.search.tooShort'));
    await value.fill(`${serial}0025`);
    await page.getByRole('button', { name: fr('labels', 'barcodes.search.search'), exact: true }).click();
    await page.waitForURL(/value=/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row').nth(1).getByText(productName).waitFor();
    await shot(page, 'label-pages-17-barcode-search-value-fr');

    // By product alone: every barcode of its applications, a page at a time, with the total.
    await page.getByRole('button', { name: fr('common', 'reset'), exact: true }).click();
    await page.getByText(fr('labels', 'barcodes.search.start')).waitFor();
    await page.getByRole('combobox', { name: fr('common', 'product'), exact: true }).click();
    await page.getByRole('option', { name: productName }).click();
    await page.waitForURL(/productId=/);
    await page.getByText(fr('kit', 'table.total', { count: '25' })).waitFor();
    await expect.poll(firstCell).toContain(`(21)${serial}0001`);
    await shot(page, 'label-pages-18-barcode-search-product-fr');

    // Another company finds none of them.
    const theirs = await callAs(stranger, ROUTES.barcodes.search, { query: { value: serial } });
    expect(theirs.data).toMatchObject({ list: [], total: 0 });
    expect((await callAs(stranger, ROUTES.barcodes.get, { params: { id: application.id } })).status).toBe(
      404,
    );
    const list = await callAs(stranger, ROUTES.barcodes.list);
    expect(list.data.list.map((a) => a.id)).not.toContain(application.id);
  });
});
