import { certSchemes, type Database, platforms } from '@trace/db';
import { eq } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';

type SchemeRow = typeof certSchemes.$inferSelect;

const toScheme = (row: SchemeRow) => ({
  key: row.key,
  name: row.name,
  minorDays: row.minorDays,
  majorDays: row.majorDays,
  criticalDays: row.criticalDays,
  validityYears: row.validityYears,
  surveillanceMonths: row.surveillanceMonths,
  maxSuspensionMonths: row.maxSuspensionMonths,
});

/** The schemes with their deadlines, in a stable order. */
export async function schemes(db: Database) {
  return (await db.select().from(certSchemes).orderBy(certSchemes.key)).map(toScheme);
}

export function updateScheme(
  db: Database,
  actor: Actor,
  key: string,
  body: Omit<ReturnType<typeof toScheme>, 'key' | 'name'>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(certSchemes).where(eq(certSchemes.key, key));
    if (!before) throw notFound();
    const [after] = await tx.update(certSchemes).set(body).where(eq(certSchemes.key, key)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'cert_scheme', entityId: null, before, after });
    return toScheme(after!);
  });
}

/** The running platform's label gating. */
export async function settings(db: Database, platform: string) {
  const [row] = await db
    .select({ certGating: platforms.certGating })
    .from(platforms)
    .where(eq(platforms.key, platform));
  if (!row) throw notFound();
  return row;
}

export function updateSettings(db: Database, actor: Actor, platform: string, certGating: boolean) {
  return db.transaction(async (tx) => {
    const before = await settings(tx as unknown as Database, platform);
    const [after] = await tx
      .update(platforms)
      .set({ certGating })
      .where(eq(platforms.key, platform))
      .returning({ certGating: platforms.certGating });
    await writeAudit(tx, actor, { action: 'update', entity: 'platform_settings', before, after });
    return after!;
  });
}
