import { certApplications, certModules } from '@trace/db';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { ownCompanyMissing, type Principal } from '../../../lib/principal';
import { tenantCondition, tenantScope } from '../../../lib/tenancy';

/**
 * Who sees and who acts on modules, applications and audit plans (decision 0024): a company its own,
 * a body what is addressed to it, administrators read everything and act as nobody.
 */

/** Applications the caller may read: its company's, those addressed to its body, or all (admin). */
export function visibleApplications(principal: Principal): SQL | undefined {
  return tenantCondition(tenantScope(principal), {
    corpId: certApplications.corpId,
    certBodyId: certApplications.certBodyId,
  });
}

/** Modules the caller may read: its company's, those of companies that applied to its body, or all. */
export function visibleModules(principal: Principal): SQL | undefined {
  const scope = tenantScope(principal);
  if (scope.kind === 'certBody') {
    return sql`${certModules.corpId} in (select a.corp_id from cert_applications a where a.cert_body_id = ${scope.certBodyId})`;
  }
  return tenantCondition(scope, { corpId: certModules.corpId });
}

/** The caller's company, which acts on its modules and applications. */
export function ownCorp(principal: Principal): string {
  if (!principal.corpId) throw ownCompanyMissing(principal);
  return principal.corpId;
}

/** The caller's body, for the body's actions; administrators and others do not act as a body. */
export function ownBody(principal: Principal): string {
  if (principal.kind !== 'user' || principal.userType !== 'cert_body' || !principal.certBodyId)
    throw new AppError(403, 'error.forbidden');
  return principal.certBodyId;
}

export const isBodyUser = (principal: Principal, certBodyId: string) =>
  principal.kind === 'user' && principal.userType === 'cert_body' && principal.certBodyId === certBodyId;
