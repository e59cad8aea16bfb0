import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { batches, workOrderMessages, workOrders } from '../schema/index';
import { openSystemWorkOrders, workOrderDueAt } from '../work-orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo producer's question about a batch, answered by the administrator, and the work orders the
 * platform opens itself for what the demo data leaves to a person (last month's paid label order is
 * past its delivery date: its printing factory gets one), as the worker's round would.
 */
export async function seedDemoWorkOrders(
  tx: Tx,
  parties: { producerCorpId: string; producerUserId: string; adminUserId: string },
) {
  const now = Date.now();
  const [batch] = await tx
    .select({ id: batches.id, batchNo: batches.batchNo })
    .from(batches)
    .where(eq(batches.corpId, parties.producerCorpId))
    .orderBy(desc(batches.createdAt))
    .limit(1);
  const opened = new Date(now - 2 * DAY);
  const answered = new Date(now - 2 * DAY + 3 * HOUR);
  const [order] = await tx
    .insert(workOrders)
    .values({
      orderNo: 'WDEMO0001',
      title: 'Harvest date shown on the scan page',
      description: batch
        ? `Consumers scanning labels of batch ${batch.batchNo} see last year's harvest date. Can it be corrected without re-binding the labels?`
        : "Consumers scanning our labels see last year's harvest date. Can it be corrected without re-binding the labels?",
      type: 'batch',
      priority: 'normal',
      corpId: parties.producerCorpId,
      createdBy: parties.producerUserId,
      linkType: batch ? 'batch' : null,
      linkId: batch?.id ?? null,
      assigneeId: parties.adminUserId,
      dueAt: workOrderDueAt(opened, 'normal'),
      firstReplyAt: answered,
      createdAt: opened,
      updatedAt: answered,
    })
    .returning({ id: workOrders.id });
  await tx.insert(workOrderMessages).values({
    workOrderId: order!.id,
    kind: 'reply',
    body: 'The scan page shows the harvest date of the batch record. Edit the batch while it is in production and the page follows at once; a completed batch is locked, so tell us and we will reopen it for you.',
    authorId: parties.adminUserId,
    fromStaff: true,
    createdAt: answered,
  });
  await openSystemWorkOrders(tx);
}
