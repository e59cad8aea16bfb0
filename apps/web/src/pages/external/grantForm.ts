import type { PartnerResource } from '@trace/contracts';
import { formatDate } from '../../kit';
import { endOfDay } from './keyForm';

/**
 * The end a company grants, from the day it chose: the partner's own end when it is that day (a grant
 * may not run past what was asked), else the end of the chosen day.
 */
export function grantedUntil(day: string | null, requestedUntil: string): string {
  if (!day) return '';
  return day === formatDate(requestedUntil) ? requestedUntil : endOfDay(day);
}

export interface ApproveValues extends Record<string, unknown> {
  resources: PartnerResource[];
  until: string | null;
  note: string;
}

export const approveValues = (grant: {
  requested: PartnerResource[];
  requestedUntil: string;
}): ApproveValues => ({
  resources: [...grant.requested],
  until: formatDate(grant.requestedUntil),
  note: '',
});

export const toApproveBody = (values: ApproveValues, requestedUntil: string) => ({
  resources: values.resources,
  validUntil: grantedUntil(values.until, requestedUntil),
  note: values.note.trim() || null,
});

export const approveFieldOf = (path: string) => (path === 'validUntil' ? 'until' : path);
