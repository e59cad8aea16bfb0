import { type createDb, products, type Sql } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { expect } from 'vitest';

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

/**
 * The seeded category the flows file their products under (dried bird's nest). Picked by its code: the
 * flows add categories of their own (some asking for a certificate), in any order with other files.
 */
export async function seededCategoryId(db: Db): Promise<string> {
  const category = await db.query.productCategories.findFirst({
    columns: { id: true },
    where: (table, { eq }) => eq(table.code, 'dried_birds_nest'),
  });
  if (!category) throw new Error('the base data has no dried_birds_nest product category');
  return category.id;
}

/** An approved product of a company, filed under the seeded category. */
export async function approvedProduct(
  db: Db,
  values: { corpId: string; productName: string } & Partial<typeof products.$inferInsert>,
) {
  const [product] = await db
    .insert(products)
    .values({ categoryId: await seededCategoryId(db), reviewStatus: 'passed', ...values })
    .returning();
  return product!;
}

/** The verification code last mailed to an address (the outbox keeps every outgoing mail), once it is there. */
export async function latestCode(sql: Sql, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await sql<{ body: string }[]>`
          select body from outbox where recipient = ${recipient} order by created_at desc limit 1`;
        code = rows[0]?.body.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
        return code;
      },
      { message: `a code mailed to ${recipient}` },
    )
    .toBeDefined();
  return code!;
}
