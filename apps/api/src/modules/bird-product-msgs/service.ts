import {
  APPROVED_REVIEW_STATES,
  type BirdProductMsgDraft,
  type ZBirdProductMsgBody,
  type ZBirdProductMsgFields,
} from '@trace/contracts';
import { birdProductMsgs, type DbOrTx, products, type Tx } from '@trace/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { reviewInfo } from '../../lib/review';
import type { ReviewedContext, ReviewedResource } from '../../lib/reviewed-resource';
import { BIRD_PRODUCT_MSG_MANAGE, birdProductMsgReview, ownSheet } from './access';
import { type SheetRow, sheetFilters, toSheetItems } from './queries';

/** A new sheet names its product; a change keeps the product (a copy describes another one). */
type SheetBody = z.output<typeof ZBirdProductMsgFields> &
  Partial<Pick<z.output<typeof ZBirdProductMsgBody>, 'productId'>>;

/** An approved product of the caller's company without a sheet, or a 400 / 409 on `productId`. */
async function productForNewSheet(tx: Tx, ctx: ReviewedContext, productId: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.corpId, ctx.principal.corpId ?? ''),
        inArray(products.reviewStatus, [...APPROVED_REVIEW_STATES]),
      ),
    );
  if (!product) throw fieldError('productId', 'birdProductMsg.productNotApproved');
  const [taken] = await tx
    .select({ id: birdProductMsgs.id })
    .from(birdProductMsgs)
    .where(eq(birdProductMsgs.productId, productId));
  if (taken) throw conflict('birdProductMsg.productTaken');
}

export const birdProductMsgResource: ReviewedResource<SheetRow, unknown, SheetBody> = {
  review: birdProductMsgReview,
  managePermission: BIRD_PRODUCT_MSG_MANAGE,
  // Two sheets for one product racing past the check above: the index decides, 409 either way.
  unique: undefined,
  filter: sheetFilters,
  toItems: toSheetItems,
  async toColumns(tx, body, ctx) {
    const columns: Record<string, unknown> = {
      origin: body.origin,
      processingMethod: body.processingMethod,
      nestType: body.nestType,
      contentShare: body.contentShare,
      solidContent: body.solidContent,
      images: body.images,
      remark: body.remark || null,
    };
    if (body.productId !== undefined) {
      await productForNewSheet(tx, ctx, body.productId);
      columns.productId = body.productId;
    }
    return columns;
  },
};

/**
 * The start of a new sheet copied from one of the company's own sheets: its latest fields (the change
 * waiting for review when there is one, as its owner last wrote them), without the product.
 */
export async function copyDraft(db: DbOrTx, principal: Principal, id: string): Promise<BirdProductMsgDraft> {
  const row = await ownSheet(db, principal, id);
  const info = await reviewInfo(db, birdProductMsgReview, row.id, row.reviewStatus);
  const latest = { ...row, ...(info.pendingChange as Partial<SheetRow> | null) };
  const [product] = await db
    .select({ productName: products.productName, replaceProductName: products.replaceProductName })
    .from(products)
    .where(eq(products.id, row.productId));
  return {
    sourceId: row.id,
    sourceProductId: row.productId,
    sourceProductName: product?.replaceProductName || product?.productName || '',
    origin: latest.origin,
    processingMethod: latest.processingMethod,
    nestType: latest.nestType as BirdProductMsgDraft['nestType'],
    contentShare: Number(latest.contentShare),
    solidContent: Number(latest.solidContent),
    images: latest.images,
    remark: latest.remark,
  };
}
