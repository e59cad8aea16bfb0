import { randomBytes } from 'node:crypto';
import {
  SHIPMENT_MAX_LABELS,
  SHIPMENT_TRANSITIONS,
  type Shipment,
  type ShipmentAction,
} from '@trace/contracts';
import { nextState, toDisplayWeight, toStoredWeight } from '@trace/core';
import { type Database, noticeToCompany, type shipments, type Tx } from '@trace/db';
import { recordShipmentEvents } from '@trace/db/epcis';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { certificatesOfShipment } from '../certification/certificates/coverage';
import { assertCompanyCanOperate } from '../companies/operability';
import { assertReceiver, ownCorp, visible } from './access';
import { findVisible, get } from './queries';
import * as repo from './repo';

type Row = repo.ShipmentRow;

/** Two stored weights are the same amount (numeric text from the database vs a computed value). */
const sameWeight = (a: string, b: string) => toDisplayWeight(a, 1) === toDisplayWeight(b, 1);

/** Codes of a selection: the listed ones and every code of each range, without repeats, in order. */
export function expandSelection(selection: { codes: string[]; ranges: { from: string; to: string }[] }) {
  const codes = new Set(selection.codes.map((c) => BigInt(c).toString()));
  for (const range of selection.ranges) {
    for (let code = BigInt(range.from); code <= BigInt(range.to); code++) {
      codes.add(code.toString());
      if (codes.size > SHIPMENT_MAX_LABELS) break;
    }
  }
  return [...codes];
}

function refuse(refused: repo.Refusal[]) {
  return new AppError(
    409,
    'shipment.labelsRefused',
    { count: refused.length },
    refused.slice(0, 50).map((r) => ({
      path: 'codes',
      messageKey: `shipment.refused.${r.reason}` as const,
      params: { code: r.code },
    })),
  );
}

/** What a selection would ship, or which codes cannot go and why. */
export async function preview(
  db: Database,
  principal: Principal,
  selection: { codes: string[]; ranges: { from: string; to: string }[] },
) {
  const corpId = ownCorp(principal);
  const codes = expandSelection(selection);
  if (codes.length > SHIPMENT_MAX_LABELS)
    throw new AppError(409, 'shipment.tooManyLabels', { max: SHIPMENT_MAX_LABELS });
  const refused = await repo.refusals(db, corpId, codes);
  const refusedCodes = new Set(refused.map((r) => r.code));
  const { count: labelCount, weight } = await repo.measure(
    db,
    codes.filter((c) => !refusedCodes.has(c)),
  );
  return { labelCount, totalWeight: toDisplayWeight(weight), refused };
}

interface ShippingDetails {
  receiverCorpId: string;
  carrier: string;
  trackingNo: string | null;
  shippingDate: string;
  documents: string[];
  remark: string | null;
}

/** The receiver must be a partner the sender marked "can ship". */
async function assertPartner(tx: Tx, senderCorpId: string, receiverCorpId: string) {
  const partner = await repo.shippingPartner(tx, senderCorpId, receiverCorpId);
  if (!partner) {
    throw new AppError(409, 'shipment.notPartner', undefined, [
      { path: 'receiverCorpId', messageKey: 'shipment.notPartner' },
    ]);
  }
  return partner;
}

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
};

/**
 * Writes a shipment of `pick(tx)`'s codes, all or nothing: the sender must be allowed to operate,
 * the receiver must be its shipping partner, and every code must pass `repo.refusals`. A label that a
 * concurrent shipment took first makes this one fail with that label named.
 */
async function ship(
  db: Database,
  principal: Principal,
  actor: Actor,
  details: ShippingDetails,
  pick: (tx: Tx, corpId: string) => Promise<string[]>,
  extra: { batchId?: string; sourceShipmentId?: string } = {},
) {
  const corpId = ownCorp(principal);
  let codes: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      await assertCompanyCanOperate(tx, corpId);
      const partner = await assertPartner(tx, corpId, details.receiverCorpId);
      codes = await pick(tx, corpId);
      if (codes.length > SHIPMENT_MAX_LABELS)
        throw new AppError(409, 'shipment.tooManyLabels', { max: SHIPMENT_MAX_LABELS });
      const refused = await repo.refusals(tx, corpId, codes);
      if (refused.length > 0) throw refuse(refused);
      const shipmentNo = `S${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
      const created = await repo.insertShipment(tx, {
        shipmentNo,
        senderCorpId: corpId,
        receiverCorpId: details.receiverCorpId,
        importReceipt: partner.kind === 'importer',
        batchId: extra.batchId ?? null,
        sourceShipmentId: extra.sourceShipmentId ?? null,
        labelCount: 0,
        totalWeight: '0',
        carrier: details.carrier,
        trackingNo: details.trackingNo,
        shippingDate: new Date(details.shippingDate),
        documents: details.documents,
        remark: details.remark,
        createdBy: actor.userId,
      });
      const filled = await repo.updateShipment(tx, (await repo.fillShipment(tx, created.id, codes)).id, {
        certificateIds: await certificatesOfShipment(tx, created.id),
      });
      await recordShipmentEvents(tx, filled.id, 'ship');
      await writeAudit(tx, actor, { action: 'ship', entity: 'shipment', entityId: filled.id, after: filled });
      await noticeToCompany(
        tx,
        details.receiverCorpId,
        'shipment.sentNotice',
        { sender: await repo.companyName(tx, corpId), shipmentNo, count: filled.labelCount },
        actor.userId,
      );
      return filled;
    });
    return get(db, principal, 'sent', row.id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent shipment committed first with some of these labels: name them.
    const refused = await repo.refusals(db, corpId, codes);
    throw refused.length > 0 ? refuse(refused) : new AppError(409, 'error.conflict');
  }
}

export function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: ShippingDetails & { codes: string[]; ranges: { from: string; to: string }[] },
) {
  const codes = expandSelection(body);
  return ship(db, principal, actor, body, async () => codes);
}

/** /sendGoodsInBatch: every label of one of the sender's batches that it holds and that is not on its way. */
export function createFromBatch(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: ShippingDetails & { batchId: string },
) {
  return ship(
    db,
    principal,
    actor,
    body,
    async (tx, corpId) => {
      const batch = await repo.ownBatch(tx, corpId, body.batchId);
      if (!batch) throw notFound();
      const codes = await repo.shippableOfBatch(tx, corpId, batch.id);
      if (codes.length === 0) throw new AppError(409, 'shipment.batchEmpty');
      return codes;
    },
    { batchId: body.batchId },
  );
}

/** /sendGoods: the receiver ships goods of a receipt on to its own partner (all it still holds, or some). */
export async function forward(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: ShippingDetails & { codes: string[] },
) {
  const source = await findVisible(db, principal, 'received', id);
  assertReceiver(source, principal);
  if (source.status !== 'received') throw new AppError(409, 'shipment.notReceived');
  return ship(
    db,
    principal,
    actor,
    body,
    async (tx, corpId) => {
      if (body.codes.length === 0) {
        const codes = await repo.shippableOfShipment(tx, corpId, source.id);
        if (codes.length === 0) throw new AppError(409, 'shipment.nothingToForward');
        return codes;
      }
      const codes = [...new Set(body.codes.map((c) => BigInt(c).toString()))];
      const inReceipt = await repo.codesOfShipment(tx, source.id, codes);
      const outside = codes.filter((c) => !inReceipt.has(c));
      if (outside.length > 0) throw refuse(outside.map((code) => ({ code, reason: 'notHeld' as const })));
      return codes;
    },
    { sourceShipmentId: source.id },
  );
}

/**
 * One move of a shipment by its receiver, serialised on the row: a second confirm or return of the
 * same shipment waits for the first and is then refused (409).
 */
async function step(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: Exclude<ShipmentAction, 'forward'>,
  work: (tx: Tx, shipment: Row) => Promise<Partial<typeof shipments.$inferInsert>>,
) {
  await db.transaction(async (tx) => {
    const before = await repo.lockOne(tx, id, visible(principal, 'received'));
    if (!before) throw notFound();
    assertReceiver(before, principal);
    const to = nextState(SHIPMENT_TRANSITIONS, before.status as Shipment['status'], action);
    if (!to) throw new AppError(409, 'shipment.closed');
    const patch = await work(tx, before);
    const status = (patch.status as Shipment['status'] | undefined) ?? to;
    const after = await repo.updateShipment(tx, id, { ...patch, status });
    if (status !== 'sent') await repo.closeLabels(tx, id);
    if (status === 'received') await repo.handOver(tx, after);
    if (status !== 'sent') await recordShipmentEvents(tx, id, status === 'received' ? 'receive' : 'return');
    await writeAudit(tx, actor, { action, entity: 'shipment', entityId: id, before, after });
    if (status !== 'sent') {
      await noticeToCompany(
        tx,
        before.senderCorpId,
        status === 'received' ? 'shipment.receivedNotice' : 'shipment.returnedNotice',
        {
          receiver: await repo.companyName(tx, before.receiverCorpId),
          shipmentNo: before.shipmentNo,
          reason: after.returnReason ?? '',
        },
        actor.userId,
      );
    }
  });
  return get(db, principal, 'received', id);
}

async function assertReceivable(tx: Tx, shipment: Row) {
  const batchNo = await repo.batchInProduction(tx, shipment.id);
  if (batchNo) throw new AppError(409, 'shipment.batchInProduction', { batchNo });
}

/**
 * /confirmTake: the receiver enters what it counted. Goods of a batch still in production cannot be
 * received; a count or weight different from the shipment's is refused with the spec's message (the
 * receiver may then return the goods). One confirmation receives the goods; for an import receipt it
 * is the first of two and the shipment stays `sent`.
 */
export function confirm(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { count: number; weight: string },
) {
  return step(db, principal, actor, id, 'confirm', async (tx, shipment) => {
    if (shipment.importReceipt && shipment.countedAt) throw new AppError(409, 'shipment.alreadyCounted');
    await assertReceivable(tx, shipment);
    const weight = toStoredWeight(body.weight);
    const mismatched = [
      ...(body.count !== shipment.labelCount ? ['count'] : []),
      ...(sameWeight(weight, shipment.totalWeight) ? [] : ['weight']),
    ];
    if (mismatched.length > 0) {
      throw new AppError(
        409,
        'shipment.mismatch',
        undefined,
        mismatched.map((path) => ({ path, messageKey: 'shipment.mismatch' as const })),
      );
    }
    const now = new Date();
    const counted = { countedCount: body.count, countedWeight: weight, countedAt: now };
    return shipment.importReceipt ? { ...counted, status: 'sent' } : { ...counted, receivedAt: now };
  });
}

/** /perfectDocuments: the receiver records the receipt's documents (customs declaration, files). */
export function completeDocuments(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { declarationNo: string | null; files: string[]; remark: string | null },
) {
  return step(db, principal, actor, id, 'completeDocuments', async () => ({
    declarationNo: body.declarationNo,
    receiptDocuments: body.files,
    documentsRemark: body.remark,
    documentsAt: new Date(),
  }));
}

/** /confirmTake2: the second confirmation of an import receipt, once counted and documented. */
export function confirmImport(db: Database, principal: Principal, actor: Actor, id: string) {
  return step(db, principal, actor, id, 'confirmImport', async (tx, shipment) => {
    if (!shipment.importReceipt) throw new AppError(409, 'shipment.notImport');
    if (!shipment.countedAt) throw new AppError(409, 'shipment.countFirst');
    if (!shipment.documentsAt) throw new AppError(409, 'shipment.documentsFirst');
    await assertReceivable(tx, shipment);
    return { receivedAt: new Date() };
  });
}

/** The receiver sends the goods back: the labels stay (or are again) in the sender's hands. */
export function returnGoods(db: Database, principal: Principal, actor: Actor, id: string, reason: string) {
  return step(db, principal, actor, id, 'return', async () => ({
    returnReason: reason,
    returnedAt: new Date(),
  }));
}
