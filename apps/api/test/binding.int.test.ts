import { ROUTES } from '@trace/contracts';
import { sheetBytes } from '@trace/core';
import { batchBindLogs, batches, companies, labels } from '@trace/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bindRange,
  createBatch,
  freshCodes,
  giveLabels,
  operableProducer,
  setUsageLimit,
} from './batch-helpers';
import { type BodyOf, callRoute, uploadSpreadsheet, useTestApp } from './helpers';

const ctx = useTestApp();

async function labelRows(codes: string[]) {
  return ctx.db
    .select({ excode: labels.excode, status: labels.status, batchId: labels.batchId })
    .from(labels)
    .where(inArray(labels.excode, codes));
}

describe('binding labels to batches (/bindLabel, /bindLog)', () => {
  it('binds a range of the company’s assigned labels and logs who bound what, when', async () => {
    const { owner, product } = await operableProducer(ctx);
    await setUsageLimit(ctx, owner.corpId!, 100);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 5);
    const bound = await bindRange(ctx.app, owner.token, batch.id, codes[0]!, codes[4]!);
    expect(bound.body.data).toMatchObject({ count: 5, boundCount: 5, labelLimit: 100 });
    const rows = await ctx.db.select().from(labels).where(inArray(labels.excode, codes));
    expect(
      rows.every((r) => r.status === 'bound' && r.batchId === batch.id && r.productId === product.id),
    ).toBe(true);

    const logs = await callRoute(
      ctx.app,
      ROUTES.batches.main.bindLogs,
      { query: { batchId: batch.id } },
      { token: owner.token },
    );
    expect(logs.body.data.list).toHaveLength(1);
    expect(logs.body.data.list[0]).toMatchObject({
      batchId: batch.id,
      batchNo: batch.batchNo,
      mode: 'range',
      startCode: codes[0],
      endCode: codes[4],
      count: 5,
      codes,
      operatorName: `User ${owner.account}`,
    });
    const byCode = await callRoute(
      ctx.app,
      ROUTES.batches.main.bindLogs,
      { query: { excode: codes[3] } },
      { token: owner.token },
    );
    expect(byCode.body.data.list.map((l) => l.id)).toEqual([bound.body.data.logId]);
    const detail = await callRoute(
      ctx.app,
      ROUTES.batches.main.bindLog,
      { params: { id: bound.body.data.logId } },
      { token: owner.token },
    );
    expect(detail.body.data.codes).toEqual(codes);
    const list = await callRoute(
      ctx.app,
      ROUTES.batches.main.labels,
      { params: { id: batch.id } },
      { token: owner.token },
    );
    expect(list.body.data.list.map((l) => l.excode)).toEqual(codes);
  });

  it('binds a list of codes', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 4);
    const bound = await callRoute(
      ctx.app,
      ROUTES.batches.main.bind,
      { params: { id: batch.id }, body: { mode: 'list', codes: [codes[3]!, codes[1]!, codes[3]!] } },
      { token: owner.token },
    );
    expect(bound.body.data.count).toBe(2);
    const rows = await labelRows(codes);
    expect(
      rows
        .filter((r) => r.status === 'bound')
        .map((r) => r.excode)
        .sort(),
    ).toEqual([codes[1], codes[3]].sort());
  });

  it('refuses the whole binding, naming each refused code with its reason', async () => {
    const a = await operableProducer(ctx);
    const b = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, a.owner.token, a.product.id);
    const other = await createBatch(ctx.app, a.owner.token, a.product.id);
    const [good, alreadyBound, voided, notDelivered] = await giveLabels(ctx, a.owner.corpId, 4);
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, voided!));
    await ctx.db.update(labels).set({ status: 'unassigned' }).where(eq(labels.excode, notDelivered!));
    await bindRange(ctx.app, a.owner.token, other.id, alreadyBound!, alreadyBound!);
    const [foreign] = await giveLabels(ctx, b.owner.corpId, 1);
    const unknown = freshCodes(1)[0]!;

    const refused = await callRoute(
      ctx.app,
      ROUTES.batches.main.bind,
      {
        params: { id: batch.id },
        body: { mode: 'list', codes: [good!, alreadyBound!, voided!, notDelivered!, foreign!, unknown] },
      },
      { token: a.owner.token, language: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('5 of 6 labels cannot be bound; nothing was bound');
    expect(refused.body.errors).toEqual([
      { path: alreadyBound, message: 'Already bound to a batch' },
      { path: voided, message: 'The label is void' },
      { path: notDelivered, message: 'Not delivered to your company yet' },
      { path: foreign, message: 'Not one of your company’s labels' },
      { path: unknown, message: 'Not one of your company’s labels' },
    ]);
    const [row] = await labelRows([good!]);
    expect(row).toMatchObject({ status: 'assigned', batchId: null });
    const [after] = await ctx.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(after!.boundCount).toBe(0);
    expect(await ctx.db.select().from(batchBindLogs).where(eq(batchBindLogs.batchId, batch.id))).toEqual([]);

    const french = await callRoute(
      ctx.app,
      ROUTES.batches.main.bind,
      { params: { id: batch.id }, body: { mode: 'list', codes: [foreign!] } },
      { token: a.owner.token, language: 'fr' },
    );
    expect(french.body.errors?.[0]?.message).toBe('Pas une étiquette de votre entreprise');
  });

  it('checks codes and ranges: 16 to 20 digits, end not before start, at most 10,000', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const post = (payload: BodyOf<typeof ROUTES.batches.main.bind>) =>
      callRoute(
        ctx.app,
        ROUTES.batches.main.bind,
        { params: { id: batch.id }, body: payload },
        { token: owner.token, language: 'en' },
      );
    expect(
      (await post({ mode: 'range', startCode: '123456789012345', endCode: '1000000000000000' })).body.errors,
    ).toEqual([{ path: 'startCode', message: 'A label code is 16 to 20 digits' }]);
    expect((await post({ mode: 'range', startCode: '1000000000000000' })).body.errors).toEqual([
      { path: 'endCode', message: 'Enter the end code' },
    ]);
    expect(
      (await post({ mode: 'range', startCode: '1000000000000009', endCode: '1000000000000001' })).body.errors,
    ).toEqual([{ path: 'endCode', message: 'The end code must not be smaller than the start code' }]);
    expect(
      (await post({ mode: 'range', startCode: '1000000000000000', endCode: '1000000000010000' })).body.errors,
    ).toEqual([{ path: 'endCode', message: 'At most 10,000 labels per binding' }]);
    expect((await post({ mode: 'list', codes: [] })).body.errors).toEqual([
      { path: 'codes', message: 'Add at least one label code' },
    ]);
    expect((await post({ mode: 'list', codes: ['12ab'] })).body.errors).toEqual([
      { path: 'codes.0', message: 'A label code is 16 to 20 digits' },
    ]);
  });

  it('keeps a batch within its label cap: the company’s label control, else the platform’s, else its own lower cap', async () => {
    const { owner, product } = await operableProducer(ctx);
    const platformCapped = await createBatch(ctx.app, owner.token, product.id);
    expect(platformCapped.labelLimit).toBe(150_000);
    await setUsageLimit(ctx, owner.corpId!, 3);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    expect(batch.labelLimit).toBe(3);
    const codes = await giveLabels(ctx, owner.corpId, 4);
    const over = await bindRange(ctx.app, owner.token, batch.id, codes[0]!, codes[3]!);
    expect([over.status, over.body.msg]).toEqual([
      409,
      'This batch may hold at most 3 labels: it has 0, this adds 4',
    ]);
    expect((await bindRange(ctx.app, owner.token, batch.id, codes[0]!, codes[2]!)).body.data.boundCount).toBe(
      3,
    );
    const full = await bindRange(ctx.app, owner.token, batch.id, codes[3]!, codes[3]!);
    expect(full.body.msg).toBe('This batch may hold at most 3 labels: it has 3, this adds 1');

    const small = await createBatch(ctx.app, owner.token, product.id, { maxLabels: 1 });
    expect(small.labelLimit).toBe(1);
    const two = await giveLabels(ctx, owner.corpId, 2);
    expect((await bindRange(ctx.app, owner.token, small.id, two[0]!, two[1]!)).status).toBe(409);
  });

  it('binds a label at most once when bindings race, to different batches or the same one', async () => {
    const { owner, product } = await operableProducer(ctx);
    await setUsageLimit(ctx, owner.corpId!, 1000);
    const first = await createBatch(ctx.app, owner.token, product.id);
    const second = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 40);
    const results = await Promise.all([
      bindRange(ctx.app, owner.token, first.id, codes[0]!, codes[39]!),
      bindRange(ctx.app, owner.token, second.id, codes[0]!, codes[39]!),
      bindRange(ctx.app, owner.token, first.id, codes[10]!, codes[29]!),
      bindRange(ctx.app, owner.token, second.id, codes[20]!, codes[39]!),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const rows = await labelRows(codes);
    // Which requests win depends on timing; whatever won, each label is bound once, by one of them.
    const won = ok.reduce((sum, r) => sum + (r.body.data as { count: number }).count, 0);
    expect(rows.filter((r) => r.status === 'bound')).toHaveLength(won);
    expect(won).toBeGreaterThanOrEqual(20);
    const counts = await ctx.db
      .select({ id: batches.id, boundCount: batches.boundCount })
      .from(batches)
      .where(inArray(batches.id, [first.id, second.id]));
    // Every bound label is counted once, on the batch that holds it.
    expect(counts.reduce((sum, c) => sum + c.boundCount, 0)).toBe(won);
    for (const c of counts) expect(rows.filter((r) => r.batchId === c.id)).toHaveLength(c.boundCount);
    const logged = await ctx.db
      .select({ count: batchBindLogs.count })
      .from(batchBindLogs)
      .where(inArray(batchBindLogs.batchId, [first.id, second.id]));
    expect(logged.reduce((sum, l) => sum + l.count, 0)).toBe(won);
  });

  it('refuses a company that may not operate, and another company’s batch or labels', async () => {
    const a = await operableProducer(ctx);
    const b = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, a.owner.token, a.product.id);
    const codes = await giveLabels(ctx, a.owner.corpId, 2);
    const intoForeign = await bindRange(ctx.app, b.owner.token, batch.id, codes[0]!, codes[0]!);
    expect(intoForeign.status).toBe(404);
    const bBatch = await createBatch(ctx.app, b.owner.token, b.product.id);
    const foreignLabels = await bindRange(ctx.app, b.owner.token, bBatch.id, codes[0]!, codes[1]!);
    expect(foreignLabels.status).toBe(409);
    const bLogs = await callRoute(ctx.app, ROUTES.batches.main.bindLogs, {}, { token: b.owner.token });
    expect(bLogs.body.data.total).toBe(0);

    await ctx.db
      .update(companies)
      .set({ status: 'paused', pauseReason: 'Audit' })
      .where(eq(companies.id, a.corp.id));
    const paused = await bindRange(ctx.app, a.owner.token, batch.id, codes[0]!, codes[1]!);
    expect(paused.status).toBe(409);
    expect(paused.body.msg).toContain('Audit');
    expect((await labelRows(codes)).every((r) => r.status === 'assigned')).toBe(true);
  });

  it('binds the codes of an uploaded spreadsheet (/importLabel) and names bad rows', async () => {
    const { owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 3);
    const good = await upload(owner.token, await xlsx(codes.map((c) => [c])));
    const imported = await callRoute(
      ctx.app,
      ROUTES.batches.main.importBind,
      { params: { id: batch.id }, body: { fileId: good } },
      { token: owner.token },
    );
    expect(imported.body.data.count).toBe(3);
    const log = await callRoute(
      ctx.app,
      ROUTES.batches.main.bindLog,
      { params: { id: imported.body.data.logId } },
      { token: owner.token },
    );
    expect(log.body.data).toMatchObject({ mode: 'import', fileName: 'codes.xlsx', count: 3 });

    const bad = await upload(owner.token, await xlsx([['12345'], [codes[0]!]]));
    const refused = await callRoute(
      ctx.app,
      ROUTES.batches.main.importBind,
      { params: { id: batch.id }, body: { fileId: bad } },
      { token: owner.token, language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'fileId', message: 'Row 2: “12345” is not a label code (16 to 20 digits)' },
    ]);
    const notSheet = await callRoute(
      ctx.app,
      ROUTES.batches.main.importBind,
      { params: { id: batch.id }, body: { fileId: '00000000-0000-4000-8000-000000000000' } },
      { token: owner.token, language: 'en' },
    );
    expect(notSheet.body.errors?.[0]?.path).toBe('fileId');
  });
});

async function xlsx(rows: string[][]): Promise<Buffer> {
  return sheetBytes('codes', ['Label code'], rows);
}

const upload = (token: string, data: Buffer) => uploadSpreadsheet(ctx.app, token, data, 'codes.xlsx');
