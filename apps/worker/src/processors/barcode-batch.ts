import { JOB_PAYLOADS } from '@trace/contracts';
import { barcodeApplications, type Database, products } from '@trace/db';
import { eq, sql } from 'drizzle-orm';

/**
 * What the n-th barcode of an application encodes: GS1-128 `(01)GTIN(21)serial`, or a plain Code 128
 * serial. The serial is the application number's 16 digits and a 4-digit sequence: 20 characters,
 * the most GS1 allows in AI 21.
 */
export function barcodeValue(
  symbology: string,
  applicationNo: string,
  gtin: string | null,
  seq: number,
): string {
  const serial = `${applicationNo.replace(/^B/, '')}${String(seq).padStart(4, '0')}`;
  return symbology === 'gs1-128' ? `(01)${gtin!.padStart(14, '0')}(21)${serial}` : serial;
}

/**
 * Makes an application's barcodes in one statement (at most 9,999 rows); idempotent: a repeated job
 * finds them written and only settles the status.
 */
export async function generateBarcodes(
  db: Database,
  payload: unknown,
): Promise<'success' | 'execution_error'> {
  const { applicationId } = JOB_PAYLOADS['barcode-batch'].parse(payload);
  const [application] = await db
    .select()
    .from(barcodeApplications)
    .where(eq(barcodeApplications.id, applicationId));
  if (!application) throw new Error(`barcode application ${applicationId} does not exist`);
  try {
    const [product] = await db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.id, application.productId));
    if (application.symbology === 'gs1-128' && !product?.gtin) throw new Error('the product has no GTIN');
    const values = Array.from({ length: application.count }, (_, i) =>
      barcodeValue(application.symbology, application.applicationNo, product?.gtin ?? null, i + 1),
    );
    await db.execute(sql`
      insert into barcodes (application_id, seq, value)
      select ${applicationId}::uuid, s.seq, s.value
      from unnest(${sql.param(values.map((_, i) => i + 1))}::int[], ${sql.param(values)}::text[]) as s(seq, value)
      on conflict do nothing`);
    await db
      .update(barcodeApplications)
      .set({ status: 'success', error: null })
      .where(eq(barcodeApplications.id, applicationId));
    return 'success';
  } catch (error) {
    await db
      .update(barcodeApplications)
      .set({ status: 'execution_error', error: String((error as Error).message).slice(0, 500) })
      .where(eq(barcodeApplications.id, applicationId));
    return 'execution_error';
  }
}
