import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadConfig } from '@trace/api/config';
import { ROUTES } from '@trace/contracts';
import { readSheet, SpreadsheetError, spreadsheetKind } from '@trace/core/spreadsheet';
import { sheetBytes } from '@trace/core/spreadsheet-write';
import { createDb, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { loadWorkerConfig, startWorkers } from '@trace/worker';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { seededCategoryId } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import { atRest, combobox, fieldError, restingScreenshot, row, screenshotFailures, submitSignIn } from './ui';

const DAY = 24 * 3600_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import file as a person fills it in: the title row, then label code (text), PIN, weight (g). */
async function spreadsheet(rows: (string | number)[][]): Promise<Buffer> {
  return sheetBytes('labels', ['Label code', 'PIN', 'Weight (g)'], rows);
}

/** 18-digit codes no earlier run used. */
let serial = BigInt(Date.now()) * 1000n;
const freshCode = () => (10n ** 17n + serial++).toString();

/**
 * Label imports in the browser: a company reads how the file is laid out and downloads the template;
 * an import created while no worker runs shows in the list as being checked and turns into a success
 * there by itself once the worker starts; the company imports a valid file from /importLabel1 and
 * sees the labels imported; a file with wrong rows ends in failure with the rows to correct and the
 * error report; the empty template is refused as a whole with the reason; another company sees none
 * of it; an administrator imports for a company it chooses.
 */
describe('label imports', () => {
  let harness: E2EHarness;
  const { dataAs, uploadAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let worker: Awaited<ReturnType<typeof startWorkers>> | undefined;
  let producer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let corpId: string;
  let productId: string;
  let firstImportId: string;
  let importedCodes: string[] = [];
  const contexts: BrowserContext[] = [];
  const pages: Partial<Record<'company' | 'other' | 'admin', Page>> = {};
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const companyName = `厦门燕安贸易有限公司 ${suffix}`;
  const productName = `Edible bird's nest ${suffix}`;

  async function open(user: TestUser, locale: string) {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const submit = locale.startsWith('en') ? en('shell', 'login.submit') : cn('shell', 'login.submit');
    await submitSignIn(page, user, submit);
    return page;
  }

  /** The page of one person, signed in once and kept for the whole flow. */
  async function as(who: keyof typeof pages): Promise<Page> {
    const users = { company: () => producer, other: () => other, admin: () => admin };
    pages[who] ??= await open(users[who](), who === 'admin' ? 'zh-CN' : 'en-GB');
    current = pages[who];
    return pages[who];
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  /** The same page at a phone's width, then back to the desktop. */
  async function narrowShot(page: Page, name: string) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, name);
    await page.setViewportSize({ width: 1280, height: 800 });
    await atRest(page);
  }

  /** Chooses the file of the import form. */
  async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = XLSX) {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  }

  /** Submits the form and returns the id of the import it created (the details page opens). */
  async function submitImport(page: Page, submitLabel: string): Promise<string> {
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.labelImports.create)),
      page.getByRole('button', { name: submitLabel, exact: true }).click(),
    ]);
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    await page.waitForURL(`**/labelImportDetails?id=${id}`);
    return id;
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-label-imports' });
    const company = await createCompany(database.db, {
      name: companyName,
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(Date.now() - 30 * DAY),
      syEndTime: new Date(Date.now() + 200 * DAY),
    });
    corpId = company.id;
    const otherCompany = await createCompany(database.db, {
      name: `其他企业 ${suffix}`,
      traceStatus: 'traceable',
      syStatus: 1,
      syEndTime: new Date(Date.now() + 200 * DAY),
    });
    producer = await harness.createUser({ userType: 'producer', corpId: company.id });
    other = await harness.createUser({ userType: 'producer', corpId: otherCompany.id });
    admin = await harness.createUser({ userType: 'admin' });
    const categoryId = await seededCategoryId(database.db);
    const [product] = await database.db
      .insert(products)
      .values({
        corpId: company.id,
        categoryId: categoryId,
        productName,
        specification: '50 g × 6',
        reviewStatus: 'passed',
        listingStatus: 'online',
      })
      .returning({ id: products.id });
    productId = product!.id;
  });

  screenshotFailures(
    () => harness,
    'label-imports',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await worker?.close();
    await database?.close();
    await harness?.close();
  });

  it('explains the file layout, offers the template and checks the form before sending', async () => {
    const page = await as('company');
    await page.goto('/labelImportList');
    await page.getByRole('heading', { name: en('labelImports', 'list.title'), exact: true }).waitFor();
    await page.getByText(en('labelImports', 'list.empty')).waitFor();
    await shot(page, 'label-imports-01-empty-list');

    await page.getByRole('button', { name: en('labelImports', 'list.add') }).click();
    await page.waitForURL('**/importLabel1');
    await page.getByRole('heading', { name: en('labelImports', 'form.title'), exact: true }).waitFor();
    const layout = page.getByTestId('file-layout');
    await layout.getByText(en('labelImports', 'form.layout.titleRow')).waitFor();
    await layout.getByText(en('labelImports', 'form.layout.maxRows', { max: '10,000' })).waitFor();
    await layout
      .getByText(
        en('labelImports', 'form.layout.codeRule', {
          format: 'A label code is 17 to 20 digits, not starting with 0',
        }),
      )
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      layout.getByRole('button', { name: en('labelImports', 'common.downloadTemplate') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${en('labelImports', 'common.templateFile')}.xlsx`);
    const template = await readFile((await download.path())!);
    expect(spreadsheetKind(template)).toBe('xlsx');
    // A title row and nothing else.
    await expect(readSheet(template, { maxRows: 10 })).rejects.toSatisfy(
      (error) => error instanceof SpreadsheetError && error.problem === 'empty',
    );

    // Nothing chosen: the contract's rules speak.
    await page.getByRole('button', { name: en('labelImports', 'form.submit'), exact: true }).click();
    await expect.poll(() => fieldError(combobox(page, en('common', 'product')))).toBe('Choose an option');
    await page.getByText('Choose a file').waitFor();

    // Only spreadsheets are taken.
    await chooseFile(page, 'labels.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await page
      .getByTestId('upload-problems')
      .getByText('labels.pdf: This file type is not allowed; allowed types: XLS, XLSX')
      .waitFor();
    await shot(page, 'label-imports-02-form-errors');
  });

  it('follows an import in the list while it is checked, and shows the result when the worker is done', async () => {
    const codes = [freshCode(), freshCode()];
    const fileId = (
      await uploadAs(
        producer,
        'first-delivery.xlsx',
        await spreadsheet(codes.map((code) => [code, '', '25'])),
        XLSX,
      )
    ).id;
    const created = await dataAs(producer, ROUTES.labelImports.create, { body: { fileId, productId } });
    expect(created.status).toBe('not_reviewed');
    firstImportId = created.id;
    importedCodes = codes;

    const page = await as('company');
    await page.goto('/labelImportList');
    const line = row(page, created.importNo);
    const status = line.getByTestId('import-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('not_reviewed');
    await line.getByText(en('labelImports', 'common.checking')).waitFor();
    await line.getByText('first-delivery.xlsx').waitFor();
    await shot(page, 'label-imports-03-list-checking');

    // The worker starts: the row turns by itself (the page is not reloaded).
    const api = loadConfig({ ...process.env, NODE_ENV: 'test' });
    worker = await startWorkers(
      loadWorkerConfig({
        ...process.env,
        UPLOAD_DIR: api.uploadDir,
        LOG_LEVEL: 'warn',
        WORKER_CONCURRENCY: '1',
      }),
    );
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    const [counted] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from labels
      where excode = any(${database.sql.array(codes)}::numeric[]) and corp_id = ${corpId} and product_id = ${productId} and status = 'assigned'`;
    expect(counted?.count).toBe(2);
    await shot(page, 'label-imports-04-list-done');
  });

  it('imports a valid file from the form and shows the labels imported', async () => {
    const page = await as('company');
    await page.goto('/labelImportList');
    await page.getByRole('button', { name: en('labelImports', 'list.add') }).click();
    await page.waitForURL('**/importLabel1');
    await combobox(page, en('common', 'product')).click();
    await page.getByRole('option', { name: productName }).click();
    const codes = [freshCode(), freshCode(), freshCode()];
    await chooseFile(
      page,
      'delivery-0412.xlsx',
      await spreadsheet([
        [codes[0]!, 'AB12CD34', '12.5'],
        [codes[1]!, '', 3],
        [codes[2]!, '', '1234.56789'],
      ]),
    );
    await page.getByText('delivery-0412.xlsx').waitFor();
    await shot(page, 'label-imports-05-form-filled');
    const id = await submitImport(page, en('labelImports', 'form.submit'));

    const result = page.getByTestId('import-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    await result.getByText(en('labelImports', 'detail.successText', { count: 3, shown: '3' })).waitFor();
    await shot(page, 'label-imports-06-detail-success');

    const labels = await database.sql<{ excode: string; pcode: string; weight: string }[]>`
      select excode::text as excode, pcode, weight::text as weight from labels
      where excode = any(${database.sql.array(codes)}::numeric[]) order by excode`;
    expect(labels.map((label) => label.excode)).toEqual(codes);
    expect(labels[0]).toMatchObject({ pcode: 'AB12CD34' });
    expect(Number(labels[0]!.weight)).toBe(12_500);
    expect(Number(labels[2]!.weight)).toBe(1_234_567.89);

    await result.getByRole('button', { name: en('common', 'viewLabels') }).click();
    await page.waitForURL('**/labelSearch?status=assigned');
    const imported = await dataAs(producer, ROUTES.labelImports.get, { params: { id } });
    expect(imported.status).toBe('success');
  });

  it('lists the wrong rows of a failed file, with the reasons and the error report', async () => {
    const page = await as('company');
    await page.goto('/importLabel1');
    await combobox(page, en('common', 'product')).click();
    await page.getByRole('option', { name: productName }).click();
    const good = freshCode();
    await chooseFile(
      page,
      'delivery-0413.xlsx',
      await spreadsheet([
        [good, '', '10'],
        ['12345', '', '10'],
        [good, '', '11'],
        [importedCodes[0]!, '', '10'],
        [freshCode(), 'ab', '10'],
        [freshCode(), '', -2],
        [freshCode(), '', ''],
        [freshCode().slice(0, 16), '', '10'],
      ]),
    );
    await page.getByText('delivery-0413.xlsx').waitFor();
    const id = await submitImport(page, en('labelImports', 'form.submit'));

    const result = page.getByTestId('import-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('failure');
    await result.getByText(en('labelImports', 'detail.failureText', { wrong: '7', total: '8' })).waitFor();
    const table = page.getByTestId('import-errors');
    const expected: [string, string][] = [
      ['3', 'A label code is 17 to 20 digits, not starting with 0'],
      ['4', 'The code appears more than once in the file (also row 2)'],
      ['5', 'This label code already exists on the platform'],
      ['6', 'A PIN is 6 to 32 letters or digits'],
      ['7', 'Input cannot be Negative'],
      ['8', 'Input cannot be Empty'],
      ['9', '16-digit codes are reserved for labels the platform generates: use 17 to 20 digits'],
    ];
    for (const [line, message] of expected) {
      await table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: line, exact: true }) })
        .getByText(message)
        .waitFor();
    }
    // Nothing of the file was written, not even its valid row.
    const [counted] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from labels where excode = ${good}::numeric`;
    expect(counted?.count).toBe(0);
    await shot(page, 'label-imports-07-detail-failure');
    await narrowShot(page, 'label-imports-08-detail-failure-narrow');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: en('labelImports', 'common.downloadReport') }).click(),
    ]);
    const importNo = (await dataAs(producer, ROUTES.labelImports.get, { params: { id } })).importNo;
    expect(download.suggestedFilename()).toBe(`label-import-errors-${importNo}.xlsx`);
    const report = await readSheet(await readFile((await download.path())!), { maxRows: 100 });
    expect(report.header).toEqual(['Row', 'Label code', 'Weight', 'Error']);
    expect(report.rows.map((r) => [r.cells[0], r.cells[3]])).toEqual(expected);

    // The list offers the same report on the failed row.
    await page.goto('/labelImportList');
    const line = row(page, importNo);
    await expect.poll(() => line.getByTestId('import-status').getAttribute('data-status')).toBe('failure');
    await line.getByRole('button', { name: en('labelImports', 'common.errorReport') }).waitFor();
    await shot(page, 'label-imports-09-list');
    await narrowShot(page, 'label-imports-10-list-narrow');
  });

  it('refuses a file without data rows as a whole, with the reason', async () => {
    const page = await as('company');
    await page.goto('/importLabel1');
    await combobox(page, en('common', 'product')).click();
    await page.getByRole('option', { name: productName }).click();
    await chooseFile(page, 'template.xlsx', await spreadsheet([]));
    await page.getByText('template.xlsx').waitFor();
    await submitImport(page, en('labelImports', 'form.submit'));
    const result = page.getByTestId('import-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('invalid');
    await result
      .getByTestId('import-problem')
      .getByText('The file has no data rows (row 1 is the title row, data starts at row 2)')
      .waitFor();
    await result.getByText(en('labelImports', 'detail.invalidHint')).waitFor();
    await shot(page, 'label-imports-11-detail-invalid');
  });

  it('shows another company none of it', async () => {
    const page = await as('other');
    await page.goto('/labelImportList');
    await page.getByRole('heading', { name: en('labelImports', 'list.title'), exact: true }).waitFor();
    await page.getByText(en('labelImports', 'list.empty')).waitFor();
    await page.goto(`/labelImportDetails?id=${firstImportId}`);
    await page.getByText(en('kit', 'loadFailed')).waitFor();
    await expect.poll(() => page.getByTestId('import-result').count()).toBe(0);
  });

  it('lets an administrator import for a company it chooses', async () => {
    const page = await as('admin');
    await page.goto('/importLabel1');
    await page.getByRole('heading', { name: cn('labelImports', 'form.title'), exact: true }).waitFor();
    // The product waits for the company.
    await expect.poll(() => combobox(page, cn('common', 'product')).isDisabled()).toBe(true);
    await page.getByRole('button', { name: cn('labelImports', 'form.submit'), exact: true }).click();
    await expect.poll(() => fieldError(combobox(page, cn('common', 'company')))).toBe('请选择一项');

    await combobox(page, cn('common', 'company')).fill(`燕安贸易有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    const product = combobox(page, cn('common', 'product'));
    await expect.poll(() => product.isDisabled()).toBe(false);
    await product.fill(suffix);
    await page.getByRole('option', { name: productName }).click();
    const code = freshCode();
    await chooseFile(page, '进口标签.xlsx', await spreadsheet([[code, '', '8']]));
    await page.getByText('进口标签.xlsx').waitFor();
    await shot(page, 'label-imports-12-admin-form');
    await submitImport(page, cn('labelImports', 'form.submit'));
    const result = page.getByTestId('import-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    await result.getByText(cn('labelImports', 'detail.successText', { count: 1, shown: '1' })).waitFor();
    const [label] = await database.sql<{ corpId: string }[]>`
      select corp_id as "corpId" from labels where excode = ${code}::numeric`;
    expect(label?.corpId).toBe(corpId);

    await page.goto('/labelImportList');
    await row(page, '进口标签.xlsx').getByText(companyName).waitFor();
    await shot(page, 'label-imports-13-admin-list');
  });
});
