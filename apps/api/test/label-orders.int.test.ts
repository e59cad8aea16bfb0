import { ROUTES } from '@trace/contracts';
import { companies, labelOrders, labels, products } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { generateRun } from '@trace/worker/processors/label-generation';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadImage } from './company-helpers';
import { auditTrail, callRoute, injectRoute, login, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;

/** A company that may operate, with an approved product and a delivery address. */
async function operableCompany() {
  const corp = await createCompany(ctx.db, {
    traceStatus: 'traceable',
    syStatus: 1,
    syEndTime: new Date(Date.now() + 200 * DAY),
  });
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  const [category] = await ctx.db.execute<{ id: string }>(
    'select id from product_categories limit 1' as never,
  );
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId: corp.id, categoryId: category!.id, productName: 'Gift Nest', reviewStatus: 'passed' })
    .returning();
  const address = await callRoute(
    ctx.app,
    ROUTES.system.goodsAddresses.create,
    { body: { receiver: 'Li', phone: '13800138000', region: 'Xiamen', address: '1 Road' } },
    { token: owner.token },
  );
  return { corp, owner, product: product!, addressId: address.body.data.id };
}

async function printer() {
  const user = await createUser(ctx.db, { userType: 'printer' });
  return { ...user, ...(await login(ctx.app, user.account, user.password)) };
}

describe('label orders', () => {
  it('waiting_upload -> to_be_reviewed -> failed -> to_be_reviewed -> passed -> receipt -> paid (generation) -> delivered', async () => {
    const { owner, product, addressId, corp } = await operableCompany();
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const factory = await printer();
    const document = await uploadImage(ctx.app, owner.token);
    const created = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: product.id, sheetType: 'big', count: 400, addressId } },
      { token: owner.token },
    );
    expect(created.body.data).toMatchObject({ status: 'waiting_upload', actions: ['uploadApplication'] });
    const id = created.body.data.id;

    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.uploadApplication,
          { params: { id }, body: { files: [document] } },
          { token: owner.token, language: 'en' },
        )
      ).body.data.status,
    ).toBe('to_be_reviewed');
    expect(
      await statusOf(
        ctx.app,
        ROUTES.labelOrders.approve,
        { params: { id }, body: {} },
        { token: owner.token, language: 'en' },
      ),
    ).toBe(403);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.reject,
          { params: { id }, body: { remark: 'Unsigned application' } },
          { token: admin.token, language: 'en' },
        )
      ).body.data.status,
    ).toBe('failed');
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.uploadApplication,
          { params: { id }, body: { files: [document] } },
          { token: owner.token, language: 'en' },
        )
      ).body.data.status,
    ).toBe('to_be_reviewed');
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.approve,
          { params: { id }, body: {} },
          { token: admin.token, language: 'en' },
        )
      ).body.data,
    ).toMatchObject({ status: 'passed', actions: [] });
    const beforeReceipt = await callRoute(
      ctx.app,
      ROUTES.labelOrders.approvePayment,
      {
        params: { id },
        body: {
          printingFactoryId: factory.printingFactoryId!,
        },
      },
      { token: admin.token, language: 'en' },
    );
    expect(beforeReceipt.status).toBe(409);

    const receipt = await callRoute(
      ctx.app,
      ROUTES.labelOrders.uploadReceipt,
      { params: { id }, body: { files: [document] } },
      { token: owner.token, language: 'en' },
    );
    expect(receipt.body.data).toMatchObject({ status: 'passed', paymentStatus: 'to_be_reviewed' });
    const due = new Date(receipt.body.data.dueDate!);
    expect(due.getTime() - Date.now()).toBeGreaterThan(18 * DAY);
    expect(due.getTime() - Date.now()).toBeLessThan(24 * DAY);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.rejectPayment,
          { params: { id }, body: { remark: 'Amount short' } },
          { token: admin.token, language: 'en' },
        )
      ).body.data.paymentStatus,
    ).toBe('failed');
    await callRoute(
      ctx.app,
      ROUTES.labelOrders.uploadReceipt,
      { params: { id }, body: { files: [document] } },
      { token: owner.token, language: 'en' },
    );
    const paid = await callRoute(
      ctx.app,
      ROUTES.labelOrders.approvePayment,
      { params: { id }, body: { printingFactoryId: factory.printingFactoryId! } },
      { token: admin.token, language: 'en' },
    );
    expect(paid.body.data).toMatchObject({ status: 'paid', generationStatus: 'not_generated' });

    const early = await callRoute(
      ctx.app,
      ROUTES.labelOrders.setDelivery,
      {
        params: { id },
        body: {
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
          deliveryDate: new Date().toISOString(),
        },
      },
      { token: factory.token, language: 'en' },
    );
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('The label data is not generated yet, so the order cannot be delivered');
    await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: paid.body.data.runId });

    const seenByPrinter = await callRoute(
      ctx.app,
      ROUTES.labelOrders.get,
      { params: { id } },
      { token: factory.token },
    );
    expect(seenByPrinter.body.data.actions).toEqual(['setDelivery', 'download']);
    const csv = await injectRoute(
      ctx.app,
      ROUTES.labelOrders.download,
      { params: { id } },
      { token: factory.token },
    );
    expect(csv.body.trim().split('\r\n')).toHaveLength(401);
    const ownerCsv = await injectRoute(
      ctx.app,
      ROUTES.labelOrders.download,
      { params: { id } },
      { token: owner.token },
    );
    expect(ownerCsv.statusCode).toBe(409);

    const otherPrinter = await printer();
    expect(
      await statusOf(
        ctx.app,
        ROUTES.labelOrders.setDelivery,
        {
          params: { id },
          body: {
            carrier: 'X',
            trackingNo: 'X12345',
            deliveryDate: new Date().toISOString(),
          },
        },
        { token: otherPrinter.token, language: 'en' },
      ),
    ).toBe(404);
    const delivered = await callRoute(
      ctx.app,
      ROUTES.labelOrders.setDelivery,
      {
        params: { id },
        body: {
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
          deliveryDate: new Date().toISOString(),
        },
      },
      { token: factory.token, language: 'en' },
    );
    expect(delivered.body.data.status).toBe('delivered');
    const assigned = await ctx.db
      .select({ status: labels.status })
      .from(labels)
      .where(and(eq(labels.runId, paid.body.data.runId!), eq(labels.corpId, corp.id)));
    expect(assigned).toHaveLength(400);
    expect(new Set(assigned.map((l) => l.status))).toEqual(new Set(['assigned']));

    const detail = await callRoute(
      ctx.app,
      ROUTES.labelOrders.get,
      { params: { id } },
      { token: owner.token },
    );
    expect(detail.body.data.history.map((h) => h.action)).toEqual([
      'uploadApplication',
      'reject',
      'uploadApplication',
      'approve',
      'uploadReceipt',
      'rejectPayment',
      'uploadReceipt',
      'approvePayment',
      'setDelivery',
    ]);
    expect((await auditTrail(ctx.db, 'label_order', id)).length).toBe(10);
    const inbox = await callRoute(
      ctx.app,
      ROUTES.notifications.query,
      { body: { page: 1, pageSize: 100 } },
      { token: owner.token, language: 'en' },
    );
    expect(inbox.body.data.data.map((m) => m.title).join('\n')).toContain('Labels shipped');
  });

  it('a double submit of the same review does it once', async () => {
    const { owner, product, addressId } = await operableCompany();
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const document = await uploadImage(ctx.app, owner.token);
    const order = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      {
        body: {
          productId: product.id,
          sheetType: 'small',
          count: 40,
          addressId,
          applicationFiles: [document],
        },
      },
      { token: owner.token },
    );
    const [a, b] = await Promise.all([
      callRoute(
        ctx.app,
        ROUTES.labelOrders.approve,
        { params: { id: order.body.data.id }, body: {} },
        { token: admin.token },
      ),
      callRoute(
        ctx.app,
        ROUTES.labelOrders.approve,
        { params: { id: order.body.data.id }, body: {} },
        { token: admin.token },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('refuses companies that may not operate, over-limit counts, and other companies’ products and addresses', async () => {
    const blocked = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const refused = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      {
        body: {
          productId: crypto.randomUUID(),
          sheetType: 'big',
          count: 40,
          addressId: crypto.randomUUID(),
        },
      },
      { token: blocked.token, language: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Your company has no traceability contract in force');
    const { owner, product, addressId, corp } = await operableCompany();
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    await callRoute(
      ctx.app,
      ROUTES.system.corpLabelControls.create,
      { body: { corpId: corp.id, maxPerApplication: 80, maxPerRun: 1000, maxUsagePerBatch: 2 } },
      { token: admin.token },
    );
    const tooMany = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: product.id, sheetType: 'big', count: 120, addressId } },
      { token: owner.token, language: 'en' },
    );
    expect(tooMany.body.errors).toEqual([
      { path: 'count', message: 'More than the limit of 80 labels per application' },
    ]);
    const other = await operableCompany();
    const foreign = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: other.product.id, sheetType: 'big', count: 40, addressId } },
      { token: owner.token, language: 'en' },
    );
    expect(foreign.body.errors).toEqual([
      { path: 'productId', message: 'Choose an approved product of your company' },
    ]);
    const mine = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: product.id, sheetType: 'big', count: 40, addressId } },
      { token: owner.token },
    );
    expect(
      await statusOf(
        ctx.app,
        ROUTES.labelOrders.get,
        { params: { id: mine.body.data.id } },
        { token: other.owner.token },
      ),
    ).toBe(404);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.list,
          { query: { keyword: mine.body.data.orderNo } },
          { token: other.owner.token },
        )
      ).body.data.total,
    ).toBe(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.labelOrders.uploadApplication,
        {
          params: { id: mine.body.data.id },
          body: { files: [await uploadImage(ctx.app, other.owner.token)] },
        },
        { token: other.owner.token },
      ),
    ).toBe(404);
    await ctx.db.update(companies).set({ tracePause: true }).where(eq(companies.id, corp.id));
    const paused = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: product.id, sheetType: 'big', count: 40, addressId } },
      { token: owner.token, language: 'en' },
    );
    expect(paused.body.msg).toBe(
      'Traceability of your company is paused: labels cannot be bound and goods cannot be shipped',
    );
  });

  it('calls overdue, in the list filter and on each order, only the paid orders past their due date', async () => {
    const { corp, owner, product } = await operableCompany();
    const order = (orderNo: string, status: string, dueInDays: number, paymentStatus = 'passed') => ({
      orderNo: `${orderNo}-${corp.id.slice(0, 8)}`,
      corpId: corp.id,
      productId: product.id,
      sheetType: 'small',
      count: 12,
      status,
      paymentStatus,
      dueDate: new Date(Date.now() + dueInDays * DAY),
    });
    await ctx.db.insert(labelOrders).values([
      order('LATE', 'paid', -2),
      order('SOON', 'paid', 3),
      // The receipt was refused: the order keeps the due date of its upload and is not printed.
      order('REFUSED', 'passed', -5, 'failed'),
      order('SHIPPED', 'delivered', -1),
    ]);
    const listed = async (query: Record<string, string>) =>
      (
        await callRoute(
          ctx.app,
          ROUTES.labelOrders.list,
          { query: { page: 1, pageSize: 50, ...query } },
          { token: owner.token },
        )
      ).body.data;
    const all = await listed({});
    expect(Object.fromEntries(all.list.map((row) => [row.orderNo.split('-')[0], row.overdue]))).toEqual({
      LATE: true,
      SOON: false,
      REFUSED: false,
      SHIPPED: false,
    });
    const overdue = await listed({ overdue: 'true' });
    expect(overdue.list.map((row) => row.orderNo.split('-')[0])).toEqual(['LATE']);
    expect(overdue.total).toBe(1);
  });
});

describe('printable label sheets', () => {
  it('streams one page per sheet: 12 labels per small sheet, with QR codes and serials', async () => {
    const { owner, product, addressId } = await operableCompany();
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const factory = await printer();
    const document = await uploadImage(ctx.app, owner.token);
    const order = await callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      {
        body: {
          productId: product.id,
          sheetType: 'small',
          count: 40,
          addressId,
          applicationFiles: [document],
        },
      },
      { token: owner.token },
    );
    const id = order.body.data.id;
    await callRoute(
      ctx.app,
      ROUTES.labelOrders.approve,
      { params: { id }, body: {} },
      { token: admin.token },
    );
    await callRoute(
      ctx.app,
      ROUTES.labelOrders.uploadReceipt,
      { params: { id }, body: { files: [document] } },
      { token: owner.token },
    );
    const paid = await callRoute(
      ctx.app,
      ROUTES.labelOrders.approvePayment,
      { params: { id }, body: { printingFactoryId: factory.printingFactoryId! } },
      { token: admin.token },
    );
    await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: paid.body.data.runId });
    const pdf = await injectRoute(
      ctx.app,
      ROUTES.labelOrders.sheets,
      { params: { id } },
      { token: factory.token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(Math.ceil(40 / 12));
    if (process.env.SHEETS_PDF_OUT)
      (await import('node:fs')).writeFileSync(process.env.SHEETS_PDF_OUT, pdf.rawPayload);
  });
});
