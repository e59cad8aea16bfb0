import { CERT_PERMISSIONS } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const HUB = '/corpCert';

/**
 * Certificates (/corpCert) with their detail and the body's technical review and decision
 * (/certDecisions). The public status page (/certStatus/:certNo) lives outside the shell (routes.tsx).
 */
export const routes: PageRoute[] = [
  { ...navigationPage(HUB), load: () => import('./CertificateListPage') },
  {
    path: '/corpCertDetial',
    title: 'routes:certificates.corpCertDetial',
    permission: navigationPage(HUB).permission,
    parent: HUB,
    load: () => import('./CertificateDetailPage'),
  },
  {
    path: '/certDecisions',
    title: 'routes:certificates.certDecisions',
    permission: CERT_PERMISSIONS.decide,
    parent: HUB,
    load: () => import('./DecisionListPage'),
  },
  {
    path: '/certDecisionDetail',
    title: 'routes:certificates.certDecisionDetail',
    permission: CERT_PERMISSIONS.decide,
    parent: '/certDecisions',
    load: () => import('./DecisionDetailPage'),
  },
];
