/**
 * Hostile imports against a running API of their own: a 200,000-row xlsx and an inflation bomb (a
 * 300 KB sheet declaring 1,000 bytes that inflates to 300 MB) posted several times at once to the import
 * routes, while `/health` is asked again and again and the process's memory is read from /proc. The
 * baseline is `/health` and the memory of the same process at rest, just before.
 *
 * The API is the production build (`apps/production/dist/api.js`, made by `pnpm --filter
 * @trace/production build`) when there is one, else the sources run through tsx, which cost more memory.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, productCategories, products } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { inflationBombXlsx, manyRowsXlsx } from '../../../packages/core/test/hostile-spreadsheets';
import { freePort } from '../../../scripts/lib/services';
import { startBenchServers } from './bench-servers';
import type { BenchRow } from './index';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEALTH_P99_BUDGET_MS = 100;
const RSS_BUDGET_MB = 300;
/** Each file, posted this many times to each import route, all at once. */
const COPIES = 3;
const REST_SAMPLES = 400;

interface Server {
  base: string;
  pid: number;
  /** Which API this is, for the report. */
  kind: string;
  stop(): Promise<void>;
}

const BUILT_API = fileURLToPath(new URL('../../production/dist/api.js', import.meta.url));

/** The production build, as a deployment runs it. */
async function startBuiltApi(databaseUrl: string, redisUrl: string): Promise<Server> {
  const port = await freePort();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'bench-hostile-'));
  const child = spawn(process.execPath, [BUILT_API], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_MODE: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: 'https://trace.example.com',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bench-hostile:${Date.now()}`,
      JWT_SECRET: crypto.randomUUID().repeat(2),
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the built API exited with ${code}`))),
  );
  const base = `http://127.0.0.1:${port}`;
  // Started when /health answers (it also migrates first, which here finds nothing to do).
  for (;;) {
    const up = await Promise.race([
      exited,
      fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      ),
    ]);
    if (up) break;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  const built = statSync(BUILT_API).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return {
    base,
    pid: child.pid!,
    kind: `built API of ${built}`,
    stop: async () => {
      child.removeAllListeners('exit');
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The API from its sources through tsx, as the other API benches run it. */
async function startSourceApi(databaseUrl: string, redisUrl: string): Promise<Server> {
  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench-hostile');
  return {
    base: `http://127.0.0.1:${servers.ports.app}`,
    pid: servers.pid,
    kind: 'API from sources (tsx)',
    stop: servers.stop,
  };
}

/** Resident memory of a process in MB: now, and the most it has ever held. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function healthOnce(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/health answered ${response.status}`);
  return performance.now() - started;
}

/** Asks `/health` one request after another until `until` settles; returns every latency. */
async function sampleHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) latencies.push(await healthOnce(base));
  return latencies;
}

async function api<T>(base: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', syslanguage: 'en' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function upload(base: string, token: string, name: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: XLSX }), name);
  const response = await fetch(`${base}/upload/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code: string; data: { id: string } };
  if (body.code !== '200') throw new Error(`upload of ${name}: ${JSON.stringify(body)}`);
  return body.data.id;
}

/** A company that may operate, its producer signed in, an approved product and a batch. */
async function producer(databaseUrl: string, base: string) {
  const { db, close } = createDb(databaseUrl, { max: 2 });
  try {
    const corp = await createCompany(db, {
      traceStatus: 'traceable',
      syStatus: 1,
      syEndTime: new Date(Date.now() + 200 * 24 * 3600_000),
    });
    const user = await createUser(db, { userType: 'producer', corpId: corp.id });
    const [category] = await db.select({ id: productCategories.id }).from(productCategories).limit(1);
    const [product] = await db
      .insert(products)
      .values({ corpId: corp.id, categoryId: category!.id, productName: 'Bench', reviewStatus: 'passed' })
      .returning();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: user.account, password: user.password }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const batch = await api<{ data: { id: string } }>(base, '/batches', token, {
      batchNo: `HOSTILE-${Date.now()}`,
      productId: product!.id,
      productionDate: new Date().toISOString(),
    });
    return { token, productId: product!.id, batchId: batch.body.data.id };
  } finally {
    await close();
  }
}

export async function hostileImportBench(databaseUrl: string, redisUrl: string): Promise<BenchRow[]> {
  const files = [
    { name: 'rows.xlsx', data: manyRowsXlsx(200_000), problem: 'data rows' },
    { name: 'bomb.xlsx', data: inflationBombXlsx(300), problem: 'too large once unpacked' },
  ];
  const server = existsSync(BUILT_API)
    ? await startBuiltApi(databaseUrl, redisUrl)
    : await startSourceApi(databaseUrl, redisUrl);
  try {
    const { token, productId, batchId } = await producer(databaseUrl, server.base);
    const uploaded = await Promise.all(
      files.map(async (file) => ({ ...file, id: await upload(server.base, token, file.name, file.data) })),
    );

    for (let i = 0; i < 50; i++) await healthOnce(server.base); // warm up
    const rest: number[] = [];
    for (let i = 0; i < REST_SAMPLES; i++) rest.push(await healthOnce(server.base));
    const atRest = memoryOf(server.pid);

    let peakSampledMb = atRest.rssMb;
    const memory = setInterval(() => {
      peakSampledMb = Math.max(peakSampledMb, memoryOf(server.pid).rssMb);
    }, 20);
    const refusalTimes: number[] = [];
    const post = async (path: string, body: unknown, problem: string) => {
      const started = performance.now();
      const answer = await api<{ errors?: { message: string }[] }>(server.base, path, token, body);
      refusalTimes.push(performance.now() - started);
      if (answer.status !== 400 || !answer.body.errors?.[0]?.message.includes(problem))
        throw new Error(`${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    // The label-import route records the import and leaves reading to the worker: it is posted too, as
    // a person would, and must stay as quick as the others.
    const posts = uploaded.flatMap((file) =>
      Array.from({ length: COPIES }, () => [
        post(`/batches/${batchId}/import`, { fileId: file.id }, file.problem),
        post('/void-requests/import', { fileId: file.id, reason: 'Bench' }, file.problem),
        api(server.base, '/label-imports', token, { fileId: file.id, productId }).then((answer) => {
          if (answer.status !== 200) throw new Error(`/label-imports answered ${answer.status}`);
        }),
      ]).flat(),
    );
    const started = performance.now();
    const all = Promise.all(posts);
    const [attacked] = await Promise.all([sampleHealth(server.base, all), all]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(memory);
    const peakMb = Math.max(peakSampledMb, memoryOf(server.pid).peakMb);

    const restP99 = percentile(rest, 99);
    const attackedP99 = percentile(attacked, 99);
    const refused = refusalTimes.length;
    return [
      {
        budget: `Hostile imports (${server.kind}): /health p99 under ${HEALTH_P99_BUDGET_MS} ms while a 200,000-row xlsx and an inflation bomb are refused (${refused} posts at once)`,
        measured: `p99 ${attackedP99.toFixed(1)} ms, max ${Math.max(...attacked).toFixed(1)} ms (${attacked.length} calls in ${seconds.toFixed(1)} s)`,
        baseline: `at rest: p99 ${restP99.toFixed(1)} ms (${rest.length} calls)`,
        ratio: `${(attackedP99 / restP99).toFixed(2)}x rest, ${(attackedP99 / HEALTH_P99_BUDGET_MS).toFixed(2)}x of budget`,
        verdict: attackedP99 < HEALTH_P99_BUDGET_MS ? 'pass' : 'fail',
      },
      {
        budget: `Hostile imports: API peak RSS under ${RSS_BUDGET_MB} MB`,
        measured: `${peakMb.toFixed(0)} MB peak`,
        baseline: `${atRest.rssMb.toFixed(0)} MB at rest`,
        ratio: `${(peakMb / atRest.rssMb).toFixed(2)}x rest, ${(peakMb / RSS_BUDGET_MB).toFixed(2)}x of budget`,
        verdict: peakMb < RSS_BUDGET_MB ? 'pass' : 'fail',
      },
      {
        budget: 'Hostile imports: time to refuse each file (all posted at once, read on the pool’s threads)',
        measured: `median ${(percentile(refusalTimes, 50) / 1000).toFixed(2)} s, slowest ${(Math.max(...refusalTimes) / 1000).toFixed(2)} s`,
        baseline: `${refused} refusals`,
        ratio: '-',
        verdict: 'info',
      },
    ];
  } finally {
    await server.stop();
  }
}
