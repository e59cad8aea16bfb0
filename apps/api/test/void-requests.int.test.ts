import { ROUTES } from '@trace/contracts';
import { labels, voidRequests } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { generateRun } from '@trace/worker/processors/label-generation';
import { performVoid } from '@trace/worker/processors/label-void';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail, callRoute, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

/** A company with 80 generated labels of its own. */
async function companyWithLabels() {
  const corp = await createCompany(ctx.db);
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  const run = await callRoute(
    ctx.app,
    ROUTES.labels.createRun,
    { body: { count: 80, corpId: corp.id } },
    { token: admin.token },
  );
  await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: run.body.data.id });
  const start = BigInt(run.body.data.startCode);
  const code = (offset: number) => (start + BigInt(offset)).toString();
  return { owner, admin, code, runId: run.body.data.id };
}

describe('void requests (/invalidRequest)', () => {
  it('list and range -> approve -> the job voids exactly those labels; the company is told', async () => {
    const { owner, admin, code } = await companyWithLabels();
    const created = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      {
        body: {
          reason: 'Damaged in printing',
          codes: [code(0), code(1)],
          rangeFrom: code(10),
          rangeTo: code(14),
        },
      },
      { token: owner.token },
    );
    expect(created.body.data).toMatchObject({ status: 'unreviewed', codeCount: 7, actions: [] });
    const byOwner = await callRoute(
      ctx.app,
      ROUTES.voidRequests.approve,
      { params: { id: created.body.data.id }, body: {} },
      { token: owner.token },
    );
    expect(byOwner.status).toBe(403);
    const approved = await callRoute(
      ctx.app,
      ROUTES.voidRequests.approve,
      { params: { id: created.body.data.id }, body: {} },
      { token: admin.token },
    );
    expect(approved.body.data.status).toBe('passed');
    expect(await performVoid(ctx.db, { requestId: created.body.data.id })).toBe('performed');
    expect(await performVoid(ctx.db, { requestId: created.body.data.id })).toBe('skipped');
    const statuses = await ctx.db
      .select({ excode: labels.excode, status: labels.status })
      .from(labels)
      .where(inArray(labels.excode, [code(0), code(1), code(2), code(10), code(14), code(15)]));
    const of = (c: string) => statuses.find((s) => s.excode === c)?.status;
    expect([of(code(0)), of(code(1)), of(code(10)), of(code(14))]).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect([of(code(2)), of(code(15))]).toEqual(['unassigned', 'unassigned']);
    const done = await callRoute(
      ctx.app,
      ROUTES.voidRequests.get,
      { params: { id: created.body.data.id } },
      { token: owner.token },
    );
    expect(done.body.data).toMatchObject({ status: 'performed', failures: [] });
    expect((await auditTrail(ctx.db, 'void_request', created.body.data.id)).map((a) => a.action)).toEqual([
      'create',
      'approve',
    ]);
  });

  it('refuses labels that are not the company’s or already void, and needs codes and a reason', async () => {
    const a = await companyWithLabels();
    const b = await companyWithLabels();
    const foreign = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      { body: { reason: 'x', codes: [b.code(0)] } },
      { token: a.owner.token, language: 'en' },
    );
    expect(foreign.body.errors?.[0]?.message).toBe(
      `These labels are not your company’s or are already void: ${b.code(0)}`,
    );
    const empty = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      { body: { reason: 'x' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(empty.body.errors).toEqual([
      { path: 'codes', message: 'Please add at least one code or a range' },
    ]);
    const backwards = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      { body: { reason: 'x', rangeFrom: a.code(5), rangeTo: a.code(1) } },
      { token: a.owner.token, language: 'en' },
    );
    expect(backwards.body.errors?.[0]?.path).toBe('rangeTo');
    const noReason = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      { body: { reason: '', codes: [a.code(0)] } },
      { token: a.owner.token, language: 'en' },
    );
    expect(noReason.body.errors?.[0]).toEqual({ path: 'reason', message: 'Enter the reason for voiding' });
    expect(
      (await callRoute(ctx.app, ROUTES.voidRequests.list, {}, { token: b.owner.token })).body.data.total,
    ).toBe(0);
  });

  it('refuses a range of codes that are not numbers, saying which, without converting them', async () => {
    const a = await companyWithLabels();
    for (const payload of [
      { reason: 'x', rangeFrom: 'abc', rangeTo: a.code(1) },
      { reason: 'x', rangeFrom: a.code(1), rangeTo: '12345678901234567890x' },
      { reason: 'x', rangeFrom: 'abc', rangeTo: 'def' },
    ]) {
      const res = await callRoute(
        ctx.app,
        ROUTES.voidRequests.create,
        { body: payload },
        { token: a.owner.token, language: 'en' },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({
        path: payload.rangeFrom === a.code(1) ? 'rangeTo' : 'rangeFrom',
        message: 'A label code is 16 to 20 digits',
      });
    }
  });

  it('a double approval does it once; labels voided meanwhile are reported, not hidden', async () => {
    const { owner, admin, code } = await companyWithLabels();
    const request = await callRoute(
      ctx.app,
      ROUTES.voidRequests.create,
      { body: { reason: 'Lost', codes: [code(20), code(21)] } },
      { token: owner.token },
    );
    const [x, y] = await Promise.all([
      callRoute(
        ctx.app,
        ROUTES.voidRequests.approve,
        { params: { id: request.body.data.id }, body: {} },
        { token: admin.token },
      ),
      callRoute(
        ctx.app,
        ROUTES.voidRequests.approve,
        { params: { id: request.body.data.id }, body: {} },
        { token: admin.token },
      ),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    await ctx.db
      .update(labels)
      .set({ status: 'invalid' })
      .where(eq(labels.excode, code(21)));
    expect(await performVoid(ctx.db, { requestId: request.body.data.id })).toBe('execution_error');
    const [row] = await ctx.db.select().from(voidRequests).where(eq(voidRequests.id, request.body.data.id));
    expect(row?.failures?.map((f) => f.code)).toEqual([code(21)]);
  });
});
