/**
 * `pnpm bench`: the performance budgets of ARCHITECTURE, each measured against a baseline in the same
 * run on the same machine.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createDb, runMigrations } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import autocannon from 'autocannon';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../../scripts/lib/db-admin';
import { ensureServices } from '../../../scripts/lib/services';
import { startBenchServers } from './bench-servers';
import { epcisExportBench } from './epcis';
import { hostileImportBench } from './hostile';
import { importBench } from './imports';
import { fillLabels, generationBench } from './labels';
import { partnerBench } from './partner';
import { scanBench } from './scans';
import { statsBench } from './stats';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * `pnpm bench hostile` runs only the parts named: web, generation, import, api, hostile, epcis, partner,
 * stats. The statistics scale part loads tens of gigabytes for many minutes: it runs only when named.
 */
const only = new Set(process.argv.slice(2));
const wanted = (part: string) => only.size === 0 || only.has(part);
const named = (part: string) => only.has(part);

export interface BenchRow {
  budget: string;
  measured: string;
  baseline: string;
  ratio: string;
  verdict: 'pass' | 'fail' | 'info';
}
const rows: BenchRow[] = [];

async function load(url: string, headers: Record<string, string> = {}) {
  // Warm up, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p975: result.latency.p97_5 };
}

/** The shell's texts in the default language, loaded before the first render (apps/web/src/i18n). */
const SHELL_TEXTS = ['common', 'kit', 'shell', 'routes', 'statuses'].map(
  (ns) => `src/i18n/locales/cn/${ns}.ts`,
);

/**
 * Initial JS of the web client, gzipped: the script and modulepreload links of index.html, and the
 * shell's texts in the default language, which the client fetches before it renders.
 */
function webBundle() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const files = [
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...SHELL_TEXTS.map((source) => {
      const chunk = manifest[source];
      if (!chunk) throw new Error(`The web build has no chunk for ${source}`);
      return `/${chunk.file}`;
    }),
  ];
  const gz = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  const kb = gz / 1024;
  rows.push({
    budget: 'Web initial JS < 350 KB gzipped',
    measured: `${kb.toFixed(1)} KB (${files.length} files)`,
    baseline: '350 KB budget',
    ratio: `${(kb / 350).toFixed(2)}x of budget`,
    verdict: kb < 350 ? 'pass' : 'fail',
  });
}

async function apiOverhead(databaseUrl: string, redisUrl: string) {
  const { db, close } = createDb(databaseUrl, { max: 2 });
  const user = await createUser(db, { userType: 'producer' });
  await close();

  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench');
  const { ports } = servers;
  const bareUrl = `http://127.0.0.1:${ports.bare}/user/${user.id}`;
  const base = `http://127.0.0.1:${ports.app}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: user.account, password: user.password }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  try {
    const baseline = await load(bareUrl);
    const authenticated = await load(`${base}/user/read/current`, { authorization: `Bearer ${token}` });
    const publicCall = await load(`${base}/getPlatform`);
    // Label search over 1,000,000 labels: a company's labels, a page of 50 from a position in its range.
    await fillLabels(databaseUrl, user.corpId!);
    const middle = 6_000_000_000_000_000n + 500_000n;
    const search = await load(`${base}/labels?excodeFrom=${middle}&pageSize=50`, {
      authorization: `Bearer ${token}`,
    });
    const ratio = authenticated.rps / baseline.rps;
    rows.push({
      budget:
        'GET /user/read/current (JWT, permission read, user, 3 reminder queries) vs bare route with 1 query',
      measured: `${authenticated.rps.toFixed(0)} req/s, p99 ${authenticated.p99} ms`,
      baseline: `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`,
      ratio: `${ratio.toFixed(2)}x`,
      verdict: 'info',
    });
    rows.push({
      budget: 'Public call through the full stack (envelope, i18n, rate limit) vs bare route with 1 query',
      measured: `${publicCall.rps.toFixed(0)} req/s, p99 ${publicCall.p99} ms`,
      baseline: `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`,
      ratio: `${(publicCall.rps / baseline.rps).toFixed(2)}x`,
      verdict: 'info',
    });
    rows.push({
      budget: 'Label search over 1,000,000 labels: p95 under 50 ms (autocannon reports p97.5, stricter)',
      measured: `p97.5 ${search.p975} ms, p99 ${search.p99} ms, ${search.rps.toFixed(0)} req/s`,
      baseline: '50 ms budget',
      ratio: `${(search.p975 / 50).toFixed(2)}x of budget`,
      verdict: search.p975 < 50 ? 'pass' : 'fail',
    });
    rows.push(
      ...(await scanBench(databaseUrl, {
        appBase: base,
        baseline,
        duration: DURATION,
        connections: CONNECTIONS,
        corpId: user.corpId!,
      })),
    );
  } finally {
    await servers.stop();
  }
}

async function main() {
  const services = await ensureServices({ log: (line) => console.log(line) });
  const name = `trace_bench_${Date.now()}`;
  const serverUrl = services.databaseUrl;
  const databaseUrl = services.databaseUrlFromEnv ? serverUrl : databaseUrlFor(serverUrl, name);
  if (!services.databaseUrlFromEnv) await createDatabase(serverUrl, name);
  try {
    await runMigrations(databaseUrl);
    const { db, close } = createDb(databaseUrl, { max: 1 });
    await seedBase(db, { platform: 'birdnest' });
    await close();
    if (wanted('web'))
      try {
        statSync(path.join(root, 'apps/web/dist/index.html'));
        webBundle();
      } catch {
        console.log(
          'Web client not built (run `pnpm --filter @trace/web build`); skipping the bundle budget.',
        );
      }
    if (wanted('generation')) rows.push(...(await generationBench(databaseUrl)));
    if (wanted('import')) rows.push(await importBench(databaseUrl));
    if (wanted('api')) await apiOverhead(databaseUrl, services.redisUrl);
    if (wanted('hostile')) rows.push(...(await hostileImportBench(databaseUrl, services.redisUrl)));
    if (wanted('epcis')) rows.push(...(await epcisExportBench(databaseUrl, services.redisUrl)));
    if (wanted('partner'))
      rows.push(
        ...(await partnerBench(databaseUrl, services.redisUrl, {
          duration: DURATION,
          connections: CONNECTIONS,
        })),
      );
    if (named('stats')) rows.push(...(await statsBench(serverUrl, services.redisUrl)));
  } finally {
    if (!services.databaseUrlFromEnv) await dropDatabase(serverUrl, name);
    await services.stop();
  }
  console.log(`\nBenchmarks (${DURATION}s per load, ${CONNECTIONS} connections, loopback)`);
  console.table(rows);
  if (rows.some((row) => row.verdict === 'fail')) process.exitCode = 1;
}

await main();
