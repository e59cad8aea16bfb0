import { randomInt, randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { createDb, labelControls, labels, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { seededCategoryId } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { en } from './texts';
import { field, fieldError, restingScreenshot, screenshotFailures, submitSignIn } from './ui';

const DAY = 24 * 3600_000;

/**
 * Batches in the browser: a producer creates a batch (a bad weight typed is refused and the previous
 * value comes back), binds a range of its delivered labels, is told which codes of an overlapping
 * range cannot be bound and why, reads the bind log with the codes, and completes the batch, which
 * locks it. Then deep processing: from a raw-material batch of 0.5 g labels, a deep batch picks two
 * labels, is refused more than a label holds, takes 0.2 g and all of the other, and storage shows the
 * labels partly used and used up.
 */
describe('batches: binding, bind log, completion and deep processing', () => {
  let harness: E2EHarness;
  const { dataAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let producer: TestUser;
  let page: Page;
  let productName: string;
  let codes: string[];
  let batchNo: string;
  let batchId: string;
  const contexts: BrowserContext[] = [];
  const suffix = randomUUID().slice(0, 6);

  const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
  const shot = (name: string) => restingScreenshot(harness, page, name);

  /** Labels delivered to the company, as an order's delivery leaves them. */
  async function deliver(corpId: string, count: number): Promise<string[]> {
    const start = 10n ** 18n + BigInt(randomInt(0, 2 ** 40)) * 1000n;
    const made = Array.from({ length: count }, (_, i) => (start + BigInt(i)).toString());
    await database.db
      .insert(labels)
      .values(
        made.map((excode) => ({ excode, pcode: String(randomInt(1e9, 1e10)), corpId, status: 'assigned' })),
      );
    return made;
  }

  /** The states of some labels, straight from the database. */
  const statuses = (list: string[]) =>
    database.sql<{ status: string }[]>`select status from labels where excode::text in ${database.sql(list)}`;

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-batches' });
    const corp = await createCompany(database.db, {
      name: `Golden Swiftlet ${suffix}`,
      traceStatus: 'traceable',
      syStatus: 1,
      syEndTime: new Date(Date.now() + 300 * DAY),
    });
    producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
    const categoryId = await seededCategoryId(database.db);
    productName = `Premium Cup Nest ${suffix}`;
    await database.db
      .insert(products)
      .values({ corpId: corp.id, categoryId: categoryId, productName, reviewStatus: 'passed' });
    await database.db
      .insert(labelControls)
      .values({ corpId: corp.id, maxPerApplication: 150_000, maxPerRun: 150_000, maxUsagePerBatch: 500 });
    codes = await deliver(corp.id, 30);

    const { context, page: opened } = await harness.newPage({ locale: 'en-GB' });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    page = opened;
    await submitSignIn(page, producer, en('shell', 'login.submit'));
  });

  screenshotFailures(
    () => harness,
    'batches',
    () => page,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('creates a batch; a bad weight is refused and the previous value comes back', async () => {
    await page.goto('/batchList');
    await page.getByRole('heading', { name: en('batches', 'list.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    await page.getByRole('button', { name: en('batches', 'list.create'), exact: true }).click();
    await page.waitForURL('**/createBatchNew');
    // The list stays on screen until the form's code has loaded.
    await page.getByRole('heading', { name: en('batches', 'form.addTitle'), exact: true }).waitFor();

    batchNo = `GS-${suffix}-001`;
    await field(page, en('common', 'batchNumber')).fill(batchNo);
    await page.getByRole('combobox', { name: en('common', 'product') }).click();
    await page.getByRole('option', { name: productName }).click();
    const quantity = page.getByTestId('batch-quantity');
    await quantity.fill('1250.5');
    await quantity.blur();
    await quantity.fill('12kg');
    await quantity.blur();
    await expect.poll(() => fieldError(quantity)).toBe('Input must be Number');
    expect(await quantity.inputValue()).toBe('1250.5');
    await quantity.fill('-3');
    await quantity.press('Enter');
    await expect.poll(() => fieldError(quantity)).toBe('Input cannot be Negative');
    expect(await quantity.inputValue()).toBe('1250.5');
    await field(page, en('common', 'origin')).fill('Xiamen, Fujian');
    await shot('batches-01-create-weight-restored');

    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await page.waitForURL('**/batchDetails?id=*');
    batchId = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await page.getByText('1250.5 g').waitFor();
    await shot('batches-02-details-new');
  });

  it('binds a range of labels, and names the codes an overlapping range cannot bind', async () => {
    await page.getByRole('button', { name: en('batches', 'list.actions.bind'), exact: true }).click();
    await page.waitForURL('**/bindLabel?id=*');
    await page.getByRole('heading', { name: en('batches', 'bind.title'), exact: true }).waitFor();
    await field(page, en('batches', 'bind.startCode')).fill(codes[0]!);
    await field(page, en('batches', 'bind.endCode')).fill(codes[9]!);
    await page
      .getByTestId('bind-count')
      .getByText(en('batches', 'bind.rangeCount', { count: 10, shown: '10' }))
      .waitFor();
    await page.getByRole('button', { name: en('batches', 'bind.submit'), exact: true }).click();
    await page
      .getByTestId('bind-success')
      .getByText(en('batches', 'bind.bound', { count: 10, shown: '10' }))
      .waitFor();
    await page.getByTestId('bound-count').getByText('10 / 500').waitFor();

    await field(page, en('batches', 'bind.startCode')).fill(codes[8]!);
    await field(page, en('batches', 'bind.endCode')).fill(codes[11]!);
    await page.getByRole('button', { name: en('batches', 'bind.submit'), exact: true }).click();
    const refusal = page.getByTestId('bind-refusal');
    await refusal.getByText('2 of 4 labels cannot be bound; nothing was bound').waitFor();
    await refusal
      .getByRole('row')
      .filter({ hasText: codes[8]! })
      .getByText('Already bound to a batch')
      .waitFor();
    await refusal.getByRole('row').filter({ hasText: codes[9]! }).waitFor();
    await shot('batches-03-bind-refused');

    const rows = await statuses(codes.slice(10, 12));
    expect(rows.map((r) => r.status)).toEqual(['assigned', 'assigned']);

    await page
      .locator('label')
      .filter({ hasText: en('batches', 'bind.list') })
      .click();
    await page
      .getByRole('textbox', { name: en('common', 'labelCodes') })
      .fill(`${codes[10]}\n${codes[11]}, ${codes[12]}`);
    await page
      .getByTestId('bind-count')
      .getByText(en('batches', 'bind.codesCount', { count: 3, shown: '3' }))
      .waitFor();
    await page.getByRole('button', { name: en('batches', 'bind.submit'), exact: true }).click();
    await page
      .getByTestId('bind-success')
      .getByText(en('batches', 'bind.bound', { count: 3, shown: '3' }))
      .waitFor();
    await shot('batches-04-bind-list-done');
  });

  it('shows the bind log with who bound which codes', async () => {
    await page.getByRole('link', { name: en('batches', 'bind.toLog') }).click();
    await page.waitForURL('**/bindLog?batchId=*');
    await page.getByRole('heading', { name: en('batches', 'logs.title'), exact: true }).waitFor();
    const rangeRow = page
      .getByRole('row')
      .filter({ hasText: en('batches', 'logs.range', { start: codes[0]!, end: codes[9]! }) });
    await rangeRow.waitFor();
    await rangeRow.getByText(en('batches', 'logs.count', { count: 10, shown: '10' })).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: en('batches', 'logs.count', { count: 3, shown: '3' }) })
      .waitFor();
    await shot('batches-05-bind-log');
    await rangeRow.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bind-log-codes').getByText(codes[4]!).waitFor();
    await shot('batches-06-bind-log-codes');
    await page.keyboard.press('Escape');
  });

  it('completes the batch: its labels are activated and it is locked', async () => {
    await page.goto(`/batchDetails?id=${batchId}`);
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await page.getByRole('button', { name: en('batches', 'list.actions.complete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('batches', 'list.completeText', { batchNo })).waitFor();
    await dialog.getByRole('button', { name: en('batches', 'list.completeConfirm'), exact: true }).click();
    await toast(en('batches', 'list.completed')).waitFor();
    // The page reloads the batch after the toast: wait until its actions are gone, not for one snapshot.
    for (const name of [
      en('batches', 'list.actions.complete'),
      en('batches', 'list.actions.bind'),
      en('common', 'edit'),
    ]) {
      await expect.poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    const rows = await statuses(codes.slice(0, 13));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['activated']));
    await page.getByRole('cell', { name: codes[0]! }).waitFor();
    await shot('batches-07-complete-locked');

    await page.goto('/batchList');
    await page.getByRole('row').filter({ hasText: batchNo }).getByText('13 / 500').waitFor();
    await shot('batches-08-list');
  });

  it('uses raw material in two steps with exact weights, and storage shows what is left', async () => {
    const raw = await dataAs(producer, ROUTES.batches.main.create, {
      body: {
        batchNo: `GS-RAW-${suffix}`,
        productId: (await dataAs(producer, ROUTES.batches.main.list)).list[0]!.productId,
        productionDate: new Date().toISOString(),
        kind: 'raw_material',
      },
    });
    await dataAs(producer, ROUTES.batches.main.bind, {
      params: { id: raw.id },
      body: { mode: 'range', startCode: codes[20], endCode: codes[21], weight: '0.5' },
    });
    const deepNo = `GS-DEEP-${suffix}`;
    const deep = await dataAs(producer, ROUTES.batches.main.create, {
      body: {
        batchNo: deepNo,
        productId: (await dataAs(producer, ROUTES.batches.main.list)).list[0]!.productId,
        productionDate: new Date().toISOString(),
        kind: 'deep',
      },
    });

    await page.goto(`/deepBatch?id=${deep.id}`);
    await page.getByRole('heading', { name: en('batches', 'deep.title'), exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `${en('batches', 'deep.select')} ${codes[20]}` }).check();
    await page.getByRole('checkbox', { name: `${en('batches', 'deep.select')} ${codes[21]}` }).check();
    await page.getByTestId('deep-select-count').getByText('2').waitFor();
    await page.getByTestId('deep-total-weight').getByText('1 g').waitFor();
    await shot('batches-09-deep-choose');
    await page.getByRole('button', { name: en('batches', 'deep.next'), exact: true }).click();
    await page.waitForURL('**/deepBatch2?id=*');
    await page.getByTestId('deep-weights').waitFor();

    const first = field(page, `${en('batches', 'deep.useWeight')} ${codes[20]}`);
    await first.fill('0.6');
    await first.blur();
    await expect.poll(() => fieldError(first)).toBe('More than the remaining weight (0.5 g)');
    expect(await first.inputValue()).toBe('');
    await first.fill('0.2');
    await first.blur();
    await page
      .getByRole('row')
      .filter({ hasText: codes[21]! })
      .getByRole('button', { name: en('batches', 'deep.useAll'), exact: true })
      .click();
    await page.getByTestId('deep-total-use-weight').getByText('0.7 g').waitFor();
    await shot('batches-10-deep-weights');
    await page.getByRole('button', { name: en('batches', 'deep.submit'), exact: true }).click();
    await page.waitForURL('**/deepBatchDetails?id=*');
    await page.getByRole('heading', { name: en('batches', 'details.deepDetails'), exact: true }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: codes[21]! })
      .getByRole('cell', { name: '0.5', exact: true })
      .waitFor();
    await shot('batches-11-deep-details');

    await page.goto('/rawMaterialStorage');
    await page.getByRole('heading', { name: en('batches', 'storage.title'), exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: codes[20]! }).getByText('Partly used').waitFor();
    await page.getByRole('row').filter({ hasText: codes[21]! }).getByText('Used up').waitFor();
    await page.getByTestId('raw-totals').getByText('0.3 g').waitFor();
    await shot('batches-12-storage');
  });
});
