import { gs1CheckDigit } from '@trace/core/gs1';
import type { createDb } from '@trace/db';
import { createUser } from '@trace/db/factories';

type Handle = Pick<ReturnType<typeof createDb>, 'db' | 'sql'>;

let made = 0;

/**
 * A producer with one approved product and one complete batch of it, for the benches. Each call's
 * product gets a GTIN of its own (GTINs are unique), so several benches share one database.
 */
export async function benchProductBatch(
  { db, sql }: Handle,
  names: { product: string; batchNo: string; boundCount: number },
) {
  made += 1;
  const stem = `0950600013${String(400 + made)}`;
  const gtin = `${stem}${gs1CheckDigit(stem)}`;
  const user = await createUser(db, { userType: 'producer' });
  const corpId = user.corpId!;
  const [category] = await sql`select id from product_categories limit 1`;
  const [product] = await sql`
    insert into products (corp_id, category_id, product_name, gtin, review_status)
    values (${corpId}, ${category!.id}, ${names.product}, ${gtin}, 'passed') returning id`;
  const [batch] = await sql`
    insert into batches (corp_id, product_id, batch_no, status, bound_count)
    values (${corpId}, ${product!.id}, ${names.batchNo}, 'complete', ${names.boundCount}) returning id`;
  return { user, corpId, productId: product!.id as string, batchId: batch!.id as string };
}
