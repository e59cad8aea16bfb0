import { gs1CheckDigit } from '@trace/core/gs1';
import type { createDb } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';

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

/**
 * A company's lists at a realistic size (untimed): `count` products, as many batches of them and as
 * many shipments sent to another company, spread over the last year. Shipment numbers are unique on
 * the platform: each company's carry its id's first characters (one run fills several companies).
 */
export async function fillCompanyLists({ db, sql }: Handle, corpId: string, count: number) {
  const receiver = await createCompany(db);
  const [category] = await sql`select id from product_categories limit 1`;
  await sql`
    insert into products (corp_id, category_id, product_name, review_status, created_at)
    select ${corpId}, ${category!.id}, 'Bench product ' || i, 'passed', now() - i * interval '3 hours'
    from generate_series(1, ${count}) as i`;
  await sql`
    insert into batches (corp_id, product_id, batch_no, status, production_date, created_at)
    select ${corpId}, p.id, 'BENCH-LIST-' || p.n, 'complete', (now() - p.n * interval '3 hours')::date,
           now() - p.n * interval '3 hours'
    from (select id, row_number() over (order by created_at) as n from products where corp_id = ${corpId}) p`;
  await sql`
    insert into shipments (shipment_no, sender_corp_id, receiver_corp_id, status, batch_id, label_count,
                           total_weight, carrier, shipping_date, created_at)
    select 'BENCH-SHIP-' || left(${corpId}::text, 8) || '-' || b.n, ${corpId}, ${receiver.id}, 'received', b.id, 20, 250, 'Bench carrier',
           now() - b.n * interval '3 hours', now() - b.n * interval '3 hours'
    from (select id, row_number() over (order by created_at) as n from batches where corp_id = ${corpId}) b`;
  await sql`analyze products; analyze batches; analyze shipments`.simple();
}
