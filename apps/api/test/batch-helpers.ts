import { randomInt } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import { labelControls, labels, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type BodyOf, callRoute, signedInUser, type useTestApp } from './helpers';

type Ctx = ReturnType<typeof useTestApp>;
const DAY = 24 * 3600_000;

export interface Batch {
  id: string;
  batchNo: string;
  line: string;
  kind: string;
  status: string;
  corpId: string;
  productId: string;
  labelLimit: number;
  boundCount: number;
  quantity: string | null;
  rawMaterial: { labelCount: number; totalWeight: string; remainingWeight: string } | null;
  consumption: { labelCount: number; totalUseWeight: string } | null;
  actions: string[];
}

/** Label codes of 18 digits in a block no other test uses. */
let next = 10n ** 17n + BigInt(randomInt(0, 2 ** 40)) * 100_000n;
export function freshCodes(count: number): string[] {
  const codes = Array.from({ length: count }, (_, i) => (next + BigInt(i)).toString());
  next += BigInt(count) + 10n;
  return codes;
}

/** A company that may operate (approved, traceability contract in force), its producer and an approved product. */
export async function operableProducer(ctx: Ctx) {
  const corp = await createCompany(ctx.db, {
    traceStatus: 'traceable',
    syStatus: 1,
    syEndTime: new Date(Date.now() + 200 * DAY),
  });
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  const [category] = await ctx.db.select({ id: productCategories.id }).from(productCategories).limit(1);
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId: corp.id, categoryId: category!.id, productName: 'Cup Nest', reviewStatus: 'passed' })
    .returning();
  return { corp, owner, product: product! };
}

/** Labels delivered to a company (status `assigned`), as an order's delivery leaves them. */
export async function giveLabels(
  ctx: Ctx,
  corpId: string | null,
  count: number,
  status = 'assigned',
): Promise<string[]> {
  const codes = freshCodes(count);
  await ctx.db
    .insert(labels)
    .values(codes.map((excode) => ({ excode, pcode: String(randomInt(1e9, 1e10)), corpId, status })));
  return codes;
}

/** A company's own label cap per batch (label control). */
export async function setUsageLimit(ctx: Ctx, corpId: string, maxUsagePerBatch: number) {
  await ctx.db
    .insert(labelControls)
    .values({ corpId, maxPerApplication: 150_000, maxPerRun: 150_000, maxUsagePerBatch })
    .onConflictDoUpdate({ target: labelControls.corpId, set: { maxUsagePerBatch } });
}

let batchCounter = 0;
export const batchNo = () => `B-${Date.now()}-${batchCounter++}`;

export async function createBatch(
  app: FastifyInstance,
  token: string,
  productId: string,
  values: Partial<BodyOf<typeof ROUTES.batches.main.create>> = {},
  batches: typeof ROUTES.batches.main | typeof ROUTES.batches.panda = ROUTES.batches.main,
): Promise<Batch> {
  const created = await callRoute(
    app,
    batches.create,
    { body: { batchNo: batchNo(), productId, productionDate: new Date().toISOString(), ...values } },
    { token },
  );
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: '200' });
  return created.body.data;
}

export function bindRange(
  app: FastifyInstance,
  token: string,
  batchId: string,
  startCode: string,
  endCode: string,
  extra: Record<string, unknown> = {},
  language: 'cn' | 'en' | 'fr' = 'en',
) {
  return callRoute(
    app,
    ROUTES.batches.main.bind,
    { params: { id: batchId }, body: { mode: 'range', startCode, endCode, ...extra } },
    { token, language },
  );
}
