import { ROUTES, type RouteDefinition } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { operableProducer } from './batch-helpers';
import { callRouteUnchecked, signedInUser, useTestApp } from './helpers';

const DAY = 24 * 3600_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * The server holds the rules the forms show, from the same contracts: a count keeps its sign and is
 * refused as negative, an application above the per-application limit is refused, an end before its
 * start is refused even when other fields are wrong too, and an empty batch picker asks for a batch.
 */
describe('input rules shared by forms and API', () => {
  const ctx = useTestApp();
  // Bodies with missing fields and wrong values, which the routes' types do not allow, on purpose.
  const post = (route: RouteDefinition, token: string, payload: unknown) =>
    callRouteUnchecked(ctx.app, route, { body: payload }, { token, language: 'en' });
  const errorsOf = (answer: Awaited<ReturnType<typeof post>>) => answer.body.errors ?? [];

  it('refuses negative counts as negative, and label applications above 150,000', async () => {
    const { owner, product } = await operableProducer(ctx);
    const order = { productId: product.id, sheetType: 'big', addressId: crypto.randomUUID() };
    const negative = await post(ROUTES.labelOrders.create, owner.token, { ...order, count: -40 });
    expect(negative.status).toBe(400);
    expect(errorsOf(negative)).toEqual([{ path: 'count', message: 'Input cannot be Negative' }]);
    const tooMany = await post(ROUTES.labelOrders.create, owner.token, { ...order, count: 150_040 });
    expect(errorsOf(tooMany)).toEqual([{ path: 'count', message: 'At most 150,000 labels per application' }]);

    const barcodes = await post(ROUTES.barcodes.create, owner.token, { productId: product.id, count: -5 });
    expect(errorsOf(barcodes)).toEqual([{ path: 'count', message: 'Input cannot be Negative' }]);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const run = await post(ROUTES.labels.createRun, admin.token, { count: -40 });
    expect(errorsOf(run)).toContainEqual({ path: 'count', message: 'Input cannot be Negative' });
    const cap = await post(ROUTES.batches.main.create, owner.token, {
      batchNo: `NEG-${Date.now()}`,
      productId: product.id,
      productionDate: day(0),
      maxLabels: -3,
    });
    expect(errorsOf(cap)).toEqual([{ path: 'maxLabels', message: 'Input cannot be Negative' }]);
  });

  it('refuses an expiry before production even when other fields are wrong too', async () => {
    const { owner, product } = await operableProducer(ctx);
    const answer = await post(ROUTES.batches.main.create, owner.token, {
      batchNo: '',
      productId: product.id,
      productionDate: day(-2),
      expiryDate: day(-10),
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(
      expect.arrayContaining([
        { path: 'batchNo', message: 'Enter the batch number' },
        { path: 'expiryDate', message: 'End Time Must be Greater Than Start Time' },
      ]),
    );
  });

  it('asks for a batch when none is chosen, and checks a certificate period with the rest missing', async () => {
    const importer = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
    for (const batchId of ['', undefined, null]) {
      const chain = await post(ROUTES.records.wholeChain.create, importer.token, { batchId });
      expect(errorsOf(chain)).toContainEqual({ path: 'batchId', message: 'Choose a batch' });
      expect(JSON.stringify(errorsOf(chain))).not.toContain('UUID');
    }
    const customs = await post(ROUTES.records.customsInfos.create, importer.token, {
      batchId: '',
      certificates: [{ batchCustomsType: 1, startTime: day(30), endTime: day(20) }],
    });
    expect(errorsOf(customs)).toEqual(
      expect.arrayContaining([
        { path: 'batchId', message: 'Choose a batch' },
        { path: 'certificates.0.endTime', message: 'End Time Must be Greater Than Start Time' },
      ]),
    );
  });
});
