import { BIRD_PRODUCT_MSG_MANAGE } from '@trace/contracts';
import { birdProductMsgs, type DbOrTx } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { Reviewable } from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';

export { BIRD_PRODUCT_MSG_MANAGE };

/** Bird's-nest product sheets as the shared review engine serves them. */
export const birdProductMsgReview: Reviewable = {
  type: 'bird_product_message',
  noun: { cn: '燕窝产品信息', en: "Bird's nest product sheet", fr: "Fiche de produit de nid d'hirondelle" },
  table: birdProductMsgs,
  id: birdProductMsgs.id,
  status: birdProductMsgs.reviewStatus,
  corpId: birdProductMsgs.corpId,
  titleOf: (row) => String(row.origin ?? ''),
};

/**
 * A sheet of the caller's own company, or 404. Copying starts from the company's own sheets only:
 * reviewers read every company's sheets but never copy another company's declarations.
 */
export async function ownSheet(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(birdProductMsgs)
    .where(and(eq(birdProductMsgs.id, id), ownCompanyCondition(principal, birdProductMsgs.corpId)));
  if (!row) throw notFound();
  return row;
}
