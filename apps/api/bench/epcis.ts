import { readFileSync } from 'node:fs';
import { createDb } from '@trace/db';
import { recordBindEvents } from '@trace/db/epcis';
import { startBenchServers } from './bench-servers';
import { benchProductBatch } from './fixtures';
import type { BenchRow } from './index';

const LABELS = 150_000;
const START = 5_000_000_000_000_000n;

/** The child's resident memory now and at its peak (Linux /proc), in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The EPCIS document of a 150,000-label batch, streamed by the API, against a bare read of the same
 * label rows from PostgreSQL; and how much the API's peak memory grows while it streams.
 */
export async function epcisExportBench(databaseUrl: string, redisUrl: string): Promise<BenchRow[]> {
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const { user, corpId, productId, batchId } = await benchProductBatch(
    { db, sql },
    { product: 'Bench nest', batchNo: 'BENCH-EPCIS', boundCount: LABELS },
  );
  const end = START + BigInt(LABELS) - 1n;
  await sql`
    insert into labels (excode, pcode, corp_id, product_id, batch_id, status)
    select s, lpad((floor(random() * 1e12))::bigint::text, 12, '0'), ${corpId}, ${productId}, ${batchId}, 'bound'
    from generate_series(${START.toString()}::numeric, ${end.toString()}::numeric) as s`;
  const [log] = await sql`
    insert into batch_bind_logs (corp_id, batch_id, mode, start_code, end_code, count, codes)
    select ${corpId}, ${batchId}, 'range', ${START.toString()}, ${end.toString()}, ${LABELS},
      array_agg(s::text order by s) from generate_series(${START.toString()}::numeric, ${end.toString()}::numeric) as s
    returning id`;
  await recordBindEvents(db, log!.id);
  await sql`analyze labels`;

  // Baseline: the batch's label rows read from PostgreSQL through a cursor, nothing else.
  const bareRead = async () => {
    const started = performance.now();
    let rows = 0;
    for await (const page of sql`select excode from labels where batch_id = ${batchId} order by excode`.cursor(
      10_000,
    ))
      rows += page.length;
    if (rows !== LABELS) throw new Error(`bare read saw ${rows} labels`);
    return performance.now() - started;
  };

  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench-epcis');
  try {
    const base = `http://127.0.0.1:${servers.ports.app}`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: user.account, password: user.password }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const exportOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/batches/${batchId}/epcis`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      let epcs = 0;
      const decoder = new TextDecoder();
      // The marker may straddle two chunks: each chunk is read with the last three characters before it.
      let carry = '';
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        const text = carry + decoder.decode(chunk, { stream: true });
        epcs += text.split('/21/').length - 1;
        carry = text.slice(-3);
      }
      if (epcs !== LABELS) throw new Error(`export held ${epcs} EPCs`);
      return { ms: performance.now() - started, bytes };
    };
    // Warm both paths, then take the better of three of each.
    await bareRead();
    await exportOnce();
    const before = memoryOf(servers.pid);
    const bare = Math.min(await bareRead(), await bareRead(), await bareRead());
    const runs = [await exportOnce(), await exportOnce(), await exportOnce()];
    const exported = Math.min(...runs.map((r) => r.ms));
    const after = memoryOf(servers.pid);
    const growth = Math.max(0, after.peak - before.peak);
    return [
      {
        budget: 'EPCIS document of a 150,000-label batch, streamed, within 2x a bare SQL read of its rows',
        measured: `${exported.toFixed(0)} ms (${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB)`,
        baseline: `${bare.toFixed(0)} ms bare read`,
        ratio: `${(exported / bare).toFixed(2)}x`,
        verdict: exported <= 2 * bare ? 'pass' : 'fail',
      },
      {
        budget: 'API peak memory while streaming it grows less than 64 MB (flat, not the document size)',
        measured: `+${growth.toFixed(0)} MB peak (${after.rss.toFixed(0)} MB resident)`,
        baseline: `${before.peak.toFixed(0)} MB peak before`,
        ratio: `${(growth / 64).toFixed(2)}x of budget`,
        verdict: growth < 64 ? 'pass' : 'fail',
      },
    ];
  } finally {
    await servers.stop();
    await close();
  }
}
