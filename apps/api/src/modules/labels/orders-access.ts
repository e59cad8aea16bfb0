import type { OrderAction } from '@trace/contracts';
import { type DbOrTx, labelOrders } from '@trace/db';
import { eq } from 'drizzle-orm';
import { holds, type Principal } from '../../lib/principal';
import { canReview } from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';
import type { OrderRow } from './orders-repo';

/** Who may see a label order and what they may do with it: reviewers, the printing factory, the company. */

const MANAGE = 'label.applyLabel.manage';

export interface Roles {
  applicationReviewer: boolean;
  paymentReviewer: boolean;
}

export async function rolesOf(db: DbOrTx, principal: Principal): Promise<Roles> {
  const [applicationReviewer, paymentReviewer] = await Promise.all([
    canReview(db, principal, 'label_application'),
    canReview(db, principal, 'payment_receipt'),
  ]);
  return { applicationReviewer, paymentReviewer };
}

/** Reviewers see every order; a printing factory the orders handed to it; a company its own. */
export function visible(principal: Principal, roles: Roles) {
  if (roles.applicationReviewer || roles.paymentReviewer) return undefined;
  if (principal.kind === 'user' && principal.printingFactoryId)
    return eq(labelOrders.printingFactoryId, principal.printingFactoryId);
  return ownCompanyCondition(principal, labelOrders.corpId);
}

export function actionsFor(
  row: OrderRow,
  runStatus: string | null,
  principal: Principal,
  roles: Roles,
): OrderAction[] {
  const owner = row.corpId === principal.corpId && holds(principal, MANAGE);
  const printer =
    principal.kind === 'user' &&
    !!principal.printingFactoryId &&
    principal.printingFactoryId === row.printingFactoryId;
  const actions: OrderAction[] = [];
  if (owner && (row.status === 'waiting_upload' || row.status === 'failed'))
    actions.push('uploadApplication');
  if (roles.applicationReviewer && row.status === 'to_be_reviewed') actions.push('approve', 'reject');
  if (owner && row.status === 'passed' && (row.paymentStatus === 'none' || row.paymentStatus === 'failed'))
    actions.push('uploadReceipt');
  if (roles.paymentReviewer && row.status === 'passed' && row.paymentStatus === 'to_be_reviewed')
    actions.push('approvePayment', 'rejectPayment');
  if (printer && row.status === 'paid' && runStatus === 'generated') actions.push('setDelivery');
  if ((printer || principal.allPermissions) && runStatus === 'generated') actions.push('download');
  return actions;
}
