import { managePermission, type ShipmentAction } from '@trace/contracts';
import { shipments } from '@trace/db';
import type { SQL } from 'drizzle-orm';
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
