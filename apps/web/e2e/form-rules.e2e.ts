import { randomInt, randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { batches, createDb, labelControls, labels, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { dayFromToday } from './files';
import { seededCategoryId } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { en } from './texts';
import { field, fieldError, pick, screenshotFailures, submitSignIn } from './ui';

const DAY = 24 * 3600_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * The rules a new user trips over, held in the form: an end date before its start stops the submit
 * (typed, then Enter) instead of vanishing; a count keeps its minus sign and is refused as negative; a
 * count above the contracts' limit is refused on screen; an empty batch picker asks for a batch.
 */
describe('form rules: dates keep their order, counts their sign, pickers ask for a choice', () => {
  let harness: E2EHarness;
  const { dataAs } = apiClient(() => harness.baseUrl);
  let corpId: string;
  let productId: string;
  let database: ReturnType<typeof createDb>;
  let producer: TestUser;
  let importer: TestUser;
  let productName: string;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  const suffix = randomUUID().slice(0, 6);

  async function open(user: TestUser) {
    const { context, page } = await harness.newPage({ locale: 'en-GB' });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    await submitSignIn(page, user, en('shell', 'login.submit'));
    current = page;
    return page;
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-form-rules' });
    const corp = await createCompany(database.db, {
      name: `Rule Nest ${suffix}`,
      traceStatus: 'traceable',
      syStatus: 1,
      syEndTime: new Date(Date.now() + 300 * DAY),
    });
    producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
    corpId = corp.id;
    importer = await harness.createUser({ userType: 'importer' });
    const categoryId = await seededCategoryId(database.db);
    productName = `Rule Cup Nest ${suffix}`;
    const [product] = await database.db
      .insert(products)
      .values({ corpId: corp.id, categoryId: categoryId, productName, reviewStatus: 'passed' })
      .returning();
    productId = product!.id;
    await database.db
      .insert(labelControls)
      .values({ corpId: corp.id, maxPerApplication: 150_000, maxPerRun: 150_000, maxUsagePerBatch: 500 });
    const [imported] = await database.db
      .insert(products)
      .values({ corpId: importer.corpId!, categoryId: categoryId, productName: `Imported ${productName}` })
      .returning();
    await database.db
      .insert(batches)
      .values({ corpId: importer.corpId!, productId: imported!.id, batchNo: `IMP-${suffix}` });
  });

  screenshotFailures(
    () => harness,
    'form-rules',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('a new batch whose expiry is before its production is refused when sent with Enter', async () => {
    const page = await open(producer);
    await page.goto('/createBatchNew');
    await page.getByRole('heading', { name: en('batches', 'form.addTitle'), exact: true }).waitFor();
    const batchNo = `RN-${suffix}-1`;
    await field(page, en('common', 'batchNumber')).fill(batchNo);
    await pick(page, en('common', 'product'), productName);
    await field(page, en('common', 'productionDate')).fill(dayFromToday(-2));
    const expiry = field(page, en('batches', 'form.expiryDate'));
    // Typed key by key, as a person does, then sent with Enter.
    await expiry.pressSequentially(dayFromToday(-10));
    await expiry.press('Enter');
    await expect.poll(() => fieldError(expiry)).toBe('End Time Must be Greater Than Start Time');
    expect(await expiry.inputValue()).toBe(dayFromToday(-10));
    expect(new URL(page.url()).pathname).toBe('/createBatchNew');
    const made = await database.sql`select id from batches where batch_no = ${batchNo}`;
    expect(made).toHaveLength(0);
  });

  it('a label count keeps its minus sign and is refused as negative; the limit is checked on screen', async () => {
    const page = current!;
    await page.goto('/applicationLabel');
    await page.getByRole('heading', { name: en('labels', 'apply.title'), exact: true }).waitFor();
    const count = field(page, en('labels', 'count.label'));
    await count.fill('-40');
    await count.blur();
    await expect.poll(() => fieldError(count)).toBe('Input cannot be Negative');
    expect(await count.inputValue()).toBe('-40');
    await count.fill('150040');
    await count.blur();
    await expect.poll(() => fieldError(count)).toBe('At most 150,000 labels per application');
    await page.getByRole('button', { name: en('common', 'submitTheApplication'), exact: true }).click();
    await expect.poll(() => fieldError(count)).toBe('At most 150,000 labels per application');
    expect(new URL(page.url()).pathname).toBe('/applicationLabel');
  });

  it('deep processing: the total is rounded, and the error on a refused weight goes once the person edits it', async () => {
    const page = current!;
    const start = 10n ** 18n + BigInt(randomInt(0, 2 ** 40)) * 1000n;
    const [first, second] = [String(start), String(start + 1n)];
    await database.db.insert(labels).values(
      [first, second].map((excode) => ({
        excode,
        pcode: String(randomInt(1e9, 1e10)),
        corpId,
        status: 'assigned',
      })),
    );
    const batch = (batchNo: string, kind: 'raw_material' | 'deep') =>
      dataAs(producer, ROUTES.batches.main.create, {
        body: { batchNo, productId, productionDate: day(0), kind },
      });
    const raw = await batch(`RN-RAW-${suffix}`, 'raw_material');
    await dataAs(producer, ROUTES.batches.main.bind, {
      params: { id: raw.id },
      body: { mode: 'range', startCode: first, endCode: second, weight: '0.5' },
    });
    const deep = await batch(`RN-DEEP-${suffix}`, 'deep');
    const other = await batch(`RN-DEEP2-${suffix}`, 'deep');

    await page.goto(`/deepBatch?id=${deep.id}`);
    await page.getByRole('checkbox', { name: `${en('batches', 'deep.select')} ${first}` }).check();
    await page.getByRole('checkbox', { name: `${en('batches', 'deep.select')} ${second}` }).check();
    await page.getByRole('button', { name: en('batches', 'deep.next'), exact: true }).click();
    await page.waitForURL('**/deepBatch2?id=*');
    // Meanwhile another batch uses most of the first label.
    await dataAs(producer, ROUTES.batches.useRawMaterial, {
      params: { id: other.id },
      body: { items: [{ excode: first, useWeight: '0.4' }] },
    });

    const firstWeight = field(page, `${en('batches', 'deep.useWeight')} ${first}`);
    const secondWeight = field(page, `${en('batches', 'deep.useWeight')} ${second}`);
    await firstWeight.fill('0.3');
    await firstWeight.blur();
    await secondWeight.fill('0.123456');
    await secondWeight.blur();
    await page.getByTestId('deep-total-use-weight').getByText('0.42346 g').waitFor();

    await page.getByRole('button', { name: en('batches', 'deep.submit'), exact: true }).click();
    await expect.poll(() => fieldError(firstWeight)).toBe('More than the remaining weight (0.1 g)');
    // A bad value is refused and the previous one comes back; the server's answer about it is gone.
    await firstWeight.fill('abc');
    await firstWeight.blur();
    await expect.poll(() => fieldError(firstWeight)).toBe('Input must be Number');
    expect(await firstWeight.inputValue()).toBe('0.3');
    await firstWeight.fill('');
    await firstWeight.fill('0.3');
    await firstWeight.blur();
    await expect.poll(() => fieldError(firstWeight)).toBe('');
  });

  it('an empty batch on the whole-chain form asks for a batch', async () => {
    const page = await open(importer);
    await page.goto('/allRoots');
    await page.getByRole('button', { name: en('records', 'chain.add') }).click();
    await page.waitForURL('**/mainProduction');
    await page.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await page.getByText('Choose a batch', { exact: true }).waitFor();
    expect(await page.getByText('Invalid UUID').count()).toBe(0);
  });

  it('a customs certificate valid until a day before it is valid from says so instead of clearing', async () => {
    const page = current!;
    await page.goto('/addCirculationInformation');
    const declaration = page.getByTestId('certificate-1');
    await field(declaration, en('records', 'customs.startTime')).fill(dayFromToday(30));
    const until = field(declaration, en('records', 'customs.endTime'));
    await until.fill(dayFromToday(20));
    await until.press('Tab');
    await declaration.getByText('End Time Must be Greater Than Start Time').waitFor();
    expect(await until.inputValue()).toBe(dayFromToday(20));
  });
});
