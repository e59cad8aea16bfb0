import { ALL_PERMISSIONS, type UserType } from '@trace/contracts';

/** Who is calling: a signed-in user, or an external partner with an API key. */
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
    }
  | {
      kind: 'apiKey';
      apiKeyId: string;
      name: string;
      corpId: string | null;
      allPermissions: false;
      permissions: ReadonlySet<string>;
    };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

export function holds(principal: Principal, permission: string): boolean {
  return principal.allPermissions || principal.permissions.has(permission);
}

/** Preferences expressed as permissions: an all-permissions role does not switch them on. */
const OPT_IN_ONLY = new Set(['sys.base.password.notShowMessageIcon']);

/** The permission list the client receives (what the caller may do, for showing buttons and menus). */
export function effectivePermissions(principal: Principal): string[] {
  if (principal.allPermissions)
    return ALL_PERMISSIONS.filter((p) => !OPT_IN_ONLY.has(p) || principal.permissions.has(p));
  return [...principal.permissions].sort();
}
