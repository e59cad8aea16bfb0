import { CERT_PAGES, CERT_PERMISSIONS } from '@trace/contracts';
import type { PageRoute } from '../../routing/types';
import { APPLICATION_PATHS } from './paths';

/** Certification applications, their review and audit planning (decision 0024), reached from /corpCert. */
export const routes: PageRoute[] = [
  {
    path: APPLICATION_PATHS.list,
    title: 'routes:certApplications.certProcess',
    permission: CERT_PAGES.certification,
    parent: '/corpCert',
    load: () => import('./ApplicationListPage'),
  },
  {
    path: APPLICATION_PATHS.apply,
    title: 'routes:certApplications.certApply',
    permission: CERT_PERMISSIONS.manageCertification,
    parent: APPLICATION_PATHS.list,
    load: () => import('./ApplicationFormPage'),
  },
  {
    path: APPLICATION_PATHS.detail,
    title: 'routes:certApplications.certificationProcessCom',
    permission: CERT_PAGES.certification,
    parent: APPLICATION_PATHS.list,
    load: () => import('./ApplicationDetailPage'),
  },
  {
    path: APPLICATION_PATHS.plan,
    title: 'routes:certApplications.planAudit',
    permission: CERT_PERMISSIONS.reviewApplications,
    parent: APPLICATION_PATHS.list,
    load: () => import('./PlanAuditPage'),
  },
];
