import { SHIPPABLE_LABEL_STATUSES } from '@trace/contracts';
import {
  batches,
  companies,
  companyPartners,
  type DbOrTx,
  labelHoldings,
  labels,
  products,
  shipmentLabels,
  shipments,
  type Tx,
} from '@trace/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { countRows, paginate } from '../../lib/paging';

export type ShipmentRow = typeof shipments.$inferSelect;
export type Refusal = { code: string; reason: 'notHeld' | 'void' | 'notBound' | 'inTransit' };

const SHIPPABLE = sql.raw(SHIPPABLE_LABEL_STATUSES.map((s) => `'${s}'`).join(', '));

/** A list of codes as one numeric[] parameter (a long list stays one bind value). */
const codeArray = (codes: string[]) => sql`string_to_array(${codes.join(',')}, ',')::numeric[]`;

/**
 * Who holds a label: the company of its last receipt (label_holdings), else the company it was
 * delivered to (labels.corp_id). Why each of `codes` cannot be shipped by `corpId` (codes that can go are not listed). A label of
 * another company reads "not held" whatever its state, so nothing is told about other tenants' labels.
 */
export async function refusals(db: DbOrTx, corpId: string, codes: string[]): Promise<Refusal[]> {
  if (codes.length === 0) return [];
  const rows = await db.execute<{ code: string; reason: Refusal['reason'] | null }>(sql`
    select w.code::text as code,
      case
        when l.excode is null or coalesce(h.holder_corp_id, l.corp_id) is distinct from ${corpId}::uuid
          then 'notHeld'
        when l.status = 'invalid' then 'void'
        when l.status not in (${SHIPPABLE}) or l.batch_id is null then 'notBound'
        when exists (select 1 from shipment_labels s where s.excode = w.code and s.open) then 'inTransit'
      end as reason
    from unnest(${codeArray(codes)}) as w(code)
    left join labels l on l.excode = w.code
    left join label_holdings h on h.excode = w.code
    order by w.code`);
  return [...rows].filter((r): r is Refusal => r.reason !== null);
}

/** Count and total stored weight of a list of labels. */
export async function measure(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return { count: 0, weight: '0' };
  const [row] = await db.execute<{ count: number; weight: string }>(sql`
    select count(*)::int as count, coalesce(sum(weight), 0)::text as weight
    from labels where excode = any(${codeArray(codes)})`);
  return { count: row?.count ?? 0, weight: row?.weight ?? '0' };
}

/** Codes of a batch's labels that `corpId` holds and could ship now. */
export async function shippableOfBatch(db: DbOrTx, corpId: string, batchId: string): Promise<string[]> {
  const rows = await db.execute<{ code: string }>(sql`
    select l.excode::text as code
    from labels l
    left join label_holdings h on h.excode = l.excode
    where l.batch_id = ${batchId}
      and coalesce(h.holder_corp_id, l.corp_id) = ${corpId}::uuid
      and l.status in (${SHIPPABLE})
      and not exists (select 1 from shipment_labels s where s.excode = l.excode and s.open)
    order by l.excode`);
  return [...rows].map((r) => r.code);
}

/** Codes of a shipment's labels that `corpId` holds and could ship now (goods to forward). */
export async function shippableOfShipment(db: DbOrTx, corpId: string, shipmentId: string) {
  const rows = await db.execute<{ code: string }>(sql`
    select l.excode::text as code
    from shipment_labels sl
    join labels l on l.excode = sl.excode
    left join label_holdings h on h.excode = l.excode
    where sl.shipment_id = ${shipmentId}
      and coalesce(h.holder_corp_id, l.corp_id) = ${corpId}::uuid
      and l.status in (${SHIPPABLE})
      and l.batch_id is not null
      and not exists (select 1 from shipment_labels s where s.excode = l.excode and s.open)
    order by l.excode`);
  return [...rows].map((r) => r.code);
}

/** Which of `codes` belong to a shipment. */
export async function codesOfShipment(db: DbOrTx, shipmentId: string, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db.execute<{ code: string }>(sql`
    select excode::text as code from shipment_labels
    where shipment_id = ${shipmentId} and excode = any(${codeArray(codes)})`);
  return new Set([...rows].map((r) => r.code));
}

/**
 * Puts labels in an open shipment with their batch and weight, and sets its count and total weight.
 * The partial unique index refuses a label already in an open shipment (a concurrent shipment).
 */
export async function fillShipment(db: DbOrTx, shipmentId: string, codes: string[]) {
  await db.execute(sql`
    insert into shipment_labels (shipment_id, excode, batch_id, weight, open)
    select ${shipmentId}::uuid, excode, batch_id, weight, true
    from labels where excode = any(${codeArray(codes)})`);
  const [row] = await db
    .update(shipments)
    .set({
      labelCount: sql`(select count(*)::int from shipment_labels where shipment_id = ${shipmentId}::uuid)`,
      totalWeight: sql`(select coalesce(sum(weight), 0) from shipment_labels where shipment_id = ${shipmentId}::uuid)`,
    })
    .where(eq(shipments.id, shipmentId))
    .returning();
  return row!;
}

/** Closes the shipment's label rows (received or returned): the labels may be shipped again. */
export async function closeLabels(db: DbOrTx, shipmentId: string) {
  await db.update(shipmentLabels).set({ open: false }).where(eq(shipmentLabels.shipmentId, shipmentId));
}

/** The receiver now holds every label of the shipment. */
export async function handOver(db: DbOrTx, shipment: ShipmentRow) {
  await db.execute(sql`
    insert into label_holdings (excode, holder_corp_id, shipment_id, updated_at)
    select excode, ${shipment.receiverCorpId}::uuid, ${shipment.id}::uuid, now()
    from shipment_labels where shipment_id = ${shipment.id}::uuid
    on conflict (excode) do update
      set holder_corp_id = excluded.holder_corp_id, shipment_id = excluded.shipment_id, updated_at = now()`);
}

/** The first batch of the shipment's goods still in production, if any (its goods cannot be received). */
export async function batchInProduction(db: DbOrTx, shipmentId: string) {
  const [row] = await db
    .selectDistinct({ batchNo: batches.batchNo })
    .from(shipmentLabels)
    .innerJoin(batches, eq(batches.id, shipmentLabels.batchId))
    .where(and(eq(shipmentLabels.shipmentId, shipmentId), eq(batches.status, 'in_production')))
    .limit(1);
  return row?.batchNo ?? null;
}

/** The batches of each shipment with their product's name (one query for a page of shipments). */
export async function batchesOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  const rows = await db.execute<{
    shipment_id: string;
    id: string;
    batch_no: string;
    status: string;
    product_name: string | null;
  }>(sql`
    select sb.shipment_id, b.id, b.batch_no, b.status,
      coalesce(p.replace_product_name, p.product_name) as product_name
    from (
      select distinct shipment_id, batch_id from shipment_labels
      where shipment_id = any(string_to_array(${shipmentIds.join(',')}, ',')::uuid[])
        and batch_id is not null
    ) sb
    join batches b on b.id = sb.batch_id
    left join products p on p.id = b.product_id
    order by b.batch_no`);
  return [...rows];
}

/**
 * The labels of a shipment, one page of them through `paginate`: each with its product, batch, weight
 * and who holds it now (its last receipt, else the company it was delivered to).
 */
export function labelPage(
  db: DbOrTx,
  shipment: ShipmentRow,
  query: { page: number; pageSize: number; excode?: string },
) {
  const where = and(
    eq(shipmentLabels.shipmentId, shipment.id),
    query.excode ? sql`${shipmentLabels.excode}::text like ${`${query.excode}%`}` : undefined,
  );
  return paginate(
    {
      rows: db
        .select({
          excode: sql<string>`${shipmentLabels.excode}::text`,
          status: labels.status,
          productName: sql<string | null>`coalesce(${products.replaceProductName}, ${products.productName})`,
          batchId: shipmentLabels.batchId,
          batchNo: batches.batchNo,
          batchStatus: batches.status,
          weight: sql<string | null>`${shipmentLabels.weight}::text`,
          holder: sql<string | null>`coalesce(${labelHoldings.holderCorpId}, ${labels.corpId})`,
        })
        .from(shipmentLabels)
        .innerJoin(labels, eq(labels.excode, shipmentLabels.excode))
        .leftJoin(labelHoldings, eq(labelHoldings.excode, shipmentLabels.excode))
        .leftJoin(batches, eq(batches.id, shipmentLabels.batchId))
        .leftJoin(products, eq(products.id, sql`coalesce(${batches.productId}, ${labels.productId})`))
        .where(where)
        .$dynamic(),
      orderBy: [shipmentLabels.excode],
      total: countRows(db, shipmentLabels, where),
    },
    query,
  );
}

/** One shipment by id within `scope` (an access condition), or undefined. */
export async function findOne(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), scope));
  return row;
}

/** One shipment by id within `scope`, locked for update until the transaction ends, or undefined. */
export async function lockOne(tx: Tx, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), scope))
    .for('update');
  return row;
}

/** Id and name of each of the companies. */
export async function companyNames(db: DbOrTx, corpIds: string[]) {
  if (corpIds.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, corpIds));
}

/** The name of one company ('' when there is none). */
export async function companyName(db: DbOrTx, corpId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, corpId));
  return row?.name ?? '';
}

/** Id and number of each of the shipments. */
export async function shipmentNumbers(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({ id: shipments.id, shipmentNo: shipments.shipmentNo })
    .from(shipments)
    .where(inArray(shipments.id, shipmentIds));
}

/** The kind of `receiverCorpId` when `senderCorpId` marked it a partner it "can ship" to, else undefined. */
export async function shippingPartner(db: DbOrTx, senderCorpId: string, receiverCorpId: string) {
  const [partner] = await db
    .select({ kind: companies.kind })
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCorpId))
    .where(
      and(
        eq(companyPartners.corpId, senderCorpId),
        eq(companyPartners.partnerCorpId, receiverCorpId),
        eq(companyPartners.canShip, true),
      ),
    )
    .limit(1);
  return partner;
}

/** A batch of `corpId` by id, or undefined. */
export async function ownBatch(db: DbOrTx, corpId: string, batchId: string) {
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.corpId, corpId)));
  return batch;
}

/** Writes a new shipment row (its labels come after, with `fillShipment`). */
export async function insertShipment(db: DbOrTx, values: typeof shipments.$inferInsert) {
  const [created] = await db.insert(shipments).values(values).returning();
  return created!;
}

/** Changes a shipment's row and answers it as it now is. */
export async function updateShipment(db: DbOrTx, id: string, patch: Partial<typeof shipments.$inferInsert>) {
  const [after] = await db.update(shipments).set(patch).where(eq(shipments.id, id)).returning();
  return after!;
}
