import { ROUTES } from '@trace/contracts';
import { messages, messageTargets } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedRecordsOfBatch } from '../src/modules/records/public';
import {
  auditTrail,
  type BodyOf,
  callRoute,
  login,
  rawCall,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';
import { daysFromNow, decide, producerWithBatch } from './records-helpers';

const ctx = useTestApp();
const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

const reportBody = (
  productId: string,
  batchId: string | null,
  file: string,
  overrides: Partial<BodyOf<typeof ROUTES.records.testReports.create>> = {},
): BodyOf<typeof ROUTES.records.testReports.create> => ({
  productId,
  batchId,
  institution: 'Xiamen Inspection Centre',
  reportNo: `R-${Math.random().toString(36).slice(2, 10)}`,
  testDate: daysFromNow(-2),
  result: 'qualified',
  remark: null,
  files: [file],
  ...overrides,
});

describe('test reports through the review workflow', () => {
  it('submit -> reject -> resubmit -> approve -> change waits (approved stays visible) -> approved / failed', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const created = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      { body: reportBody(product.id, batch.id, image, { reportNo: 'R-FIRST-1' }) },
      { token: user.token },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      reportNo: 'R-FIRST-1',
      batchNo: batch.batchNo,
      productName: product.productName,
      review: { reviewStatus: 'unreviewed' },
      actions: ['edit', 'delete'],
    });
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).testReports).toEqual([]);

    const asReviewer = await callRoute(
      ctx.app,
      ROUTES.records.testReports.get,
      { params: { id } },
      { token: reviewer.token },
    );
    expect(asReviewer.body.data.actions).toEqual(['approve', 'reject']);

    const noReason = await decide(ctx.app, reviewer.token, ROUTES.records.testReports, id, 'reject', ' ');
    expect(noReason.status).toBe(400);
    const rejected = await decide(
      ctx.app,
      reviewer.token,
      ROUTES.records.testReports,
      id,
      'reject',
      'The seal is missing',
    );
    expect(rejected.body.data).toEqual({ status: 'failed' });
    const [notice] = await ctx.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
      .where(eq(messageTargets.corpId, user.corpId!))
      .orderBy(desc(messages.createdAt));
    expect(notice?.title).toContain('Test report R-FIRST-1');
    expect(notice?.content).toContain('The seal is missing');
    // A failed report cannot be approved without being resubmitted.
    expect((await decide(ctx.app, reviewer.token, ROUTES.records.testReports, id, 'approve')).status).toBe(
      409,
    );

    const resubmitted = await callRoute(
      ctx.app,
      ROUTES.records.testReports.update,
      {
        params: { id },
        body: reportBody(product.id, batch.id, image, { reportNo: 'R-FIRST-1', remark: 'Sealed copy' }),
      },
      { token: user.token },
    );
    expect(resubmitted.body.data.review.reviewStatus).toBe('unreviewed');
    expect(resubmitted.body.data.review.lastRemark).toBe('The seal is missing');
    expect(
      (await decide(ctx.app, reviewer.token, ROUTES.records.testReports, id, 'approve')).body.data,
    ).toEqual({
      status: 'passed',
    });
    let visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.testReports.map((r) => [r.id, r.institution])).toEqual([[id, 'Xiamen Inspection Centre']]);

    // A change of an approved report waits; the approved version stays what everyone sees.
    const changed = await callRoute(
      ctx.app,
      ROUTES.records.testReports.update,
      {
        params: { id },
        body: reportBody(product.id, batch.id, image, {
          reportNo: 'R-FIRST-1',
          institution: 'Guangzhou Lab',
        }),
      },
      { token: user.token },
    );
    expect(changed.body.data).toMatchObject({
      institution: 'Xiamen Inspection Centre',
      review: { reviewStatus: 'modification_pending', pendingChange: { institution: 'Guangzhou Lab' } },
    });
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.testReports[0]?.institution).toBe('Xiamen Inspection Centre');
    expect(
      (await decide(ctx.app, reviewer.token, ROUTES.records.testReports, id, 'approve')).body.data.status,
    ).toBe('passed');
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.testReports[0]).toMatchObject({ institution: 'Guangzhou Lab', reportNo: 'R-FIRST-1' });
    expect(visible.testReports[0]?.testDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // A refused change keeps the approved version.
    await callRoute(
      ctx.app,
      ROUTES.records.testReports.update,
      {
        params: { id },
        body: reportBody(product.id, batch.id, image, { reportNo: 'R-FIRST-1', result: 'unqualified' }),
      },
      { token: user.token },
    );
    const refused = await decide(
      ctx.app,
      reviewer.token,
      ROUTES.records.testReports,
      id,
      'reject',
      'Not the same report',
    );
    expect(refused.body.data.status).toBe('modification_failed');
    const after = await callRoute(
      ctx.app,
      ROUTES.records.testReports.get,
      { params: { id } },
      { token: user.token },
    );
    expect(after.body.data).toMatchObject({
      result: 'qualified',
      institution: 'Guangzhou Lab',
      review: { reviewStatus: 'modification_failed', pendingChange: null, lastRemark: 'Not the same report' },
    });
    expect(after.body.data.review.history.map((h) => h.action)).toEqual([
      'reject',
      'resubmit',
      'approve',
      'modify',
      'approve',
      'modify',
      'reject',
    ]);
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.testReports.map((r) => r.result)).toEqual(['qualified']);
    const trail = await auditTrail(ctx.db, 'test_report', id);
    expect(trail.map((row) => row.action)).toEqual([
      'create',
      'reject',
      'resubmit',
      'approve',
      'modify',
      'approve',
      'modify',
      'reject',
    ]);
  });

  it('validates with the request language: future test date, number taken, foreign product, batch of another product', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const other = await producerWithBatch(ctx.app, ctx.db);
    const post = (
      payload: BodyOf<typeof ROUTES.records.testReports.create>,
      language: 'en' | 'cn' | 'fr' = 'en',
    ) =>
      callRoute(
        ctx.app,
        ROUTES.records.testReports.create,
        { body: payload },
        { token: user.token, language },
      );

    const future = await post(reportBody(product.id, batch.id, image, { testDate: daysFromNow(2) }));
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: 'testDate', message: 'The date cannot be in the future' }]);
    const futureCn = await post(reportBody(product.id, batch.id, image, { testDate: daysFromNow(2) }), 'cn');
    expect(futureCn.body.errors).toEqual([{ path: 'testDate', message: '日期不能晚于今天' }]);

    // The institution, number and date are left out on purpose, which the body's type does not allow.
    const missing = await rawCall(ctx.app, {
      method: 'POST',
      url: '/test-reports',
      payload: { productId: product.id, batchId: null, result: 'qualified', files: [] },
      token: user.token,
      language: 'en',
    });
    expect(missing.body.errors?.map((e) => e.path).sort()).toEqual([
      'files',
      'institution',
      'reportNo',
      'testDate',
    ]);

    await post(reportBody(product.id, null, image, { reportNo: 'DUP-1' }));
    const taken = await post(reportBody(product.id, null, image, { reportNo: 'DUP-1' }), 'fr');
    expect(taken.body.errors).toEqual([{ path: 'reportNo', message: 'Un rapport porte déjà ce numéro' }]);
    // Another company may use the same number.
    const elsewhere = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      { body: reportBody(other.product.id, null, other.image, { reportNo: 'DUP-1' }) },
      { token: other.user.token },
    );
    expect(elsewhere.status).toBe(200);

    const foreign = await post(reportBody(other.product.id, null, image));
    expect(foreign.body.errors).toEqual([
      { path: 'productId', message: 'The product does not exist or is not your company’s' },
    ]);
    const foreignBatch = await post(reportBody(product.id, other.batch.id, image));
    expect(foreignBatch.body.errors).toEqual([
      { path: 'batchId', message: 'The batch does not exist or is not your company’s' },
    ]);
    const { productWithBatches } = await import('./records-helpers');
    const second = await productWithBatches(ctx.db, user.corpId!);
    const mismatch = await post(reportBody(product.id, second.batches[0]!.id, image));
    expect(mismatch.body.errors).toEqual([
      { path: 'batchId', message: 'This batch is not a batch of the chosen product' },
    ]);
  });

  it("a company never sees another company's reports: lists leave them out, ids answer 404", async () => {
    const a = await producerWithBatch(ctx.app, ctx.db);
    const b = await producerWithBatch(ctx.app, ctx.db);
    const created = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      { body: reportBody(a.product.id, a.batch.id, a.image) },
      { token: a.user.token },
    );
    const id = created.body.data.id;
    const listA = await callRoute(ctx.app, ROUTES.records.testReports.list, {}, { token: a.user.token });
    expect(listA.body.data.list.map((r) => r.id)).toEqual([id]);
    const listB = await callRoute(
      ctx.app,
      ROUTES.records.testReports.list,
      { query: { keyword: created.body.data.reportNo } },
      { token: b.user.token },
    );
    expect(listB.body.data).toMatchObject({ list: [], total: 0 });
    const { testReports } = ROUTES.records;
    const asB = { token: b.user.token };
    for (const [name, request] of [
      ['read', () => callRoute(ctx.app, testReports.get, { params: { id } }, asB)],
      [
        'change',
        () =>
          callRoute(
            ctx.app,
            testReports.update,
            { params: { id }, body: reportBody(b.product.id, null, b.image) },
            asB,
          ),
      ],
      ['delete', () => callRoute(ctx.app, testReports.remove, { params: { id } }, asB)],
    ] as const) {
      expect((await request()).status, name).toBe(404);
    }
    // Company B is no reviewer either.
    expect((await decide(ctx.app, b.user.token, ROUTES.records.testReports, id, 'approve')).status).toBe(403);
    // Keyword search reaches the batch number; filters narrow by batch and result.
    const byBatchNo = await callRoute(
      ctx.app,
      ROUTES.records.testReports.list,
      { query: { keyword: a.batch.batchNo } },
      { token: a.user.token },
    );
    expect(byBatchNo.body.data.list.map((r) => r.id)).toEqual([id]);
    const otherBatch = await callRoute(
      ctx.app,
      ROUTES.records.testReports.list,
      { query: { batchId: a.otherBatch.id } },
      { token: a.user.token },
    );
    expect(otherBatch.body.data.list).toEqual([]);
    const unqualified = await callRoute(
      ctx.app,
      ROUTES.records.testReports.list,
      { query: { result: 'unqualified' } },
      { token: a.user.token },
    );
    expect(unqualified.body.data.list).toEqual([]);
    // The owner may delete its report.
    expect(
      await statusOf(ctx.app, ROUTES.records.testReports.remove, { params: { id } }, { token: a.user.token }),
    ).toBe(200);
  });
});

describe('permissions', () => {
  it('writing needs the manage permission; deciding needs an administrator or the configured reviewer role', async () => {
    const owner = await producerWithBatch(ctx.app, ctx.db);
    const readOnly = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: owner.user.corpId,
      permissions: ['product.testReport.view'],
    });
    const refused = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      { body: reportBody(owner.product.id, null, owner.image) },
      { token: readOnly.token },
    );
    expect(refused.status).toBe(403);
    const created = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      { body: reportBody(owner.product.id, null, owner.image) },
      { token: owner.user.token },
    );
    const seen = await callRoute(
      ctx.app,
      ROUTES.records.testReports.get,
      { params: { id: created.body.data.id } },
      { token: readOnly.token },
    );
    expect(seen.body.data.actions).toEqual([]);
    const noView = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    expect(await statusOf(ctx.app, ROUTES.records.testReports.list, {}, { token: noView.token })).toBe(403);
    expect(
      (await decide(ctx.app, noView.token, ROUTES.records.testReports, created.body.data.id, 'approve'))
        .status,
    ).toBe(403);

    // The role configured for test reports in /SysAudit may decide without being an administrator.
    const boss = await admin();
    const role = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      {
        body: {
          code: `report_reviewer_${Date.now()}`,
          name: { cn: '报告审核', en: 'Report reviewers', fr: 'Réviseurs' },
          permissions: ['product.testReport.view'],
        },
      },
      { token: boss.token },
    );
    const existing = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.list,
      { query: { keyword: 'test_report' } },
      { token: boss.token },
    );
    for (const row of existing.body.data.list)
      await callRoute(
        ctx.app,
        ROUTES.system.reviewSettings.remove,
        { params: { id: row.id } },
        { token: boss.token },
      );
    const setting = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.create,
      { body: { resourceType: 'test_report', reviewerRoleId: role.body.data.id } },
      { token: boss.token },
    );
    try {
      const reviewer = await createUser(ctx.db, { userType: 'cert_body', permissions: [] });
      await ctx.db.execute(
        `insert into user_roles (user_id, role_id) values ('${reviewer.id}', '${role.body.data.id}')` as never,
      );
      const session = await login(ctx.app, reviewer.account, reviewer.password);
      const listed = await callRoute(
        ctx.app,
        ROUTES.records.testReports.list,
        { query: { keyword: created.body.data.reportNo } },
        { token: session.token },
      );
      expect(listed.body.data.list.map((r) => r.id)).toEqual([created.body.data.id]);
      const decided = await decide(
        ctx.app,
        session.token,
        ROUTES.records.testReports,
        created.body.data.id,
        'approve',
      );
      expect(decided.body.data).toEqual({ status: 'passed' });
      // That role reviews test reports only.
      expect(
        (await callRoute(ctx.app, ROUTES.records.ecologicalFeatures.list, {}, { token: session.token }))
          .status,
      ).toBe(403);
    } finally {
      await callRoute(
        ctx.app,
        ROUTES.system.reviewSettings.remove,
        { params: { id: setting.body.data.id } },
        { token: boss.token },
      );
    }
  });
});

describe.each(['ecologicalFeatures', 'scienceKnowledge'] as const)('articles: %s', (key) => {
  const articles = ROUTES.records[key];
  it('clean the HTML, refuse empty content, go through review and show approved versions only', async () => {
    const { user, product, batch, otherBatch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const post = (payload: BodyOf<typeof articles.create>) =>
      callRoute(ctx.app, articles.create, { body: payload }, { token: user.token, language: 'en' });
    const created = await post({
      productId: product.id,
      batchId: null,
      title: 'Cave swiftlets',
      content:
        '<p onclick="steal()">Nests from <b>limestone caves</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="/files/a" onerror="x()">',
      images: [image],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.content).toBe(
      '<p>Nests from <b>limestone caves</b></p><a rel="noopener noreferrer" target="_blank">x</a><img src="/files/a" />',
    );
    const empty = await post({
      productId: product.id,
      title: 'Nothing',
      content: '<script>x</script><p> </p>',
    });
    expect(empty.body.errors).toEqual([{ path: 'content', message: 'Enter the content' }]);
    const illegalTitle = await post({ productId: product.id, title: '<b>x</b>', content: '<p>ok</p>' });
    expect(illegalTitle.body.errors).toEqual([
      { path: 'title', message: 'The input contains illegal characters' },
    ]);

    // One article of this batch only, one of the other batch: each batch sees product-wide ones and its own.
    const own = await post({
      productId: product.id,
      batchId: batch.id,
      title: 'This batch',
      content: '<p>a</p>',
    });
    const others = await post({
      productId: product.id,
      batchId: otherBatch.id,
      title: 'Other',
      content: '<p>b</p>',
    });
    for (const id of [created.body.data.id, own.body.data.id, others.body.data.id])
      await decide(ctx.app, reviewer.token, articles, id, 'approve');
    const visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible[key].map((a) => a.title).sort()).toEqual(['Cave swiftlets', 'This batch']);

    await callRoute(
      ctx.app,
      articles.update,
      {
        params: { id: own.body.data.id },
        body: { productId: product.id, batchId: batch.id, title: 'Renamed', content: '<p>c</p>' },
      },
      { token: user.token },
    );
    const pending = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(pending[key].map((a) => a.title).sort()).toEqual(['Cave swiftlets', 'This batch']);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    expect(
      await statusOf(
        ctx.app,
        articles.get,
        { params: { id: own.body.data.id } },
        { token: stranger.user.token },
      ),
    ).toBe(404);
    const strangerList = await callRoute(ctx.app, articles.list, {}, { token: stranger.user.token });
    expect(strangerList.body.data.total).toBe(0);
  });
});

describe('approvedRecordsOfBatch', () => {
  it('leaves out drafts and rejected records, and records of other products', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const make = async (reportNo: string) =>
      (
        await callRoute(
          ctx.app,
          ROUTES.records.testReports.create,
          { body: reportBody(product.id, batch.id, image, { reportNo }) },
          { token: user.token },
        )
      ).body.data.id;
    await make('DRAFT-1');
    const rejected = await make('REJECTED-1');
    await decide(ctx.app, reviewer.token, ROUTES.records.testReports, rejected, 'reject', 'Wrong lab');
    const approved = await make('APPROVED-1');
    await decide(ctx.app, reviewer.token, ROUTES.records.testReports, approved, 'approve');
    const records = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(records).toMatchObject({
      testReports: [{ id: approved, reportNo: 'APPROVED-1', files: [image], result: 'qualified' }],
      wholeChain: null,
      customs: null,
      ecologicalFeatures: [],
      scienceKnowledge: [],
    });
    const other = await producerWithBatch(ctx.app, ctx.db);
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, other.product.id)).testReports).toEqual([]);
  });
});
