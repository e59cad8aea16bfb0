import { randomInt, randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { companyPartners, createDb, labelControls, labels, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from './api';
import { dayFromToday } from './files';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { attachCertificatePhoto, certificatesNotApplying, fillTestReport } from './records-forms';
import { cn, en } from './texts';
import { combobox, field, pick, restingScreenshot, row, screenshotFailures, submitSignIn } from './ui';

const DAY = 24 * 3600_000;

/** How many labels the producer binds to the batch, and what each weighs (grams). */
const BOUND = 8;
const GRAMS_PER_LABEL = 50;

/**
 * The traceability chain in the browser, in order, as the people who do it: from an approved
 * product the producer creates a batch, binds a range of its delivered labels, files the batch's
 * customs clearance (certificates) and a test report; an administrator approves both and the
 * batch's page shows them; the producer completes the batch (its labels are activated) and ships
 * its goods to its dealer; the dealer confirms the receipt with the right count and weight and now
 * holds the labels; the producer sees the shipment received.
 */
describe('traceability chain: from a batch to its goods received by the dealer', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let producer: TestUser;
  let dealer: TestUser;
  let dealerCorpId: string;
  let codes: string[];
  let batchId: string;
  let shipmentId: string;
  let shipmentNo: string;
  const contexts: BrowserContext[] = [];
  const pages: Record<'producer' | 'admin' | 'dealer', Page | undefined> = {
    producer: undefined,
    admin: undefined,
    dealer: undefined,
  };
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const producerName = `Xiamen Golden Swiftlet Foods ${suffix}`;
  const dealerName = `Riverside Fine Foods ${suffix}`;
  const productName = `Premium Cup Nest ${suffix}`;
  const batchNo = `GS-${suffix}-CHAIN`;
  const declarationNo = `IMP-${suffix}`;
  const vetNo = `VET-${suffix}`;
  const reportNo = `XM-2026-${suffix}`;
  const totalGrams = String(BOUND * GRAMS_PER_LABEL);

  const toast = (page: Page, text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });

  async function open(user: TestUser, locale: string) {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    const submit = locale.startsWith('en') ? en('shell', 'login.submit') : cn('shell', 'login.submit');
    await submitSignIn(page, user, submit);
    return page;
  }

  /** The page of one person, signed in once and kept for the whole chain. */
  async function as(who: keyof typeof pages): Promise<Page> {
    const users = { producer: () => producer, admin: () => admin, dealer: () => dealer };
    pages[who] ??= await open(users[who](), who === 'admin' ? 'zh-CN' : 'en-GB');
    current = pages[who];
    return pages[who];
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, `chain-${name}`);

  /** The states of the chain's labels, straight from the database. */
  const statuses = async (list: string[]) =>
    (
      await database.sql<{ excode: string; status: string }[]>`
        select excode::text as excode, status from labels
        where excode::text in ${database.sql(list)} order by excode`
    ).map((r) => r.status);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-chain' });
    // Both companies hold a traceability contract in force.
    const operable = {
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(Date.now() - 30 * DAY),
      syEndTime: new Date(Date.now() + 300 * DAY),
    };
    const producerCorp = await createCompany(database.db, {
      name: producerName,
      kind: 'producer',
      ...operable,
    });
    const dealerCorp = await createCompany(database.db, { name: dealerName, kind: 'dealer', ...operable });
    dealerCorpId = dealerCorp.id;
    // The producer lists the dealer as a partner it may ship to (/dealersMessage).
    await database.db
      .insert(companyPartners)
      .values({ corpId: producerCorp.id, partnerCorpId: dealerCorp.id, relation: 'dealer', canShip: true });
    admin = await harness.createUser({ userType: 'admin' });
    producer = await harness.createUser({ userType: 'producer', corpId: producerCorp.id });
    dealer = await harness.createUser({ userType: 'dealer', corpId: dealerCorp.id });

    // An approved product, and the label allowance of the company.
    const [category] = await database.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .limit(1);
    await database.db
      .insert(products)
      .values({ corpId: producerCorp.id, categoryId: category!.id, productName, reviewStatus: 'passed' });
    await database.db.insert(labelControls).values({
      corpId: producerCorp.id,
      maxPerApplication: 150_000,
      maxPerRun: 150_000,
      maxUsagePerBatch: 500,
    });

    // Labels delivered to the producer by a label order (stored weights are grams x 1000): the batch
    // takes the first eight, the last two stay in stock.
    const start = 10n ** 18n + BigInt(randomInt(0, 2 ** 40)) * 1000n;
    codes = Array.from({ length: BOUND + 2 }, (_, i) => (start + BigInt(i)).toString());
    await database.db.insert(labels).values(
      codes.map((excode) => ({
        excode,
        pcode: String(randomInt(1e9, 1e10)),
        corpId: producerCorp.id,
        status: 'assigned',
        weight: String(GRAMS_PER_LABEL * 1000),
      })),
    );
  });

  screenshotFailures(
    () => harness,
    'chain',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('1. the producer creates a batch of the approved product', async () => {
    const page = await as('producer');
    await page.goto('/batchList');
    await page.getByRole('heading', { name: en('batches', 'list.title'), exact: true }).waitFor();
    await page.getByRole('button', { name: en('batches', 'list.create'), exact: true }).click();
    await page.waitForURL('**/createBatchNew');
    await page.getByRole('heading', { name: en('batches', 'form.addTitle'), exact: true }).waitFor();
    await field(page, en('common', 'batchNumber')).fill(batchNo);
    await pick(page, en('common', 'product'), productName);
    await page.getByTestId('batch-quantity').fill(totalGrams);
    await field(page, en('common', 'origin')).fill('Sandakan, Sabah');
    await shot(page, '01-create-batch');

    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await page.waitForURL('**/batchDetails?id=*');
    batchId = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await page.getByText(`${totalGrams} g`).first().waitFor();
    await shot(page, '02-batch-created');
  });

  it('2. the producer binds a range of its delivered labels to the batch', async () => {
    const page = await as('producer');
    await page.getByRole('button', { name: en('batches', 'list.actions.bind'), exact: true }).click();
    await page.waitForURL('**/bindLabel?id=*');
    await page.getByRole('heading', { name: en('batches', 'bind.title'), exact: true }).waitFor();
    await field(page, en('batches', 'bind.startCode')).fill(codes[0]!);
    await field(page, en('batches', 'bind.endCode')).fill(codes[BOUND - 1]!);
    await page
      .getByTestId('bind-count')
      .getByText(en('batches', 'bind.rangeCount', { count: BOUND, shown: String(BOUND) }))
      .waitFor();
    await page.getByRole('button', { name: en('batches', 'bind.submit'), exact: true }).click();
    await page
      .getByTestId('bind-success')
      .getByText(en('batches', 'bind.bound', { count: BOUND, shown: String(BOUND) }))
      .waitFor();
    await page.getByTestId('bound-count').getByText(`${BOUND} / 500`).waitFor();
    await shot(page, '03-labels-bound');

    expect(await statuses(codes)).toEqual([...Array(BOUND).fill('bound'), 'assigned', 'assigned']);
  });

  it('3. the producer files the customs clearance of the batch with its certificates', async () => {
    const page = await as('producer');
    await page.goto('/circulationInformation');
    await page.getByRole('button', { name: en('records', 'customs.add') }).click();
    await page.waitForURL('**/addCirculationInformation');
    await pick(page, en('records', 'common.batch'), `${batchNo} · ${productName}`);
    await field(page, en('records', 'customs.name')).fill("Edible bird's nest, dried");
    await pick(page, en('records', 'customs.port'), 'Xiamen');
    await field(page, en('records', 'customs.importTime')).fill(dayFromToday(-5));
    await field(page, en('common', 'importer')).fill(producerName);

    // This import has an import declaration and a veterinary health certificate; the rest do not apply.
    await certificatesNotApplying(page, [2, 3, 4, 6, 7, 8, 9, 10]);
    const declaration = page.getByTestId('certificate-1');
    await field(declaration, en('common', 'certificateNumber')).fill(declarationNo);
    await field(declaration, en('records', 'customs.startTime')).fill(dayFromToday(-20));
    await field(declaration, en('records', 'customs.endTime')).fill(dayFromToday(340));
    await field(declaration, en('records', 'customs.endTime')).press('Tab');
    await attachCertificatePhoto(declaration, 'declaration.png', [30, 90, 160]);
    const vet = page.getByTestId('certificate-5');
    await field(vet, en('common', 'certificateNumber')).fill(vetNo);
    await field(vet, en('records', 'customs.startTime')).fill(dayFromToday(-15));
    await field(vet, en('records', 'customs.endTime')).fill(dayFromToday(200));
    await field(vet, en('records', 'customs.endTime')).press('Tab');
    await attachCertificatePhoto(vet, 'veterinary.png', [40, 140, 90]);
    await declaration.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'chain-04-customs-form');

    await page.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await page.waitForURL('**/circulationInformationDetails?id=*');
    await page.getByText('Awaiting review').first().waitFor();
    await page.getByTestId('certificate-table').getByText(declarationNo).waitFor();
    await page.getByTestId('certificate-table').getByText(vetNo).waitFor();
    await shot(page, '05-customs-submitted');
  });

  it('4. the producer adds a test report of the batch', async () => {
    const page = await as('producer');
    await fillTestReport(page, {
      productName,
      batchNo,
      reportNo,
      pdfLines: ['Test report', reportNo, `Batch ${batchNo}`, 'Sialic acid 9.2% - qualified'],
    });
    await shot(page, '06-report-form');
    await page.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await page.waitForURL('**/testReportDetails?id=*');
    await page.getByText('Awaiting review').first().waitFor();
    await page.getByText(reportNo).first().waitFor();
    await shot(page, '07-report-submitted');
  });

  it('5. an administrator approves the customs clearance and the test report', async () => {
    const page = await as('admin');
    await page.goto('/circulationInformation');
    await row(page, batchNo)
      .getByRole('button', { name: cn('records', 'common.review'), exact: true })
      .click();
    await page.waitForURL('**/circulationInformationAudit?id=*');
    await page.getByText(declarationNo).first().waitFor();
    await shot(page, '08-customs-review');
    await page.getByRole('button', { name: cn('kit', 'audit.approve') }).click();
    await page.waitForURL('**/circulationInformationDetails?id=*');
    await page.getByText('审核通过').first().waitFor();
    await shot(page, '09-customs-approved');

    await page.goto('/testReport');
    await row(page, reportNo)
      .getByRole('button', { name: cn('records', 'common.review'), exact: true })
      .click();
    await page.waitForURL('**/testReportAudit?id=*');
    await page.getByText(reportNo).first().waitFor();
    await page.getByRole('button', { name: cn('kit', 'audit.approve') }).click();
    await page.waitForURL('**/testReportDetails?id=*');
    await page.getByText('审核通过').first().waitFor();
    await shot(page, '10-report-approved');
  });

  it("6. the batch's page shows the approved records, and the producer completes the batch", async () => {
    const page = await as('producer');
    await page.goto(`/batchDetails?id=${batchId}`);
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await page.getByRole('link', { name: en('batches', 'details.approvedRecords') }).click();
    await page.waitForURL(`**/birdProductMsgDetails1?batchId=${batchId}`);
    await page.getByTestId('batch-reports').getByText(reportNo).waitFor();
    const customs = page.getByTestId('batch-customs');
    await customs.getByText(declarationNo).waitFor();
    await customs.getByText(vetNo).waitFor();
    await shot(page, '11-batch-records');

    await page.goto(`/batchDetails?id=${batchId}`);
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await page.getByRole('button', { name: en('batches', 'list.actions.complete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('batches', 'list.completeText', { batchNo })).waitFor();
    await dialog.getByRole('button', { name: en('batches', 'list.completeConfirm'), exact: true }).click();
    await toast(page, en('batches', 'list.completed')).waitFor();
    await page.getByText('Complete', { exact: true }).first().waitFor();
    // The actions follow once the batch is read again ('Complete' is also the action's own label).
    const bind = page.getByRole('button', { name: en('batches', 'list.actions.bind'), exact: true });
    await bind.waitFor({ state: 'detached' });
    expect(await bind.count()).toBe(0);
    await page.getByRole('cell', { name: codes[0]! }).waitFor();
    await shot(page, '12-batch-complete');

    expect(await statuses(codes)).toEqual([...Array(BOUND).fill('activated'), 'assigned', 'assigned']);
  });

  it("7. the producer ships the batch's goods to its dealer", async () => {
    const page = await as('producer');
    await page.getByRole('link', { name: en('batches', 'details.shipments') }).click();
    await page.waitForURL(`**/sendGoodsInBatch?batchId=${batchId}`);
    await page.getByRole('heading', { name: en('shipments', 'send.title'), exact: true }).waitFor();
    // The whole batch is chosen: every label of it that the producer holds.
    await expect.poll(() => combobox(page, en('common', 'batch')).inputValue()).toContain(batchNo);
    await pick(page, en('shipments', 'send.receiver'), dealerName);
    await combobox(page, en('shipments', 'common.carrier')).fill('SF Express');
    await field(page, en('shipments', 'common.trackingNo')).fill(`SF${Date.now().toString().slice(-10)}`);
    await field(page, en('common', 'remark')).fill(`${BOUND} cup nests in gift boxes, cold chain.`);
    await shot(page, '13-ship-form');

    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.shipments.createFromBatch)),
      page.getByRole('button', { name: en('common', 'ship'), exact: true }).click(),
    ]);
    const created = (await response.json()) as {
      code: string;
      msg: string;
      data: { id: string; shipmentNo: string };
    };
    expect(created.code, created.msg).toBe('200');
    shipmentId = created.data.id;
    shipmentNo = created.data.shipmentNo;
    await page.waitForURL(`**/sendDetails?id=${shipmentId}`);
    await page
      .getByRole('heading', { name: en('shipments', 'detail.sendTitle', { no: shipmentNo }), exact: true })
      .waitFor();
    await page
      .getByText(en('shipments', 'common.items', { count: BOUND, shown: String(BOUND) }), { exact: true })
      .waitFor();
    await page.getByText(batchNo, { exact: true }).first().waitFor();
    await page.getByText(dealerName).first().waitFor();
    await shot(page, '14-shipped');

    await page.goto('/senderRecord');
    await row(page, shipmentNo).getByText('Sent', { exact: true }).waitFor();
    await shot(page, '15-sender-record-sent');
  });

  it('8. the dealer finds the goods in /takerRecord and confirms the count and weight', async () => {
    const page = await as('dealer');
    await page.goto('/takerRecord');
    await page.getByRole('heading', { name: en('shipments', 'received.title'), exact: true }).waitFor();
    const line = row(page, shipmentNo);
    await line.getByText(producerName).waitFor();
    await line.getByText('Sent', { exact: true }).waitFor();
    await shot(page, '16-taker-record');

    await line.getByRole('button', { name: en('shipments', 'received.actions.confirm') }).click();
    await page.waitForURL(`**/confirmTake?id=${shipmentId}`);
    await page.getByRole('heading', { name: en('shipments', 'receipt.title'), exact: true }).waitFor();
    await field(page, en('shipments', 'receipt.count')).fill(String(BOUND));
    await field(page, en('shipments', 'receipt.weight')).fill(totalGrams);
    await shot(page, '17-confirm-receipt');
    await page.getByRole('button', { name: en('shipments', 'receipt.submit'), exact: true }).click();
    await page.waitForURL(`**/takeDetails?id=${shipmentId}`);
    await page
      .getByRole('heading', { name: en('shipments', 'detail.takeTitle', { no: shipmentNo }), exact: true })
      .waitFor();
    await page.getByText('Received', { exact: true }).first().waitFor();
    await page
      .getByText(
        en('shipments', 'detail.countedValue', { count: BOUND, shown: String(BOUND), weight: totalGrams }),
      )
      .waitFor();
    await shot(page, '18-received');

    await page.getByRole('button', { name: en('common', 'viewLabels') }).click();
    await page.waitForURL(`**/takeLabelList?id=${shipmentId}`);
    await row(page, codes[0]!)
      .getByText(en('shipments', 'labelList.holder.receiver'), { exact: true })
      .waitFor();
    expect(await row(page, batchNo).count()).toBe(BOUND);
    await shot(page, '19-received-labels');

    const held = await database.sql<{ excode: string }[]>`
      select excode::text as excode from label_holdings
      where holder_corp_id = ${dealerCorpId}::uuid order by excode`;
    expect(held.map((h) => h.excode)).toEqual(codes.slice(0, BOUND));
  });

  it('9. the producer sees the shipment received', async () => {
    const page = await as('producer');
    await page.goto('/senderRecord');
    const line = row(page, shipmentNo);
    await line.getByText('Received', { exact: true }).waitFor();
    await shot(page, '20-sender-record-received');
    await page.goto(`/sendDetails?id=${shipmentId}`);
    await page
      .getByRole('heading', { name: en('shipments', 'detail.sendTitle', { no: shipmentNo }), exact: true })
      .waitFor();
    await page.getByText('Received', { exact: true }).first().waitFor();
    await page
      .getByText(
        en('shipments', 'detail.countedValue', { count: BOUND, shown: String(BOUND), weight: totalGrams }),
      )
      .waitFor();
    await shot(page, '21-sender-sees-received');
  });
});
