import {
  CONSUMER_FEEDBACK_MANAGE,
  FEEDBACK_STATUS,
  FEEDBACK_TRANSITIONS,
  type FeedbackState,
  type FeedbackType,
  type ZConsumerFeedbackListQuery,
} from '@trace/contracts';
import { nextState } from '@trace/core';
import { companies, consumerFeedback, type Database, type DbOrTx, products, users } from '@trace/db';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { createdBetween, ownedBy } from './filters';

type ListQuery = z.output<typeof ZConsumerFeedbackListQuery>;

const stateOf = (status: number): FeedbackState =>
  status === FEEDBACK_STATUS.processed ? 'processed' : 'unprocessed';

function selectFeedback(db: DbOrTx) {
  return db
    .select({
      feedback: consumerFeedback,
      corpName: companies.name,
      productName: products.productName,
      replaceProductName: products.replaceProductName,
      processedBy: users.userName,
    })
    .from(consumerFeedback)
    .innerJoin(companies, eq(companies.id, consumerFeedback.corpId))
    .innerJoin(products, eq(products.id, consumerFeedback.productId))
    .leftJoin(users, eq(users.id, consumerFeedback.processedBy));
}

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

function toFeedback(row: FeedbackRow, principal: Principal) {
  const { feedback } = row;
  const canProcess =
    holds(principal, CONSUMER_FEEDBACK_MANAGE) &&
    nextState(FEEDBACK_TRANSITIONS, stateOf(feedback.status), 'process') !== null;
  return {
    id: feedback.id,
    corpId: feedback.corpId,
    corpName: row.corpName,
    productId: feedback.productId,
    productName: row.replaceProductName || row.productName,
    excode: feedback.excode,
    labelVoid: feedback.labelStatus === 'invalid',
    type: feedback.type as FeedbackType,
    content: feedback.content,
    contact: feedback.contact,
    status: (feedback.status === FEEDBACK_STATUS.processed ? 1 : 0) as 0 | 1,
    handlingNote: feedback.handlingNote,
    processedBy: feedback.processedAt ? row.processedBy : null,
    processTime: feedback.processedAt?.toISOString() ?? null,
    createTime: feedback.createdAt.toISOString(),
    actions: canProcess ? ['process' as const] : [],
  };
}

export async function list(db: Database, principal: Principal, query: ListQuery) {
  const where = and(
    ownedBy(principal, consumerFeedback.corpId),
    query.keyword
      ? or(
          ilike(consumerFeedback.content, likePattern(query.keyword)),
          ilike(consumerFeedback.contact, likePattern(query.keyword)),
          ilike(consumerFeedback.handlingNote, likePattern(query.keyword)),
        )
      : undefined,
    query.productId ? eq(consumerFeedback.productId, query.productId) : undefined,
    query.type ? eq(consumerFeedback.type, query.type) : undefined,
    query.status ? eq(consumerFeedback.status, Number(query.status)) : undefined,
    ...createdBetween(consumerFeedback.createdAt, query),
  );
  const ascending = query.sortBy === 'createTime' && query.sortOrder === 'asc';
  const source = {
    rows: selectFeedback(db).where(where).$dynamic(),
    orderBy: [
      ascending ? consumerFeedback.createdAt : desc(consumerFeedback.createdAt),
      desc(consumerFeedback.id),
    ],
    total: countRows(db, consumerFeedback, where),
  };
  return paginate(source, query, (rows) => rows.map((row) => toFeedback(row, principal)));
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await selectFeedback(db).where(
    and(eq(consumerFeedback.id, id), ownedBy(principal, consumerFeedback.corpId)),
  );
  if (!row) throw notFound();
  return toFeedback(row, principal);
}

/** 0 unprocessed -> 1 processed with a handling note, once; processed feedback never goes back (409). */
export async function process(db: Database, principal: Principal, actor: Actor, id: string, note: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(consumerFeedback)
      .where(and(eq(consumerFeedback.id, id), ownedBy(principal, consumerFeedback.corpId)))
      .for('update');
    if (!before) throw notFound();
    const to = nextState(FEEDBACK_TRANSITIONS, stateOf(before.status), 'process');
    if (!to) throw new AppError(409, 'consumer.feedbackProcessed');
    await tx
      .update(consumerFeedback)
      .set({
        status: FEEDBACK_STATUS[to],
        handlingNote: note,
        processedBy: actor.userId,
        processedAt: new Date(),
      })
      .where(eq(consumerFeedback.id, id));
    await writeAudit(tx, actor, {
      action: 'process',
      entity: 'consumer_feedback',
      entityId: id,
      before: { status: before.status },
      after: { status: FEEDBACK_STATUS[to], handlingNote: note },
    });
    return get(tx, principal, id);
  });
}
