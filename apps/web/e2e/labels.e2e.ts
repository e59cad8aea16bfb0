import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ROUTES } from '@trace/contracts';
import { createDb, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { generateRun, LANES } from '@trace/worker/processors/label-generation';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { drawPng, pdfDocument } from './files';
import { seededCategoryId } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import {
  combobox,
  field,
  fieldError,
  gate,
  restingScreenshot,
  row,
  screenshotFailures,
  submitSignIn,
} from './ui';

/** A PNG looking like a bank transfer slip: a header band, lines of text and a stamp. */
function receiptPicture(width = 320, height = 220): Buffer {
  return drawPng(width, height, (x, y) => {
    const band = y >= 12 && y < 40;
    const line = y >= 60 && y < 170 && (y - 60) % 20 < 5 && x >= 24 && x < width - (y % 3 === 0 ? 120 : 40);
    const dx = x - (width - 64);
    const dy = y - (height - 54);
    const ring = dx * dx + dy * dy < 30 * 30 && dx * dx + dy * dy > 24 * 24;
    if (band) return [24, 120, 110];
    if (ring) return [205, 40, 40];
    if (line) return [140, 140, 140];
    return [252, 250, 245];
  });
}
const DAY = 24 * 3600_000;

interface Order {
  id: string;
  orderNo: string;
  status: string;
  paymentStatus: string;
  runId: string | null;
  generationStatus: string | null;
  history: { action: string }[];
}
interface Run {
  id: string;
  runNo: string;
  startCode: string;
  endCode: string;
  status: string;
}

/**
 * Labels in the browser: a company applies with its signed application; an administrator approves it
 * in /labelAudit; the company uploads a payment receipt, which is refused once and sent again; the
 * administrator accepts the payment handing the order to a printing factory; the labels are
 * generated while the order page shows the progress; the printing factory downloads the CSV and
 * ships; the company sees the order delivered with its history and prints its application. Then an
 * administrator generates a run from /addLabel and watches it, resumes a run that failed, and pages
 * through labels in /labelSearch.
 */
describe('labels: orders, generation and search', () => {
  let harness: E2EHarness;
  const { callAs, dataAs, uploadAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let producer: TestUser;
  let blocked: TestUser;
  let printer: TestUser;
  let printerName: string;
  let productId: string;
  let addressId: string;
  let order: Order;
  const contexts: BrowserContext[] = [];
  const pages: Record<'company' | 'admin' | 'printer', Page | undefined> = {
    company: undefined,
    admin: undefined,
    printer: undefined,
  };
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const companyName = `福建燕之屋食品有限公司 ${suffix}`;
  const productName = `金丝燕盏 ${suffix}`;
  const receiver = '林晓';
  const approveRemark = '申请材料齐全，同意印制。';
  const refuseReason = '凭证金额与订单金额不符，请上传完整的银行回单。';

  const toast = (page: Page, text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });

  async function open(user: TestUser, locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const submit = locale.startsWith('en') ? en('shell', 'login.submit') : cn('shell', 'login.submit');
    await submitSignIn(page, user, submit);
    return page;
  }

  /** The page of one person, signed in once and kept for the whole flow. */
  async function as(who: keyof typeof pages): Promise<Page> {
    const users = { company: () => producer, admin: () => admin, printer: () => printer };
    pages[who] ??= await open(users[who](), who === 'printer' ? 'en-GB' : 'zh-CN');
    current = pages[who];
    return pages[who];
  }

  const readOrder = () => dataAs(admin, ROUTES.labelOrders.get, { params: { id: order.id } });

  /** The profile an approved company has on file (an 18-character registration number). */
  const profile = (prefix: string) => ({
    registrationNo: `${prefix}${randomUUID().replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`,
    legalRepresentative: '陈建华',
    contactName: '林晓',
    contactPhone: '13600136000',
    address: `福建省厦门市思明区软件园二期观日路 ${suffix} 号`,
  });

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  /** Generates a run's labels with the real worker code, as the label-generation job does. */
  const generate = (runId: string, progress?: (percent: number) => Promise<void>) =>
    generateRun({ db: database.db, sql: database.sql, progress }, { runId });

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-labels' });
    const company = await createCompany(database.db, {
      name: companyName,
      ...profile('91350200MA'),
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(Date.now() - 30 * DAY),
      syEndTime: new Date(Date.now() + 200 * DAY),
    });
    const lapsed = await createCompany(database.db, {
      name: `海南椰风食品有限公司 ${suffix}`,
      ...profile('91460100MA'),
      traceStatus: 'not_applied',
    });
    producer = await harness.createUser({ userType: 'producer', corpId: company.id });
    blocked = await harness.createUser({ userType: 'producer', corpId: lapsed.id });
    // Each company's business licence, uploaded as its people would.
    for (const [user, id] of [
      [producer, company.id],
      [blocked, lapsed.id],
    ] as const) {
      const { url: licence } = await uploadAs(user, '营业执照.png', receiptPicture(), 'image/png');
      await database.sql`update companies set licence_files = ${[licence]} where id = ${id}`;
    }
    admin = await harness.createUser({ userType: 'admin' });
    printer = await harness.createUser({ userType: 'printer' });
    const [factory] = await database.sql<{ name: string }[]>`
      select name from printing_factories where id = ${printer.printingFactoryId}`;
    printerName = factory!.name;
    const categoryId = await seededCategoryId(database.db);
    const [product] = await database.db
      .insert(products)
      .values({
        corpId: company.id,
        categoryId: categoryId,
        productName,
        specification: '50 g × 6 盏',
        reviewStatus: 'passed',
        listingStatus: 'online',
      })
      .returning({ id: products.id });
    productId = product!.id;
    const address = await dataAs(producer, ROUTES.system.goodsAddresses.create, {
      body: {
        receiver,
        phone: '13600136000',
        region: '福建省 厦门市 思明区',
        address: `软件园二期观日路 ${suffix} 号`,
        postcode: '361008',
        isDefault: true,
      },
    });
    addressId = address.id;
  });

  screenshotFailures(
    () => harness,
    'labels',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('tells a company that may not operate why, before it fills anything in', async () => {
    const page = await open(blocked);
    current = page;
    await page.goto('/applicationLabel');
    const card = page.getByTestId('cannot-apply');
    await card.getByText(cn('labels', 'apply.blockedTitle')).waitFor();
    const mine = await dataAs(blocked, ROUTES.companies.mine);
    await card.getByText(mine!.operability.reason!).waitFor();
    expect(await page.getByRole('button', { name: cn('common', 'submitTheApplication') }).count()).toBe(0);
    await shot(page, 'labels-01-apply-blocked');
    // The API refuses it too, with the same reason.
    const refused = await callAs(blocked, ROUTES.labelOrders.create, {
      body: { productId, sheetType: 'big', count: 40, addressId },
    });
    expect(refused.status).toBe(409);
  });

  it('lets the company apply with its signed application from /applicationLabel', async () => {
    const page = await as('company');
    await page.goto('/applyLabel');
    await page.getByRole('heading', { name: cn('labels', 'orders.title'), exact: true }).waitFor();
    await page.getByTestId('table-empty').waitFor();
    await page.getByRole('button', { name: cn('labels', 'orders.apply') }).click();
    await page.waitForURL('**/applicationLabel');
    await page.getByRole('heading', { name: cn('labels', 'apply.title'), exact: true }).waitFor();

    // Nothing chosen: the contract's rules speak, in the interface language.
    await page.getByRole('button', { name: cn('common', 'submitTheApplication') }).click();
    await expect.poll(() => fieldError(combobox(page, cn('common', 'product')))).toBe('请选择一项');
    expect(await fieldError(field(page, cn('labels', 'count.label')))).toBe('请输入数字');

    await combobox(page, cn('common', 'product')).click();
    await page.getByRole('option', { name: productName }).click();
    // The default address is chosen already.
    expect(await combobox(page, cn('common', 'deliveryAddress')).inputValue()).toContain(receiver);
    const count = field(page, cn('labels', 'count.label'));
    await count.fill('100');
    await count.blur();
    await expect.poll(() => fieldError(count)).toBe('数量须为40的倍数（每版5×8）');
    await count.fill('150040');
    await count.blur();
    await expect.poll(() => fieldError(count)).toBe('每次申请最多150,000枚标签');
    await shot(page, 'labels-02-apply-count-errors');

    await count.fill('3600');
    await page
      .getByTestId('sheet-count')
      .getByText(cn('labels', 'count.sheets', { sheets: '400', type: cn('labels', 'sheet.big') }))
      .waitFor();
    await page.getByRole('radio', { name: cn('labels', 'sheet.small') }).click();
    await page
      .getByTestId('sheet-count')
      .getByText(cn('labels', 'count.sheets', { sheets: '300', type: cn('labels', 'sheet.small') }))
      .waitFor();
    await page.getByRole('radio', { name: cn('labels', 'sheet.big') }).click();
    await page
      .getByTestId('sheet-count')
      .getByText(cn('labels', 'count.sheets', { sheets: '400', type: cn('labels', 'sheet.big') }))
      .waitFor();
    await field(page, cn('common', 'remark')).fill('请在外箱注明产品名称，分两箱包装。');
    await page.locator('input[type="file"]').setInputFiles({
      name: '标签申请书.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(['Label application', `Company ${suffix}`, '3600 labels, big sheets']),
    });
    await page.getByText('标签申请书.pdf').waitFor();
    await shot(page, 'labels-03-apply-filled');

    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.labelOrders.create)),
      page.getByRole('button', { name: cn('common', 'submitTheApplication') }).click(),
    ]);
    const created = (await response.json()) as { code: string; data: Order };
    expect(created.code).toBe('200');
    order = created.data;
    expect(order.status).toBe('to_be_reviewed');
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    await page
      .getByRole('heading', { name: cn('labels', 'detail.title', { orderNo: order.orderNo }), exact: true })
      .waitFor();
    await page.getByText('待审核', { exact: true }).first().waitFor();
    await page.getByTestId('order-timeline').getByText(cn('labels', 'detail.next.review')).waitFor();
    await shot(page, 'labels-04-order-submitted');
  });

  it('lets an administrator review the application in /labelAudit', async () => {
    const page = await as('admin');
    await page.goto('/applyLabel');
    const line = row(page, order.orderNo);
    await line.getByText('待审核', { exact: true }).waitFor();
    await line.getByRole('button', { name: cn('common', 'review') }).click();
    await page.waitForURL(`**/labelAudit?id=${order.id}`);
    await page.getByRole('heading', { name: cn('labels', 'audit.title'), exact: true }).waitFor();
    // Records keep the file, not its original name: it is named after its field.
    await page.getByText(`${cn('labels', 'detail.applicationFiles')}.pdf`).waitFor();
    await page.getByText(companyName).first().waitFor();

    // A rejection needs a reason.
    await page.getByRole('button', { name: cn('kit', 'audit.reject') }).click();
    await page.getByText(cn('kit', 'audit.remarkRequired')).waitFor();
    await field(page, cn('kit', 'audit.remark')).fill(approveRemark);
    await shot(page, 'labels-05-audit');
    await page.getByRole('button', { name: cn('kit', 'audit.approve') }).click();
    await page.waitForURL('**/applyLabel');
    await toast(page, cn('labels', 'audit.approved')).waitFor();
    await row(page, order.orderNo).getByText('审核通过', { exact: true }).waitFor();
    expect((await readOrder()).status).toBe('passed');
  });

  it('lets the company upload the payment receipt', async () => {
    const page = await as('company');
    await page.goto('/applyLabel');
    const line = row(page, order.orderNo);
    await line.getByText('待上传付款凭证', { exact: true }).waitFor();
    await line.getByRole('button', { name: cn('labels', 'orders.actions.uploadReceipt') }).click();
    await page.waitForURL(`**/uploadPaymentReceipt?id=${order.id}`);
    await page.getByRole('heading', { name: cn('labels', 'receipt.title'), exact: true }).waitFor();

    await page.getByRole('button', { name: cn('labels', 'receipt.submit') }).click();
    await page.getByText('此项为必填项').waitFor();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: receiptPicture() });
    await page.getByRole('img', { name: '转账回单.png' }).waitFor();
    await shot(page, 'labels-06-receipt');
    await page.getByRole('button', { name: cn('labels', 'receipt.submit') }).click();
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    await page.getByText('付款待审核', { exact: true }).first().waitFor();
    const uploaded = await readOrder();
    expect(uploaded.paymentStatus).toBe('to_be_reviewed');
  });

  it('lets the payment reviewer refuse a receipt with the reason, and the company send another', async () => {
    const admin = await as('admin');
    await admin.goto('/applyLabel');
    await row(admin, order.orderNo)
      .getByRole('button', { name: cn('labels', 'orders.actions.approvePayment') })
      .click();
    await admin.waitForURL(`**/paymentReview?id=${order.id}`);
    await admin.getByRole('button', { name: cn('labels', 'payment.reject') }).click();
    await admin.getByText(cn('labels', 'payment.remarkRequired')).waitFor();
    await field(admin, cn('common', 'remark')).fill(refuseReason);
    await admin.getByRole('button', { name: cn('labels', 'payment.reject') }).click();
    await admin.waitForURL('**/applyLabel');
    await toast(admin, cn('labels', 'payment.rejected')).waitFor();

    const page = await as('company');
    await page.goto(`/uploadPaymentReceipt?id=${order.id}`);
    await page.getByText(cn('labels', 'receipt.refusedTitle')).waitFor();
    await page.getByText(refuseReason).waitFor();
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({
        name: '银行回单.pdf',
        mimeType: 'application/pdf',
        buffer: pdfDocument(['Bank transfer receipt', `Order ${order.orderNo}`, 'Amount: 432.00 CNY']),
      });
    await page.getByText('银行回单.pdf').waitFor();
    await shot(page, 'labels-07-receipt-after-refusal');
    await page.getByRole('button', { name: cn('labels', 'receipt.submit') }).click();
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    await page.getByText('付款待审核', { exact: true }).first().waitFor();
  });

  it('lets the payment reviewer accept the payment, handing the order to a printing factory', async () => {
    const page = await as('admin');
    await page.goto(`/paymentReview?id=${order.id}`);
    await page.getByRole('heading', { name: cn('labels', 'payment.title'), exact: true }).waitFor();
    await page.getByText(`${cn('common', 'paymentReceipt')}.pdf`).waitFor();
    await page.getByRole('button', { name: cn('labels', 'payment.approve') }).click();
    await expect
      .poll(() => fieldError(combobox(page, cn('common', 'printingFactory'))))
      .toBe(cn('labels', 'payment.printingFactoryRequired'));
    await combobox(page, cn('common', 'printingFactory')).click();
    await page.getByRole('option', { name: printerName }).click();
    await field(page, cn('common', 'remark')).fill('款项已到账。');
    await shot(page, 'labels-08-payment-review');
    await page.getByRole('button', { name: cn('labels', 'payment.approve') }).click();
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    await page.getByText('已付款', { exact: true }).first().waitFor();
    order = await readOrder();
    expect(order.status).toBe('paid');
    expect(order.runId).not.toBeNull();
    await page.getByTestId('generation-progress').first().waitFor();
  });

  it('shows the company its labels being generated, live', async () => {
    const page = await as('company');
    await page.goto(`/detailPage?id=${order.id}`);
    const progress = page.getByTestId('generation-progress').first();
    await expect.poll(() => progress.getAttribute('data-status')).toBe('not_generated');
    expect(await generate(order.runId!)).toBe('generated');
    // The page reads the order again every two seconds while its labels are made.
    await expect.poll(() => progress.getAttribute('data-status')).toBe('generated');
    await page.getByTestId('order-timeline').getByText(cn('labels', 'detail.next.delivery')).waitFor();
    await shot(page, 'labels-09-order-generated');
  });

  it('lets the printing factory download the label data and record the shipment', async () => {
    // The factory is late: the delivery was due three days ago.
    await database.sql`update label_orders set due_date = now() - interval '3 days' where id = ${order.id}`;
    const page = await as('printer');
    await page.goto('/applyLabel');
    await page.getByRole('heading', { name: en('labels', 'orders.title'), exact: true }).waitFor();
    const line = row(page, order.orderNo);
    await line.getByText('Paid', { exact: true }).waitFor();
    await line.getByTestId('overdue-badge').waitFor();
    await page
      .getByTestId('overdue-count')
      .getByText(en('labels', 'orders.overdueCount', { count: 1 }))
      .waitFor();
    await combobox(page, en('labels', 'orders.delivery')).click();
    await page.getByRole('option', { name: en('labels', 'orders.overdueOnly') }).click();
    await page.waitForURL(/overdue=true/);
    await line.waitFor();
    await shot(page, 'labels-10-printer-orders-en');
    await line.getByRole('button', { name: en('common', 'ship') }).click();
    await page.waitForURL(`**/setDelivery?id=${order.id}`);
    await page.getByRole('heading', { name: en('labels', 'delivery.title'), exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('labels', 'common.downloadLabels') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`labels-${order.orderNo}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(csv).toHaveLength(3601);
    expect(new Set(csv.slice(1).map((line) => line.split(',')[0])).size).toBe(3600);

    await page.getByRole('button', { name: en('labels', 'delivery.submit') }).click();
    await expect
      .poll(() => fieldError(page.getByRole('combobox', { name: en('labels', 'delivery.carrier') })))
      .toBe('This field is required');
    await page.getByRole('combobox', { name: en('labels', 'delivery.carrier') }).fill('SF Express');
    const tracking = field(page, en('labels', 'delivery.trackingNo'));
    await tracking.fill('SF 1');
    expect(await tracking.inputValue()).toBe('SF1');
    await tracking.blur();
    await expect.poll(() => fieldError(tracking)).toBe(en('labels', 'delivery.trackingNoRule'));
    await tracking.fill('SF1402258833106');
    await shot(page, 'labels-11-set-delivery-en');
    await page.getByRole('button', { name: en('labels', 'delivery.submit') }).click();
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    await page.getByText('Delivered', { exact: true }).first().waitFor();
    await page.getByText('SF1402258833106').waitFor();
  });

  it('shows the company its order delivered, with the whole history', async () => {
    const page = await as('company');
    await page.goto('/applyLabel');
    await row(page, order.orderNo).getByText('已发货', { exact: true }).waitFor();
    await shot(page, 'labels-12-orders-delivered');
    await row(page, order.orderNo).getByText(order.orderNo).click();
    await page.waitForURL(`**/detailPage?id=${order.id}`);
    const timeline = page.getByTestId('order-timeline');
    for (const step of [
      'approve',
      'uploadReceipt',
      'rejectPayment',
      'approvePayment',
      'setDelivery',
    ] as const) {
      await timeline
        .getByText(cn('labels', `detail.history.${step}`), { exact: true })
        .first()
        .waitFor();
    }
    await timeline.getByText(refuseReason).waitFor();
    expect((await readOrder()).history.map((entry) => entry.action)).toEqual([
      'approve',
      'uploadReceipt',
      'rejectPayment',
      'uploadReceipt',
      'approvePayment',
      'setDelivery',
    ]);
    await shot(page, 'labels-13-order-delivered');
  });

  it('prints the application for a big sheet, a small sheet, and the order summary', async () => {
    const page = await as('company');
    await page.goto(`/printApplication?id=${order.id}`);
    const preview = page.getByTestId('print-application').first();
    await preview.waitFor();
    expect(await preview.getAttribute('data-sheet')).toBe('big');
    await preview.getByText(cn('labels', 'print.applicationTitle')).waitFor();
    await preview.getByText(productName).waitFor();
    await shot(page, 'labels-14-print-big');

    // Printing sends the document alone: the shell is left out.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.getByTestId('print-application').last().isVisible()).toBe(true);
    await harness.screenshot(page, 'labels-15-print-big-paper');
    // On paper the application is one A4 sheet.
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    await page.getByText(cn('labels', 'print.summary'), { exact: true }).click();
    await page.waitForURL(/variant=summary/);
    const summary = page.getByTestId('print-summary').first();
    await summary.getByText(cn('labels', 'print.summaryTitle')).waitFor();
    await summary.getByText('SF1402258833106').waitFor();
    await shot(page, 'labels-16-print-summary');

    const small = await dataAs(producer, ROUTES.labelOrders.create, {
      body: { productId, sheetType: 'small', count: 1200, addressId, applicationFiles: [], remark: null },
    });
    expect(small.status).toBe('waiting_upload');
    await page.goto(`/printApplication?id=${small.id}`);
    const smallSheet = page.getByTestId('print-application').first();
    await smallSheet.waitFor();
    expect(await smallSheet.getAttribute('data-sheet')).toBe('small');
    await smallSheet.getByText(cn('labels', 'common.labels', { count: 1200, shown: '1,200' })).waitFor();
    await shot(page, 'labels-17-print-small');

    // An order kept without its application gets it from the list.
    await page.goto('/applyLabel');
    await row(page, small.orderNo)
      .getByRole('button', { name: cn('labels', 'orders.actions.uploadApplication') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: cn('labels', 'uploadApplication.submit') }).click();
    await dialog.getByText('此项为必填项').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '小标签申请书.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(['Small']),
    });
    await dialog.getByText('小标签申请书.pdf').waitFor();
    await shot(page, 'labels-18-upload-application-dialog');
    await dialog.getByRole('button', { name: cn('labels', 'uploadApplication.submit') }).click();
    await row(page, small.orderNo).getByText('待审核', { exact: true }).waitFor();
  });

  it('lets an administrator start a run from /addLabel and watch its progress', async () => {
    const page = await as('admin');
    await page.goto('/labelGenerateList');
    await page.getByRole('heading', { name: cn('labels', 'runs.title'), exact: true }).waitFor();
    await page.getByRole('button', { name: cn('labels', 'runs.add') }).click();
    await page.waitForURL('**/addLabel');
    const count = field(page, cn('labels', 'count.label'));
    await count.fill('150040');
    await count.blur();
    await expect.poll(() => fieldError(count)).toBe('每次最多生成150,000枚标签');
    await count.fill('30000');
    await page.getByRole('radio', { name: cn('labels', 'sheet.small') }).click();
    await page
      .getByTestId('sheet-count')
      .getByText(cn('labels', 'count.sheets', { sheets: '2,500', type: cn('labels', 'sheet.small') }))
      .waitFor();
    await combobox(page, cn('common', 'company')).fill(`燕之屋食品有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    await combobox(page, cn('common', 'product')).click();
    await page.getByRole('option', { name: productName }).click();
    await shot(page, 'labels-19-add-run');
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.labels.createRun)),
      page.getByRole('button', { name: cn('labels', 'addRun.submit') }).click(),
    ]);
    const run = ((await response.json()) as { data: Run }).data;
    await page.waitForURL('**/labelGenerateList');
    const line = row(page, run.runNo);
    await line.getByText(companyName).waitFor();
    const percent = line.getByTestId('generation-percent');
    await expect.poll(() => percent.textContent()).toBe('0%');

    // The worker writes one of the three chunks in each of its lanes, then waits while the list is
    // looked at.
    const hold = gate();
    const chunksWritten = gate();
    let held = 0;
    const generation = generate(run.id, async (value) => {
      if (value < 100) {
        held += 1;
        if (held === LANES) chunksWritten.open();
        await hold.passed;
      }
    });
    await chunksWritten.passed;
    const shown = `${Math.floor(((LANES * 10_000) / 30_000) * 100)}%`;
    await expect.poll(() => percent.textContent()).toBe(shown);
    expect(await line.getByTestId('generation-progress').getAttribute('data-status')).toBe('generating');
    await shot(page, 'labels-20-run-progress');
    hold.open();
    expect(await generation).toBe('generated');
    await expect.poll(() => percent.textContent()).toBe('100%');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      line.getByRole('button', { name: cn('common', 'download') }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(csv).toHaveLength(30_001);
    expect(csv[1]?.split(',')[0]).toBe(run.startCode);
  });

  it('resumes a run that stopped with an error', async () => {
    const page = await as('admin');
    const run = await dataAs(admin, ROUTES.labels.createRun, { body: { count: 80, sheetType: 'big' } });
    await database.sql`update label_runs set status = 'error', error = 'The worker stopped before the run was finished' where id = ${run.id}`;
    await page.goto('/labelGenerateList');
    const line = row(page, run.runNo);
    await line.getByText(cn('labels', 'common.platformStock')).waitFor();
    await line.getByText('生成出错', { exact: true }).waitFor();
    await line.getByText('The worker stopped before the run was finished').waitFor();
    await shot(page, 'labels-21-run-error');
    await line.getByRole('button', { name: cn('labels', 'runs.retry') }).click();
    await toast(page, cn('labels', 'runs.retried')).waitFor();
    await line.getByText('待生成', { exact: true }).waitFor();
    expect(await generate(run.id)).toBe('generated');
    await expect
      .poll(() => line.getByTestId('generation-progress').getAttribute('data-status'))
      .toBe('generated');
    await line.getByRole('button', { name: cn('common', 'download') }).waitFor();
  });

  it('pages through labels in /labelSearch with the cursor', async () => {
    const page = await as('admin');
    const run = await dataAs(admin, ROUTES.labels.run, { params: { id: order.runId! } });
    // From the menu: every status, no filter, the first page at once.
    await page.goto('/labelSearch?status=-1&firstEnter=true');
    await page.getByRole('heading', { name: cn('labels', 'search.title'), exact: true }).waitFor();
    await page.waitForURL((url) => !url.search.includes('firstEnter'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('-1');
    await page
      .getByTestId('keyset-pager')
      .getByText(cn('labels', 'search.page', { page: 1 }), { exact: false })
      .waitFor();
    expect(await page.getByRole('row').count()).toBe(51);

    await field(page, cn('labels', 'search.excode')).fill('12345');
    await page.getByRole('button', { name: cn('labels', 'search.search'), exact: true }).click();
    await expect
      .poll(() => fieldError(field(page, cn('labels', 'search.excode'))))
      .toBe(cn('labels', 'search.codeFormat'));
    await field(page, cn('labels', 'search.excode')).fill('');
    const from = field(page, cn('labels', 'search.excodeFrom'));
    const to = field(page, cn('labels', 'search.excodeTo'));
    await from.fill((BigInt(run.startCode) + 59n).toString());
    await to.fill(run.startCode);
    await page.getByRole('button', { name: cn('labels', 'search.search'), exact: true }).click();
    await expect.poll(() => fieldError(to)).toBe(cn('labels', 'search.rangeReversed'));
    await shot(page, 'labels-22-search-errors');

    await from.fill(run.startCode);
    await to.fill((BigInt(run.startCode) + 59n).toString());
    await page.getByRole('button', { name: cn('labels', 'search.search'), exact: true }).click();
    await page.waitForURL(/excodeFrom=/);
    const firstCell = () => page.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await expect.poll(firstCell).toBe(run.startCode);
    await expect.poll(() => page.getByRole('row').count()).toBe(51);
    await page.getByText(cn('labels', 'search.shown', { count: 50 })).waitFor();
    await page.getByRole('row').nth(1).getByText('已分配', { exact: true }).waitFor();
    await shot(page, 'labels-23-search-page-1');

    await page.getByRole('button', { name: cn('common', 'nextPage'), exact: true }).click();
    await expect.poll(firstCell).toBe((BigInt(run.startCode) + 50n).toString());
    await page
      .getByText(
        `${cn('labels', 'search.page', { page: 2 })} · ${cn('labels', 'search.shown', { count: 10 })}`,
      )
      .waitFor();
    expect(await page.getByRole('button', { name: cn('common', 'nextPage'), exact: true }).isDisabled()).toBe(
      true,
    );
    await shot(page, 'labels-24-search-page-2');
    await page.getByRole('button', { name: cn('common', 'previousPage'), exact: true }).click();
    await expect.poll(firstCell).toBe(run.startCode);

    // The company finds its delivered labels, and only its own.
    const company = await as('company');
    await company.goto('/labelSearch?status=assigned');
    await company.getByRole('row').nth(1).getByText(companyName).waitFor();
    await expect
      .poll(() => company.getByRole('row').nth(1).getByRole('cell').first().textContent())
      .toBe(run.startCode);
    const mine = await dataAs(producer, ROUTES.labels.search, { query: { pageSize: 100 } });
    expect(mine.list.every((label) => label.corpId === producer.corpId)).toBe(true);
    await shot(company, 'labels-25-search-company');
  });
});
