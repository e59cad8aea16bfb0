import { certModules, type DbOrTx } from '@trace/db';
import { sql } from 'drizzle-orm';

/**
 * Which certified modules cover a product, and how many labels a module's products took in a year
 * (decision 0024). A module covers a product of its own company when the product is listed in
 * `product_ids` or the product's category is in `category_ids`. Shared by the annual output page and
 * the certificate gating of label orders.
 */

/** The modules of the product's company that cover the product (listed, or its category is). */
export async function modulesCoveringProduct(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(certModules)
    .where(
      sql`exists (select 1 from products p where p.id = ${productId} and p.corp_id = ${certModules.corpId}
        and (p.id = any(${certModules.productIds}) or p.category_id = any(${certModules.categoryIds})))`,
    );
}

/**
 * Labels ordered in a calendar year (UTC) for the products a module covers: the sum of the counts of
 * the company's label orders for those products, created that year, whatever their state but `failed`.
 */
export async function labelsOrderedInYear(db: DbOrTx, moduleId: string, year: number): Promise<number> {
  const from = `${year}-01-01T00:00:00Z`;
  const to = `${year + 1}-01-01T00:00:00Z`;
  const rows = await db.execute<{ total: string | number | null }>(sql`
    select coalesce(sum(o.count), 0) as total
    from label_orders o
    join products p on p.id = o.product_id
    join cert_modules m on m.id = ${moduleId} and m.corp_id = o.corp_id
    where o.status <> 'failed'
      and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz
      and (o.product_id = any(m.product_ids) or p.category_id = any(m.category_ids))`);
  return Number(rows[0]?.total ?? 0);
}
