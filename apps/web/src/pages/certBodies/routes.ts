import { CERT_PAGES, CERT_PERMISSIONS } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const BODIES = '/certAuthority';
const EVALUATIONS = '/corpEvaluate';

/**
 * Certification bodies (decision 0024): the administrator's register of bodies with their
 * accreditation, accounts and the scheme deadlines; a body's own profile; the evaluations a body writes
 * of its clients; and the yearly statistics.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(BODIES), load: () => import('./BodyListPage') },
  {
    path: '/certAuthorityDetails',
    title: 'routes:certBodies.certAuthorityDetails',
    permission: CERT_PAGES.bodies,
    parent: BODIES,
    load: () => import('./BodyDetailPage'),
  },
  {
    path: '/addCertAuthority',
    title: 'routes:certBodies.addCertAuthority',
    permission: CERT_PERMISSIONS.manageBodies,
    parent: BODIES,
    load: () => import('./BodyFormPage'),
  },
  {
    path: '/editCertAuthority',
    title: 'routes:certBodies.editCertAuthority',
    permission: CERT_PERMISSIONS.manageBodies,
    parent: BODIES,
    load: () => import('./BodyFormPage'),
  },
  {
    path: '/certSchemes',
    title: 'routes:certBodies.certSchemes',
    permission: CERT_PAGES.bodies,
    parent: BODIES,
    load: () => import('./SchemesPage'),
  },
  { ...navigationPage('/certAuthorityMsg'), load: () => import('./BodyProfilePage') },
  { ...navigationPage(EVALUATIONS), load: () => import('./EvaluationListPage') },
  {
    path: '/corpEvaluateDetail',
    title: 'routes:certBodies.corpEvaluateDetail',
    permission: CERT_PAGES.evaluation,
    parent: EVALUATIONS,
    load: () => import('./EvaluationDetailPage'),
  },
  {
    path: '/addCorpEvaluate',
    title: 'routes:certBodies.addCorpEvaluate',
    permission: CERT_PERMISSIONS.manageEvaluation,
    parent: EVALUATIONS,
    load: () => import('./EvaluationFormPage'),
  },
  { ...navigationPage('/annualReport'), load: () => import('./AnnualReportPage') },
];
