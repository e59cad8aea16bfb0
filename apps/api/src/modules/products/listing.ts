import { hasApprovedVersion, LISTING_TRANSITIONS, type ListingAction } from '@trace/contracts';
import { nextState } from '@trace/core';
import { type Database, products, reviewDecisions } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { holds, type Principal } from '../../lib/principal';
import { canReview, notifyOwner } from '../../lib/review';
import type { ReviewedContext } from '../../lib/reviewed-resource';
import { productReview } from '../companies/reviewables';

type ProductRow = typeof products.$inferSelect;
const OWNER_ACTIONS: readonly ListingAction[] = ['requestOnline', 'takeOffline'];

/** The listing verbs the caller may use on a product now. */
export function listingActions(row: ProductRow, ctx: ReviewedContext, canManage: boolean): ListingAction[] {
  const possible = LISTING_TRANSITIONS.filter((t) => t.from === row.listingStatus).map((t) => t.action);
  return possible.filter((action) =>
    OWNER_ACTIONS.includes(action)
      ? canManage &&
        row.corpId === ctx.principal.corpId &&
        (action !== 'requestOnline' || hasApprovedVersion(row.reviewStatus))
      : ctx.reviewer,
  );
}

/**
 * Moves a product's listing through DOMAIN.md's states. Owners request and withdraw; reviewers of
 * products decide. A product that was online before comes back through back_online_pending.
 */
export async function moveListing(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: ListingAction,
  remark: string | null,
) {
  const reviewer = await canReview(db, principal, 'product');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row || (!reviewer && row.corpId !== principal.corpId)) throw notFound();
    const owner = OWNER_ACTIONS.includes(action);
    if (
      owner
        ? row.corpId !== principal.corpId || !holds(principal, 'product.productMessage.manage')
        : !reviewer
    ) {
      throw new AppError(403, owner ? 'error.forbidden' : 'review.notReviewer');
    }
    if (action === 'requestOnline' && !hasApprovedVersion(row.reviewStatus))
      throw new AppError(409, 'product.notApproved');
    let to = nextState(LISTING_TRANSITIONS, row.listingStatus as never, action);
    if (!to) throw new AppError(409, 'review.notAllowed');
    if (action === 'requestOnline') {
      const [wasOnline] = await tx
        .select({ id: reviewDecisions.id })
        .from(reviewDecisions)
        .where(
          and(
            eq(reviewDecisions.resourceType, 'product_listing'),
            eq(reviewDecisions.resourceId, id),
            eq(reviewDecisions.toStatus, 'online'),
          ),
        )
        .limit(1);
      if (wasOnline) to = 'back_online_pending';
    }
    const [after] = await tx
      .update(products)
      .set({ listingStatus: to, listingRemark: remark ?? (owner ? row.listingRemark : null) })
      .where(eq(products.id, id))
      .returning();
    await tx.insert(reviewDecisions).values({
      resourceType: 'product_listing',
      resourceId: id,
      action,
      fromStatus: row.listingStatus,
      toStatus: to,
      actorId: actor.userId,
      actorName: actor.account,
      remark,
    });
    await writeAudit(tx, actor, { action, entity: 'product_listing', entityId: id, before: row, after });
    if (action === 'approveListing' || action === 'rejectListing') {
      await notifyOwner(
        tx,
        productReview,
        after!,
        action === 'approveListing' ? 'approve' : 'reject',
        remark,
        actor.userId,
      );
    }
    return after!;
  });
}
