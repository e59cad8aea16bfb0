import {
  ALL_PERMISSIONS,
  COMPANY_USER_TYPES,
  OWN_ORGANISATION_PERMISSIONS,
  type PartnerResource,
  type UserType,
} from '@trace/contracts';
import { AppError } from './errors';

/** A company's grant in force to a partner application: which resources, until when. */
export interface PartnerGrantInForce {
  corpId: string;
  corpName: string;
  resources: ReadonlySet<PartnerResource>;
  until: Date;
}

/**
 * Who is calling: a signed-in user, or an external partner with a key (decision 0027). A partner
 * reaches only the partner API (`access: 'partner'` routes); its `grants` say which companies' data.
 */
export type Principal =
  | {
      kind: 'user';
      userId: string;
      /** The sign-in this access token belongs to; signing out ends it. */
      sessionId: string;
      account: string;
      userName: string;
      userType: UserType;
      corpId: string | null;
      certBodyId: string | null;
      printingFactoryId: string | null;
      allPermissions: boolean;
      permissions: ReadonlySet<string>;
      /** Pages (`<group>.<page>`) this platform variant does not have: their permissions are not held. */
      offPlatform: ReadonlySet<string>;
    }
  | {
      kind: 'partner';
      keyId: string;
      prefix: string;
      appId: string;
      appName: string;
      scopes: ReadonlySet<string>;
      expiresAt: Date;
      /** By company id: the grants in force when the call began. */
      grants: ReadonlyMap<string, PartnerGrantInForce>;
      ratePerMinute: number;
      dailyQuota: number;
      /** A partner holds no user permission and acts as no company. */
      corpId: null;
      allPermissions: false;
      permissions: ReadonlySet<string>;
      offPlatform: ReadonlySet<string>;
    };

export type PartnerPrincipal = Extract<Principal, { kind: 'partner' }>;

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/**
 * Preferences expressed as permissions, and what acts only as one's own company or body: an all-permissions
 * role does not switch them on (a role listing one still holds it).
 */
const OPT_IN_ONLY = new Set(['sys.base.password.notShowMessageIcon', ...OWN_ORGANISATION_PERMISSIONS]);

/** `<group>.<page>` of a page's view or manage permission (the first two parts of any permission). */
const pageOf = (permission: string) => permission.split('.', 2).join('.');

export function holds(principal: Principal, permission: string): boolean {
  if (principal.offPlatform.has(pageOf(permission))) return false;
  return principal.permissions.has(permission) || (principal.allPermissions && !OPT_IN_ONLY.has(permission));
}

/** The permission list the client receives (what the caller may do, for showing buttons and menus). */
export function effectivePermissions(principal: Principal): string[] {
  const listed = principal.allPermissions ? ALL_PERMISSIONS : [...principal.permissions].sort();
  return listed.filter((permission) => holds(principal, permission));
}

/**
 * Why a caller without a company cannot act as one: a company account is asked to register its
 * company first (409); a platform account never acts as a company (403).
 */
export function ownCompanyMissing(principal: Principal): AppError {
  return principal.kind === 'user' && (COMPANY_USER_TYPES as readonly string[]).includes(principal.userType)
    ? new AppError(409, 'company.noCompany')
    : new AppError(403, 'company.platformAccount');
}
