import type { ZUpdateProfileBody } from '@trace/contracts';
import {
  companies,
  type Database,
  depts,
  hashPassword,
  roles,
  userRoles,
  users,
  verifyPassword,
} from '@trace/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { fieldError, notFound } from '../../lib/errors';
import type { UserPrincipal } from '../../lib/principal';
import { revokeAllSessions } from '../auth/repo';

const PROFILE_UNIQUE = {
  users_phone_key: { path: 'phone', key: 'register.phoneTaken' },
  users_email_key: { path: 'email', key: 'register.emailTaken' },
} as const;

export async function getProfile(db: Database, principal: UserPrincipal, language: 'cn' | 'en' | 'fr') {
  const [row] = await db
    .select({ user: users, corpName: companies.name, deptName: depts.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.corpId))
    .leftJoin(depts, eq(depts.id, users.deptId))
    .where(eq(users.id, principal.userId));
  if (!row) throw notFound();
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, principal.userId));
  return {
    id: row.user.id,
    account: row.user.account,
    userName: row.user.userName,
    userType: principal.userType,
    phone: row.user.phone,
    email: row.user.email,
    avatar: row.user.avatar,
    corpName: row.corpName,
    deptName: row.deptName,
    roles: roleRows.map((r) => r.name[language]),
    lastLoginTime: row.user.lastLoginAt?.toISOString() ?? null,
    createTime: row.user.createdAt.toISOString(),
  };
}

export async function updateProfile(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  body: z.infer<typeof ZUpdateProfileBody>,
) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, principal.userId)).for('update');
      const [after] = await tx
        .update(users)
        .set({
          userName: body.userName,
          phone: body.phone,
          email: body.email?.toLowerCase() ?? null,
          avatar: body.avatar,
        })
        .where(eq(users.id, principal.userId))
        .returning();
      await writeAudit(tx, actor, {
        action: 'update_profile',
        entity: 'user',
        entityId: principal.userId,
        before,
        after,
      });
    });
  } catch (error) {
    throw uniqueViolation(error, PROFILE_UNIQUE) ?? error;
  }
}

/** Changing the own password ends every session of the account, this one included. */
export async function changePassword(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  body: { oldPassword: string; password: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, principal.userId));
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword)))
    throw fieldError('oldPassword', 'password.oldWrong');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, 'password');
    await writeAudit(tx, actor, { action: 'change_password', entity: 'user', entityId: user.id });
  });
}
