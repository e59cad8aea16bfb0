import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROUTES } from '@trace/contracts';
import { batches, createDb, ginsengPlots, labels, runMigrations } from '@trace/db';
import { DEMO_PASSWORD, demoFirstCheckLabel, seedBase, seedDemo } from '@trace/db/seed/index';
import { runWorkOrderRound } from '@trace/db/work-orders';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createTestApp, login } from './helpers';
import { scanRoute } from './scan-helpers';

const run = promisify(execFile);
const seedCli = fileURLToPath(new URL('../../../packages/db/src/cli/seed.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** The demo data needs an empty database: this file seeds one of its own and drops it after. */
function demoDatabaseUrl(): { url: string; name: string } {
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_demo`.slice(0, 63);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

const target = demoDatabaseUrl();
const state = {} as {
  admin: postgres.Sql;
  app: FastifyInstance;
  db: ReturnType<typeof createDb>['db'];
  closeDb: () => Promise<void>;
};

beforeAll(async () => {
  state.admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await state.admin.unsafe(`drop database if exists "${target.name}" with (force)`);
  await state.admin.unsafe(`create database "${target.name}"`);
  await runMigrations(target.url);
  const handle = createDb(target.url, { max: 2 });
  state.db = handle.db;
  state.closeDb = handle.close;
  await seedBase(state.db, { platform: 'birdnest' });
  expect(await seedDemo(state.db)).toBe('created');
  state.app = await createTestApp({ DATABASE_URL: target.url });
}, 120_000);

afterAll(async () => {
  await state.app?.close();
  await state.closeDb?.();
  await state.admin?.unsafe(`drop database if exists "${target.name}" with (force)`);
  await state.admin?.end();
}, 60_000);

describe('the demo data', () => {
  it('holds a bound label never checked, printed at start with its code, whose first check is genuine', async () => {
    const label = await demoFirstCheckLabel(state.db);
    expect(label).toBeDefined();
    const { excode, pcode } = label!;

    // What `npm start` prints after the demo accounts.
    const { stdout } = await run(tsx, [seedCli, '--print-demo-accounts'], {
      env: { ...process.env, DATABASE_URL: target.url, PUBLIC_BASE_URL: 'http://localhost:3000' },
    });
    expect(stdout).toContain('producer');
    expect(stdout).toContain(`http://localhost:3000/s/${excode}  (code: ${pcode})`);

    const opened = await scanRoute(state.app, ROUTES.scan.lookup, { params: { excode } });
    expect(opened.body.data.result).toBe('valid');
    const first = await scanRoute(state.app, ROUTES.scan.verify, { params: { excode }, body: { pcode } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ excode, result: 'genuine', count: 1 });

    // Checked once, it is no longer the label to try first.
    expect((await demoFirstCheckLabel(state.db))?.excode).not.toBe(excode);
  }, 60_000);

  it("names the demo producer's passed bird house, with harvests, on its raw-material batch", async () => {
    const { token } = await login(state.app, 'producer', DEMO_PASSWORD);
    const houses = await callRoute(state.app, ROUTES.birdHouses.list, { query: {} }, { token });
    expect(houses.status).toBe(200);
    const [house] = houses.body.data.list;
    expect(house).toMatchObject({ name: 'Sibu Swiftlet House No. 1', review: { reviewStatus: 'passed' } });
    expect(house!.harvestCount).toBeGreaterThanOrEqual(3);
    const raw = await callRoute(
      state.app,
      ROUTES.batches.main.list,
      { query: { kind: 'raw_material' } },
      { token },
    );
    expect(raw.body.data.list.find((batch) => batch.batchNo === 'GS-RAW-001')?.house).toEqual({
      id: house!.id,
      name: house!.name,
    });
  });

  it('shows a new user work orders, news in each language and the maintenance history', async () => {
    const producer = await login(state.app, 'producer', DEMO_PASSWORD);
    const printer = await login(state.app, 'printer', DEMO_PASSWORD);
    const admin = await login(state.app, 'admin', DEMO_PASSWORD);
    const W = ROUTES.workOrders;

    // The producer's question, answered by the administrator.
    const own = await callRoute(state.app, W.list, { query: { pageSize: 100 } }, { token: producer.token });
    const question = own.body.data.list.find((o) => o.source === null)!;
    expect(question).toMatchObject({ status: 0, createName: 'Li Wei (producer)', link: { type: 'batch' } });
    const thread = await callRoute(
      state.app,
      W.get,
      { params: { id: question.id } },
      { token: producer.token },
    );
    expect(thread.body.data.messages.map((m) => [m.authorName, m.fromStaff])).toEqual([
      ['Platform Administrator', true],
    ]);

    // The platform opened one for the printing factory: last month's paid order is past its date.
    for (const [language, system] of [
      ['cn', '系统'],
      ['en', 'System'],
      ['fr', 'Système'],
    ] as const) {
      const printers = await callRoute(
        state.app,
        W.list,
        { query: { pageSize: 100 } },
        { token: printer.token, language },
      );
      expect(printers.body.data.list.map((o) => [o.source, o.createName])).toEqual([
        ['labelOrderOverdue', system],
      ]);
    }
    const all = await callRoute(state.app, W.list, { query: { pageSize: 100 } }, { token: admin.token });
    expect(all.body.data.total).toBe(2);
    // The worker's first round finds it opened already.
    expect((await runWorkOrderRound(state.db)).opened).toEqual({});

    for (const language of ['cn', 'en', 'fr'] as const) {
      const latest = await callRoute(state.app, ROUTES.news.latest, undefined, {
        token: producer.token,
        language,
      });
      expect(latest.body.data).toHaveLength(1);
    }
    const history = await callRoute(
      state.app,
      ROUTES.maintenance.list,
      { query: { status: 'ended' } },
      { token: admin.token },
    );
    expect(history.body.data.total).toBe(1);
  }, 60_000);

  it('holds a ginseng farm with two plots, and a batch naming a plot whose labels show it when scanned', async () => {
    const plots = await state.db.select().from(ginsengPlots);
    expect(plots.map((plot) => plot.name).sort()).toEqual(['A-01', 'B-02']);
    const [named] = await state.db
      .select({ excode: labels.excode })
      .from(labels)
      .innerJoin(batches, eq(batches.id, labels.batchId))
      .where(
        and(
          eq(batches.batchNo, 'GS-2026-001'),
          eq(batches.ginsengPlotId, plots.find((p) => p.name === 'A-01')!.id),
        ),
      )
      .limit(1);
    expect(named).toBeDefined();
    // The bird's-nest platform has no ginseng pages: its scan page does not show the farm.
    const onBirdnest = await scanRoute(state.app, ROUTES.scan.lookup, { params: { excode: named!.excode } });
    expect(onBirdnest.body.data.ginseng).toBeNull();
    const xys = await createTestApp({ DATABASE_URL: target.url, PLATFORM: 'xys' });
    const scanned = await scanRoute(
      xys,
      ROUTES.scan.lookup,
      { params: { excode: named!.excode } },
      { language: 'en' },
    ).finally(() => xys.close());
    expect(scanned.body.data.ginseng).toMatchObject({
      farm: { name: 'Changbai Mountain Ginseng Farm', regionName: 'Jilin', city: 'Baishan' },
      plot: { name: 'A-01', area: 4.2, rootAge: 4 },
    });
    expect(scanned.body.data.ginseng?.records).toHaveLength(5);
  });
});
