import { createHash } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  type StoredFile,
  UPLOAD_TYPES,
  type UploadMimeType,
} from '@trace/contracts';
import { type Database, type DbOrTx, files, reviewSettings, userRoles } from '@trace/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { FileStorage } from '../../lib/storage';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { auditEvidenceOf } from '../certification/audits/access';

const ALLOWED_LIST = Object.values(UPLOAD_TYPES)
  .map((type) => type.ext.toUpperCase())
  .join(', ');

/** The real type of the bytes; the name and the client's Content-Type are never trusted. */
export async function sniffUpload(data: Buffer): Promise<{ mimeType: UploadMimeType; image: boolean }> {
  const detected = await fileTypeFromBuffer(data);
  const mimeType = detected?.mime as UploadMimeType | undefined;
  const known = mimeType ? UPLOAD_TYPES[mimeType] : undefined;
  if (!mimeType || !known) throw new AppError(415, 'upload.typeNotAllowed', { allowed: ALLOWED_LIST });
  const limit = known.image ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
  if (data.length > limit) throw new AppError(413, 'upload.tooLarge', { maxMb: limit / 1024 / 1024 });
  return { mimeType, image: known.image };
}

/** A display name without path separators or control characters. */
function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed from file names
  return name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
}

function toStoredFile(row: typeof files.$inferSelect): StoredFile {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    url: `/files/${row.id}`,
    createTime: row.createdAt.toISOString(),
  };
}

/** Keeps a file under the uploader's tenant. */
export async function storeUpload(
  db: Database,
  storage: FileStorage,
  principal: Principal,
  actor: Actor,
  upload: { filename: string; data: Buffer },
): Promise<StoredFile> {
  const { mimeType } = await sniffUpload(upload.data);
  const id = crypto.randomUUID();
  const day = new Date().toISOString().slice(0, 10);
  const storageKey = `${day}/${id}.${UPLOAD_TYPES[mimeType].ext}`;
  await storage.put(storageKey, upload.data);
  const name = safeFileName(upload.filename) || `${id}.${UPLOAD_TYPES[mimeType].ext}`;
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({
          id,
          storageKey,
          name,
          mimeType,
          size: upload.data.length,
          sha256: createHash('sha256').update(upload.data).digest('hex'),
          uploadedBy: principal.kind === 'user' ? principal.userId : null,
          corpId: principal.corpId,
          certBodyId: principal.kind === 'user' ? principal.certBodyId : null,
          printingFactoryId: principal.kind === 'user' ? principal.printingFactoryId : null,
        })
        .returning();
      await writeAudit(tx, actor, { action: 'upload', entity: 'file', entityId: id, after: inserted });
      return inserted!;
    });
    return toStoredFile(row);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/**
 * A file the caller may read: one of its tenant's, one it uploaded itself (for instance before its
 * company existed), or any file for reviewers, who must see the documents they decide on. Anything
 * else is "not found", never "forbidden".
 */
export async function findFile(db: Database, principal: Principal, id: string) {
  const scope = tenantScope(principal);
  const own = principal.kind === 'user' ? eq(files.uploadedBy, principal.userId) : undefined;
  const reviewer =
    principal.kind === 'user' && !principal.allPermissions
      ? await isAnyReviewer(db, principal.userId)
      : false;
  const tenant = tenantCondition(scope, {
    corpId: files.corpId,
    certBodyId: files.certBodyId,
    printingFactoryId: files.printingFactoryId,
    userId: files.uploadedBy,
  });
  // An auditor also reads the evidence of the audits it is on (uploaded by the company or the team).
  const evidence = scope.kind === 'auditor' ? auditEvidenceOf(scope.userId, files.id) : undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), reviewer || !tenant ? undefined : or(tenant, own, evidence)));
  if (!row) throw notFound();
  return row;
}

async function isAnyReviewer(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reviewSettings)
    .innerJoin(userRoles, eq(userRoles.roleId, reviewSettings.reviewerRoleId))
    .where(and(eq(userRoles.userId, userId), eq(reviewSettings.enabled, true)))
    .limit(1);
  return !!row;
}

/** Files a user uploaded before their company existed become the company's when it is created. */
export async function attachToCompany(db: DbOrTx, userId: string, corpId: string, urls: string[]) {
  const ids = urls.map((url) => url.replace(/^\/files\//, ''));
  if (ids.length === 0) return;
  await db
    .update(files)
    .set({ corpId })
    .where(and(inArray(files.id, ids), eq(files.uploadedBy, userId), isNull(files.corpId)));
}
