import { ROUTES } from '@trace/contracts';
import { labels, products } from '@trace/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchNo, bindRange, createBatch, giveLabels, operableProducer } from './batch-helpers';
import { auditTrail, type BodyOf, callRoute, rawCall, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();

describe('batches (/batchList, /createBatchNew, /editBatch, /batchDetails)', () => {
  it('creates, reads, lists, changes and deletes a batch of an approved product', async () => {
    const { owner, product } = await operableProducer(ctx);
    const number = batchNo();
    const created = await createBatch(ctx.app, owner.token, product.id, {
      batchNo: number,
      origin: 'Xiamen',
      quantity: '1250.5',
      remark: 'First harvest',
    });
    expect(created).toMatchObject({
      batchNo: number,
      line: 'main',
      kind: 'normal',
      status: 'in_production',
      boundCount: 0,
      quantity: '1250.5',
      labelLimit: 150_000,
      rawMaterial: null,
      consumption: { labelCount: 0, totalUseWeight: '0' },
    });
    expect(created.actions.sort()).toEqual(['bind', 'complete', 'delete', 'edit', 'useRawMaterial']);

    const read = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: created.id } },
      { token: owner.token },
    );
    expect(read.body.data.id).toBe(created.id);
    const listed = await callRoute(
      ctx.app,
      ROUTES.batches.main.list,
      { query: { keyword: number } },
      { token: owner.token },
    );
    expect(listed.body.data.list.map((b) => b.id)).toEqual([created.id]);

    const changed = await callRoute(
      ctx.app,
      ROUTES.batches.main.update,
      {
        params: { id: created.id },
        body: {
          batchNo: `${number}-A`,
          productId: product.id,
          productionDate: '2026-03-01T00:00:00.000Z',
          expiryDate: '2028-03-01T00:00:00.000Z',
          maxLabels: 5,
        },
      },
      { token: owner.token },
    );
    expect(changed.body.data).toMatchObject({
      batchNo: `${number}-A`,
      expiryDate: '2028-03-01T00:00:00.000Z',
      maxLabels: 5,
      labelLimit: 5,
      origin: null,
    });

    const removed = await callRoute(
      ctx.app,
      ROUTES.batches.main.remove,
      { params: { id: created.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    const gone = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: created.id } },
      { token: owner.token },
    );
    expect(gone.status).toBe(404);
    expect((await auditTrail(ctx.db, 'batch', created.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('checks the fields, with clear messages; batch numbers are unique per company', async () => {
    const { owner, product } = await operableProducer(ctx);
    const other = await operableProducer(ctx);
    const post = (payload: BodyOf<typeof ROUTES.batches.main.create>, token = owner.token) =>
      callRoute(ctx.app, ROUTES.batches.main.create, { body: payload }, { token, language: 'en' });
    const number = batchNo();
    await createBatch(ctx.app, owner.token, product.id, { batchNo: number });
    const taken = await post({
      batchNo: number,
      productId: product.id,
      productionDate: new Date().toISOString(),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { path: 'batchNo', message: 'Your company already has a batch with this number' },
    ]);
    // Another company may use the same number.
    await createBatch(ctx.app, other.owner.token, other.product.id, { batchNo: number });

    // The production date is left out on purpose, which the body's type does not allow.
    const empty = await rawCall(ctx.app, {
      method: 'POST',
      url: '/batches',
      payload: { batchNo: '', productId: product.id },
      token: owner.token,
      language: 'en',
    });
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'batchNo', message: 'Enter the batch number' },
        { path: 'productionDate', message: 'Choose the production date' },
      ]),
    );
    const backwards = await post({
      batchNo: batchNo(),
      productId: product.id,
      productionDate: '2026-05-01T00:00:00.000Z',
      expiryDate: '2026-04-01T00:00:00.000Z',
    });
    expect(backwards.body.errors).toEqual([
      { path: 'expiryDate', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const badWeight = await post({
      batchNo: batchNo(),
      productId: product.id,
      productionDate: new Date().toISOString(),
      quantity: 'lots',
    });
    expect(badWeight.body.errors).toEqual([{ path: 'quantity', message: 'Input must be Number' }]);
    const foreignProduct = await post({
      batchNo: batchNo(),
      productId: other.product.id,
      productionDate: new Date().toISOString(),
    });
    expect(foreignProduct.body.errors).toEqual([
      { path: 'productId', message: 'Choose one of your company’s approved products' },
    ]);
    const [unreviewed] = await ctx.db
      .insert(products)
      .values({
        corpId: owner.corpId!,
        categoryId: product.categoryId,
        productName: 'New',
        reviewStatus: 'unreviewed',
      })
      .returning();
    const notApproved = await post({
      batchNo: batchNo(),
      productId: unreviewed!.id,
      productionDate: new Date().toISOString(),
    });
    expect(notApproved.body.errors?.[0]?.path).toBe('productId');
    const chinese = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      { body: { batchNo: number, productId: product.id, productionDate: new Date().toISOString() } },
      { token: owner.token, language: 'cn' },
    );
    expect(chinese.body.errors?.[0]?.message).toBe('本企业已有该批次号，请换一个');
  });

  it('completes a batch: its bound labels become activated and it is locked against every change', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 3);
    expect((await bindRange(ctx.app, owner.token, batch.id, codes[0]!, codes[2]!)).status).toBe(200);

    const done = await callRoute(
      ctx.app,
      ROUTES.batches.main.complete,
      { params: { id: batch.id } },
      { token: owner.token },
    );
    expect(done.body.data).toMatchObject({ status: 'complete', boundCount: 3, actions: [] });
    const states = await ctx.db
      .select({ status: labels.status })
      .from(labels)
      .where(inArray(labels.excode, codes));
    expect(states.map((s) => s.status)).toEqual(['activated', 'activated', 'activated']);

    const again = await callRoute(
      ctx.app,
      ROUTES.batches.main.complete,
      { params: { id: batch.id } },
      { token: owner.token, language: 'en' },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This batch is already complete');
    const locked = 'This batch is complete and locked: it can no longer be changed or take labels';
    const edit = await callRoute(
      ctx.app,
      ROUTES.batches.main.update,
      {
        params: { id: batch.id },
        body: { batchNo: batch.batchNo, productId: product.id, productionDate: new Date().toISOString() },
      },
      { token: owner.token, language: 'en' },
    );
    expect([edit.status, edit.body.msg]).toEqual([409, locked]);
    const more = await giveLabels(ctx, owner.corpId, 1);
    const bind = await bindRange(ctx.app, owner.token, batch.id, more[0]!, more[0]!);
    expect([bind.status, bind.body.msg]).toEqual([409, locked]);
    const del = await callRoute(
      ctx.app,
      ROUTES.batches.main.remove,
      { params: { id: batch.id } },
      { token: owner.token, language: 'en' },
    );
    expect([del.status, del.body.msg]).toEqual([409, locked]);
    expect((await auditTrail(ctx.db, 'batch', batch.id)).map((a) => a.action)).toEqual([
      'create',
      'bind',
      'complete',
    ]);
  });

  it('deletes a batch only while nothing is bound, and keeps the product once labels are bound', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 1);
    await bindRange(ctx.app, owner.token, batch.id, codes[0]!, codes[0]!);
    const read = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: batch.id } },
      { token: owner.token },
    );
    expect(read.body.data.actions).not.toContain('delete');
    const del = await callRoute(
      ctx.app,
      ROUTES.batches.main.remove,
      { params: { id: batch.id } },
      { token: owner.token, language: 'en' },
    );
    expect([del.status, del.body.msg]).toEqual([
      409,
      'Labels are bound to this batch or it used raw material: it cannot be deleted',
    ]);
    const [second] = await ctx.db
      .insert(products)
      .values({
        corpId: owner.corpId!,
        categoryId: product.categoryId,
        productName: 'Strips',
        reviewStatus: 'passed',
      })
      .returning();
    const swap = await callRoute(
      ctx.app,
      ROUTES.batches.main.update,
      {
        params: { id: batch.id },
        body: { batchNo: batch.batchNo, productId: second!.id, productionDate: new Date().toISOString() },
      },
      { token: owner.token, language: 'en' },
    );
    expect(swap.body.errors).toEqual([
      { path: 'productId', message: 'The product cannot change once labels are bound or raw material used' },
    ]);
  });

  it('keeps each company to its own batches; administrators see them all', async () => {
    const a = await operableProducer(ctx);
    const b = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, a.owner.token, a.product.id);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.main.get,
        { params: { id: batch.id } },
        { token: b.owner.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.main.labels,
        { params: { id: batch.id } },
        { token: b.owner.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.main.update,
        {
          params: { id: batch.id },
          body: {
            batchNo: 'X1',
            productId: b.product.id,
            productionDate: new Date().toISOString(),
          },
        },
        { token: b.owner.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.main.remove,
        { params: { id: batch.id } },
        { token: b.owner.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.main.complete,
        { params: { id: batch.id } },
        { token: b.owner.token },
      ),
    ).toBe(404);
    const list = await callRoute(ctx.app, ROUTES.batches.main.list, {}, { token: b.owner.token });
    expect(list.body.data.list.every((row) => row.corpId === b.corp.id)).toBe(true);
    expect(list.body.data.list.some((row) => row.id === batch.id)).toBe(false);

    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const all = await callRoute(
      ctx.app,
      ROUTES.batches.main.list,
      { query: { keyword: batch.batchNo } },
      { token: admin.token },
    );
    expect(all.body.data.list.map((row) => row.id)).toEqual([batch.id]);
    // A platform account never makes a batch as a company.
    const noCompany = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      { body: { batchNo: batchNo(), productId: a.product.id, productionDate: new Date().toISOString() } },
      { token: admin.token, language: 'en' },
    );
    expect(noCompany.status).toBe(403);
    expect(noCompany.body.msg).toBe(
      'A platform account cannot do this as a company: sign in with the company’s account',
    );
  });

  it('needs the page permission to read and the manage permission to change', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const reader = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: owner.corpId,
      permissions: ['product.batchList.view'],
    });
    expect(
      await statusOf(ctx.app, ROUTES.batches.main.get, { params: { id: batch.id } }, { token: reader.token }),
    ).toBe(200);
    const read = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: batch.id } },
      { token: reader.token },
    );
    expect(read.body.data.actions).toEqual([]);
    const write = await callRoute(
      ctx.app,
      ROUTES.batches.main.complete,
      { params: { id: batch.id } },
      { token: reader.token },
    );
    expect(write.status).toBe(403);
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    expect(await statusOf(ctx.app, ROUTES.batches.main.list, {}, { token: stranger.token })).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.batches.main.list)).toBe(401);
  });

  it('keeps the second product line apart: its own routes, normal batches only', async () => {
    const { owner, product } = await operableProducer(ctx);
    const panda = await createBatch(ctx.app, owner.token, product.id, {}, ROUTES.batches.panda);
    expect(panda).toMatchObject({ line: 'panda', kind: 'normal' });
    expect(panda.actions).not.toContain('useRawMaterial');
    expect(
      await statusOf(ctx.app, ROUTES.batches.main.get, { params: { id: panda.id } }, { token: owner.token }),
    ).toBe(404);
    const main = await callRoute(ctx.app, ROUTES.batches.main.list, {}, { token: owner.token });
    expect(main.body.data.list.some((row) => row.id === panda.id)).toBe(false);
    const rawPanda = await callRoute(
      ctx.app,
      ROUTES.batches.panda.create,
      {
        body: {
          batchNo: batchNo(),
          productId: product.id,
          productionDate: new Date().toISOString(),
          kind: 'raw_material',
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(rawPanda.body.errors).toEqual([
      { path: 'kind', message: 'The second product line has normal batches only' },
    ]);
    const codes = await giveLabels(ctx, owner.corpId, 2);
    const bound = await callRoute(
      ctx.app,
      ROUTES.batches.panda.bind,
      { params: { id: panda.id }, body: { mode: 'list', codes } },
      { token: owner.token },
    );
    expect(bound.body.data.count).toBe(2);
    const logs = await callRoute(
      ctx.app,
      ROUTES.batches.panda.bindLogs,
      { query: { batchId: panda.id } },
      { token: owner.token },
    );
    expect(logs.body.data.total).toBe(1);
    const mainLogs = await callRoute(
      ctx.app,
      ROUTES.batches.main.bindLogs,
      { query: { batchId: panda.id } },
      { token: owner.token },
    );
    expect(mainLogs.body.data.total).toBe(0);
    const [row] = await ctx.db.select().from(labels).where(eq(labels.excode, codes[0]!));
    expect(row).toMatchObject({ status: 'bound', batchId: panda.id, productId: product.id });
  });
});
