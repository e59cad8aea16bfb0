import {
  EXTERNAL_APPS_MANAGE,
  EXTERNAL_APPS_VIEW,
  EXTERNAL_GRANTS_MANAGE,
  EXTERNAL_GRANTS_VIEW,
} from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { EXTERNAL_PATHS as P } from './paths';

/**
 * External interfaces (decision 0027): the administrators' register of partner applications and
 * their keys, and the companies' consent to partners reading their data, with the log of every read.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(P.apps), load: () => import('./AppListPage') },
  {
    path: P.addApp,
    title: 'routes:external.addExternalRequestPermissions',
    permission: EXTERNAL_APPS_MANAGE,
    parent: P.apps,
    load: () => import('./AppFormPage'),
  },
  {
    path: P.editApp,
    title: 'routes:external.exitExternalRequestPermissions',
    permission: EXTERNAL_APPS_MANAGE,
    parent: P.apps,
    load: () => import('./AppFormPage'),
  },
  {
    path: P.app,
    title: 'routes:external.externalRequestPermissionsDetail',
    permission: EXTERNAL_APPS_VIEW,
    parent: P.apps,
    load: () => import('./AppDetailPage'),
  },
  { ...navigationPage(P.grants), load: () => import('./GrantListPage') },
  {
    path: P.addGrant,
    title: 'routes:external.addExternalRequestCorpPermissions',
    permission: EXTERNAL_APPS_MANAGE,
    parent: P.grants,
    load: () => import('./GrantFormPage'),
  },
  {
    path: P.decideGrant,
    title: 'routes:external.exitExternalRequestCorpPermissions',
    permission: EXTERNAL_GRANTS_MANAGE,
    parent: P.grants,
    load: () => import('./GrantDecisionPage'),
  },
  {
    path: P.grant,
    title: 'routes:external.externalRequestCorpPermissionsDetail',
    permission: EXTERNAL_GRANTS_VIEW,
    parent: P.grants,
    load: () => import('./GrantDetailPage'),
  },
];
