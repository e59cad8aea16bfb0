import { managePermission, type ShipmentAction } from '@trace/contracts';
import { shipments } from '@trace/db';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { holds, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import type { ShipmentRow } from './repo';

/** Which list a caller reads: what its company sent, or what was sent to it. */
export type Side = 'sent' | 'received';

const MANAGE_RECEIVED = managePermission('product', '/takerRecord');

/** Shipments the caller may read on one side: its company's, or every one for administrators. */
export function visible(principal: Principal, side: Side): SQL | undefined {
  const column = side === 'sent' ? shipments.senderCorpId : shipments.receiverCorpId;
  return tenantCondition(tenantScope(principal), { corpId: column });
}

/** What the receiving company may do next with a shipment (the buttons of its received list). */
export function actionsFor(row: ShipmentRow, principal: Principal): ShipmentAction[] {
  if (row.receiverCorpId !== principal.corpId || !holds(principal, MANAGE_RECEIVED)) return [];
  if (row.status === 'received') return ['forward'];
  if (row.status !== 'sent') return [];
  if (!row.importReceipt) return ['confirm', 'completeDocuments', 'return'];
  const actions: ShipmentAction[] = row.countedAt ? [] : ['confirm'];
  actions.push('completeDocuments');
  if (row.countedAt && row.documentsAt) actions.push('confirmImport');
  actions.push('return');
  return actions;
}

/** How the caller's company stands to a shipment (the `side` of the answer). */
export function sideOf(row: ShipmentRow, principal: Principal): 'sender' | 'receiver' | 'observer' {
  return row.senderCorpId === principal.corpId
    ? 'sender'
    : row.receiverCorpId === principal.corpId
      ? 'receiver'
      : 'observer';
}

/** Only the receiving company moves a shipment on (an administrator who may read it may not). */
export function assertReceiver(row: ShipmentRow, principal: Principal) {
  if (row.receiverCorpId !== principal.corpId) throw new AppError(403, 'error.forbidden');
}

/** The caller's company, which ships: a caller without one may not. */
export function ownCorp(principal: Principal) {
  if (!principal.corpId) throw new AppError(409, 'company.noCompany');
  return principal.corpId;
}
