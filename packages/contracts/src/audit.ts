import { ORDER_ACTIONS } from './labels/orders';
import { CONSUMER_REVIEW_ACTIONS } from './members';
import { LISTING_ACTIONS } from './products';
import { REVIEW_ACTIONS } from './review';
import { SHIPMENT_ACTIONS } from './shipments';

/**
 * Every action the audit log records. The API may write only these, and the audit log names each one
 * in the reader's language; an action added here must be given its words there. (An action may appear twice
 * when two workflows share it.)
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'enable',
  'disable',
  'reset_password',
  'change_password',
  'update_profile',
  'unlock',
  'register',
  'approve',
  'reject',
  'publish',
  'process',
  'send',
  'upload',
  'apply',
  'link',
  'unlink',
  'revoke',
  'retry',
  'admin_edit',
  'edit_traceability',
  'pause',
  'resume',
  'ship',
  'bind',
  'complete',
  'replaceProductName',
  'useRawMaterial',
  'reply',
  'edit_reply',
  'claim_scan_points',
  'rotate',
  'refuse',
  ...CONSUMER_REVIEW_ACTIONS,
  ...ORDER_ACTIONS,
  ...SHIPMENT_ACTIONS,
  ...LISTING_ACTIONS,
  ...REVIEW_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
