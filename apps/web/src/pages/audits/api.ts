import { useQuery } from '@tanstack/react-query';
import type { AuditDetail, AuditFinding, ChecklistTemplate } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { AuditDetail, AuditFinding, ChecklistTemplate };

/** Every audit query sits under one prefix, so a change refreshes lists and the workspace. */
export const AUDIT_KEYS = {
  all: ['cert-audits'],
  list: ['cert-audits', 'list'],
  one: (id: string) => ['cert-audits', 'one', id],
  findings: ['cert-audits', 'findings'],
  surveillance: ['cert-audits', 'surveillance'],
  templates: ['cert-audits', 'templates'],
} as const;

export function useAudit(id: string | null) {
  return useQuery({
    queryKey: AUDIT_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.audits.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}
