import type { Dashboard } from '@trace/contracts';
import type { DbOrTx } from '@trace/db';
import type { Principal } from '../../lib/principal';
import { tenantScope } from '../../lib/tenancy';
import { adminDashboard } from './admin';
import { certBodyDashboard } from './cert-body';
import { companyDashboard } from './company';
import { dashboardDays } from './dates';
import { printerDashboard } from './printer';

/**
 * The home dashboard of the caller (decision 0028): which figures follow from the caller's tenant
 * scope, so a company never reaches another's, a body only its own work, a printer only its orders.
 */
export async function dashboard(db: DbOrTx, principal: Principal, now = new Date()): Promise<Dashboard> {
  const days = dashboardDays(now);
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'all':
      return adminDashboard(db, principal, days, now);
    case 'company':
      return companyDashboard(db, principal, scope.corpId, days);
    case 'certBody':
      return certBodyDashboard(db, principal, scope.certBodyId, days);
    case 'auditor':
      // An auditor belongs to a body; one without a body yet has nothing to work on.
      return scope.certBodyId ? certBodyDashboard(db, principal, scope.certBodyId, days) : { kind: 'none' };
    case 'printer':
      return printerDashboard(db, scope.printingFactoryId, days, now);
    case 'own':
      return { kind: 'none' };
  }
}
