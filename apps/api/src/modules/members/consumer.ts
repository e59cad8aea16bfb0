import type {
  ZConsumerFeedbackBody,
  ZConsumerReviewBody,
  ZMemberRegistrationBody,
  ZScanRewardBody,
} from '@trace/contracts';
import {
  consumerFeedback,
  consumerReviews,
  type Database,
  type DbOrTx,
  memberPoints,
  members,
  noticeToCompany,
} from '@trace/db';
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { countRows, paginate } from '../../lib/paging';
import { activeSetting, assertUsable, type ConsumerLabelContext, findConsumerLabel } from './labels';

type RegistrationBody = z.output<typeof ZMemberRegistrationBody>;
type ReviewBody = z.output<typeof ZConsumerReviewBody>;
type FeedbackBody = z.output<typeof ZConsumerFeedbackBody>;
type ScanRewardBody = z.output<typeof ZScanRewardBody>;

const visibleReviewsOf = (productId: string) =>
  and(eq(consumerReviews.productId, productId), eq(consumerReviews.visibility, 'visible'));

async function reviewSummary(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ count: count(), average: avg(consumerReviews.rating) })
    .from(consumerReviews)
    .where(visibleReviewsOf(productId));
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  return { count: row?.count ?? 0, average: average === null ? null : Math.round(average * 10) / 10 };
}

async function scanPointsClaimed(db: DbOrTx, excode: string) {
  const [row] = await db
    .select({ id: memberPoints.id })
    .from(memberPoints)
    .where(and(eq(memberPoints.kind, 'scan'), eq(memberPoints.excode, excode)));
  return Boolean(row);
}

async function hasReview(db: DbOrTx, excode: string) {
  const [row] = await db
    .select({ id: consumerReviews.id })
    .from(consumerReviews)
    .where(eq(consumerReviews.excode, excode));
  return Boolean(row);
}

/** What the scan page's consumer panel offers for one label. */
export async function labelPanel(db: Database, code: string) {
  const label = await findConsumerLabel(db, code);
  const [setting, reviews, reviewed, claimed] = await Promise.all([
    activeSetting(db),
    reviewSummary(db, label.productId),
    hasReview(db, label.excode),
    scanPointsClaimed(db, label.excode),
  ]);
  const usable = label.status !== 'invalid';
  return {
    excode: label.excode,
    productId: label.productId,
    productName: label.productName,
    corpId: label.corpId,
    corpName: label.corpName,
    labelVoid: !usable,
    registration: setting,
    scanRewardAvailable: usable && setting.scanRewardPoints > 0 && !claimed,
    reviews,
    canReview: usable && !reviewed,
  };
}

type ReviewRow = typeof consumerReviews.$inferSelect;

export const toPublicReview = (row: ReviewRow) => ({
  id: row.id,
  nickname: row.nickname,
  rating: row.rating,
  content: row.content,
  reply: row.reply,
  replyTime: row.repliedAt?.toISOString() ?? null,
  createTime: row.createdAt.toISOString(),
});

/** Visible reviews of the label's product, newest first. */
export async function publicReviews(db: Database, code: string, query: { page: number; pageSize: number }) {
  const label = await findConsumerLabel(db, code);
  const where = visibleReviewsOf(label.productId);
  const source = {
    rows: db.select().from(consumerReviews).where(where).$dynamic(),
    orderBy: [desc(consumerReviews.createdAt), desc(consumerReviews.id)],
    total: countRows(db, consumerReviews, where),
  };
  return paginate(source, query, (rows) => rows.map(toPublicReview));
}

const PHONE_KEY = { members_corp_phone_key: { path: 'phone', key: 'register.phoneTaken' as const } };

/** Adds points to a member and to the member's history, in the caller's transaction. */
async function grantPoints(
  tx: DbOrTx,
  memberId: string,
  kind: 'register' | 'scan',
  points: number,
  excode: string | null,
) {
  await tx.insert(memberPoints).values({ memberId, kind, points, excode });
  const [row] = await tx
    .update(members)
    .set({ points: sql`${members.points} + ${points}` })
    .where(eq(members.id, memberId))
    .returning({ points: members.points });
  return row!.points;
}

/**
 * A consumer becomes a member of the label's company, as the /SysMemberScan setting in force
 * allows: registration open, phone required or not, points for registering. One member per phone
 * number and company ("phone number occupied").
 */
export async function register(db: Database, actor: Actor, body: RegistrationBody) {
  const label = await findConsumerLabel(db, body.excode);
  assertUsable(label);
  const setting = await activeSetting(db);
  if (!setting.open) throw new AppError(409, 'consumer.registrationClosed');
  if (setting.requirePhone && !body.phone) throw fieldError('phone', 'consumer.phoneRequired');
  try {
    return await db.transaction(async (tx) => {
      if (body.phone) {
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.corpId, label.corpId), eq(members.phone, body.phone)));
        if (taken) throw fieldError('phone', 'register.phoneTaken');
      }
      const [member] = await tx
        .insert(members)
        .values({
          corpId: label.corpId,
          name: body.name,
          phone: body.phone,
          gender: body.gender,
          birthday: body.birthday,
          region: body.region,
          email: body.email,
          excode: label.excode,
          productId: label.productId,
        })
        .returning();
      const granted = setting.registerRewardPoints;
      const points = granted > 0 ? await grantPoints(tx, member!.id, 'register', granted, null) : 0;
      await writeAudit(tx, actor, {
        action: 'register',
        entity: 'member',
        entityId: member!.id,
        after: member,
      });
      return { id: member!.id, name: member!.name, corpName: label.corpName, granted, points };
    });
  } catch (error) {
    throw uniqueViolation(error, PHONE_KEY) ?? error;
  }
}

/**
 * A member (found by phone number within the label's company) claims the points for scanning a
 * label: once per label, and no more than the daily limit (0: no limit) per member and day.
 */
export async function claimScanReward(db: Database, actor: Actor, body: ScanRewardBody) {
  const label = await findConsumerLabel(db, body.excode);
  assertUsable(label);
  const setting = await activeSetting(db);
  if (setting.scanRewardPoints <= 0) throw new AppError(409, 'consumer.noScanReward');
  const granted = setting.scanRewardPoints;
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .select()
        .from(members)
        .where(and(eq(members.corpId, label.corpId), eq(members.phone, body.phone)))
        .for('update');
      if (!member) throw notFound('consumer.memberNotFound');
      if (await scanPointsClaimed(tx, label.excode)) throw new AppError(409, 'consumer.rewardClaimed');
      if (setting.dailyRewardLimit > 0) {
        const [today] = await tx
          .select({ total: sql<number>`coalesce(sum(${memberPoints.points}), 0)::int` })
          .from(memberPoints)
          .where(
            and(
              eq(memberPoints.memberId, member.id),
              eq(memberPoints.kind, 'scan'),
              sql`${memberPoints.createdAt} >= date_trunc('day', now())`,
            ),
          );
        if ((today?.total ?? 0) + granted > setting.dailyRewardLimit)
          throw new AppError(409, 'consumer.dailyLimit');
      }
      const points = await grantPoints(tx, member.id, 'scan', granted, label.excode);
      await writeAudit(tx, actor, {
        action: 'claim_scan_points',
        entity: 'member',
        entityId: member.id,
        after: { excode: label.excode, points: granted },
      });
      return { granted, points };
    });
  } catch (error) {
    const clash = uniqueViolation(error, undefined);
    throw clash ? new AppError(409, 'consumer.rewardClaimed') : error;
  }
}

/** One review per label, public at once. */
export async function review(db: Database, actor: Actor, body: ReviewBody) {
  const label = await findConsumerLabel(db, body.excode);
  assertUsable(label);
  try {
    return await db.transaction(async (tx) => {
      if (await hasReview(tx, label.excode)) throw new AppError(409, 'consumer.alreadyReviewed');
      const [row] = await tx
        .insert(consumerReviews)
        .values({
          corpId: label.corpId,
          productId: label.productId,
          excode: label.excode,
          nickname: body.nickname || null,
          rating: body.rating,
          content: body.content,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'consumer_review',
        entityId: row!.id,
        after: row,
      });
      return toPublicReview(row!);
    });
  } catch (error) {
    const clash = uniqueViolation(error, undefined);
    throw clash ? new AppError(409, 'consumer.alreadyReviewed') : error;
  }
}

/** Feedback is taken for void labels too (often a counterfeit report); the company is notified. */
export async function feedback(db: Database, actor: Actor, body: FeedbackBody) {
  const label: ConsumerLabelContext = await findConsumerLabel(db, body.excode);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consumerFeedback)
      .values({
        corpId: label.corpId,
        productId: label.productId,
        excode: label.excode,
        labelStatus: label.status,
        type: body.type,
        content: body.content,
        contact: body.contact || null,
      })
      .returning();
    await noticeToCompany(tx, label.corpId, 'consumer.newFeedback', { productName: label.productName }, null);
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'consumer_feedback',
      entityId: row!.id,
      after: row,
    });
    return { id: row!.id, createTime: row!.createdAt.toISOString() };
  });
}
