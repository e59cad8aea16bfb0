import { hostname, userInfo } from 'node:os';
import { PARTNER_RESOURCES, translate, ZCreatePartnerKeyBody, ZPassword } from '@trace/contracts';
import { auditLogs, createDb, hashPassword, jobs, partnerApps, users } from '@trace/db';
import { assignDefaultRole, seedBase } from '@trace/db/seed/index';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../lib/errors';
import { clearLoginLocks, revokeAllSessions } from '../modules/auth/repo';
import { createApp, createKey } from '../modules/external/apps';

type Flags = Record<string, string | boolean | undefined>;

const cliActor = () => ({
  userId: null,
  account: `cli:${userInfo().username}@${hostname()}`,
  ip: '127.0.0.1',
  requestId: 'cli',
});

function need(flags: Flags, name: string): string {
  const value = flags[name];
  if (!value || typeof value !== 'string') throw new Error(`--${name} is required`);
  return value;
}

const optional = (flags: Flags, name: string) => {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
};

function checkPassword(password: string) {
  const result = ZPassword.safeParse(password);
  if (!result.success) throw new Error(translate('password.rule', 'en'));
}

async function withDb<T>(
  url: string,
  work: (db: ReturnType<typeof createDb>['db']) => Promise<T>,
): Promise<T> {
  const { db, close } = createDb(url, { max: 1, applicationName: 'cli' });
  try {
    return await work(db);
  } finally {
    await close();
  }
}

export async function createAdmin(url: string, flags: Flags) {
  const account = need(flags, 'account');
  const password = need(flags, 'password');
  checkPassword(password);
  await withDb(url, async (db) => {
    await seedBase(db, { platform: process.env.PLATFORM ?? 'birdnest' });
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.account}) = lower(${account})`);
    if (existing) throw new Error(`the account ${account} already exists`);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          account,
          passwordHash: await hashPassword(password),
          userType: 'admin',
          userName: optional(flags, 'name') ?? account,
          email: optional(flags, 'email') ?? null,
        })
        .returning();
      await assignDefaultRole(tx, user!.id, 'admin');
      await tx.insert(auditLogs).values({
        ...cliActor(),
        action: 'create',
        entity: 'user',
        entityId: user!.id,
        after: { account, userType: 'admin' },
      });
    });
  });
  console.log(`Administrator ${account} created`);
}

export async function resetPasswordFromCli(url: string, flags: Flags) {
  const account = need(flags, 'account');
  const password = need(flags, 'password');
  checkPassword(password);
  await withDb(url, async (db) => {
    const [user] = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`);
    if (!user) throw new Error(`no account ${account}`);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
      await clearLoginLocks(tx, user.account);
      await revokeAllSessions(tx, user.id, 'password');
      await tx
        .insert(auditLogs)
        .values({ ...cliActor(), action: 'reset_password', entity: 'user', entityId: user.id });
    });
  });
  console.log(`Password of ${account} reset; every session of the account has ended`);
}

export async function listJobsFromCli(url: string, flags: Flags) {
  const limit = Number(optional(flags, 'limit') ?? 20);
  const queue = optional(flags, 'queue') ?? null;
  const status = optional(flags, 'status') ?? null;
  const rows = await withDb(url, (db) =>
    db
      .select()
      .from(jobs)
      .where(
        sql`(${queue}::text is null or ${jobs.queue} = ${queue}) and (${status}::text is null or ${jobs.status} = ${status})`,
      )
      .orderBy(sql`${jobs.createdAt} desc`)
      .limit(limit),
  );
  if (rows.length === 0) return console.log('No jobs');
  console.table(
    rows.map((job) => ({
      id: job.id,
      queue: job.queue,
      name: job.name,
      status: job.status,
      progress: `${job.progress}/${job.total}`,
      created: job.createdAt.toISOString(),
      error: job.error ?? '',
    })),
  );
}

/**
 * Issues a partner key from the command line (an operator without the web client): the application of
 * that name is made when it does not exist yet. The secret is printed once, on a line of its own.
 */
export async function createPartnerKeyFromCli(url: string, flags: Flags) {
  const name = need(flags, 'app');
  const contactEmail = need(flags, 'contact-email');
  const scopes = ZCreatePartnerKeyBody.shape.scopes.safeParse(
    need(flags, 'scopes')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (!scopes.success)
    throw new Error(`--scopes: each one resource:read or resource:write, of ${PARTNER_RESOURCES.join(', ')}`);
  const days = Number(optional(flags, 'days') ?? 90);
  if (!Number.isInteger(days) || days < 1) throw new Error('--days must be a whole number of days');
  const expiresAt = new Date(Date.now() + days * 86_400_000).toISOString();
  try {
    const issued = await withDb(url, async (db) => {
      const [existing] = await db.select().from(partnerApps).where(eq(partnerApps.name, name));
      const appId =
        existing?.id ??
        (
          await createApp(db, cliActor(), {
            name,
            contactName: name,
            contactEmail,
            contactPhone: null,
            purpose: 'Registered from the command line',
            ratePerMinute: 600,
            dailyQuota: 100_000,
            enabled: true,
          })
        ).id;
      return createKey(db, cliActor(), appId, {
        name: `Key made on ${hostname()}`,
        scopes: scopes.data,
        expiresAt,
        ipAllow: [],
      });
    });
    console.log(
      `Key ${issued.key.prefix} created for the application "${name}" (${issued.key.scopes.join(', ')}), valid until ${issued.key.expiresAt}.\n` +
        'Store it now; it is not shown again:',
    );
    console.log(issued.secret);
  } catch (error) {
    if (error instanceof AppError)
      throw new Error(translate(error.fieldErrors?.[0]?.messageKey ?? error.messageKey, 'en'));
    throw error;
  }
}
