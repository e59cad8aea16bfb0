import { ROUTES } from '@trace/contracts';
import { labelRuns, labelSerialCounter } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { generateRun } from '@trace/worker/processors/label-generation';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reserveSerials } from '../src/modules/labels/runs';
import {
  auditTrail,
  type BodyOf,
  callRoute,
  injectRoute,
  rawCall,
  signedInUser,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

describe('label runs (/labelGenerateList, /addLabel)', () => {
  it('checks the count: a multiple of 40, at most 150,000, within the label limits', async () => {
    const { token } = await admin();
    const post = (payload: BodyOf<typeof ROUTES.labels.createRun>) =>
      callRoute(ctx.app, ROUTES.labels.createRun, { body: payload }, { token, language: 'en' });
    expect((await post({ count: 100 })).body.errors).toEqual([
      { path: 'count', message: 'The count must be a multiple of 40 (a 5 x 8 sheet)' },
    ]);
    expect((await post({ count: 150_040 })).body.errors?.[0]).toEqual({
      path: 'count',
      message: 'At most 150,000 labels per run',
    });
    // Not a number, which the body's type does not allow, sent on purpose.
    const notANumber = await rawCall(ctx.app, {
      method: 'POST',
      url: '/label-runs',
      payload: { count: 'many' },
      token,
      language: 'en',
    });
    expect(notANumber.body.errors?.[0]?.path).toBe('count');
    const corp = await createCompany(ctx.db);
    await callRoute(
      ctx.app,
      ROUTES.system.corpLabelControls.create,
      { body: { corpId: corp.id, maxPerApplication: 1000, maxPerRun: 400, maxUsagePerBatch: 2 } },
      { token },
    );
    expect((await post({ count: 440, corpId: corp.id })).body.errors).toEqual([
      { path: 'count', message: 'More than the limit of 400 labels per run' },
    ]);
  });

  it('allocates contiguous, non-overlapping blocks, queues the job, and exports the run as CSV once generated', async () => {
    const { token } = await admin();
    const corp = await createCompany(ctx.db);
    const a = await callRoute(
      ctx.app,
      ROUTES.labels.createRun,
      { body: { count: 80, corpId: corp.id } },
      { token },
    );
    const b = await callRoute(ctx.app, ROUTES.labels.createRun, { body: { count: 40 } }, { token });
    expect(a.body.data).toMatchObject({ status: 'not_generated', count: 80, progress: 0, actions: [] });
    expect(BigInt(a.body.data.endCode) - BigInt(a.body.data.startCode)).toBe(79n);
    expect(BigInt(b.body.data.startCode) > BigInt(a.body.data.endCode)).toBe(true);
    const early = await callRoute(
      ctx.app,
      ROUTES.labels.exportRun,
      { params: { id: a.body.data.id } },
      { token, language: 'en' },
    );
    expect(early.status).toBe(409);

    await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: a.body.data.id });
    const done = await callRoute(ctx.app, ROUTES.labels.run, { params: { id: a.body.data.id } }, { token });
    expect(done.body.data).toMatchObject({ status: 'generated', progress: 100, actions: ['download'] });
    const csv = await injectRoute(
      ctx.app,
      ROUTES.labels.exportRun,
      { params: { id: a.body.data.id } },
      { token },
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('excode,pcode,qrcode');
    expect(lines).toHaveLength(81);
    expect(lines[1]).toMatch(
      new RegExp(`^${a.body.data.startCode},\\d{12},http://localhost:3000/s/${a.body.data.startCode}$`),
    );
    expect((await auditTrail(ctx.db, 'label_run', a.body.data.id)).map((x) => x.action)).toEqual(['create']);
  });

  it('a new run steps over a block holding an imported code instead of failing on it', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      ctx.db.transaction(async (tx) => {
        // Locks the counter (as a reservation does) for the length of this transaction, which is
        // rolled back: nothing here is seen by, or left for, the other tests.
        const [counter] = await tx
          .update(labelSerialCounter)
          .set({ nextSerial: sql`${labelSerialCounter.nextSerial}` })
          .where(eq(labelSerialCounter.id, 1))
          .returning();
        const next = counter!.nextSerial;
        await tx.execute(
          sql`insert into labels (excode, pcode, status) values (${(next + 5n).toString()}::numeric, '123456789012', 'assigned')`,
        );
        expect(await reserveSerials(tx, 40)).toBe(next + 6n);
        expect(await reserveSerials(tx, 40)).toBe(next + 46n);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('only a run in error can be resumed', async () => {
    const { token } = await admin();
    const run = await callRoute(ctx.app, ROUTES.labels.createRun, { body: { count: 40 } }, { token });
    const refused = await callRoute(
      ctx.app,
      ROUTES.labels.retryRun,
      { params: { id: run.body.data.id } },
      { token, language: 'en' },
    );
    expect(refused.body.msg).toBe('Only a run that ended in error can be resumed');
    await ctx.db
      .update(labelRuns)
      .set({ status: 'error', error: 'disk full' })
      .where(eq(labelRuns.id, run.body.data.id));
    const resumed = await callRoute(
      ctx.app,
      ROUTES.labels.retryRun,
      { params: { id: run.body.data.id } },
      { token },
    );
    expect(resumed.body.data.status).toBe('not_generated');
  });
});

describe('label search (/labelSearch)', () => {
  it('pages by excode with a cursor, filters by range and run, and shows a company only its labels', async () => {
    const { token } = await admin();
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const run = await callRoute(
      ctx.app,
      ROUTES.labels.createRun,
      { body: { count: 120, corpId: owner.corpId } },
      { token },
    );
    await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: run.body.data.id });
    const pageAfter = async (after?: string) =>
      (
        await callRoute(
          ctx.app,
          ROUTES.labels.search,
          { query: { runId: run.body.data.id, pageSize: 50, after } },
          { token: owner.token },
        )
      ).body.data;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await pageAfter(cursor);
      seen.push(...page.list.map((l) => l.excode));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(seen[0]).toBe(run.body.data.startCode);
    expect(seen.at(-1)).toBe(run.body.data.endCode);
    const from = (BigInt(run.body.data.startCode) + 10n).toString();
    const to = (BigInt(run.body.data.startCode) + 19n).toString();
    const range = await callRoute(
      ctx.app,
      ROUTES.labels.search,
      { query: { excodeFrom: from, excodeTo: to } },
      { token: owner.token },
    );
    expect(range.body.data.list).toHaveLength(10);
    expect(range.body.data.list[0]).toMatchObject({
      excode: from,
      status: 'unassigned',
      runId: run.body.data.id,
      runNo: run.body.data.runNo,
      corpId: owner.corpId,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // An administrator sees every company's labels; a printing factory may not search them.
    const asAdmin = await callRoute(
      ctx.app,
      ROUTES.labels.search,
      { query: { excodeFrom: from, excodeTo: to, corpId: owner.corpId! } },
      { token },
    );
    expect(asAdmin.body.data.list).toHaveLength(10);
    const printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    const asPrinter = await callRoute(
      ctx.app,
      ROUTES.labels.search,
      { query: { excodeFrom: from, excodeTo: to } },
      { token: printer.token },
    );
    expect(asPrinter.status).toBe(403);
    const hidden = await callRoute(
      ctx.app,
      ROUTES.labels.search,
      { query: { runId: run.body.data.id } },
      { token: stranger.token },
    );
    expect(hidden.body.data.list).toEqual([]);
    const badCode = await callRoute(
      ctx.app,
      ROUTES.labels.search,
      { query: { excode: '123' } },
      { token: owner.token, language: 'en' },
    );
    expect(badCode.body.errors).toEqual([{ path: 'excode', message: 'A label code is 16 to 20 digits' }]);
    expect(JSON.stringify(range.body)).not.toMatch(/pcode/);
  });
});
