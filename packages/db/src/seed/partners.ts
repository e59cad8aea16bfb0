import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../client';
import { apiKeys, partnerApps, partnerGrants } from '../schema/index';

const DAY = 86_400_000;

/**
 * Two partner applications: a retailer the demo producer already lets read its batches and events,
 * whose key the administrator sees; and a customs broker whose request waits for the producer's
 * decision. Keys are random: their secrets were never shown, so nobody can call with them.
 */
export async function seedDemoPartners(tx: Tx, producerCorpId: string, adminId: string | null) {
  const now = Date.now();
  const [retailer, broker] = await tx
    .insert(partnerApps)
    .values([
      {
        name: 'FreshMart online store',
        contactName: 'Lena Zhou',
        contactEmail: 'api@freshmart.example.com',
        purpose: 'Shows shoppers the origin and journey of the bird’s nest products it sells',
        ratePerMinute: 600,
        dailyQuota: 50_000,
        createdBy: adminId,
      },
      {
        name: 'Harbour Customs Brokerage',
        contactName: 'Ahmad Rahman',
        contactEmail: 'it@harbour-broker.example.com',
        purpose: 'Prepares import declarations from batch and customs data',
        ratePerMinute: 300,
        dailyQuota: 20_000,
        createdBy: adminId,
      },
    ])
    .returning();
  const key = (appId: string, name: string, scopes: string[], days: number) => {
    const secret = `tr_${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url')}`;
    return {
      appId,
      name,
      prefix: secret.slice(0, 11),
      keyHash: createHash('sha256').update(secret).digest('hex'),
      scopes,
      expiresAt: new Date(now + days * DAY),
      createdBy: adminId,
    };
  };
  await tx
    .insert(apiKeys)
    .values([
      key(retailer!.id, 'Store website', ['batches:read', 'events:read', 'labels:read', 'events:write'], 200),
      key(
        broker!.id,
        'Declarations service',
        ['batches:read', 'customsRecords:read', 'testReports:read'],
        20,
      ),
    ]);
  await tx.insert(partnerGrants).values([
    {
      appId: retailer!.id,
      corpId: producerCorpId,
      requested: ['batches', 'events', 'labels'],
      requestedUntil: new Date(now + 365 * DAY),
      reason: 'Provenance pages for the products we sell',
      granted: ['batches', 'events'],
      grantedUntil: new Date(now + 180 * DAY),
      status: 'approved',
      source: 'partner',
      decisionNote: 'Label status not needed for the product pages',
      decidedAt: new Date(now - 10 * DAY),
    },
    {
      appId: broker!.id,
      corpId: producerCorpId,
      requested: ['batches', 'customsRecords', 'testReports'],
      requestedUntil: new Date(now + 90 * DAY),
      reason: 'Import declarations for your shipments through Xiamen port',
      source: 'partner',
    },
  ]);
}
