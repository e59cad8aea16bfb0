/**
 * `pnpm bench lighthouse`: Lighthouse's performance and accessibility scores of the web client on the
 * sign-in page, the home page and a long list page (a company's products, thousands of them), served as
 * production serves them: the built API (`node apps/production/dist/api.js`) serving the built client
 * from WEB_DIST on one origin. Debian's chromium, headless, nothing fetched from the internet.
 *
 * The signed-in pages get the session the way the client keeps it: the API's sign-in answer in the tab's
 * session storage (apps/web/src/auth/session.ts), written by a script that runs before the page's own in
 * every document of the audited tab. Session storage belongs to one tab, so the audited tab is opened
 * here (puppeteer-core, the driver Lighthouse itself uses) and handed to Lighthouse; Lighthouse still
 * clears the origin's storage and the browser's cache before each run, so every run is a cold load.
 *
 * Each page is audited RUNS times (BENCH_LIGHTHOUSE_RUNS, 3); each row is the median score. Lighthouse's
 * desktop preset (BENCH_LIGHTHOUSE_DEVICE=mobile for its default mobile settings), see decision 0037.
 * About 6 minutes on 2 cores: `pnpm bench` runs it only when named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@trace/db';
import { createUser } from '@trace/db/factories';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startBenchServers } from './bench-servers';
import { fillCompanyLists } from './fixtures';
import type { BenchRow } from './index';
import { ensureWebBuild, WEB_DIST } from './production';

/** Audits of each page; each row reports the median. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's desktop preset (decision 0037: the platform is a back office used on office computers);
 * BENCH_LIGHTHOUSE_DEVICE=mobile audits with Lighthouse's default mobile settings instead.
 */
const DEVICE = process.env.BENCH_LIGHTHOUSE_DEVICE === 'mobile' ? 'mobile' : 'desktop';
/**
 * Lighthouse's simulated CPU slowdown (BENCH_LIGHTHOUSE_CPU_SLOWDOWN; unset, the preset's own): 2 on a
 * host with a CPU index of about 3,400 scores a page about as a host of 1,700 does (decision 0038).
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 0) || undefined;
const PERFORMANCE_MIN = 90;
const ACCESSIBILITY_MIN = 95;
/** Products of the list page's company (and as many batches and shipments, as the api part fills). */
const LIST_ROWS = 3000;

interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** Text the page shows once its content is there (checked once before the audits). */
  shows?: string;
}

const PAGES: AuditedPage[] = [
  { name: 'Sign-in page', path: '/login', signedIn: false },
  { name: 'Home page', path: '/homeIndex', signedIn: true },
  {
    name: `Products list (${LIST_ROWS.toLocaleString('en')} products)`,
    path: '/productMessage',
    signedIn: true,
    shows: 'Bench product',
  },
];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Run {
  performance: number;
  accessibility: number;
  lhr: Result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const ms = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The page's main metrics, as Lighthouse simulated them. */
function metrics(lhr: Result) {
  return (
    `FCP ${(ms(lhr, 'first-contentful-paint') / 1000).toFixed(1)} s, ` +
    `LCP ${(ms(lhr, 'largest-contentful-paint') / 1000).toFixed(1)} s, ` +
    `TBT ${ms(lhr, 'total-blocking-time').toFixed(0)} ms, ` +
    `CLS ${ms(lhr, 'cumulative-layout-shift').toFixed(3)}; host CPU index ${lhr.environment.benchmarkIndex.toFixed(0)}`
  );
}

/** The audits of a category that cost it points: what to look at when a row fails. */
function shortfalls(lhr: Result, category: 'performance' | 'accessibility') {
  return lhr.categories[category]!.auditRefs.filter((ref) => {
    const score = lhr.audits[ref.id]?.score;
    return ref.weight > 0 && score !== null && score !== undefined && score < 1;
  }).map((ref) => {
    const audit = lhr.audits[ref.id]!;
    return `${ref.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`;
  });
}

/** A script run before the page's own in every document of the tab: the signed-in session. */
function sessionScript(origin: string, session: { accessToken: string; user: unknown }) {
  const set = (key: string, value: string) =>
    `sessionStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;
  return `if (location.origin === ${JSON.stringify(origin)}) { ${set('accessToken', session.accessToken)} ${set(
    'user',
    JSON.stringify(session.user),
  )} }`;
}

async function openTab(browser: Browser, origin: string, session: Session | undefined) {
  const page = await browser.newPage();
  if (session) await page.evaluateOnNewDocument(sessionScript(origin, session));
  return page;
}

type Session = { accessToken: string; user: unknown };

/** The preset of DEVICE, with its CPU slowdown replaced when one is asked for. */
function auditConfig() {
  const preset = DEVICE === 'desktop' ? desktopConfig : undefined;
  if (!CPU_SLOWDOWN) return preset;
  const throttling = preset?.settings?.throttling ?? constants.throttling.mobileSlow4G;
  return {
    extends: 'lighthouse:default' as const,
    ...preset,
    settings: { ...preset?.settings, throttling: { ...throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
  };
}

/**
 * One Lighthouse run of a page in a tab of its own. Lighthouse sometimes loses the trace of a load
 * (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, up to twice.
 */
async function auditOnce(browser: Browser, base: string, audited: AuditedPage, session?: Session) {
  const url = `${base}${audited.path}`;
  for (let attempt = 1; ; attempt++) {
    const page = await openTab(browser, base, session);
    try {
      const result = await lighthouse(
        url,
        { output: 'json', onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
        auditConfig(),
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) {
        if (attempt < 3) {
          console.log(`Lighthouse ${audited.path}: ${lhr.runtimeError.code}, trying again`);
          continue;
        }
        throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      }
      const at = new URL(lhr.finalDisplayedUrl).pathname;
      if (at !== audited.path) throw new Error(`${audited.name}: Lighthouse ended on ${at}`);
      return { lhr, report: result.report as string };
    } finally {
      if (!page.isClosed()) await page.close();
    }
  }
}

/** Opens each page once and checks it shows its content (and the session holds). */
async function checkPages(browser: Browser, base: string, session: Session) {
  for (const audited of PAGES) {
    const page = await openTab(browser, base, audited.signedIn ? session : undefined);
    try {
      await page.goto(`${base}${audited.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
      if (audited.shows) {
        const text = audited.shows;
        await page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(text)})`, {
          timeout: 30_000,
        });
      }
      const at = new URL(page.url()).pathname;
      if (at !== audited.path)
        throw new Error(`${audited.name}: ${audited.path} went to ${at} (is the session in place?)`);
    } finally {
      await page.close();
    }
  }
}

export async function lighthouseBench(databaseUrl: string, redisUrl: string): Promise<BenchRow[]> {
  await ensureWebBuild();
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const user = await createUser(db, { userType: 'producer' });
  await fillCompanyLists({ db, sql }, user.corpId!, LIST_ROWS);
  await close();

  const servers = await startBenchServers(databaseUrl, redisUrl, 'bench-lighthouse', {
    env: { WEB_DIST },
    twins: false,
  });
  const base = `http://127.0.0.1:${servers.ports.app}`;
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-lighthouse-'));
  let browser: Browser | undefined;
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: user.account, password: user.password }),
    });
    const session = ((await login.json()) as { data: Session }).data;
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      defaultViewport: null,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    await checkPages(browser, base, session);

    const rows: BenchRow[] = [];
    const notes: string[] = [];
    for (const audited of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = Date.now();
        const { lhr, report } = await auditOnce(
          browser,
          base,
          audited,
          audited.signedIn ? session : undefined,
        );
        fs.writeFileSync(path.join(reports, `${audited.path.slice(1)}-${i + 1}.json`), report);
        const run = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lhr,
        };
        runs.push(run);
        console.log(
          `Lighthouse ${audited.path} run ${i + 1}/${RUNS}: performance ${run.performance}, ` +
            `accessibility ${run.accessibility} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      for (const [category, min] of [
        ['performance', PERFORMANCE_MIN],
        ['accessibility', ACCESSIBILITY_MIN],
      ] as const) {
        const score = median(runs.map((run) => run[category]));
        const middle = runs.find((run) => run[category] === score)!;
        const all = runs.map((run) => run[category]).join(', ');
        rows.push({
          budget: `Lighthouse ${category} (${DEVICE}) >= ${min}: ${audited.name} (${audited.path})`,
          measured: `${score} (runs ${all})${category === 'performance' ? `; ${metrics(middle.lhr)}` : ''}`,
          baseline: `${min} budget`,
          ratio: `${(score / min).toFixed(2)}x of budget`,
          verdict: score >= min ? 'pass' : 'fail',
        });
        const missed = shortfalls(middle.lhr, category);
        if (missed.length > 0) notes.push(`${audited.path} ${category} ${score}: ${missed.join('; ')}`);
      }
    }
    console.log(`\nLighthouse, ${DEVICE} (${RUNS} runs a page; reports in ${reports}); audits short of 1:`);
    for (const note of notes) console.log(`  ${note}`);
    return rows;
  } finally {
    await browser?.close();
    await servers.stop();
  }
}
