import { WORK_ORDER_MANAGE, type WorkOrderAction } from '@trace/contracts';
import { workOrders } from '@trace/db';
import type { WorkOrderOwner } from '@trace/db/work-orders';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { holds, ownCompanyMissing, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';

type Row = typeof workOrders.$inferSelect;

/** Who handles work orders: administrators (every work order, internal notes, decisions). */
export const isStaff = (principal: Principal) => holds(principal, WORK_ORDER_MANAGE);

/** The work orders a caller may read: its own organisation's, or every one for those who handle them. */
export function visible(principal: Principal): SQL | undefined {
  if (isStaff(principal)) return undefined;
  return tenantCondition(tenantScope(principal), {
    corpId: workOrders.corpId,
    certBodyId: workOrders.certBodyId,
    printingFactoryId: workOrders.printingFactoryId,
    userId: workOrders.createdBy,
  });
}

/** The organisation a work order is opened for: the caller's company, certification body or factory. */
export type Owner = WorkOrderOwner;

export function ownerOf(principal: Principal): Owner {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'company':
      return { corpId: scope.corpId, certBodyId: null, printingFactoryId: null };
    case 'certBody':
      return { corpId: null, certBodyId: scope.certBodyId, printingFactoryId: null };
    case 'printer':
      return { corpId: null, certBodyId: null, printingFactoryId: scope.printingFactoryId };
    case 'all':
      throw new AppError(403, 'workOrder.noOrganisation');
    default:
      throw ownCompanyMissing(principal);
  }
}

/** Whether the caller's organisation opened the work order. */
export function isRequester(row: Row, principal: Principal): boolean {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'company':
      return row.corpId === scope.corpId;
    case 'certBody':
      return row.certBodyId === scope.certBodyId;
    case 'printer':
      return row.printingFactoryId === scope.printingFactoryId;
    default:
      return false;
  }
}

/** What the caller may do next with a work order (its buttons); the service checks the same rules. */
export function actionsFor(row: Row, principal: Principal, answered: boolean): WorkOrderAction[] {
  if (row.status !== 0) return [];
  if (isStaff(principal)) return ['reply', 'note', 'assign', 'priority', 'close'];
  if (!isRequester(row, principal)) return [];
  // What the platform opened keeps its wording: its organisation answers in the thread.
  return answered || row.source ? ['reply'] : ['edit', 'reply'];
}

/** A closed work order takes no more changes (409). */
export function assertPending(row: Row) {
  if (row.status !== 0) throw new AppError(409, 'workOrder.closed');
}
