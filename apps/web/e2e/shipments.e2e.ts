import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ROUTES } from '@trace/contracts';
import { validateEpcis } from '@trace/core/epcis-validate';
import { batches, companyPartners, createDb, labels, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from './api';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import { combobox, field, fieldError, restingScreenshot, row, screenshotFailures, submitSignIn } from './ui';

const DAY = 24 * 3600_000;

/**
 * Delivery and receipt in the browser: a producer ships the labelled goods of a complete batch to its
 * dealer from /senderRecord (codes and a range, checked before sending); the dealer finds them in
 * /takerRecord, is refused when its count does not match ("contents not matching or weight not
 * matching"), confirms with the right count and weight, and reads the labels it now holds; the
 * producer sees the shipment received.
 */
describe('shipments: delivery and receipt of goods', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let producer: TestUser;
  let dealer: TestUser;
  let codes: string[];
  let batchNo: string;
  let shipmentNo: string;
  let shipmentId: string;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const producerName = `厦门金燕食品有限公司 ${suffix}`;
  const dealerName = `Riverside Fine Foods ${suffix}`;
  const productName = `金丝燕盏 ${suffix}`;

  async function open(user: TestUser, locale: string) {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const submit = locale.startsWith('en') ? en('shell', 'login.submit') : cn('shell', 'login.submit');
    await submitSignIn(page, user, submit);
    current = page;
    return page;
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-shipments' });
    const operable = {
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(Date.now() - 30 * DAY),
      syEndTime: new Date(Date.now() + 200 * DAY),
    };
    const producerCorp = await createCompany(database.db, {
      name: producerName,
      kind: 'producer',
      ...operable,
    });
    const dealerCorp = await createCompany(database.db, { name: dealerName, kind: 'dealer', ...operable });
    // The producer lists the dealer as a partner it may ship to (/dealersMessage).
    await database.db
      .insert(companyPartners)
      .values({ corpId: producerCorp.id, partnerCorpId: dealerCorp.id, relation: 'dealer', canShip: true });
    producer = await harness.createUser({ userType: 'producer', corpId: producerCorp.id });
    dealer = await harness.createUser({ userType: 'dealer', corpId: dealerCorp.id });

    const [category] = await database.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .limit(1);
    const [product] = await database.db
      .insert(products)
      .values({ corpId: producerCorp.id, categoryId: category!.id, productName, reviewStatus: 'passed' })
      .returning();
    batchNo = `B2026${suffix.toUpperCase()}`;
    const [batch] = await database.db
      .insert(batches)
      .values({ batchNo, corpId: producerCorp.id, productId: product!.id, status: 'complete', boundCount: 6 })
      .returning();
    // Six labels of 50 g bound to the complete batch (stored weights are grams x 1000).
    const start = BigInt(`81${String(Date.now()).slice(-11)}000000`);
    codes = Array.from({ length: 6 }, (_, i) => (start + BigInt(i)).toString());
    await database.db.insert(labels).values(
      codes.map((excode) => ({
        excode,
        pcode: randomUUID().replace(/-/g, '').slice(0, 12),
        corpId: producerCorp.id,
        productId: product!.id,
        batchId: batch!.id,
        status: 'activated',
        weight: '50000',
      })),
    );
  });

  screenshotFailures(
    () => harness,
    'shipments',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('the producer ships labels of a complete batch to its dealer', async () => {
    const page = await open(producer, 'zh-CN');
    await page.goto('/senderRecord');
    await page.getByRole('heading', { name: cn('shipments', 'sent.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    await page.getByRole('button', { name: cn('shipments', 'sent.ship'), exact: true }).click();
    await page.waitForURL('**/sendGoodsInBatch');
    await page.getByRole('heading', { name: cn('shipments', 'send.title'), exact: true }).waitFor();

    await page.getByText(cn('shipments', 'send.mode.codes'), { exact: true }).click();
    await field(page, cn('common', 'labelCodes')).fill(`${codes[0]}\n${codes[1]}`);
    await field(page, `${cn('common', 'firstCode')} 1`).fill(codes[2]!);
    await field(page, `${cn('common', 'lastCode')} 1`).fill(codes[5]!);
    await page.getByRole('button', { name: cn('shipments', 'send.check') }).click();
    await page
      .getByTestId('shipment-preview')
      .getByText(cn('shipments', 'send.checked', { count: 6, shown: '6', weight: '300' }))
      .waitFor();

    // Nothing chosen yet: the receiver is required.
    await page.getByRole('button', { name: cn('common', 'ship'), exact: true }).click();
    await expect.poll(() => fieldError(combobox(page, cn('shipments', 'send.receiver')))).toBe('请选择一项');
    await combobox(page, cn('shipments', 'send.receiver')).click();
    await page.getByRole('option', { name: dealerName }).click();
    await combobox(page, cn('shipments', 'common.carrier')).fill('顺丰速运');
    await field(page, cn('shipments', 'common.trackingNo')).fill('SF1402938475');
    await field(page, cn('common', 'remark')).fill('6盏礼盒，冷链运输。');
    await shot(page, 'shipments-01-send-form');

    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.shipments.create)),
      page.getByRole('button', { name: cn('common', 'ship'), exact: true }).click(),
    ]);
    const created = (await response.json()) as { code: string; data: { id: string; shipmentNo: string } };
    expect(created.code).toBe('200');
    shipmentId = created.data.id;
    shipmentNo = created.data.shipmentNo;
    await page.waitForURL(`**/sendDetails?id=${shipmentId}`);
    await page
      .getByRole('heading', { name: cn('shipments', 'detail.sendTitle', { no: shipmentNo }), exact: true })
      .waitFor();
    await page
      .getByText(cn('shipments', 'common.items', { count: 6, shown: '6' }), { exact: true })
      .waitFor();
    await page.getByText(batchNo, { exact: true }).first().waitFor();
    await shot(page, 'shipments-02-sent-detail');

    await page.goto('/senderRecord');
    await row(page, shipmentNo).getByText('已发货', { exact: true }).waitFor();
  });

  it('the dealer finds the goods in /takerRecord; a wrong count is refused with the spec message', async () => {
    const page = await open(dealer, 'en-GB');
    await page.goto('/takerRecord');
    await page.getByRole('heading', { name: en('shipments', 'received.title'), exact: true }).waitFor();
    const line = row(page, shipmentNo);
    await line.getByText(producerName).waitFor();
    await line.getByText('Sent', { exact: true }).waitFor();
    await shot(page, 'shipments-03-taker-record');

    await line.getByRole('button', { name: en('shipments', 'received.actions.confirm') }).click();
    await page.waitForURL(`**/confirmTake?id=${shipmentId}`);
    await page.getByRole('heading', { name: en('shipments', 'receipt.title'), exact: true }).waitFor();
    const count = field(page, en('shipments', 'receipt.count'));
    const weight = field(page, en('shipments', 'receipt.weight'));
    await weight.fill('abc');
    await weight.blur();
    await expect.poll(() => fieldError(weight)).toBe('Input must be Number');
    await count.fill('5');
    await weight.fill('300');
    await page.getByRole('button', { name: en('shipments', 'receipt.submit'), exact: true }).click();
    await expect.poll(() => fieldError(count)).toBe('Contents not matching or weight not matching');
    await shot(page, 'shipments-04-confirm-mismatch');
  });

  it('the dealer confirms with the right count and weight and now holds the labels', async () => {
    const page = current!;
    await field(page, en('shipments', 'receipt.count')).fill('6');
    await field(page, en('shipments', 'receipt.weight')).fill('300.000');
    await page.getByRole('button', { name: en('shipments', 'receipt.submit'), exact: true }).click();
    await page.waitForURL(`**/takeDetails?id=${shipmentId}`);
    await page
      .getByRole('heading', { name: en('shipments', 'detail.takeTitle', { no: shipmentNo }), exact: true })
      .waitFor();
    await page.getByText('Received', { exact: true }).first().waitFor();
    await page
      .getByText(en('shipments', 'detail.countedValue', { count: 6, shown: '6', weight: '300' }))
      .waitFor();
    await shot(page, 'shipments-05-received');

    await page.getByRole('button', { name: en('common', 'viewLabels') }).click();
    await page.waitForURL(`**/takeLabelList?id=${shipmentId}`);
    await row(page, codes[0]!)
      .getByText(en('shipments', 'labelList.holder.receiver'), { exact: true })
      .waitFor();
    expect(await page.getByRole('row').filter({ hasText: batchNo }).count()).toBe(6);
    await shot(page, 'shipments-06-received-labels');

    const producerPage = await open(producer, 'zh-CN');
    await producerPage.goto('/senderRecord');
    await row(producerPage, shipmentNo).getByText('已收货', { exact: true }).waitFor();
    await shot(producerPage, 'shipments-07-sender-record');
  });

  it('the dealer downloads the shipment’s EPCIS events, valid against the official schema', async () => {
    const page = await open(dealer, 'en-US');
    await page.goto(`/takeDetails?id=${shipmentId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('kit', 'epcis.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`epcis-shipment-${shipmentNo}.jsonld`);
    const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(validateEpcis(document)).toEqual([]);
    const events = document.epcisBody.eventList as { bizStep: string; epcList: string[] }[];
    expect(events.map((event) => event.bizStep)).toEqual(['shipping', 'receiving']);
    expect(events[0]!.epcList).toHaveLength(6);
  });
});
