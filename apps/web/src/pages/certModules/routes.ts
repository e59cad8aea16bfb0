import { CERT_PAGES, CERT_PERMISSIONS } from '@trace/contracts';
import type { PageRoute } from '../../routing/types';
import { MODULE_PATHS } from './paths';

/** Certified modules of a company and their annual output (decision 0024), reached from /corpCert. */
export const routes: PageRoute[] = [
  {
    path: MODULE_PATHS.list,
    title: 'routes:certModules.certModule',
    permission: CERT_PAGES.certification,
    parent: '/corpCert',
    load: () => import('./ModuleListPage'),
  },
  {
    path: MODULE_PATHS.add,
    title: 'routes:certModules.certModuleAdd',
    permission: CERT_PERMISSIONS.manageCertification,
    parent: MODULE_PATHS.list,
    load: () => import('./ModuleFormPage'),
  },
  {
    path: MODULE_PATHS.edit,
    title: 'routes:certModules.certModuleEdit',
    permission: CERT_PERMISSIONS.manageCertification,
    parent: MODULE_PATHS.list,
    load: () => import('./ModuleFormPage'),
  },
  {
    path: MODULE_PATHS.detail,
    title: 'routes:certModules.certModuleDetails',
    permission: CERT_PAGES.certification,
    parent: MODULE_PATHS.list,
    load: () => import('./ModuleDetailPage'),
  },
  {
    path: MODULE_PATHS.output,
    title: 'routes:certModules.certModuleAnnualOutput',
    permission: CERT_PAGES.certification,
    parent: '/corpCert',
    load: () => import('./AnnualOutputPage'),
  },
];
