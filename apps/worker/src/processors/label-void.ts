import { JOB_PAYLOADS } from '@trace/contracts';
import { type Database, labels, noticeToCompany, stillInHandsOf, voidRequests } from '@trace/db';
import { recordVoidEvents } from '@trace/db/epcis';
import { and, eq, inArray, ne } from 'drizzle-orm';

/**
 * Voids the labels of an approved request in one transaction: each code that is still the company's
 * and not void becomes invalid at once (binding, shipping and the scan lookup read this status);
 * codes that changed hands or were voided meanwhile are listed as failures. Runs once per request.
 */
export async function performVoid(
  db: Database,
  payload: unknown,
): Promise<'performed' | 'execution_error' | 'skipped'> {
  const { requestId } = JOB_PAYLOADS['label-void'].parse(payload);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(voidRequests)
      .where(eq(voidRequests.id, requestId))
      .for('update');
    if (request?.status !== 'passed') return 'skipped';
    const voided = await tx
      .update(labels)
      .set({ status: 'invalid' })
      .where(
        and(
          inArray(labels.excode, request.codes),
          eq(labels.corpId, request.corpId),
          ne(labels.status, 'invalid'),
          stillInHandsOf(request.corpId),
        ),
      )
      .returning({ excode: labels.excode });
    const done = new Set(voided.map((v) => v.excode));
    const failures = request.codes
      .filter((code) => !done.has(code))
      .map((code) => ({ code, reason: 'not the company’s label, already void, or shipped' }));
    const status = failures.length === 0 ? 'performed' : 'execution_error';
    await tx.update(voidRequests).set({ status, failures }).where(eq(voidRequests.id, requestId));
    await recordVoidEvents(tx, requestId);
    await noticeToCompany(tx, request.corpId, 'void.performed', { requestNo: request.requestNo });
    return status;
  });
}
