import {
  CONSUMER_REVIEW_MANAGE,
  CONSUMER_REVIEW_TRANSITIONS,
  type ConsumerReviewAction,
  type ConsumerReviewVisibility,
  type ZConsumerReviewListQuery,
} from '@trace/contracts';
import { allowedActions, nextState } from '@trace/core';
import { companies, consumerReviews, type Database, type DbOrTx, products, users } from '@trace/db';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { createdBetween, ownedBy } from './filters';

type ListQuery = z.output<typeof ZConsumerReviewListQuery>;

function selectReviews(db: DbOrTx) {
  return db
    .select({
      review: consumerReviews,
      corpName: companies.name,
      productName: products.productName,
      replaceProductName: products.replaceProductName,
      repliedBy: users.userName,
    })
    .from(consumerReviews)
    .innerJoin(companies, eq(companies.id, consumerReviews.corpId))
    .innerJoin(products, eq(products.id, consumerReviews.productId))
    .leftJoin(users, eq(users.id, consumerReviews.repliedBy));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

function toReview(row: ReviewRow, principal: Principal) {
  const { review } = row;
  const visibility = review.visibility as ConsumerReviewVisibility;
  const manager = holds(principal, CONSUMER_REVIEW_MANAGE);
  return {
    id: review.id,
    corpId: review.corpId,
    corpName: row.corpName,
    productId: review.productId,
    productName: row.replaceProductName || row.productName,
    excode: review.excode,
    nickname: review.nickname,
    rating: review.rating,
    content: review.content,
    visibility,
    reply: review.reply,
    replyTime: review.repliedAt?.toISOString() ?? null,
    repliedBy: review.reply ? row.repliedBy : null,
    createTime: review.createdAt.toISOString(),
    actions: manager
      ? (['reply', ...allowedActions(CONSUMER_REVIEW_TRANSITIONS, visibility)] as (
          | 'reply'
          | ConsumerReviewAction
        )[])
      : [],
  };
}

const SORTABLE = { createTime: consumerReviews.createdAt, rating: consumerReviews.rating } as const;

function orderOf(query: ListQuery): SQL[] {
  const column = SORTABLE[query.sortBy as keyof typeof SORTABLE];
  if (!column) return [desc(consumerReviews.createdAt), desc(consumerReviews.id)];
  return [query.sortOrder === 'asc' ? asc(column) : desc(column), desc(consumerReviews.id)];
}

export async function list(db: Database, principal: Principal, query: ListQuery) {
  const where = and(
    ownedBy(principal, consumerReviews.corpId),
    query.keyword
      ? or(
          ilike(consumerReviews.content, likePattern(query.keyword)),
          ilike(consumerReviews.nickname, likePattern(query.keyword)),
          ilike(consumerReviews.reply, likePattern(query.keyword)),
        )
      : undefined,
    query.productId ? eq(consumerReviews.productId, query.productId) : undefined,
    query.rating ? eq(consumerReviews.rating, query.rating) : undefined,
    query.visibility ? eq(consumerReviews.visibility, query.visibility) : undefined,
    query.replied === 'true'
      ? isNotNull(consumerReviews.reply)
      : query.replied === 'false'
        ? isNull(consumerReviews.reply)
        : undefined,
    ...createdBetween(consumerReviews.createdAt, query),
  );
  const source = {
    rows: selectReviews(db).where(where).$dynamic(),
    orderBy: [...orderOf(query)],
    total: countRows(db, consumerReviews, where),
  };
  return paginate(source, query, (rows) => rows.map((row) => toReview(row, principal)));
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await selectReviews(db).where(
    and(eq(consumerReviews.id, id), ownedBy(principal, consumerReviews.corpId)),
  );
  if (!row) throw notFound();
  return toReview(row, principal);
}

/** The row to change, locked; another company's review answers 404. */
async function lockOwn(tx: DbOrTx, principal: Principal, id: string) {
  const [row] = await tx
    .select()
    .from(consumerReviews)
    .where(and(eq(consumerReviews.id, id), ownedBy(principal, consumerReviews.corpId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** One reply per review: the first writes it, later ones replace it. */
export async function reply(db: Database, principal: Principal, actor: Actor, id: string, text: string) {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, principal, id);
    const [after] = await tx
      .update(consumerReviews)
      .set({ reply: text, repliedBy: actor.userId, repliedAt: new Date() })
      .where(eq(consumerReviews.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: before.reply ? 'edit_reply' : 'reply',
      entity: 'consumer_review',
      entityId: id,
      before: { reply: before.reply },
      after: { reply: after!.reply },
    });
    return get(tx, principal, id);
  });
}

/** visible -> hidden (hide), hidden -> visible (show); any other move is a 409. */
export async function changeVisibility(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: ConsumerReviewAction,
) {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, principal, id);
    const to = nextState(CONSUMER_REVIEW_TRANSITIONS, before.visibility as ConsumerReviewVisibility, action);
    if (!to)
      throw new AppError(
        409,
        action === 'hide' ? 'consumer.reviewAlreadyHidden' : 'consumer.reviewAlreadyVisible',
      );
    await tx.update(consumerReviews).set({ visibility: to }).where(eq(consumerReviews.id, id));
    await writeAudit(tx, actor, {
      action,
      entity: 'consumer_review',
      entityId: id,
      before: { visibility: before.visibility },
      after: { visibility: to },
    });
    return get(tx, principal, id);
  });
}
