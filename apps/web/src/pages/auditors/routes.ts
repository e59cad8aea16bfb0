import { CERT_PAGES, CERT_PERMISSIONS } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const LIST = '/auditorList';

/** A body's auditor register (decision 0024): competence, qualification, account and conflicts. */
export const routes: PageRoute[] = [
  { ...navigationPage(LIST), load: () => import('./AuditorListPage') },
  {
    path: '/auditorDetails',
    title: 'routes:auditors.auditorDetails',
    permission: CERT_PAGES.auditors,
    parent: LIST,
    load: () => import('./AuditorDetailPage'),
  },
  {
    path: '/addAuditor',
    title: 'routes:auditors.addAuditor',
    permission: CERT_PERMISSIONS.manageAuditors,
    parent: LIST,
    load: () => import('./AuditorFormPage'),
  },
  {
    path: '/editAuditor',
    title: 'routes:auditors.editAuditor',
    permission: CERT_PERMISSIONS.manageAuditors,
    parent: LIST,
    load: () => import('./AuditorFormPage'),
  },
];
