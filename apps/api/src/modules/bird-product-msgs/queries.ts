import {
  APPROVED_REVIEW_STATES,
  type Language,
  NEST_TYPE_NAMES,
  type NestType,
  type PublicBirdProductMsg,
} from '@trace/contracts';
import { birdProductMsgs, type DbOrTx, products } from '@trace/db';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../lib/like';
import { holds } from '../../lib/principal';
import type { ReviewedContext, ReviewInfoOf } from '../../lib/reviewed-resource';
import { reviewActions } from '../../lib/reviewed-resource';
import { ownershipNames } from '../records/shared';
import { BIRD_PRODUCT_MSG_MANAGE, birdProductMsgReview } from './access';

export type SheetRow = typeof birdProductMsgs.$inferSelect;

/** The name of a nest type in a language (the code itself for a type no longer offered). */
export const nestTypeName = (type: string, language: Language) =>
  NEST_TYPE_NAMES[type as NestType]?.[language] ?? type;

/** List filters: product, nest type, and a keyword over origin, processing method and product names. */
export function sheetFilters(query: Record<string, unknown>): (SQL | undefined)[] {
  const keyword = typeof query.keyword === 'string' && query.keyword ? likePattern(query.keyword) : null;
  return [
    query.productId ? eq(birdProductMsgs.productId, query.productId as string) : undefined,
    query.nestType ? eq(birdProductMsgs.nestType, query.nestType as string) : undefined,
    // A sheet has no batch: filtering by one finds nothing rather than everything.
    query.batchId ? sql`false` : undefined,
    keyword
      ? or(
          ilike(birdProductMsgs.origin, keyword),
          ilike(birdProductMsgs.processingMethod, keyword),
          sql`${birdProductMsgs.productId} in (select ${products.id} from ${products}
            where ${products.productName} ilike ${keyword} or ${products.replaceProductName} ilike ${keyword})`,
        )
      : undefined,
  ];
}

/** Sheets as the pages read them: owner and product names, review info and the caller's verbs. */
export async function toSheetItems(
  db: DbOrTx,
  rows: SheetRow[],
  info: Map<string, ReviewInfoOf>,
  ctx: ReviewedContext,
) {
  const names = await ownershipNames(
    db,
    rows.map((row) => ({ ...row, batchId: null })),
  );
  const canManage = holds(ctx.principal, BIRD_PRODUCT_MSG_MANAGE);
  return rows.map((row) => ({
    ...names({ ...row, batchId: null }),
    review: info.get(row.id)! as never,
    actions: reviewActions(
      { corpId: row.corpId, status: row.reviewStatus },
      birdProductMsgReview,
      ctx,
      canManage,
    ),
    origin: row.origin,
    processingMethod: row.processingMethod,
    nestType: row.nestType as NestType,
    nestTypeName: nestTypeName(row.nestType, ctx.language),
    contentShare: row.contentShare,
    solidContent: row.solidContent,
    images: row.images,
    remark: row.remark,
  }));
}

/**
 * The approved sheet of a product, as the public scan page shows it: the row of a passed sheet (also
 * while a change of it waits for review, or after a change was refused); drafts and rejected sheets
 * are not shown.
 */
export async function approvedSheetOfProduct(
  db: DbOrTx,
  productId: string,
  language: Language,
): Promise<PublicBirdProductMsg | null> {
  const [row] = await db
    .select()
    .from(birdProductMsgs)
    .where(
      and(
        eq(birdProductMsgs.productId, productId),
        inArray(birdProductMsgs.reviewStatus, [...APPROVED_REVIEW_STATES]),
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    origin: row.origin,
    processingMethod: row.processingMethod,
    nestType: row.nestType as PublicBirdProductMsg['nestType'],
    nestTypeName: nestTypeName(row.nestType, language),
    contentShare: row.contentShare,
    solidContent: row.solidContent,
    images: row.images,
    remark: row.remark,
  };
}
