import { once } from 'node:events';
import { ROUTES, type RouteDefinition, routeUrl, STAT_REPORT_KEYS } from '@trace/contracts';
import { createDb, runMigrations } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { foldScans } from '@trace/db/scan-alerts';
import { seedBase } from '@trace/db/seed/index';
import { copyDatabase, createDatabase, databaseUrlFor, dropDatabase } from '../../../scripts/lib/db-admin';
import { startBenchServers } from './bench-servers';
import type { BenchRow } from './index';
import {
  copyRows,
  createWorld,
  type GrowthTimings,
  grow,
  newLabelRows,
  newScanRows,
  SCAN_COLUMNS_WITHOUT_ID,
  type StatsWorld,
} from './stats-fill';

/**
 * `pnpm bench stats`: the platform at scale (decision 0030). The first page of every statistics
 * report and of the scan statistics, a label search and a consumer's scan lookup, read over HTTP as
 * the administrator and as a company, at 1,000,000 labels and 5,000,000 scans and at ten times as
 * much, the two sizes read in alternation: each route's p95 at the large size must stay within 1.5x its
 * p95 at the small size. Also the cost of keeping the rollups current: one fold of 10,000 new scans
 * against inserting them, and the label-count trigger on 150,000 new labels.
 * BENCH_STATS_SCALE shrinks the sizes for a quick run (0.1: 100,000 labels and 500,000 scans first).
 */

const SCALE = Number(process.env.BENCH_STATS_SCALE ?? 1);
/** Time spent sampling one route for one caller (at least MIN_SAMPLES requests, at most MAX_SAMPLES). */
const SECONDS = Number(process.env.BENCH_STATS_SECONDS ?? 6);
const MIN_SAMPLES = 30;
const MAX_SAMPLES = 1000;
/** Rounds each route's sampling is cut into (see `measure`). */
const ROUNDS = 5;
const SLOW_SECONDS = 4 * SECONDS;
const GROWTH_BUDGET = 1.5;
const TRIGGER_BUDGET = 1.2;
const REFRESH_SCANS = 10_000;
const TRIGGER_LABELS = 150_000;
const TRIGGER_ROUNDS = 3;

type Handle = ReturnType<typeof createDb>;
interface Probe {
  name: string;
  route: Pick<RouteDefinition, 'path'>;
  params?: Record<string, string>;
  query: Record<string, string | number>;
  /** What the first page shows, for the budget's wording. */
  reads: string;
}
interface Caller {
  name: string;
  account: string;
  password: string;
}
/** A route's latency for one caller, or the status that kept it from answering (not served, refused). */
type Timing = { p95: number; median: number; samples: number } | { status: number };

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The statistics with the default filters of their pages (the last 12 months); a page of 50 of the
 * company's labels from the middle of one of its batches, and the scan page's lookup of a label of that
 * batch (every lookup recorded as a scan). The batch is the company's first, the same at both sizes.
 */
function probes(world: StatsWorld): Probe[] {
  const to = Date.now();
  const range = { from: dayText(to - 365 * 86_400_000), to: dayText(to) };
  const page = { ...range, page: 1, pageSize: 20 };
  const months = 'the last 12 months';
  const batch = world.scannable.find((b) => b.product.corp.id === world.topProducer.id);
  if (!batch) throw new Error('the bench company has no batch of labels');
  const excode = String(batch.first + Math.floor(batch.count / 2));
  return [
    {
      name: 'labels.search',
      route: ROUTES.labels.search,
      query: { excodeFrom: excode, pageSize: 50 },
      reads: 'a page of 50',
    },
    {
      name: 'scan.lookup',
      route: ROUTES.scan.lookup,
      params: { excode },
      query: {},
      reads: 'one label, recorded',
    },
    { name: 'scanStats.products', route: ROUTES.scanStats.products, query: page, reads: months },
    { name: 'scanStats.regions', route: ROUTES.scanStats.regions, query: range, reads: months },
    { name: 'scanStats.daily', route: ROUTES.scanStats.daily, query: range, reads: months },
    ...STAT_REPORT_KEYS.flatMap((key) => [
      { name: `statReports.${key}.table`, route: ROUTES.statReports[key].table, query: page, reads: months },
      {
        name: `statReports.${key}.charts`,
        route: ROUTES.statReports[key].charts,
        query: range,
        reads: months,
      },
    ]),
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

/** A route's requests as one caller, gathered over the rounds; `status` once it would not answer. */
interface Sampling {
  key: string;
  url: string;
  token: string;
  times: number[];
  status?: number;
}

/**
 * One round of sequential requests to a route (one at a time, so each one's latency is the route's own):
 * a round's share of the sampling time and of the sample counts. The first round warms up first.
 */
async function sampleRound(sampling: Sampling, first: boolean): Promise<void> {
  const call = async (): Promise<{ status: number } | { ms: number }> => {
    const started = performance.now();
    const response = await fetch(sampling.url, { headers: { authorization: `Bearer ${sampling.token}` } });
    const body = await response.text();
    if (response.status === 404 || response.status === 403) return { status: response.status };
    if (response.status !== 200) throw new Error(`${sampling.url}: ${response.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - started };
  };
  // Warm up (connections, plans, caches): three requests, or one when a request takes over a second.
  if (first)
    for (let i = 0; i < 3; i++) {
      const warm = await call();
      if ('status' in warm) {
        sampling.status = warm.status;
        return;
      }
      if (warm.ms > 1000) break;
    }
  const taken = sampling.times.length;
  const started = performance.now();
  const enough = () => {
    const elapsed = performance.now() - started;
    const count = sampling.times.length - taken;
    if (count >= MAX_SAMPLES / ROUNDS) return true;
    if (count >= MIN_SAMPLES / ROUNDS && elapsed >= (SECONDS * 1000) / ROUNDS) return true;
    // A route taking seconds per request gets fewer samples: its p95 is then near its slowest one.
    return count >= 1 && elapsed >= (SLOW_SECONDS * 1000) / ROUNDS;
  };
  while (!enough()) {
    const result = await call();
    if ('status' in result) {
      sampling.status = result.status;
      return;
    }
    sampling.times.push(result.ms);
  }
}

function timingOf({ times, status }: Sampling): Timing {
  if (status !== undefined) return { status };
  const sorted = [...times].sort((a, b) => a - b);
  return { p95: percentile(sorted, 0.95), median: percentile(sorted, 0.5), samples: sorted.length };
}

async function login(base: string, caller: Caller): Promise<string> {
  const response = await fetch(`${base}${routeUrl(ROUTES.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: caller.account, password: caller.password }),
  });
  if (response.status !== 200) throw new Error(`login of ${caller.name}: ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Every probe for every caller at one size, read through that size's production server. */
async function samplingsOf(base: string, world: StatsWorld, callers: Caller[]): Promise<Sampling[]> {
  const samplings: Sampling[] = [];
  for (const caller of callers) {
    const token = await login(base, caller);
    for (const probe of probes(world))
      samplings.push({
        key: `${probe.name}|${caller.name}`,
        url: `${base}${routeUrl(probe.route, probe.params, probe.query)}`,
        token,
        times: [],
      });
  }
  return samplings;
}

/**
 * Every probe for every caller at both sizes, each size through a production server of its own on its
 * own database; key `probe|caller`. Each route is read in ROUNDS short rounds, and each round reads it
 * at the small size and at the large one back to back (in turn first), so both figures of a pair are
 * taken within seconds of each other: a machine slower for a quarter of an hour slows both, not one.
 * The rounds of a route are taken in turn with every other route's, so a busy moment falls on several
 * routes' samples a little rather than on one route's whole.
 */
async function measurePairs(
  urls: { small: string; large: string },
  redisUrl: string,
  world: StatsWorld,
  callers: Caller[],
  log: (line: string) => void,
): Promise<{ small: Map<string, Timing>; large: Map<string, Timing> }> {
  const servers = {
    small: await startBenchServers(urls.small, redisUrl, 'bench-stats-small'),
    large: await startBenchServers(urls.large, redisUrl, 'bench-stats-large'),
  };
  try {
    const base = (size: 'small' | 'large') => `http://127.0.0.1:${servers[size].ports.app}`;
    const small = await samplingsOf(base('small'), world, callers);
    const large = await samplingsOf(base('large'), world, callers);
    for (let round = 0; round < ROUNDS; round++)
      for (const [index, pair] of small.entries()) {
        const both = round % 2 === 0 ? [pair, large[index]!] : [large[index]!, pair];
        for (const sampling of both)
          if (sampling.status === undefined) await sampleRound(sampling, round === 0);
      }
    const timings = (samplings: Sampling[]) => new Map(samplings.map((s) => [s.key, timingOf(s)]));
    const result = { small: timings(small), large: timings(large) };
    const shown = (timing: Timing) =>
      'status' in timing ? `status ${timing.status}` : `p95 ${timing.p95.toFixed(1)} ms (${timing.samples})`;
    for (const [key, before] of result.small) {
      const after = result.large.get(key)!;
      log(`${key.replace('|', ' as ')}: ${shown(before)} small, ${shown(after)} large`);
    }
    return result;
  } finally {
    await servers.small.stop();
    await servers.large.stop();
  }
}

/** Inserts 10,000 new scans (one COPY, ids from the sequence as the API draws them), then folds them. */
async function refreshCost(handle: Handle, world: StatsWorld) {
  const rows = newScanRows(world, REFRESH_SCANS);
  const insertStarted = performance.now();
  await copyRows(handle.sql, 'scans', SCAN_COLUMNS_WITHOUT_ID, rows);
  const insertMs = performance.now() - insertStarted;
  const foldStarted = performance.now();
  const folded = await foldScans(handle.db);
  const foldMs = performance.now() - foldStarted;
  if (folded.scans < REFRESH_SCANS * 0.85)
    throw new Error(`the fold took ${folded.scans} openings of ${REFRESH_SCANS} scans`);
  return { insertMs, foldMs, alerts: folded.alerts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * 150,000 new labels in one COPY with the `label_counts` statement trigger and with it disabled, in
 * alternating rounds, each in a transaction rolled back so the table and its counts stay as they were.
 */
async function triggerCost(handle: Handle, world: StatsWorld) {
  const rows = await newLabelRows(handle.sql, world, TRIGGER_LABELS);
  const columns = ['excode', 'pcode', 'run_id', 'corp_id', 'product_id', 'batch_id', 'status', 'weight'];
  const timed = async (withTrigger: boolean) => {
    const connection = await handle.sql.reserve();
    try {
      await connection`begin`;
      if (!withTrigger) await connection`alter table labels disable trigger label_counts_insert`;
      const started = performance.now();
      const stream = await connection.unsafe(`copy labels (${columns.join(', ')}) from stdin`).writable();
      stream.end(rows.join(''));
      await once(stream, 'finish');
      return performance.now() - started;
    } finally {
      await connection`rollback`;
      connection.release();
    }
  };
  const withTrigger: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < TRIGGER_ROUNDS; round++) {
    without.push(await timed(false));
    withTrigger.push(await timed(true));
  }
  return { withMs: median(withTrigger), withoutMs: median(without) };
}

async function databaseSize(handle: Handle) {
  const [row] = await handle.sql`select pg_database_size(current_database())::text as bytes`;
  return Number(row!.bytes) / 1024 ** 3;
}

interface Stage {
  label: string;
  growth: GrowthTimings;
  refresh: { insertMs: number; foldMs: number; alerts: number };
  trigger: { withMs: number; withoutMs: number };
  sizeGb: number;
}

/** Grows the database to `target`, then times the rollups' upkeep there (the reads are timed later). */
async function stage(
  handle: Handle,
  world: StatsWorld,
  target: { labels: number; scans: number },
  log: (line: string) => void,
): Promise<Stage> {
  const label = `${target.labels.toLocaleString('en')} labels, ${target.scans.toLocaleString('en')} scans`;
  log(`filling to ${label}`);
  const growth = await grow(handle, world, target, log);
  const refresh = await refreshCost(handle, world);
  log(`refresh: insert ${refresh.insertMs.toFixed(0)} ms, fold ${refresh.foldMs.toFixed(0)} ms`);
  const trigger = await triggerCost(handle, world);
  log(`trigger: ${trigger.withMs.toFixed(0)} ms with, ${trigger.withoutMs.toFixed(0)} ms without`);
  return { label, growth, refresh, trigger, sizeGb: await databaseSize(handle) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (timing: Timing) =>
  'status' in timing
    ? `HTTP ${timing.status}`
    : `p95 ${timing.p95.toFixed(1)} ms (median ${timing.median.toFixed(1)}, ${timing.samples} requests)`;

function rowsOf(
  small: Stage,
  large: Stage,
  timings: { small: Map<string, Timing>; large: Map<string, Timing> },
  world: StatsWorld,
  callers: Caller[],
): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const probe of probes(world))
    for (const caller of callers) {
      const key = `${probe.name}|${caller.name}`;
      const before = timings.small.get(key)!;
      const after = timings.large.get(key)!;
      const ratio = 'status' in before || 'status' in after ? null : after.p95 / before.p95;
      rows.push({
        budget: `${probe.name} as ${caller.name}, ${probe.reads}: p95 <= ${GROWTH_BUDGET}x at 10x the data`,
        measured: `${describe(after)} at ${large.label}`,
        baseline: `${describe(before)} at ${small.label}`,
        ratio: ratio === null ? 'n/a' : `${ratio.toFixed(2)}x`,
        verdict: ratio === null ? 'info' : ratio <= GROWTH_BUDGET ? 'pass' : 'fail',
      });
    }
  for (const s of [small, large]) {
    rows.push({
      budget: `Rollup refresh at ${s.label}: one fold of ${REFRESH_SCANS.toLocaleString('en')} new scans vs inserting them`,
      measured: `fold ${s.refresh.foldMs.toFixed(0)} ms, ${s.refresh.alerts.toLocaleString('en')} alerts raised`,
      baseline: `insert ${s.refresh.insertMs.toFixed(0)} ms (one COPY)`,
      ratio: `${(s.refresh.foldMs / s.refresh.insertMs).toFixed(2)}x`,
      verdict: 'info',
    });
    const ratio = s.trigger.withMs / s.trigger.withoutMs;
    rows.push({
      budget: `label_counts trigger at ${s.label}: COPY of ${TRIGGER_LABELS.toLocaleString('en')} labels with it <= ${TRIGGER_BUDGET}x without`,
      measured: `${s.trigger.withMs.toFixed(0)} ms with the trigger (median of ${TRIGGER_ROUNDS})`,
      baseline: `${s.trigger.withoutMs.toFixed(0)} ms without`,
      ratio: `${ratio.toFixed(2)}x`,
      verdict: ratio <= TRIGGER_BUDGET ? 'pass' : 'fail',
    });
  }
  rows.push({
    budget: 'Bench data load (COPY, index rebuild, fold, analyze) and database size',
    measured: `grow to ${large.label}: ${seconds(large.growth.totalMs)} (labels ${seconds(large.growth.labelsMs)}, scans ${seconds(large.growth.scansMs)}, fold ${seconds(large.growth.foldMs)}); ${large.sizeGb.toFixed(1)} GB`,
    baseline: `fill to ${small.label}: ${seconds(small.growth.totalMs)}; ${small.sizeGb.toFixed(1)} GB`,
    ratio: `${(large.growth.totalMs / small.growth.totalMs).toFixed(2)}x`,
    verdict: 'info',
  });
  return rows;
}

/**
 * The statistics scale bench, in a database of its own: filled to the small size, copied, then grown to
 * the large size, so both sizes are there to be read side by side. Both databases are dropped at the end.
 */
export async function statsBench(serverUrl: string, redisUrl: string): Promise<BenchRow[]> {
  const log = (line: string) => console.log(`[stats ${new Date().toISOString().slice(11, 19)}] ${line}`);
  const name = `trace_bench_stats_${Date.now()}`;
  const smallName = `${name}_small`;
  const databaseUrl = databaseUrlFor(serverUrl, name);
  await createDatabase(serverUrl, name);
  // One connection: the loader's session settings (memory for index builds, no commit wait) hold for all.
  let handle = createDb(databaseUrl, { max: 1 });
  try {
    await runMigrations(databaseUrl);
    await seedBase(handle.db, { platform: 'birdnest' });
    const world = await createWorld(handle);
    const admin = await createUser(handle.db, { userType: 'admin' });
    const producer = await createUser(handle.db, { userType: 'producer', corpId: world.topProducer.id });
    const callers = [
      { name: 'admin', account: admin.account, password: admin.password },
      { name: 'company', account: producer.account, password: producer.password },
    ];
    const size = (labels: number, scans: number) => ({
      labels: Math.round(labels * SCALE),
      scans: Math.round(scans * SCALE),
    });
    const small = await stage(handle, world, size(1_000_000, 5_000_000), log);
    // The copy keeps the small size (its callers and batches are the same rows) while this one grows.
    await handle.close();
    const copyStarted = performance.now();
    await copyDatabase(serverUrl, name, smallName);
    log(`kept the small size as ${smallName} (${seconds(performance.now() - copyStarted)})`);
    handle = createDb(databaseUrl, { max: 1 });
    const large = await stage(handle, world, size(10_000_000, 50_000_000), log);
    const timings = await measurePairs(
      { small: databaseUrlFor(serverUrl, smallName), large: databaseUrl },
      redisUrl,
      world,
      callers,
      log,
    );
    return rowsOf(small, large, timings, world, callers);
  } finally {
    await handle.close();
    // BENCH_STATS_KEEP=1 keeps the databases to look into a slow figure (EXPLAIN); drop them by hand.
    if (process.env.BENCH_STATS_KEEP === '1') log(`kept databases ${name} and ${smallName}`);
    else for (const database of [name, smallName]) await dropDatabase(serverUrl, database);
  }
}
