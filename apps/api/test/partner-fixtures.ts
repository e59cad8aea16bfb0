import { PARTNER_RESOURCES, type PartnerResource, type PartnerScope } from '@trace/contracts';
import { apiKeys, type createDb, partnerApps, partnerGrants } from '@trace/db';
import { newPartnerKey } from '../src/modules/external/keys';

type Db = ReturnType<typeof createDb>['db'];

const DAY = 86_400_000;
let made = 0;

/** Every read scope of the catalogue. */
export const ALL_READ_SCOPES = PARTNER_RESOURCES.map((r) => `${r}:read` as PartnerScope);

/** A partner application (enabled, generous limits unless given). */
export async function createPartnerApp(
  db: Db,
  values: Partial<typeof partnerApps.$inferInsert> = {},
): Promise<typeof partnerApps.$inferSelect> {
  made += 1;
  const [app] = await db
    .insert(partnerApps)
    .values({
      name: `Partner ${made} ${Math.random().toString(36).slice(2, 8)}`,
      contactName: 'Lee',
      contactEmail: `partner${made}@example.com`,
      purpose: 'Reads traceability data for its customers',
      ratePerMinute: 10_000,
      dailyQuota: 1_000_000,
      ...values,
    })
    .returning();
  return app!;
}

/** A key of `appId` (a new application when not given) with its secret. */
export async function createPartnerKey(
  db: Db,
  options: {
    appId?: string;
    scopes?: PartnerScope[];
    ipAllow?: string[];
    expiresAt?: Date;
    graceUntil?: Date | null;
    disabledAt?: Date | null;
    revokedAt?: Date | null;
  } = {},
) {
  const appId = options.appId ?? (await createPartnerApp(db)).id;
  const { secret, prefix, hash } = newPartnerKey();
  const [key] = await db
    .insert(apiKeys)
    .values({
      appId,
      name: 'Test key',
      prefix,
      keyHash: hash,
      scopes: options.scopes ?? ALL_READ_SCOPES,
      ipAllow: options.ipAllow ?? [],
      expiresAt: options.expiresAt ?? new Date(Date.now() + 90 * DAY),
      graceUntil: options.graceUntil ?? null,
      disabledAt: options.disabledAt ?? null,
      revokedAt: options.revokedAt ?? null,
    })
    .returning();
  return { appId, key: key!, secret };
}

/** A company's grant in force to an application (approved, until `until`: 30 days unless given). */
export async function grantAccess(
  db: Db,
  options: { appId: string; corpId: string; resources?: PartnerResource[]; until?: Date },
) {
  const resources = options.resources ?? [...PARTNER_RESOURCES];
  const until = options.until ?? new Date(Date.now() + 30 * DAY);
  const [grant] = await db
    .insert(partnerGrants)
    .values({
      appId: options.appId,
      corpId: options.corpId,
      requested: resources,
      requestedUntil: until,
      reason: 'Test grant',
      granted: resources,
      grantedUntil: until,
      status: 'approved',
      source: 'admin',
      decidedAt: new Date(),
    })
    .returning();
  return grant!;
}
