/**
 * `pnpm bench`: the performance budgets of ARCHITECTURE, each measured against a baseline in the same
 * run on the same machine.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@trace/contracts';
import { createDb, runMigrations } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../../scripts/lib/db-admin';
import { ensureServices } from '../../../scripts/lib/services';
import { startBenchServers } from './bench-servers';
import { epcisExportBench } from './epcis';
import { fillCompanyLists } from './fixtures';
import { hostileImportBench } from './hostile';
import { importBench } from './imports';
import { fillLabels, generationBench } from './labels';
import { lighthouseBench } from './lighthouse';
import { compareLoads, describe } from './load';
import { partnerBench } from './partner';
import { scanBench } from './scans';
import { statsBench } from './stats';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Rows of each list the company lists measure (products, batches, shipments). */
const LIST_ROWS = 3000;
/**
 * `pnpm bench hostile` runs only the parts named: web, generation, import, api, hostile, epcis, partner,
 * stats, lighthouse, and scan (the public scan alone, which `api` includes). The statistics scale part
 * loads tens of gigabytes for many minutes, and the Lighthouse audits of the web client take about 6
 * minutes (decision 0037): they run only when named.
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

/** The measured routes of one company user, each with its bare twin (servers.ts). */
function apiPairs(user: { id: string }, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  // A page of 50 labels from a position in the middle of the company's 1,000,000.
  const search = `?excodeFrom=${6_000_000_000_000_000n + 500_000n}&pageSize=50`;
  const list = '?page=1&pageSize=20';
  return [
    {
      budget:
        'GET /user/read/current (token, session, permissions, user, company, reminders) >= 0.5x its twin',
      route: `/user/read/current`,
      twin: `/twin/current/${user.id}`,
      min: 0.5,
    },
    {
      budget: "Label search over 1,000,000 labels (page of 50) >= 0.6x its twin, p99 <= 2x the twin's",
      route: `${ROUTES.labels.search.path}${search}`,
      twin: `/twin/labels/${user.id}${search}`,
      min: 0.6,
      maxP99: 2,
    },
    {
      budget: `Products list of a company (${LIST_ROWS} products) >= 0.6x its twin`,
      route: `${ROUTES.products.products.list.path}${list}`,
      twin: `/twin/products/${user.id}${list}`,
      min: 0.6,
    },
    {
      budget: `Batches list of a company (${LIST_ROWS} batches) >= 0.6x its twin`,
      route: `${ROUTES.batches.main.list.path}${list}`,
      twin: `/twin/batches/${user.id}${list}`,
      min: 0.6,
    },
    {
      budget: `Shipments sent by a company (${LIST_ROWS} shipments) >= 0.6x its twin`,
      route: `${ROUTES.shipments.sent.path}${list}`,
      twin: `/twin/shipments/${user.id}${list}`,
      min: 0.6,
    },
  ].map((pair) => ({ ...pair, headers: auth }));
}

/** `routes: false` measures the public scan only (`pnpm bench scan`). */
async function apiOverhead(databaseUrl: string, redisUrl: string, { routes }: { routes: boolean }) {
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const user = await createUser(db, { userType: 'producer' });
  if (routes) await fillCompanyLists({ db, sql }, user.corpId!, LIST_ROWS);
  await close();
  // Label search over 1,000,000 labels (untimed fill).
  await fillLabels(databaseUrl, user.corpId!);

  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench');
  const { ports } = servers;
  const bareUrl = `http://127.0.0.1:${ports.bare}/user/${user.id}`;
  const base = `http://127.0.0.1:${ports.app}`;
  const twins = `http://127.0.0.1:${ports.bare}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: user.account, password: user.password }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const settings = { duration: DURATION, connections: CONNECTIONS };

  try {
    for (const pair of routes ? apiPairs(user, token) : []) {
      const result = await compareLoads(
        { url: `${twins}${pair.twin}` },
        { url: `${base}${pair.route}`, headers: pair.headers },
        settings,
      );
      const p99Ok = pair.maxP99 === undefined || result.p99Ratio <= pair.maxP99;
      rows.push({
        budget: pair.budget,
        measured: describe(result.route),
        baseline: describe(result.baseline),
        ratio: `${result.ratio.toFixed(2)}x${pair.maxP99 === undefined ? '' : `, p99 ${result.p99Ratio.toFixed(2)}x`}`,
        verdict: result.ratio >= pair.min && p99Ok ? 'pass' : 'fail',
      });
    }
    if (routes) {
      const publicCall = await compareLoads({ url: bareUrl }, { url: `${base}/getPlatform` }, settings);
      rows.push({
        budget: 'Public call through the full stack (envelope, i18n, rate limit) vs bare route with 1 query',
        measured: describe(publicCall.route),
        baseline: describe(publicCall.baseline),
        ratio: `${publicCall.ratio.toFixed(2)}x`,
        verdict: 'info',
      });
    }
    rows.push(
      ...(await scanBench(databaseUrl, { appBase: base, bareUrl, corpId: user.corpId!, ...settings })),
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
    const workerRss: { job: string; mb: number }[] = [];
    if (wanted('generation')) {
      const generation = await generationBench(databaseUrl);
      rows.push(...generation.rows);
      workerRss.push({ job: 'generating 150,000 labels', mb: generation.maxRssMb });
    }
    if (wanted('import')) {
      const imported = await importBench(databaseUrl);
      rows.push(imported.row);
      workerRss.push({ job: 'importing 10,000 rows', mb: imported.maxRssMb });
    }
    if (workerRss.length > 0) {
      const peak = Math.max(...workerRss.map((job) => job.mb));
      rows.push({
        budget: 'Worker process peak RSS <= 300 MB while generating and importing labels',
        measured: workerRss.map((job) => `${job.mb.toFixed(0)} MB ${job.job}`).join('; '),
        baseline: '300 MB budget',
        ratio: `${(peak / 300).toFixed(2)}x of budget`,
        verdict: peak <= 300 ? 'pass' : 'fail',
      });
    }
    if (wanted('api')) await apiOverhead(databaseUrl, services.redisUrl, { routes: true });
    else if (named('scan')) await apiOverhead(databaseUrl, services.redisUrl, { routes: false });
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
    if (named('lighthouse')) rows.push(...(await lighthouseBench(databaseUrl, services.redisUrl)));
  } finally {
    if (!services.databaseUrlFromEnv) await dropDatabase(serverUrl, name);
    await services.stop();
  }
  console.log(`\nBenchmarks (${DURATION}s per load, ${CONNECTIONS} connections, loopback)`);
  console.table(rows);
  if (rows.some((row) => row.verdict === 'fail')) process.exitCode = 1;
}

await main();
