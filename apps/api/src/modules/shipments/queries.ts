import type { Shipment } from '@trace/contracts';
import { toDisplayWeight } from '@trace/core';
import { type Database, type DbOrTx, shipments } from '@trace/db';
import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { actionsFor, type Side, sideOf, visible } from './access';
import * as repo from './repo';

type Row = repo.ShipmentRow;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Shipment rows as the API answers them: names of both companies, batches, source and the caller's actions. */
async function toShipments(db: DbOrTx, rows: Row[], principal: Principal): Promise<Shipment[]> {
  const corpIds = [...new Set(rows.flatMap((r) => [r.senderCorpId, r.receiverCorpId]))];
  const sourceIds = [...new Set(rows.map((r) => r.sourceShipmentId).filter((v): v is string => !!v))];
  const [corps, batchRows, sources] = await Promise.all([
    repo.companyNames(db, corpIds),
    repo.batchesOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.shipmentNumbers(db, sourceIds),
  ]);
  const nameOf = (id: string) => corps.find((c) => c.id === id)?.name ?? '';
  return rows.map((row) => {
    const own = batchRows.filter((b) => b.shipment_id === row.id);
    return {
      id: row.id,
      shipmentNo: row.shipmentNo,
      status: row.status as Shipment['status'],
      senderCorpId: row.senderCorpId,
      senderName: nameOf(row.senderCorpId),
      receiverCorpId: row.receiverCorpId,
      receiverName: nameOf(row.receiverCorpId),
      importReceipt: row.importReceipt,
      labelCount: row.labelCount,
      totalWeight: toDisplayWeight(row.totalWeight),
      weightUnit: 'g' as const,
      productNames: [...new Set(own.map((b) => b.product_name).filter((n): n is string => !!n))],
      batches: own.map((b) => ({ id: b.id, batchNo: b.batch_no, status: b.status })),
      batchId: row.batchId,
      sourceShipmentId: row.sourceShipmentId,
      sourceShipmentNo: sources.find((s) => s.id === row.sourceShipmentId)?.shipmentNo ?? null,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      shippingDate: row.shippingDate.toISOString(),
      documents: row.documents,
      remark: row.remark,
      countedCount: row.countedCount,
      countedWeight: row.countedWeight === null ? null : toDisplayWeight(row.countedWeight),
      countedTime: iso(row.countedAt),
      declarationNo: row.declarationNo,
      receiptDocuments: row.receiptDocuments,
      documentsRemark: row.documentsRemark,
      documentsTime: iso(row.documentsAt),
      receivedTime: iso(row.receivedAt),
      returnReason: row.returnReason,
      returnedTime: iso(row.returnedAt),
      createTime: row.createdAt.toISOString(),
      side: sideOf(row, principal),
      actions: actionsFor(row, principal),
    };
  });
}

export async function list(
  db: Database,
  principal: Principal,
  side: Side,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    status?: string;
    corpId?: string;
    shippedFrom?: string;
    shippedTo?: string;
  },
) {
  const other = side === 'sent' ? shipments.receiverCorpId : shipments.senderCorpId;
  const where = and(
    visible(principal, side),
    query.keyword
      ? or(
          ilike(shipments.shipmentNo, likePattern(query.keyword)),
          ilike(shipments.trackingNo, likePattern(query.keyword)),
        )
      : undefined,
    query.status ? eq(shipments.status, query.status) : undefined,
    query.corpId ? eq(other, query.corpId) : undefined,
    query.shippedFrom ? gte(shipments.shippingDate, new Date(`${query.shippedFrom}T00:00:00Z`)) : undefined,
    query.shippedTo
      ? lt(shipments.shippingDate, new Date(Date.parse(`${query.shippedTo}T00:00:00Z`) + 86_400_000))
      : undefined,
  );
  const source = {
    rows: db.select().from(shipments).where(where).$dynamic(),
    orderBy: [desc(shipments.createdAt), desc(shipments.id)],
    total: countRows(db, shipments, where),
  };
  return paginate(source, query, (rows) => toShipments(db, rows, principal));
}

/** A shipment the caller may read on `side`, as stored; 404 otherwise. */
export async function findVisible(db: DbOrTx, principal: Principal, side: Side, id: string) {
  const row = await repo.findOne(db, id, visible(principal, side));
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, side: Side, id: string) {
  return (await toShipments(db, [await findVisible(db, principal, side, id)], principal))[0]!;
}

export async function labelsOf(
  db: Database,
  principal: Principal,
  side: Side,
  id: string,
  query: { page: number; pageSize: number; excode?: string },
) {
  const shipment = await findVisible(db, principal, side, id);
  const page = await repo.labelPage(db, shipment, query);
  return {
    ...page,
    list: page.list.map((r) => ({
      excode: r.excode,
      status: r.status as 'bound',
      productName: r.productName,
      batchId: r.batchId,
      batchNo: r.batchNo,
      batchStatus: r.batchStatus,
      weight: r.weight === null ? null : toDisplayWeight(r.weight),
      holder:
        r.holder === shipment.senderCorpId
          ? ('sender' as const)
          : r.holder === shipment.receiverCorpId
            ? ('receiver' as const)
            : ('elsewhere' as const),
    })),
  };
}
