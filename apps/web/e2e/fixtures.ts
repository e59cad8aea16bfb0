import { type createDb, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';

type Db = ReturnType<typeof createDb>['db'];
const DAY = 24 * 3600_000;

/** A company allowed to trace: approved, with a traceability contract running for 300 more days. */
export function traceableCompany(db: Db, values: Parameters<typeof createCompany>[1] = {}) {
  return createCompany(db, {
    traceStatus: 'traceable',
    syStatus: 1,
    syEndTime: new Date(Date.now() + 300 * DAY),
    ...values,
  });
}

/** An approved product of a company, filed under the first product category. */
export async function approvedProduct(
  db: Db,
  values: { corpId: string; productName: string } & Partial<typeof products.$inferInsert>,
) {
  const [category] = await db.select({ id: productCategories.id }).from(productCategories).limit(1);
  const [product] = await db
    .insert(products)
    .values({ categoryId: category!.id, reviewStatus: 'passed', ...values })
    .returning();
  return product!;
}
