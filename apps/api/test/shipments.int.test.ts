import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import {
  batches,
  companies,
  companyPartners,
  labelHoldings,
  labels,
  productCategories,
  products,
  shipmentLabels,
  shipments,
} from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditTrail,
  type BodyOf,
  callRoute,
  callRouteUnchecked,
  type Language,
  signedInUser,
  statusOf,
  uploadFile,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const DAY = 86_400_000;

let serial = 0n;
/** A block of consecutive 19-digit codes no other test uses. */
function codeBlock(size: number) {
  serial += 1n;
  const base = BigInt(`7${String(Date.now()).slice(-10)}${String(process.pid % 100).padStart(2, '0')}00000`);
  const start = base + serial * 1000n;
  return Array.from({ length: size }, (_, i) => (start + BigInt(i)).toString());
}

/** An approved company with a traceability contract in force: it may bind and ship. */
function operableCompany(kind: string, values: Partial<typeof companies.$inferInsert> = {}) {
  return createCompany(ctx.db, {
    kind,
    traceStatus: 'traceable',
    syStartTime: new Date(Date.now() - 30 * DAY),
    syEndTime: new Date(Date.now() + 300 * DAY),
    ...values,
  });
}

async function companyUser(kind: 'producer' | 'dealer' | 'importer', permissions?: string[]) {
  const corp = await operableCompany(kind);
  const user = await signedInUser(ctx.app, ctx.db, { userType: kind, corpId: corp.id, permissions });
  return { corp, user };
}

async function link(corpId: string, partnerCorpId: string, relation: 'dealer' | 'importer', canShip = true) {
  await ctx.db.insert(companyPartners).values({ corpId, partnerCorpId, relation, canShip });
}

async function productOf(corpId: string, name = `Cup Nest ${randomUUID().slice(0, 6)}`) {
  let [category] = await ctx.db.select().from(productCategories).limit(1);
  if (!category) {
    [category] = await ctx.db
      .insert(productCategories)
      .values({ code: `cat_${randomUUID().slice(0, 6)}`, name: { cn: '燕窝', en: 'Nest', fr: 'Nid' } })
      .returning();
  }
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId, categoryId: category!.id, productName: name, reviewStatus: 'passed' })
    .returning();
  return product!;
}

/** A batch of a company with `count` bound labels of 50 g each (stored x 1000). */
async function batchWithLabels(
  corpId: string,
  count: number,
  options: { status?: 'in_production' | 'complete'; productName?: string } = {},
) {
  const product = await productOf(corpId, options.productName);
  const [batch] = await ctx.db
    .insert(batches)
    .values({
      batchNo: `B${randomUUID().slice(0, 8)}`,
      corpId,
      productId: product.id,
      status: options.status ?? 'complete',
      boundCount: count,
    })
    .returning();
  const codes = codeBlock(count);
  await ctx.db.insert(labels).values(
    codes.map((excode) => ({
      excode,
      pcode: randomUUID().slice(0, 12),
      corpId,
      productId: product.id,
      batchId: batch!.id,
      status: options.status === 'in_production' ? 'bound' : 'activated',
      weight: '50000',
    })),
  );
  return { batch: batch!, product, codes };
}

/** A shipment's carrier details to a receiver, with what it ships (`codes`, `ranges` or a `batchId`). */
const shipping = <T extends object>(receiverCorpId: string, extra: T) => ({
  receiverCorpId,
  carrier: 'SF Express',
  trackingNo: 'SF1234567890',
  shippingDate: new Date().toISOString(),
  ...extra,
});

/** A producer with a complete batch of 10 labels and a dealer it may ship to. */
async function producerAndDealer() {
  const producer = await companyUser('producer');
  const dealer = await companyUser('dealer');
  await link(producer.corp.id, dealer.corp.id, 'dealer');
  const goods = await batchWithLabels(producer.corp.id, 10);
  return { producer, dealer, goods };
}

async function send(token: string, body: BodyOf<typeof ROUTES.shipments.create>, language?: Language) {
  return callRoute(ctx.app, ROUTES.shipments.create, { body }, { token, language });
}

/** What the receiver does with a shipment, by the name the tests use. */
const STEPS = {
  confirm: ROUTES.shipments.confirm,
  'confirm-import': ROUTES.shipments.confirmImport,
  documents: ROUTES.shipments.completeDocuments,
  return: ROUTES.shipments.return,
  forward: ROUTES.shipments.forward,
} as const;

/** One step of the receiver; some tests send incomplete bodies on purpose, so the body is not checked. */
async function step(
  token: string,
  id: string,
  name: keyof typeof STEPS,
  payload: unknown = {},
  language?: Language,
) {
  return callRouteUnchecked(ctx.app, STEPS[name], { params: { id }, body: payload }, { token, language });
}

async function notices(token: string) {
  const page = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token });
  return page.body.data.data.map((m) => m.title);
}

async function holdersOf(codes: string[]) {
  const rows = await ctx.db
    .select({ excode: labelHoldings.excode, holder: labelHoldings.holderCorpId })
    .from(labelHoldings)
    .where(inArray(labelHoldings.excode, codes));
  return new Set(rows.map((r) => r.holder));
}

describe('shipments: sending and receiving goods', () => {
  it('ships codes and a range to a partner; the dealer counts, confirms and holds the goods', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const [c0, c1, c2, c3, c4] = goods.codes as [string, string, string, string, string];
    const preview = await callRoute(
      ctx.app,
      ROUTES.shipments.preview,
      { body: { codes: [c0], ranges: [{ from: c1, to: c4 }] } },
      { token: producer.user.token },
    );
    expect(preview.body.data).toEqual({ labelCount: 5, totalWeight: '250', refused: [] });

    const sent = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: [c0, c0], ranges: [{ from: c1, to: c4 }], remark: 'Gift boxes' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'sent',
      importReceipt: false,
      labelCount: 5,
      totalWeight: '250',
      senderName: producer.corp.name,
      receiverName: dealer.corp.name,
      productNames: [goods.product.productName],
      batches: [{ batchNo: goods.batch.batchNo, status: 'complete' }],
      side: 'sender',
      actions: [],
    });
    const id = sent.body.data.id;
    expect((await notices(dealer.user.token)).some((t) => t.includes(sent.body.data.shipmentNo))).toBe(true);

    // Each side reads it from its own list; neither sees it in the other list.
    const taker = await callRoute(ctx.app, ROUTES.shipments.received, {}, { token: dealer.user.token });
    expect(taker.body.data.list.map((s) => [s.id, s.side, s.actions])).toEqual([
      [id, 'receiver', ['confirm', 'completeDocuments', 'return']],
    ]);
    for (const [token, route] of [
      [producer.user.token, ROUTES.shipments.received],
      [dealer.user.token, ROUTES.shipments.sent],
    ] as const) {
      const other = await callRoute(ctx.app, route, {}, { token });
      expect(other.body.data.total).toBe(0);
    }
    const sentLabels = await callRoute(
      ctx.app,
      ROUTES.shipments.sentLabels,
      { params: { id }, query: { pageSize: '2' } },
      { token: producer.user.token },
    );
    expect(sentLabels.body.data.total).toBe(5);
    expect(sentLabels.body.data.list).toEqual([
      {
        excode: c0,
        status: 'activated',
        productName: goods.product.productName,
        batchId: goods.batch.id,
        batchNo: goods.batch.batchNo,
        batchStatus: 'complete',
        weight: '50',
        holder: 'sender',
      },
      expect.objectContaining({ excode: c1 }),
    ]);

    // The counted quantity and weight must match the shipment's, in the caller's language.
    const messages = {
      cn: '内容不匹配或重量不匹配',
      en: 'Contents not matching or weight not matching',
      fr: 'Contenu non conforme ou poids non conforme',
    } as const;
    for (const language of ['cn', 'en', 'fr'] as const) {
      const wrong = await step(dealer.user.token, id, 'confirm', { count: 4, weight: '250' }, language);
      expect(wrong.status).toBe(409);
      expect(wrong.body.msg).toBe(messages[language]);
      expect(wrong.body.errors).toEqual([{ path: 'count', message: messages[language] }]);
    }
    const heavier = await step(dealer.user.token, id, 'confirm', { count: 5, weight: '250.5' }, 'en');
    expect([heavier.status, heavier.body.errors?.map((e) => e.path)]).toEqual([409, ['weight']]);
    const typed = await step(dealer.user.token, id, 'confirm', { count: 5, weight: 'abc' }, 'en');
    expect(typed.body.errors).toEqual([{ path: 'weight', message: 'Input must be Number' }]);
    const empty = await step(dealer.user.token, id, 'confirm', { count: 5, weight: '' }, 'en');
    expect(empty.body.errors).toEqual([{ path: 'weight', message: 'Input cannot be Empty' }]);
    const negative = await step(dealer.user.token, id, 'confirm', { count: 5, weight: '-1' }, 'en');
    expect(negative.body.errors).toEqual([{ path: 'weight', message: 'Input cannot be Negative' }]);

    const received = await step(dealer.user.token, id, 'confirm', { count: 5, weight: '250.00' });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'received', countedCount: 5, actions: ['forward'] });
    expect(received.body.data.receivedTime).not.toBeNull();
    expect(await holdersOf([c0, c1, c2, c3, c4])).toEqual(new Set([dealer.corp.id]));
    expect((await notices(producer.user.token)).some((t) => t.includes(sent.body.data.shipmentNo))).toBe(
      true,
    );
    // Received: every further move is refused, and the producer no longer holds the goods.
    for (const [path, payload] of [
      ['confirm', { count: 5, weight: '250' }],
      ['return', { reason: 'Late' }],
      ['documents', { files: [] as string[] }],
      ['confirm-import', {}],
    ] as const) {
      const again = await step(dealer.user.token, id, path, payload, 'en');
      if (path === 'documents') expect(again.status).toBe(400);
      else
        expect([again.status, again.body.msg]).toEqual([
          409,
          'This shipment has already been received or returned',
        ]);
    }
    const resend = await send(producer.user.token, shipping(dealer.corp.id, { codes: [c0] }), 'en');
    expect(resend.status).toBe(409);
    expect(resend.body.errors).toEqual([{ path: 'codes', message: `${c0}: not held by your company` }]);
    expect((await auditTrail(ctx.db, 'shipment', id)).map((a) => a.action)).toEqual(['ship', 'confirm']);
  });

  it('the receiver returns goods with a reason: the sender is told and holds them again', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const sent = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 3) }),
    );
    const id = sent.body.data.id;
    const noReason = await step(dealer.user.token, id, 'return', { reason: '' }, 'en');
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Enter the reason for the return' }]);
    // A mismatch may be settled by returning the goods.
    const mismatch = await step(dealer.user.token, id, 'confirm', { count: 2, weight: '100' });
    expect(mismatch.status).toBe(409);
    const returned = await step(dealer.user.token, id, 'return', { reason: 'One box missing' });
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      returnReason: 'One box missing',
      actions: [],
    });
    expect((await notices(producer.user.token)).some((t) => t.includes('One box missing'))).toBe(true);
    expect((await step(dealer.user.token, id, 'confirm', { count: 3, weight: '150' })).status).toBe(409);
    expect(await holdersOf(goods.codes.slice(0, 3))).toEqual(new Set());
    const again = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 3) }),
    );
    expect(again.body.data.status).toBe('sent');
    expect((await auditTrail(ctx.db, 'shipment', id)).map((a) => a.action)).toEqual(['ship', 'return']);
  });

  it('an import receipt takes a count, the import documents, then a second confirmation', async () => {
    const producer = await companyUser('producer');
    const importer = await companyUser('importer');
    await link(producer.corp.id, importer.corp.id, 'importer');
    const goods = await batchWithLabels(producer.corp.id, 4);
    const sent = await send(producer.user.token, shipping(importer.corp.id, { codes: goods.codes }));
    expect(sent.body.data).toMatchObject({ importReceipt: true, labelCount: 4, totalWeight: '200' });
    const id = sent.body.data.id;
    const token = importer.user.token;

    expect((await step(token, id, 'confirm-import', {}, 'en')).body.msg).toBe(
      'Count the goods first (first confirmation)',
    );
    const counted = await step(token, id, 'confirm', { count: 4, weight: '200' });
    expect(counted.body.data).toMatchObject({
      status: 'sent',
      countedCount: 4,
      actions: ['completeDocuments', 'return'],
    });
    expect(await holdersOf(goods.codes)).toEqual(new Set());
    expect((await step(token, id, 'confirm', { count: 4, weight: '200' }, 'en')).body.msg).toBe(
      'The goods have been counted: complete the documents, then confirm a second time',
    );
    expect((await step(token, id, 'confirm-import', {}, 'en')).body.msg).toBe(
      'Complete the import documents first',
    );
    const noFiles = await step(token, id, 'documents', { declarationNo: 'IMP-2026-0001', files: [] }, 'en');
    expect(noFiles.body.errors).toEqual([{ path: 'files', message: 'Upload at least one document' }]);
    const file = await uploadFile(
      ctx.app,
      { token },
      'declaration.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    );
    const url = file.json().data.url as string;
    const documented = await step(token, id, 'documents', { declarationNo: 'IMP-2026-0001', files: [url] });
    expect(documented.body.data.documentsTime).not.toBeNull();
    expect(documented.body.data.actions).toEqual(['completeDocuments', 'confirmImport', 'return']);
    const done = await step(token, id, 'confirm-import', {});
    expect(done.body.data).toMatchObject({ status: 'received', actions: ['forward'] });
    expect(await holdersOf(goods.codes)).toEqual(new Set([importer.corp.id]));
    expect((await auditTrail(ctx.db, 'shipment', id)).map((a) => a.action)).toEqual([
      'ship',
      'confirm',
      'completeDocuments',
      'confirmImport',
    ]);

    // A dealer's receipt takes one confirmation: the second step is refused.
    const { producer: p2, dealer, goods: g2 } = await producerAndDealer();
    const plain = await send(p2.user.token, shipping(dealer.corp.id, { codes: g2.codes.slice(0, 1) }));
    expect(
      (await step(dealer.user.token, plain.body.data.id, 'confirm-import', {}, 'en')).body,
    ).toMatchObject({
      code: '409',
      msg: 'This receipt takes a single confirmation',
    });
  });

  it('goods of a batch still in production can be sent but not received until it is complete', async () => {
    const producer = await companyUser('producer');
    const dealer = await companyUser('dealer');
    await link(producer.corp.id, dealer.corp.id, 'dealer');
    const goods = await batchWithLabels(producer.corp.id, 2, { status: 'in_production' });
    const sent = await send(producer.user.token, shipping(dealer.corp.id, { codes: goods.codes }));
    expect(sent.status).toBe(200);
    const early = await step(
      dealer.user.token,
      sent.body.data.id,
      'confirm',
      { count: 2, weight: '100' },
      'en',
    );
    expect([early.status, early.body.msg]).toEqual([
      409,
      `Batch ${goods.batch.batchNo} is still in production: its goods cannot be received yet`,
    ]);
    await ctx.db.update(batches).set({ status: 'complete' }).where(eq(batches.id, goods.batch.id));
    const late = await step(dealer.user.token, sent.body.data.id, 'confirm', { count: 2, weight: '100' });
    expect(late.body.data.status).toBe('received');
  });

  it('refuses void, unbound, foreign and travelling labels all together, naming each; nothing is written', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const other = await producerAndDealer();
    const [good, voided, travelling] = goods.codes as [string, string, string];
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, voided));
    const unbound = codeBlock(1)[0]!;
    await ctx.db.insert(labels).values({
      excode: unbound,
      pcode: 'x1',
      corpId: producer.corp.id,
      status: 'assigned',
      weight: '1000',
    });
    expect((await send(producer.user.token, shipping(dealer.corp.id, { codes: [travelling] }))).status).toBe(
      200,
    );
    const before = await ctx.db.select().from(shipments).where(eq(shipments.senderCorpId, producer.corp.id));

    const refused = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: [good, voided, travelling, unbound, other.goods.codes[0]!] }),
      'en',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('4 labels cannot be shipped; nothing was shipped');
    const sorted = (list: { path: string; message: string }[] = []) =>
      [...list].sort((a, b) => a.message.localeCompare(b.message));
    expect(sorted(refused.body.errors)).toEqual(
      sorted(
        [
          `${voided}: void`,
          `${travelling}: already in a shipment on its way`,
          `${unbound}: not bound to a batch`,
          `${other.goods.codes[0]}: not held by your company`,
        ].map((message) => ({ path: 'codes', message })),
      ),
    );
    const inFrench = await send(producer.user.token, shipping(dealer.corp.id, { codes: [voided] }), 'fr');
    expect(inFrench.body.errors?.[0]?.message).toBe(`${voided} : annulée`);
    const after = await ctx.db.select().from(shipments).where(eq(shipments.senderCorpId, producer.corp.id));
    expect(after.length).toBe(before.length);
    const preview = await callRoute(
      ctx.app,
      ROUTES.shipments.preview,
      { body: { codes: [good, voided] } },
      { token: producer.user.token },
    );
    expect(preview.body.data).toMatchObject({ labelCount: 1, refused: [{ code: voided, reason: 'void' }] });
  });

  it('refuses ranges whose codes are not numbers, in the shipment and its preview, naming the code', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const first = goods.codes[0]!;
    for (const ranges of [
      [{ from: 'abc', to: first }],
      [{ from: first, to: '1x' }],
      [{ from: 'a', to: 'b' }],
    ]) {
      const shipped = await send(producer.user.token, shipping(dealer.corp.id, { ranges }), 'en');
      const previewed = await callRoute(
        ctx.app,
        ROUTES.shipments.preview,
        { body: { ranges } },
        { token: producer.user.token, language: 'en' },
      );
      for (const res of [shipped, previewed]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({
          path: ranges[0]!.from === first ? 'ranges.0.to' : 'ranges.0.from',
          message: 'A label code is 16 to 20 digits',
        });
      }
    }
  });

  it('a paused company or one without a contract cannot ship; only can-ship partners receive', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const stranger = await operableCompany('dealer');
    const notYours = await send(
      producer.user.token,
      shipping(stranger.id, { codes: goods.codes.slice(0, 1) }),
      'en',
    );
    expect([notYours.status, notYours.body.errors]).toEqual([
      409,
      [{ path: 'receiverCorpId', message: 'This company is not a partner you may ship to' }],
    ]);
    const blocked = await operableCompany('dealer');
    await link(producer.corp.id, blocked.id, 'dealer', false);
    expect(
      (await send(producer.user.token, shipping(blocked.id, { codes: goods.codes.slice(0, 1) }))).status,
    ).toBe(409);

    await ctx.db
      .update(companies)
      .set({ status: 'paused', pauseReason: 'Inspection found expired stock' })
      .where(eq(companies.id, producer.corp.id));
    const paused = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 1) }),
      'en',
    );
    expect([paused.status, paused.body.msg]).toEqual([
      409,
      'Your company is paused: Inspection found expired stock',
    ]);
    await ctx.db
      .update(companies)
      .set({ status: 'passed', tracePause: true })
      .where(eq(companies.id, producer.corp.id));
    expect(
      (await send(producer.user.token, shipping(dealer.corp.id, { codes: goods.codes.slice(0, 1) }))).status,
    ).toBe(409);
    expect(await ctx.db.select().from(shipments).where(eq(shipments.senderCorpId, producer.corp.id))).toEqual(
      [],
    );
  });

  it('two shipments racing for the same labels: exactly one is written', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const second = await companyUser('dealer');
    await link(producer.corp.id, second.corp.id, 'dealer');
    const codes = goods.codes.slice(0, 5);
    const results = await Promise.all([
      send(producer.user.token, shipping(dealer.corp.id, { codes }), 'en'),
      send(producer.user.token, shipping(second.corp.id, { codes: [...codes].reverse() }), 'en'),
      send(
        producer.user.token,
        shipping(dealer.corp.id, { ranges: [{ from: codes[0]!, to: codes[4]! }] }),
        'en',
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.body.errors?.[0]?.message).toMatch(/already in a shipment on its way/);
    }
    const open = await ctx.db
      .select()
      .from(shipmentLabels)
      .where(and(inArray(shipmentLabels.excode, codes), eq(shipmentLabels.open, true)));
    expect(open.length).toBe(5);
    expect(new Set(open.map((o) => o.shipmentId)).size).toBe(1);

    // Two confirmations of one shipment: one receives, the other is refused.
    const winner = results.find((r) => r.status === 200)!.body.data;
    const receiverToken = winner.receiverName === dealer.corp.name ? dealer.user.token : second.user.token;
    const both = await Promise.all([
      step(receiverToken, winner.id, 'confirm', { count: 5, weight: '250' }),
      step(receiverToken, winner.id, 'return', { reason: 'Changed our mind' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('ships a whole batch (/sendGoodsInBatch): the labels it still holds, not void, not on their way', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, goods.codes[9]!));
    await send(producer.user.token, shipping(dealer.corp.id, { codes: goods.codes.slice(0, 2) }));
    const batchSend = await callRoute(
      ctx.app,
      ROUTES.shipments.createFromBatch,
      { body: shipping(dealer.corp.id, { batchId: goods.batch.id }) },
      { token: producer.user.token },
    );
    expect(batchSend.body.data).toMatchObject({ labelCount: 7, totalWeight: '350', batchId: goods.batch.id });
    const empty = await callRoute(
      ctx.app,
      ROUTES.shipments.createFromBatch,
      { body: shipping(dealer.corp.id, { batchId: goods.batch.id }) },
      { token: producer.user.token, language: 'en' },
    );
    expect([empty.status, empty.body.msg]).toEqual([
      409,
      'This batch has no labels in your hands that can be shipped',
    ]);
    const other = await producerAndDealer();
    const foreign = await callRoute(
      ctx.app,
      ROUTES.shipments.createFromBatch,
      { body: shipping(dealer.corp.id, { batchId: other.goods.batch.id }) },
      { token: producer.user.token },
    );
    expect(foreign.status).toBe(404);
  });

  it('the receiver forwards received goods to its own partner (/sendGoods)', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const retailer = await companyUser('dealer');
    await link(dealer.corp.id, retailer.corp.id, 'dealer');
    const first = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 4) }),
    );
    const early = await step(
      dealer.user.token,
      first.body.data.id,
      'forward',
      shipping(retailer.corp.id, {}),
      'en',
    );
    expect([early.status, early.body.msg]).toEqual([409, 'Only goods you have received can be forwarded']);
    await step(dealer.user.token, first.body.data.id, 'confirm', { count: 4, weight: '200' });

    const outside = await step(
      dealer.user.token,
      first.body.data.id,
      'forward',
      shipping(retailer.corp.id, { codes: [goods.codes[5]] }),
      'en',
    );
    expect(outside.body.errors).toEqual([
      { path: 'codes', message: `${goods.codes[5]}: not held by your company` },
    ]);
    const part = await step(
      dealer.user.token,
      first.body.data.id,
      'forward',
      shipping(retailer.corp.id, { codes: [goods.codes[0]] }),
    );
    expect(part.body.data).toMatchObject({ labelCount: 1, sourceShipmentNo: first.body.data.shipmentNo });
    const rest = await step(dealer.user.token, first.body.data.id, 'forward', shipping(retailer.corp.id, {}));
    expect(rest.body.data.labelCount).toBe(3);
    const none = await step(
      dealer.user.token,
      first.body.data.id,
      'forward',
      shipping(retailer.corp.id, {}),
      'en',
    );
    expect(none.body.msg).toBe('None of the goods of this receipt are still in your hands');

    await step(retailer.user.token, part.body.data.id, 'confirm', { count: 1, weight: '50' });
    const trail = await callRoute(
      ctx.app,
      ROUTES.shipments.sentLabels,
      { params: { id: first.body.data.id } },
      { token: producer.user.token },
    );
    expect(trail.body.data.list.map((l) => l.holder)).toEqual([
      'elsewhere',
      'receiver',
      'receiver',
      'receiver',
    ]);
  });

  it('the dealer finds the labels it received in the label search; the producer still finds its own', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const outsider = await companyUser('dealer');
    const shipped = goods.codes.slice(2, 6);
    const sent = await send(producer.user.token, shipping(dealer.corp.id, { codes: shipped }));
    const search = async (token: string, page: { pageSize?: string; after?: string } = {}) => {
      const res = await callRoute(
        ctx.app,
        ROUTES.labels.search,
        { query: { excodeFrom: goods.codes[0], excodeTo: goods.codes.at(-1), ...page } },
        { token },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // On its way, the goods are not yet the dealer's.
    expect((await search(dealer.user.token)).list).toEqual([]);
    await step(dealer.user.token, sent.body.data.id, 'confirm', { count: 4, weight: '200' });

    const held = await search(dealer.user.token);
    expect(held.list.map((l) => l.excode)).toEqual(shipped);
    expect(held.list.every((l) => l.corpId === producer.corp.id)).toBe(true);
    // Pages of two, by the cursor, without a repeat.
    const first = await search(dealer.user.token, { pageSize: '2' });
    const second = await search(dealer.user.token, { pageSize: '2', after: first.nextCursor! });
    expect([...first.list, ...second.list].map((l) => l.excode)).toEqual(shipped);
    expect(second.nextCursor).toBeNull();

    expect((await search(producer.user.token)).list.map((l) => l.excode)).toEqual(goods.codes);
    expect((await search(outsider.user.token)).list).toEqual([]);
  });

  it('only the sender and the receiver (and administrators) see a shipment; others get 404', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const outsider = await producerAndDealer();
    const sent = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 2) }),
    );
    const id = sent.body.data.id;
    const { sentOne, sentLabels, receivedOne, receivedLabels } = ROUTES.shipments;
    for (const route of [sentOne, sentLabels, receivedOne, receivedLabels]) {
      for (const outsiderToken of [outsider.producer.user.token, outsider.dealer.user.token])
        expect(await statusOf(ctx.app, route, { params: { id } }, { token: outsiderToken })).toBe(404);
    }
    // Each side reads it only from its own side.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.shipments.receivedOne,
        { params: { id } },
        { token: producer.user.token },
      ),
    ).toBe(404);
    expect(
      (await callRoute(ctx.app, ROUTES.shipments.sentOne, { params: { id } }, { token: dealer.user.token }))
        .status,
    ).toBe(404);
    expect((await step(outsider.dealer.user.token, id, 'confirm', { count: 2, weight: '100' })).status).toBe(
      404,
    );
    expect((await step(producer.user.token, id, 'return', { reason: 'Mine' })).status).toBe(404);
    for (const route of [ROUTES.shipments.sent, ROUTES.shipments.received]) {
      const page = await callRoute(ctx.app, route, {}, { token: outsider.dealer.user.token });
      expect(page.body.data.list.map((s: { id: string }) => s.id)).not.toContain(id);
    }
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const seen = await callRoute(
      ctx.app,
      ROUTES.shipments.receivedOne,
      { params: { id } },
      { token: admin.token },
    );
    expect(seen.body.data).toMatchObject({ side: 'observer', actions: [] });
    const filtered = await callRoute(
      ctx.app,
      ROUTES.shipments.sent,
      { query: { corpId: dealer.corp.id, status: 'sent', keyword: sent.body.data.shipmentNo } },
      { token: admin.token },
    );
    expect(filtered.body.data.list.map((s) => s.id)).toEqual([id]);
    expect((await step(admin.token, id, 'confirm', { count: 2, weight: '100' })).status).toBe(403);
  });

  it('needs the page permissions: viewing lists, shipping and receiving are separate', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: producer.corp.id,
      permissions: ['product.senderRecord.view'],
    });
    expect(await statusOf(ctx.app, ROUTES.shipments.sent, {}, { token: viewer.token })).toBe(200);
    expect(
      (await send(viewer.token, shipping(dealer.corp.id, { codes: goods.codes.slice(0, 1) }))).status,
    ).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.shipments.received, {}, { token: viewer.token })).toBe(403);
    const sent = await send(
      producer.user.token,
      shipping(dealer.corp.id, { codes: goods.codes.slice(0, 1) }),
    );
    const takerViewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'dealer',
      corpId: dealer.corp.id,
      permissions: ['product.takerRecord.view'],
    });
    const readOnly = await callRoute(
      ctx.app,
      ROUTES.shipments.receivedOne,
      { params: { id: sent.body.data.id } },
      { token: takerViewer.token },
    );
    expect(readOnly.body.data.actions).toEqual([]);
    expect(
      (await step(takerViewer.token, sent.body.data.id, 'confirm', { count: 1, weight: '50' })).status,
    ).toBe(403);
    const printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    expect(await statusOf(ctx.app, ROUTES.shipments.sent, {}, { token: printer.token })).toBe(403);
  });
});

describe('voiding labels that left the company', () => {
  it('labels on their way or received by a partner cannot be voided by the sender', async () => {
    const { producer, dealer, goods } = await producerAndDealer();
    const [c0, c1, c2] = goods.codes as [string, string, string];
    const first = await send(producer.user.token, shipping(dealer.corp.id, { codes: [c0] }));
    await send(producer.user.token, shipping(dealer.corp.id, { codes: [c1] }));
    expect(
      (await step(dealer.user.token, first.body.data.id, 'confirm', { count: 1, weight: '50' })).status,
    ).toBe(200);
    const voidOf = (code: string) =>
      callRoute(
        ctx.app,
        ROUTES.voidRequests.create,
        { body: { reason: 'Lost', codes: [code] } },
        { token: producer.user.token, language: 'en' },
      );
    for (const code of [c0, c1])
      expect((await voidOf(code)).body.errors?.[0]?.message).toBe(
        `These labels are not your company’s or are already void: ${code}`,
      );
    expect((await voidOf(c2)).status).toBe(200);
  });
});
