import type { AnyColumn, SQL } from 'drizzle-orm';
import { AppError, forbidden } from '../../../lib/errors';
import type { Principal, UserPrincipal } from '../../../lib/principal';
import { tenantCondition, tenantScope } from '../../../lib/tenancy';

/**
 * Who sees and changes what among bodies, auditors, evaluations and reports (decision 0024): the
 * administrator reads everything and manages bodies, schemes and gating, but never acts as a body; a
 * body's users see and change only their body's register, profile and evaluations.
 */

/** A signed-in user (these routes take no API key). */
export function userOf(principal: Principal): UserPrincipal {
  if (principal.kind !== 'user') throw forbidden();
  return principal;
}

/** The caller's own body: only a body's users act as one; a body user without a body is told so (409). */
export function ownBody(principal: Principal): string {
  const user = userOf(principal);
  if (user.userType !== 'cert_body') throw new AppError(403, 'certBody.bodyOnly');
  if (!user.certBodyId) throw new AppError(409, 'certBody.noBody');
  return user.certBodyId;
}

/**
 * Rows of the caller's body (a `cert_body_id` column), every row for the administrator. A body user
 * without a body hears why (409); any other caller matches nothing.
 */
export function bodyCondition(principal: Principal, column: AnyColumn): SQL | undefined {
  const user = userOf(principal);
  if (user.userType === 'cert_body' && !user.certBodyId) throw new AppError(409, 'certBody.noBody');
  return tenantCondition(tenantScope(user), { certBodyId: column });
}

/** For reports: every body (administrator, optionally one), or the caller's own body. */
export function reportScope(principal: Principal, requested?: string): string | null {
  const user = userOf(principal);
  if (user.userType === 'admin') return requested ?? null;
  return ownBody(user);
}
