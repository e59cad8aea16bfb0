import type { WorkOrderLinkType } from '@trace/contracts';
import {
  apiKeys,
  batches,
  certificates,
  type DbOrTx,
  labelOrders,
  partnerGrants,
  shipments,
} from '@trace/db';
import { and, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldError } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import type { Owner } from './access';

interface LinkSource {
  table: PgTable;
  id: PgColumn;
  label: SQL<string> | PgColumn;
  /** The records the organisation may link; undefined: none of this kind. */
  owned: SQL | undefined;
  newest: PgColumn;
}

/**
 * The records an organisation may link a work order to: its company's batches, label orders,
 * certificates, shipments (sent or received) and the API keys of partners it dealt with; a printing
 * factory's label orders; a certification body's certificates.
 */
function sourceOf(db: DbOrTx, owner: Owner, type: WorkOrderLinkType): LinkSource {
  const { corpId, certBodyId, printingFactoryId } = owner;
  switch (type) {
    case 'batch':
      return {
        table: batches,
        id: batches.id,
        label: batches.batchNo,
        owned: corpId ? eq(batches.corpId, corpId) : undefined,
        newest: batches.createdAt,
      };
    case 'labelOrder':
      return {
        table: labelOrders,
        id: labelOrders.id,
        label: labelOrders.orderNo,
        owned: corpId
          ? eq(labelOrders.corpId, corpId)
          : printingFactoryId
            ? eq(labelOrders.printingFactoryId, printingFactoryId)
            : undefined,
        newest: labelOrders.createdAt,
      };
    case 'certificate':
      return {
        table: certificates,
        id: certificates.id,
        label: certificates.certNo,
        owned: corpId
          ? eq(certificates.corpId, corpId)
          : certBodyId
            ? eq(certificates.certBodyId, certBodyId)
            : undefined,
        newest: certificates.createdAt,
      };
    case 'shipment':
      return {
        table: shipments,
        id: shipments.id,
        label: shipments.shipmentNo,
        owned: corpId
          ? or(eq(shipments.senderCorpId, corpId), eq(shipments.receiverCorpId, corpId))
          : undefined,
        newest: shipments.createdAt,
      };
    case 'apiKey':
      return {
        table: apiKeys,
        id: apiKeys.id,
        label: sql<string>`${apiKeys.name} || ' (' || ${apiKeys.prefix} || ')'`,
        owned: corpId
          ? exists(
              db
                .select({ id: partnerGrants.id })
                .from(partnerGrants)
                .where(and(eq(partnerGrants.appId, apiKeys.appId), eq(partnerGrants.corpId, corpId))),
            )
          : undefined,
        newest: apiKeys.createdAt,
      };
  }
}

/** The organisation's records of a kind, by number (newest first, at most 20), for the link picker. */
export async function linkable(db: DbOrTx, owner: Owner, type: WorkOrderLinkType, keyword?: string) {
  const source = sourceOf(db, owner, type);
  if (!source.owned) return [];
  return db
    .select({ value: sql<string>`${source.id}`, label: sql<string>`${source.label}` })
    .from(source.table)
    .where(and(source.owned, keyword ? ilike(sql`${source.label}`, likePattern(keyword)) : undefined))
    .orderBy(desc(source.newest))
    .limit(20);
}

/** A linked record must be one of the organisation's own; anything else reads as missing. */
export async function assertLinkOwned(db: DbOrTx, owner: Owner, type: WorkOrderLinkType, id: string) {
  const source = sourceOf(db, owner, type);
  const found = source.owned
    ? await db
        .select({ id: source.id })
        .from(source.table)
        .where(and(eq(source.id, id), source.owned))
        .limit(1)
    : [];
  if (found.length === 0) throw fieldError('linkId', 'workOrder.linkNotYours');
}
