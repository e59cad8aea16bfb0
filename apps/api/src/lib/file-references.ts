import { type Database, files, users } from '@trace/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from './errors';
import type { Principal } from './principal';
import { tenantCondition, tenantScope } from './tenancy';

/** A stored file's address anywhere in a text: a whole value (`/files/:id`) or inside rich text. */
const FILE_REFERENCE = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

export interface FileReference {
  id: string;
  /** Where in the body, as the client names fields (`images.0`). */
  path: string;
}

/** Every stored file a request body refers to, wherever it sits (nested objects, arrays, rich text). */
export function fileReferencesIn(value: unknown, path = ''): FileReference[] {
  if (typeof value === 'string') {
    if (!value.includes('/files/')) return [];
    return [...value.matchAll(FILE_REFERENCE)].map((match) => ({ id: match[1]!.toLowerCase(), path }));
  }
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => fileReferencesIn(item, join(index)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => fileReferencesIn(item, join(key)));
  return [];
}

/**
 * Refuses a body that refers to a file the caller may not attach: one that does not exist, or that
 * neither the caller, nor its company (certification body, printing factory), uploaded and that is
 * not a platform file (uploaded by an administrator, belonging to no tenant). Administrators and
 * all-companies API keys may attach any existing file. Otherwise a company could show another
 * company's documents as its own, on its public scan page too.
 */
export async function assertFilesUsable(db: Database, principal: Principal | null, refs: FileReference[]) {
  if (refs.length === 0) return;
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const scope = principal ? tenantScope(principal) : null;
  const mine =
    scope === null
      ? sql`false`
      : scope.kind === 'all'
        ? sql`true`
        : or(
            principal?.kind === 'user' ? eq(files.uploadedBy, principal.userId) : undefined,
            scope.kind === 'auditor' && scope.certBodyId ? eq(files.certBodyId, scope.certBodyId) : undefined,
            scope.kind === 'auditor' || scope.kind === 'own'
              ? undefined
              : tenantCondition(scope, {
                  corpId: files.corpId,
                  certBodyId: files.certBodyId,
                  printingFactoryId: files.printingFactoryId,
                }),
          );
  const platform = sql`(${files.corpId} is null and ${files.certBodyId} is null and ${files.printingFactoryId} is null
    and (${files.uploadedBy} is null or exists (select 1 from ${users} where ${users.id} = ${files.uploadedBy} and ${users.userType} = 'admin')))`;
  const usable = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), or(mine, platform)));
  const found = new Set(usable.map((row) => row.id));
  const refused = refs.filter((ref) => !found.has(ref.id));
  if (refused.length === 0) return;
  throw new AppError(
    400,
    'upload.notUsable',
    undefined,
    refused.map((ref) => ({ path: ref.path, messageKey: 'upload.notUsable' as const })),
  );
}
