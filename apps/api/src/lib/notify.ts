import { type MessageKey, type ReviewResourceType, storedNotice } from '@trace/contracts';
import { type DbOrTx, insertMessage, reviewSettings, roles, userRoles, users } from '@trace/db';
import { and, eq, inArray, or } from 'drizzle-orm';

export async function notifyUsers(
  db: DbOrTx,
  userIds: string[],
  key: MessageKey,
  params: Record<string, string | number>,
  createdBy: string | null,
) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  // Stored by kind: each reader reads it in their own language.
  await insertMessage(db, {
    ...storedNotice(key, params),
    forced: false,
    audience: { type: 'users', userIds: ids },
    createdBy,
  });
}

/** Who decides items of a type: enabled administrators and holders of the role configured in /SysAudit. */
export async function reviewerIds(db: DbOrTx, type: ReviewResourceType): Promise<string[]> {
  const configured = db
    .select({ roleId: reviewSettings.reviewerRoleId })
    .from(reviewSettings)
    .where(and(eq(reviewSettings.resourceType, type), eq(reviewSettings.enabled, true)));
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(users.enabled, true), or(eq(users.userType, 'admin'), inArray(userRoles.roleId, configured))),
    );
  return rows.map((r) => r.id);
}

/** The enabled users of a printing factory. */
export async function printerUserIds(db: DbOrTx, printingFactoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.printingFactoryId, printingFactoryId), eq(users.enabled, true)));
  return rows.map((r) => r.id);
}
