import { sql } from 'drizzle-orm';
import { type DbOrTx, executePrepared, type Sql } from './client';

/**
 * Which certificate a product's labels stand on (decision 0024): a certificate of the product's
 * company whose modules cover the product (the product is listed in a module, or its category is).
 * Shared by the API (label orders, binding, shipments, scan page) and the worker (label generation).
 */

export type CoveringCertificate = {
  id: string;
  certNo: string;
  status: string;
  scheme: string;
  validUntil: string;
  moduleIds: string[];
};

export type CoveringModule = {
  id: string;
  name: string;
  certifiedAnnualOutput: number | null;
};

export interface ProductCoverageRow {
  /** The certificate in force (effective or reduced, within its validity), or null. */
  inForce: CoveringCertificate | null;
  /** The module of that certificate covering the product. */
  module: CoveringModule | null;
  /** Without one in force: the latest certificate that covered the product (for the reason), or null. */
  latest: CoveringCertificate | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The certificate a product's public scan page shows: the one in force, else the latest it had
 * (`productCoverage`'s `inForce ?? latest`), read as a prepared statement (it runs on every scan).
 */
export async function shownCertificate(
  client: Sql,
  productId: string,
  day: string = today(),
): Promise<CoveringCertificate | null> {
  const [first] = await executePrepared<CoveringCertificate & { inForce: boolean }>(
    client,
    firstCoveringCertificate(productId, day),
  );
  if (!first) return null;
  const { inForce: _inForce, ...certificate } = first;
  return certificate;
}

/** A list of ids as one uuid[] parameter (a bare array would expand into a list of parameters). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Whether a product's labels need a certificate: the active platform gates every product, or the
 * product's category requires certification (`product_categories.cert_required`).
 */
export async function certGatingOn(db: DbOrTx, productId: string): Promise<boolean> {
  const rows = await db.execute<{ on: boolean }>(sql`
    select coalesce((select cert_gating from platforms where active = true limit 1), false)
      or coalesce((select c.cert_required from products p join product_categories c on c.id = p.category_id
                   where p.id = ${productId}), false) as "on"`);
  return Boolean(rows[0]?.on);
}

/** The modules of a product's company that cover it. */
const coveringModules = (productId: string) => sql`
  select m.id from cert_modules m join products p on p.id = ${productId}
  where m.corp_id = p.corp_id and (p.id = any(m.product_ids) or p.category_id = any(m.category_ids))`;

/**
 * A product's covering certificates, best first (the database's `covering_certificates`, which the
 * public scan's statement reads too): in force today, then not replaced, the latest validity, the
 * newest. The first row is what the product stands on (`inForce`) or, when none is in force, the
 * latest it had.
 */
const firstCoveringCertificate = (productId: string, day: string) => sql`
    select id, cert_no as "certNo", status, scheme, valid_until::text as "validUntil",
      module_ids::text[] as "moduleIds", in_force as "inForce"
    from covering_certificates(${productId}::uuid, ${day}::date)
    limit 1`;

export async function productCoverage(
  db: DbOrTx,
  productId: string,
  day: string = today(),
): Promise<ProductCoverageRow> {
  const rows = await db.execute<CoveringCertificate & { inForce: boolean }>(
    firstCoveringCertificate(productId, day),
  );
  const first = rows[0];
  if (!first) return { inForce: null, module: null, latest: null };
  const { inForce, ...certificate } = first;
  if (!inForce) return { inForce: null, module: null, latest: certificate };
  const modules = await db.execute<CoveringModule>(sql`
    select m.id, m.name, m.certified_annual_output as "certifiedAnnualOutput"
    from cert_modules m
    where m.id = any(${uuidArray(certificate.moduleIds)}) and m.id in (${coveringModules(productId)})
    order by m.certified_annual_output desc nulls first, m.created_at
    limit 1`);
  return { inForce: certificate, module: modules[0] ?? null, latest: certificate };
}

/**
 * Labels ordered in a calendar year (UTC) for the products each module covers: the counts of the
 * company's label orders for those products created that year, whatever their state but `failed`.
 * One query for all the modules of a page.
 */
export async function labelsOrderedInYearByModule(
  db: DbOrTx,
  moduleIds: readonly string[],
  year: number,
): Promise<Map<string, number>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db.execute<{ id: string; n: number }>(sql`
    select m.id, coalesce(sum(o.count), 0)::int as n
    from cert_modules m
    left join products p on p.corp_id = m.corp_id
      and (p.id = any(m.product_ids) or p.category_id = any(m.category_ids))
    left join label_orders o on o.product_id = p.id and o.status <> 'failed'
      and o.created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
      and o.created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')
    where m.id = any(${uuidArray(moduleIds)})
    group by m.id`);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** Labels ordered in a calendar year for the products one module covers. */
export async function labelsOrderedInYear(db: DbOrTx, moduleId: string, year: number): Promise<number> {
  return (await labelsOrderedInYearByModule(db, [moduleId], year)).get(moduleId) ?? 0;
}

/** Labels ordered this calendar year for the products a module covers (orders not failed). */
export const labelsOrderedThisYear = (db: DbOrTx, moduleId: string, now = new Date()) =>
  labelsOrderedInYear(db, moduleId, now.getUTCFullYear());

/**
 * The certificates in force for several products at once (a shipment's), without duplicates: for each
 * product the certificate `productCoverage` would choose, in one query.
 */
export async function certificatesInForce(
  db: DbOrTx,
  productIds: string[],
  day: string = today(),
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.execute<{ id: string; inForce: boolean }>(sql`
    select c.id, c.in_force as "inForce"
    from unnest(${uuidArray([...new Set(productIds)])}) as p(id)
    cross join lateral (select * from covering_certificates(p.id, ${day}::date) limit 1) c`);
  return [...new Set(rows.filter((row) => row.inForce).map((row) => row.id))];
}
