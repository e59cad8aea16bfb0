import { ROUTES } from '@trace/contracts';
import { labels, rawMaterials, rawMaterialUses } from '@trace/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bindRange, createBatch, giveLabels, operableProducer, setUsageLimit } from './batch-helpers';
import { callRoute, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();

/** A company with a raw-material batch holding `count` labels of `weight` grams each, and a deep batch. */
async function rawStock(count: number, weight: string) {
  const producer = await operableProducer(ctx);
  await setUsageLimit(ctx, producer.owner.corpId!, 1000);
  const raw = await createBatch(ctx.app, producer.owner.token, producer.product.id, { kind: 'raw_material' });
  const deep = await createBatch(ctx.app, producer.owner.token, producer.product.id, { kind: 'deep' });
  const codes = await giveLabels(ctx, producer.owner.corpId, count);
  const bound = await bindRange(ctx.app, producer.owner.token, raw.id, codes[0]!, codes.at(-1)!, { weight });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return { ...producer, raw, deep, codes };
}

const use = (token: string, batchId: string, items: { excode: string; useWeight: string | number }[]) =>
  callRoute(
    ctx.app,
    ROUTES.batches.useRawMaterial,
    { params: { id: batchId }, body: { items } },
    { token, language: 'en' },
  );

async function stockOf(code: string) {
  const [row] = await ctx.db.select().from(rawMaterials).where(eq(rawMaterials.excode, code));
  const [label] = await ctx.db.select().from(labels).where(eq(labels.excode, code));
  return {
    remaining: row!.remaining,
    state: row!.state,
    labelStatus: label!.status,
    labelWeight: label!.weight,
  };
}

describe('raw material and deep processing (/rawMaterialStorage, /deepBatch, /deepBatch2)', () => {
  it('binds raw-material labels with a weight each, stored x 1000 with 5 decimals', async () => {
    const { owner, raw, codes } = await rawStock(2, '0.3');
    expect(await stockOf(codes[0]!)).toEqual({
      remaining: '300.00000',
      state: 'unused',
      labelStatus: 'raw_material',
      labelWeight: '300.00000',
    });
    const storage = await callRoute(
      ctx.app,
      ROUTES.batches.rawMaterials,
      { query: { batchId: raw.id } },
      { token: owner.token },
    );
    expect(storage.body.data.list.map((r) => [r.weight, r.remainingWeight, r.usedWeight, r.state])).toEqual([
      ['0.3', '0.3', '0', 'unused'],
      ['0.3', '0.3', '0', 'unused'],
    ]);
    expect(storage.body.data.totals).toEqual({ count: 2, totalWeight: '0.6', remainingWeight: '0.6' });
    const read = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: raw.id } },
      { token: owner.token },
    );
    expect(read.body.data.rawMaterial).toEqual({ labelCount: 2, totalWeight: '0.6', remainingWeight: '0.6' });
    expect(read.body.data.actions).not.toContain('useRawMaterial');
  });

  it('words every weight problem as spec section 5 does', async () => {
    const { owner, product } = await operableProducer(ctx);
    const raw = await createBatch(ctx.app, owner.token, product.id, { kind: 'raw_material' });
    const codes = await giveLabels(ctx, owner.corpId, 1);
    const bind = (weight: unknown, language: 'en' | 'cn' = 'en') =>
      bindRange(
        ctx.app,
        owner.token,
        raw.id,
        codes[0]!,
        codes[0]!,
        weight === undefined ? {} : { weight },
        language,
      );
    expect((await bind(undefined)).body.errors).toEqual([
      { path: 'weight', message: 'A raw-material batch needs the weight of each label' },
    ]);
    expect((await bind('')).body.errors).toEqual([{ path: 'weight', message: 'Input cannot be Empty' }]);
    expect((await bind('  ')).body.errors).toEqual([{ path: 'weight', message: 'Input cannot be Empty' }]);
    expect((await bind('abc')).body.errors).toEqual([{ path: 'weight', message: 'Input must be Number' }]);
    expect((await bind('1.2.3')).body.errors).toEqual([{ path: 'weight', message: 'Input must be Number' }]);
    expect((await bind('-1')).body.errors).toEqual([{ path: 'weight', message: 'Input cannot be Negative' }]);
    expect((await bind('0')).body.errors).toEqual([
      { path: 'weight', message: 'The weight must be greater than 0' },
    ]);
    expect((await bind('-1', 'cn')).body.errors).toEqual([{ path: 'weight', message: '输入不能为负数' }]);
    expect((await stockOf(codes[0]!).catch(() => null)) === null).toBe(true);
  });

  it('takes weight exactly: 0.1 + 0.2 uses up a 0.3 g label, and more than what is left is refused', async () => {
    const { owner, deep, codes, raw } = await rawStock(2, '0.3');
    const [a, b] = codes as [string, string];
    const first = await use(owner.token, deep.id, [{ excode: a, useWeight: '0.1' }]);
    expect(first.body.data).toMatchObject({ count: 1, totalUseWeight: '0.1' });
    expect(await stockOf(a)).toMatchObject({
      remaining: '200.00000',
      state: 'partly_used',
      labelStatus: 'raw_material',
    });

    const tooMuch = await use(owner.token, deep.id, [{ excode: a, useWeight: '0.20001' }]);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([
      { path: 'items.0.useWeight', message: 'More than the remaining weight (0.2 g)' },
    ]);
    const rest = await use(owner.token, deep.id, [
      { excode: a, useWeight: 0.2 },
      { excode: b, useWeight: '0.15' },
    ]);
    expect(rest.body.data).toMatchObject({ count: 2, totalUseWeight: '0.35' });
    expect(await stockOf(a)).toMatchObject({
      remaining: '0.00000',
      state: 'used_up',
      labelStatus: 'used_up',
    });
    expect(await stockOf(b)).toMatchObject({ remaining: '150.00000', state: 'partly_used' });

    const usedUp = await use(owner.token, deep.id, [{ excode: a, useWeight: '0.00001' }]);
    expect(usedUp.body.errors).toEqual([
      { path: 'items.0.excode', message: 'Not a raw-material label of your company with weight left' },
    ]);
    const detail = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: deep.id } },
      { token: owner.token },
    );
    expect(detail.body.data.consumption).toEqual({ labelCount: 2, totalUseWeight: '0.45' });
    const rawDetail = await callRoute(
      ctx.app,
      ROUTES.batches.main.get,
      { params: { id: raw.id } },
      { token: owner.token },
    );
    expect(rawDetail.body.data.rawMaterial).toEqual({
      labelCount: 2,
      totalWeight: '0.6',
      remainingWeight: '0.15',
    });
  });

  it('checks the chosen labels and weights, all or nothing', async () => {
    const { owner, deep, raw, codes } = await rawStock(2, '5');
    const other = await rawStock(1, '5');
    const [a, b] = codes as [string, string];
    expect((await use(owner.token, deep.id, [])).body.errors).toEqual([
      { path: 'items', message: 'Choose at least one raw-material label' },
    ]);
    const messages = await use(owner.token, deep.id, [
      { excode: a, useWeight: '' },
      { excode: b, useWeight: 'x' },
      { excode: a, useWeight: '-2' },
    ]);
    expect(messages.body.errors).toEqual([
      { path: 'items.0.useWeight', message: 'Input cannot be Empty' },
      { path: 'items.1.useWeight', message: 'Input must be Number' },
      { path: 'items.2.useWeight', message: 'Input cannot be Negative' },
    ]);
    expect(
      (
        await use(owner.token, deep.id, [
          { excode: a, useWeight: '1' },
          { excode: a, useWeight: '1' },
        ])
      ).body.errors,
    ).toEqual([{ path: 'items.1.excode', message: 'The same label is chosen twice' }]);
    const mixed = await use(owner.token, deep.id, [
      { excode: a, useWeight: '1' },
      { excode: other.codes[0]!, useWeight: '1' },
    ]);
    expect(mixed.body.errors).toEqual([
      { path: 'items.1.excode', message: 'Not a raw-material label of your company with weight left' },
    ]);
    expect(await stockOf(a)).toMatchObject({ remaining: '5000.00000', state: 'unused' });

    const fromRaw = await use(owner.token, raw.id, [{ excode: a, useWeight: '1' }]);
    expect([fromRaw.status, fromRaw.body.msg]).toEqual([409, 'A raw-material batch cannot use raw material']);
    await callRoute(
      ctx.app,
      ROUTES.batches.main.complete,
      { params: { id: deep.id } },
      { token: owner.token },
    );
    const locked = await use(owner.token, deep.id, [{ excode: a, useWeight: '1' }]);
    expect(locked.status).toBe(409);
    const foreignBatch = await use(other.owner.token, deep.id, [{ excode: a, useWeight: '1' }]);
    expect(foreignBatch.status).toBe(404);
  });

  it('never takes a label below zero when uses race', async () => {
    const { owner, product, codes } = await rawStock(1, '10');
    const code = codes[0]!;
    const batches = await Promise.all(
      [1, 2, 3].map(() => createBatch(ctx.app, owner.token, product.id, { kind: 'deep' })),
    );
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        use(owner.token, batches[i % 3]!.id, [{ excode: code, useWeight: '3' }]),
      ),
    );
    expect(attempts.filter((a) => a.status === 200)).toHaveLength(3);
    expect(attempts.filter((a) => a.status !== 200).every((a) => a.status === 400)).toBe(true);
    expect(await stockOf(code)).toMatchObject({ remaining: '1000.00000', state: 'partly_used' });
    const uses = await ctx.db.select().from(rawMaterialUses).where(eq(rawMaterialUses.excode, code));
    expect(uses.map((u) => u.useWeight)).toEqual(['3000.00000', '3000.00000', '3000.00000']);
    expect(uses.map((u) => u.remainingAfter).sort()).toEqual(['1000.00000', '4000.00000', '7000.00000']);

    // The last gram goes exactly once.
    const last = await Promise.all(
      batches.map((batch) => use(owner.token, batch.id, [{ excode: code, useWeight: '1' }])),
    );
    expect(last.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(code)).toMatchObject({
      remaining: '0.00000',
      state: 'used_up',
      labelStatus: 'used_up',
    });
  });

  it('keeps usage records per batch, per company and per using batch', async () => {
    const { owner, deep, raw, codes, product } = await rawStock(2, '2');
    const normal = await createBatch(ctx.app, owner.token, product.id);
    await use(owner.token, deep.id, [{ excode: codes[0]!, useWeight: '0.5' }]);
    await use(owner.token, normal.id, [
      { excode: codes[0]!, useWeight: '1.5' },
      { excode: codes[1]!, useWeight: '0.25' },
    ]);
    const ofDeep = await callRoute(
      ctx.app,
      ROUTES.batches.batchUses,
      { params: { id: deep.id } },
      { token: owner.token },
    );
    expect(ofDeep.body.data.list.map((u) => [u.excode, u.useWeight, u.remainingAfter])).toEqual([
      [codes[0], '0.5', '1.5'],
    ]);
    const ofRaw = await callRoute(
      ctx.app,
      ROUTES.batches.batchUses,
      { params: { id: raw.id } },
      { token: owner.token },
    );
    expect(ofRaw.body.data.total).toBe(3);
    expect(ofRaw.body.data.list.every((u) => u.sourceBatchId === raw.id)).toBe(true);

    const company = await callRoute(
      ctx.app,
      ROUTES.batches.uses,
      { query: { excode: codes[1] } },
      { token: owner.token },
    );
    expect(company.body.data.list.map((u) => u.batchId)).toEqual([normal.id]);
    const summary = await callRoute(ctx.app, ROUTES.batches.useSummary, {}, { token: owner.token });
    expect(
      summary.body.data.list.map((s) => [s.batchId, s.labelCount, s.useCount, s.totalUseWeight]).sort(),
    ).toEqual(
      [
        [deep.id, 1, 1, '0.5'],
        [normal.id, 2, 2, '1.75'],
      ].sort(),
    );
    const used = await ctx.db.select().from(labels).where(inArray(labels.excode, codes));
    expect(used.find((l) => l.excode === codes[0])?.status).toBe('used_up');

    const stranger = await operableProducer(ctx);
    const theirs = await callRoute(ctx.app, ROUTES.batches.uses, {}, { token: stranger.owner.token });
    expect(theirs.body.data.total).toBe(0);
    const theirStock = await callRoute(
      ctx.app,
      ROUTES.batches.rawMaterials,
      {},
      { token: stranger.owner.token },
    );
    expect(theirStock.body.data.total).toBe(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.batches.batchUses,
        { params: { id: raw.id } },
        { token: stranger.owner.token },
      ),
    ).toBe(404);
  });

  it('puts raw material into storage through a raw-material batch only (/rawMaterialStorage)', async () => {
    const { owner, product } = await operableProducer(ctx);
    const raw = await createBatch(ctx.app, owner.token, product.id, { kind: 'raw_material' });
    const normal = await createBatch(ctx.app, owner.token, product.id);
    const codes = await giveLabels(ctx, owner.corpId, 2);
    const wrong = await callRoute(
      ctx.app,
      ROUTES.batches.stockIn,
      { body: { batchId: normal.id, mode: 'list', codes, weight: '12.5' } },
      { token: owner.token, language: 'en' },
    );
    expect(wrong.body.errors).toEqual([{ path: 'batchId', message: 'Choose a raw-material batch' }]);
    const stored = await callRoute(
      ctx.app,
      ROUTES.batches.stockIn,
      { body: { batchId: raw.id, mode: 'list', codes, weight: '12.5' } },
      { token: owner.token },
    );
    expect(stored.body.data.count).toBe(2);
    expect(await stockOf(codes[1]!)).toMatchObject({ remaining: '12500.00000', state: 'unused' });

    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: owner.corpId,
      permissions: ['product.rawMaterialStorage.view'],
    });
    const denied = await callRoute(
      ctx.app,
      ROUTES.batches.stockIn,
      { body: { batchId: raw.id, mode: 'list', codes, weight: '1' } },
      { token: viewer.token },
    );
    expect(denied.status).toBe(403);
    const available = await callRoute(
      ctx.app,
      ROUTES.batches.rawMaterials,
      { query: { available: 'true' } },
      { token: viewer.token },
    );
    expect(available.body.data.total).toBe(2);
  });
});
