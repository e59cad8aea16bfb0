import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { batches, birdProductMsgs, products } from '../schema/index';

/**
 * An approved bird's-nest product sheet for the demo producer's product whose batch carries the demo
 * records (its first complete batch), so /birdProductMsgList and the scan page have one to show.
 */
export async function seedDemoBirdProductMsgs(tx: Tx, corpId: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(
      and(
        eq(batches.corpId, corpId),
        eq(batches.status, 'complete'),
        inArray(products.reviewStatus, ['passed', 'modification_pending', 'modification_failed']),
      ),
    )
    .orderBy(asc(batches.createdAt))
    .limit(1);
  if (!product) return;
  await tx
    .insert(birdProductMsgs)
    .values({
      corpId,
      productId: product.id,
      origin: '马来西亚沙捞越州诗巫',
      processingMethod: '人工挑毛，低温风干，不漂白、不添加',
      nestType: 'house',
      contentShare: 98.5,
      solidContent: 86.0,
      remark: '每批次均经唾液酸与亚硝酸盐检测。',
      reviewStatus: 'passed',
    })
    .onConflictDoNothing({ target: birdProductMsgs.productId });
}
