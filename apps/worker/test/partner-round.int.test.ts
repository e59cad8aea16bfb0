import { randomBytes } from 'node:crypto';
import { apiKeys, createDb, messages, messageTargets, partnerApps } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runPartnerRound } from '../src/processors/partner-round';

const { db, close } = createDb(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => close());

const DAY = 86_400_000;

async function keyEnding(appId: string, days: number) {
  const prefix = `tr_${randomBytes(4).toString('hex')}`;
  const [key] = await db
    .insert(apiKeys)
    .values({
      appId,
      name: 'k',
      prefix,
      keyHash: randomBytes(32).toString('hex'),
      scopes: ['batches:read'],
      expiresAt: new Date(Date.now() + days * DAY),
    })
    .returning();
  return key!;
}

const partitions = async () =>
  (
    await db.execute<{ name: string }>(sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'partner_access_log'::regclass`)
  ).map((row) => row.name);

describe('the partner round', () => {
  it('reminds administrators once of a key ending within 30 days', async () => {
    const admin = await createUser(db, { userType: 'admin' });
    const [app] = await db
      .insert(partnerApps)
      .values({ name: `Round ${Date.now()}`, contactName: 'A', contactEmail: 'a@example.com', purpose: 'p' })
      .returning();
    const soon = await keyEnding(app!.id, 10);
    const later = await keyEnding(app!.id, 100);
    const reminders = () =>
      db
        .select({ params: messages.params })
        .from(messages)
        .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
        .where(and(eq(messageTargets.userId, admin.id), eq(messages.kind, 'partner.keyExpiringNotice')));

    await runPartnerRound(db);
    await runPartnerRound(db);
    // Other files' keys may be reminded too (every administrator hears of every key): count these two.
    const prefixes = (await reminders()).map((m) => (m.params as { prefix: string }).prefix);
    expect(prefixes.filter((prefix) => prefix === soon.prefix)).toHaveLength(1);
    expect(prefixes).not.toContain(later.prefix);
    const [laterRow] = await db.select().from(apiKeys).where(eq(apiKeys.id, later.id));
    expect(laterRow!.remindedAt).toBeNull();
  });

  it("keeps the access log's months ahead and drops those past the retention", async () => {
    await db.execute(sql`create table if not exists partner_access_log_200001 partition of partner_access_log
      for values from ('2000-01-01 00:00:00+00') to ('2000-02-01 00:00:00+00')`);
    await runPartnerRound(db);
    const names = await partitions();
    expect(names).not.toContain('partner_access_log_200001');
    const month = (ahead: number) => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + ahead);
      return `partner_access_log_${d.toISOString().slice(0, 7).replace('-', '')}`;
    };
    expect(names).toEqual(expect.arrayContaining([month(0), month(1), month(2)]));
  });
});
