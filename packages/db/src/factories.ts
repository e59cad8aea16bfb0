import { randomUUID } from 'node:crypto';
import type { UserType } from '@trace/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { hashPassword } from './passwords';
import { certBodies, companies, printingFactories, roles, userRoles, users } from './schema/index';
import { assignDefaultRole } from './seed/index';

/** Test and demo data builders: each call makes unique rows, so tests never collide. */

const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);
const DEFAULT_PASSWORD = 'Factory@123';

/** Argon2 is slow by design; tests create many users with the same password, so hash it once. */
let defaultHash: Promise<string> | undefined;
function hashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

export async function createCompany(db: DbOrTx, values: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      kind: 'producer',
      name: `Company ${unique()}`,
      countryId: 'CN',
      status: 'passed',
      syStatus: 1,
      ...values,
    })
    .returning();
  return company!;
}

export interface CreatedUser {
  id: string;
  account: string;
  password: string;
  userType: UserType;
  corpId: string | null;
  certBodyId: string | null;
  printingFactoryId: string | null;
}

/**
 * A user of the given type with its organisation (a company for enterprise types, a cert body, a
 * printing factory) and, unless `permissions` is given, the default role of the type. With
 * `permissions`, the user gets a fresh role holding exactly those.
 */
export async function createUser(
  db: DbOrTx,
  options: {
    userType?: UserType;
    password?: string;
    corpId?: string | null;
    permissions?: string[];
    enabled?: boolean;
    email?: string;
    phone?: string;
  } = {},
): Promise<CreatedUser> {
  const userType = options.userType ?? 'producer';
  const password = options.password ?? DEFAULT_PASSWORD;
  const isCompany = ['producer', 'importer', 'dealer', 'overseas_producer'].includes(userType);
  const corpId =
    options.corpId !== undefined
      ? options.corpId
      : isCompany
        ? (await createCompany(db, { kind: userType })).id
        : null;
  const certBodyId =
    userType === 'cert_body' || userType === 'auditor'
      ? (
          await db
            .insert(certBodies)
            .values({ name: `Cert body ${unique()}` })
            .returning()
        )[0]!.id
      : null;
  const printingFactoryId =
    userType === 'printer'
      ? (
          await db
            .insert(printingFactories)
            .values({ name: `Printer ${unique()}` })
            .returning()
        )[0]!.id
      : null;
  const account = `u_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      account,
      passwordHash: await hashFor(password),
      userType,
      userName: `User ${account}`,
      email: options.email ?? `${account}@test.example.com`,
      phone: options.phone ?? null,
      corpId,
      certBodyId,
      printingFactoryId,
      enabled: options.enabled ?? true,
    })
    .returning();
  if (options.permissions) {
    const [role] = await db
      .insert(roles)
      .values({
        code: `role_${unique()}`,
        name: { cn: account, en: account, fr: account },
        permissions: options.permissions,
      })
      .returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  } else {
    await assignDefaultRole(db, user!.id, userType);
  }
  return { id: user!.id, account, password, userType, corpId, certBodyId, printingFactoryId };
}

export async function disableUser(db: DbOrTx, userId: string) {
  await db.update(users).set({ enabled: false }).where(eq(users.id, userId));
}
