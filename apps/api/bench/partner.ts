import { createDb } from '@trace/db';
import { createPartnerApp, createPartnerKey, grantAccess } from '../test/partner-fixtures';
import { startBenchServers } from './bench-servers';
import { benchProductBatch } from './fixtures';
import type { BenchRow } from './index';
import { compareLoads, describe } from './load';

/**
 * A partner's read through the whole gate (key, address, rate limit and quota in Redis, scope, the
 * company's grant, the one query, the access log) against a bare Fastify route running the same
 * query function with the same parameters. Budget: at least half the twin's throughput.
 */
export async function partnerBench(
  databaseUrl: string,
  redisUrl: string,
  options: { duration: number; connections: number },
): Promise<BenchRow[]> {
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const { corpId, productId, batchId } = await benchProductBatch(
    { db, sql },
    { product: 'Bench partner nest', batchNo: 'BENCH-PARTNER', boundCount: 20 },
  );
  await sql`
    insert into labels (excode, pcode, corp_id, product_id, batch_id, status)
    select s, '000000000000', ${corpId}, ${productId}, ${batchId}, 'bound'
    from generate_series(7000000000000000000::numeric, 7000000000000000019::numeric) as s`;
  // Limits far above what the bench sends: the counting is measured, not the refusals.
  const app = await createPartnerApp(db, { ratePerMinute: 1_000_000_000, dailyQuota: 1_000_000_000 });
  const { secret } = await createPartnerKey(db, { appId: app.id, scopes: ['batches:read'] });
  await grantAccess(db, { appId: app.id, corpId, resources: ['batches'] });
  await close();

  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench-partner');
  try {
    const path = `companies/${corpId}/batches/${batchId}`;
    const {
      baseline: twin,
      route: partner,
      ratio,
    } = await compareLoads(
      { url: `http://127.0.0.1:${servers.ports.bare}/twin/partner/${path}` },
      { url: `http://127.0.0.1:${servers.ports.app}/partner/v1/${path}`, headers: { 'x-api-key': secret } },
      options,
    );
    return [
      {
        budget: 'Partner read (key, limits, scope, grant, 1 query, access log) >= 0.5x its bare twin',
        measured: describe(partner),
        baseline: describe(twin),
        ratio: `${ratio.toFixed(2)}x`,
        verdict: ratio >= 0.5 ? 'pass' : 'fail',
      },
    ];
  } finally {
    await servers.stop();
  }
}
