import { CERT_PAGES, CERT_PERMISSIONS } from '@trace/contracts';
import type { PageRoute } from '../../routing/types';

/**
 * Performing audits (decision 0024): the audit list of the certification hub (/monitor), the audit
 * workspace (/haccpAuditCom: checklist, findings, the signed report) and a body's checklist templates,
 * reached from the auditor register (/auditorList).
 */
export const routes: PageRoute[] = [
  {
    path: '/monitor',
    title: 'routes:audits.monitor',
    permission: CERT_PAGES.certification,
    parent: '/corpCert',
    load: () => import('./MonitorPage'),
  },
  {
    path: '/haccpAuditCom',
    title: 'routes:audits.haccpAuditCom',
    permission: CERT_PAGES.certification,
    parent: '/monitor',
    load: () => import('./AuditWorkspacePage'),
  },
  {
    path: '/checklistTemplates',
    title: 'routes:audits.checklistTemplates',
    permission: CERT_PERMISSIONS.manageAuditors,
    parent: '/auditorList',
    load: () => import('./ChecklistTemplatesPage'),
  },
];
