import { randomUUID } from 'node:crypto';
import { ROUTES, type RouteDefinition } from '@trace/contracts';
import {
  auditFindings,
  auditors,
  audits,
  auditTeam,
  batchBindLogs,
  certApplications,
  certDecisions,
  certificateEvents,
  certificates,
  certModules,
  companyPartners,
  labelOrders,
  labelRuns,
  labels,
  messages,
  messageTargets,
  platforms,
  productCategories,
  products,
  shipments,
  users,
} from '@trace/db';
import { certGatingOn } from '@trace/db/cert-coverage';
import { createUser } from '@trace/db/factories';
import { runCertReminders } from '@trace/worker';
import { generateRun } from '@trace/worker/processors/label-generation';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bindRange, createBatch, freshCodes, giveLabels, operableProducer } from './batch-helpers';
import { callRoute, callRouteUnchecked, login, rawCall, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const unique = () => randomUUID().slice(0, 8);

/**
 * Gating for one scenario's product: its own category requires certification (the platform-wide switch
 * would reach the test files running beside this one on the same database).
 */
async function requireCertificates(s: Scenario, required = true) {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, s.company.product.id));
  const [category] = await ctx.db
    .select()
    .from(productCategories)
    .where(eq(productCategories.id, product!.categoryId));
  if (category!.code.startsWith('cert-gated-')) {
    await ctx.db
      .update(productCategories)
      .set({ certRequired: required })
      .where(eq(productCategories.id, category!.id));
    return;
  }
  // A name of its own: the category lists of the browser tests, which share this database, pick by name.
  const code = `cert-gated-${unique()}`;
  const [own] = await ctx.db
    .insert(productCategories)
    .values({
      code,
      name: { cn: `认证类别 ${code}`, en: `Certified ${code}`, fr: `Certifiée ${code}` },
      certRequired: required,
    })
    .returning();
  await ctx.db.update(products).set({ categoryId: own!.id }).where(eq(products.id, product!.id));
}

/** Another user of the same body (a body user may also be an auditor of the body). */
async function bodyUser(certBodyId: string) {
  const user = await createUser(ctx.db, { userType: 'cert_body' });
  await ctx.db.update(users).set({ certBodyId }).where(eq(users.id, user.id));
  return { ...user, certBodyId, ...(await login(ctx.app, user.account, user.password)) };
}

/**
 * A body with two decision makers (one of them sat on the stage 2 team), a company with a product, a
 * module, a contracted application with a signed stage 2 audit and a decision to review.
 */
async function scenario(options: { modules?: number; applicationStatus?: string; signed?: boolean } = {}) {
  const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
  const certBodyId = body.certBodyId!;
  const teamMember = await bodyUser(certBodyId);
  const company = await operableProducer(ctx);
  const address = await callRoute(
    ctx.app,
    ROUTES.system.goodsAddresses.create,
    { body: { receiver: 'Li', phone: '13800138000', region: 'Xiamen', address: '1 Road' } },
    { token: company.owner.token },
  );
  const moduleRows = [];
  for (let i = 0; i < (options.modules ?? 1); i++) {
    const productIds = i === 0 ? [company.product.id] : [];
    const [m] = await ctx.db
      .insert(certModules)
      .values({
        corpId: company.corp.id,
        name: `Module ${i + 1} ${unique()}`,
        scheme: 'haccp',
        productIds,
        requestedAnnualOutput: 1000,
      })
      .returning();
    moduleRows.push(m!);
  }
  const [application] = await ctx.db
    .insert(certApplications)
    .values({
      applicationNo: `A-${unique()}`,
      corpId: company.corp.id,
      certBodyId,
      scheme: 'haccp',
      moduleIds: moduleRows.map((m) => m.id),
      status: options.applicationStatus ?? 'contracted',
    })
    .returning();
  const [auditor] = await ctx.db
    .insert(auditors)
    .values({ certBodyId, userId: teamMember.id, name: 'Lead Auditor', qualificationExpiry: '2099-01-01' })
    .returning();
  const [audit] = await ctx.db
    .insert(audits)
    .values({
      auditNo: `AU-${unique()}`,
      certBodyId,
      corpId: company.corp.id,
      applicationId: application!.id,
      scheme: 'haccp',
      type: 'stage2',
      plannedStart: dayFromNow(-10),
      plannedEnd: dayFromNow(-9),
      status: options.signed === false ? 'in_progress' : 'signed',
    })
    .returning();
  await ctx.db.insert(auditTeam).values({ auditId: audit!.id, auditorId: auditor!.id, role: 'lead' });
  const [decision] = await ctx.db
    .insert(certDecisions)
    .values({ certBodyId, corpId: company.corp.id, applicationId: application!.id, status: 'to_review' })
    .returning();
  return {
    body,
    certBodyId,
    teamMember,
    company,
    addressId: address.body.data.id as string,
    modules: moduleRows,
    application: application!,
    audit: audit!,
    auditor: auditor!,
    decision: decision!,
  };
}

type Scenario = Awaited<ReturnType<typeof scenario>>;

/** Technical review and grant by the body user outside the team; the issued certificate. */
async function grant(s: Scenario, outputs: { moduleId: string; output: number }[] = []) {
  const reviewed = await callRoute(
    ctx.app,
    ROUTES.certDecisions.review,
    { params: { id: s.decision.id }, body: { outcome: 'pass', note: 'complete' } },
    { token: s.body.token },
  );
  expect(reviewed.body.data.status).toBe('to_decide');
  const decided = await callRoute(
    ctx.app,
    ROUTES.certDecisions.decide,
    {
      params: { id: s.decision.id },
      body: { decision: 'grant', note: 'granted', certifiedAnnualOutput: outputs },
    },
    { token: s.body.token, language: 'en' },
  );
  expect(decided.body, JSON.stringify(decided.body)).toMatchObject({ code: '200' });
  const [certificate] = await ctx.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.applicationId, s.application.id), eq(certificates.status, 'effective')));
  return certificate!;
}

describe('technical review and decision', () => {
  it('refuses a member of the audit team as reviewer and as decision maker', async () => {
    const s = await scenario();
    const refused = await callRoute(
      ctx.app,
      ROUTES.certDecisions.review,
      { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
      { token: s.teamMember.token, language: 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/team of an audit/);
    const seen = await callRoute(
      ctx.app,
      ROUTES.certDecisions.get,
      { params: { id: s.decision.id } },
      { token: s.teamMember.token },
    );
    expect(seen.body.data).toMatchObject({ callerOnTeam: true, actions: [] });

    await callRoute(
      ctx.app,
      ROUTES.certDecisions.review,
      { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
      { token: s.body.token },
    );
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certDecisions.decide,
        { params: { id: s.decision.id }, body: { decision: 'grant', note: '' } },
        { token: s.teamMember.token },
      ),
    ).toBe(403);
    // Reviewing twice is a state error.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certDecisions.review,
        { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
        { token: s.body.token },
      ),
    ).toBe(409);
  });

  it('grants only a contracted application with a signed stage 2 and no open major finding', async () => {
    const s = await scenario({ signed: false });
    await callRoute(
      ctx.app,
      ROUTES.certDecisions.review,
      { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
      { token: s.body.token },
    );
    const decide = () =>
      callRoute(
        ctx.app,
        ROUTES.certDecisions.decide,
        { params: { id: s.decision.id }, body: { decision: 'grant', note: '' } },
        { token: s.body.token, language: 'en' },
      );
    let answer = await decide();
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/no signed stage 2/);

    await ctx.db.update(audits).set({ status: 'signed' }).where(eq(audits.id, s.audit.id));
    const [finding] = await ctx.db
      .insert(auditFindings)
      .values({
        findingNo: `F-${unique()}`,
        auditId: s.audit.id,
        corpId: s.company.corp.id,
        certBodyId: s.certBodyId,
        grade: 'major',
        description: 'No cleaning records',
        dueDate: dayFromNow(20),
        status: 'answered',
      })
      .returning();
    answer = await decide();
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain(finding!.findingNo);

    await ctx.db.update(auditFindings).set({ status: 'closed' }).where(eq(auditFindings.id, finding!.id));
    await ctx.db
      .update(certApplications)
      .set({ status: 'accepted' })
      .where(eq(certApplications.id, s.application.id));
    answer = await decide();
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/not contracted/);

    await ctx.db
      .update(certApplications)
      .set({ status: 'contracted' })
      .where(eq(certApplications.id, s.application.id));
    const granted = await callRoute(
      ctx.app,
      ROUTES.certDecisions.decide,
      {
        params: { id: s.decision.id },
        body: {
          decision: 'grant',
          note: '',
          certifiedAnnualOutput: [{ moduleId: s.modules[0]!.id, output: 500 }],
        },
      },
      { token: s.body.token },
    );
    expect(granted.body.data).toMatchObject({ status: 'granted', applicationStatus: 'certified' });
    const [certificate] = await ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, s.application.id));
    expect(certificate).toMatchObject({
      status: 'effective',
      moduleIds: [s.modules[0]!.id],
      validFrom: dayFromNow(0),
      lastGoodAuditOn: s.audit.plannedEnd,
    });
    expect(certificate!.certNo).toMatch(/^HACCP-\d{4}-\d{5}$/);
    expect(certificate!.validUntil.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 3));
    const [module] = await ctx.db.select().from(certModules).where(eq(certModules.id, s.modules[0]!.id));
    expect(module!.certifiedAnnualOutput).toBe(500);
    const events = await ctx.db
      .select()
      .from(certificateEvents)
      .where(eq(certificateEvents.certificateId, certificate!.id));
    expect(events.map((e) => e.action)).toEqual(['issue']);
  });

  it('refuses: the application is refused', async () => {
    const s = await scenario();
    await callRoute(
      ctx.app,
      ROUTES.certDecisions.review,
      { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
      { token: s.body.token },
    );
    const refused = await callRoute(
      ctx.app,
      ROUTES.certDecisions.decide,
      { params: { id: s.decision.id }, body: { decision: 'refuse', note: 'gaps' } },
      { token: s.body.token },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', applicationStatus: 'refused' });
  });

  it('a recertification replaces the effective certificate of the same modules', async () => {
    const s = await scenario();
    const first = await grant(s);
    const [application] = await ctx.db
      .insert(certApplications)
      .values({
        applicationNo: `A-${unique()}`,
        corpId: s.company.corp.id,
        certBodyId: s.certBodyId,
        scheme: 'haccp',
        kind: 'recertification',
        moduleIds: first.moduleIds,
        status: 'contracted',
      })
      .returning();
    await ctx.db.insert(audits).values({
      auditNo: `AU-${unique()}`,
      certBodyId: s.certBodyId,
      corpId: s.company.corp.id,
      applicationId: application!.id,
      certificateId: first.id,
      scheme: 'haccp',
      type: 'recertification',
      plannedStart: dayFromNow(-2),
      plannedEnd: dayFromNow(-1),
      status: 'signed',
    });
    const [decision] = await ctx.db
      .insert(certDecisions)
      .values({
        certBodyId: s.certBodyId,
        corpId: s.company.corp.id,
        applicationId: application!.id,
        status: 'to_decide',
      })
      .returning();
    const decided = await callRoute(
      ctx.app,
      ROUTES.certDecisions.decide,
      { params: { id: decision!.id }, body: { decision: 'grant', note: '' } },
      { token: s.body.token },
    );
    expect(decided.body.data.status).toBe('granted');
    const [old] = await ctx.db.select().from(certificates).where(eq(certificates.id, first.id));
    expect(old!.status).toBe('replaced');
    const [renewed] = await ctx.db.select().from(certificates).where(eq(certificates.id, old!.replacedById!));
    expect(renewed).toMatchObject({
      status: 'effective',
      replacesId: first.id,
      applicationId: application!.id,
    });
  });

  it('lists to review and to decide first, within the body only', async () => {
    const s = await scenario();
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    const list = await callRoute(ctx.app, ROUTES.certDecisions.list, {}, { token: s.body.token });
    expect(list.body.data.list.map((d) => d.id)).toContain(s.decision.id);
    expect(list.body.data.list.every((d) => d.certBodyId === s.certBodyId)).toBe(true);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certDecisions.get,
        { params: { id: s.decision.id } },
        { token: other.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certDecisions.review,
        { params: { id: s.decision.id }, body: { outcome: 'pass', note: '' } },
        { token: other.token },
      ),
    ).toBe(404);
    expect(await statusOf(ctx.app, ROUTES.certDecisions.list, {}, { token: s.company.owner.token })).toBe(
      403,
    );
  });
});

describe('certificates', () => {
  it('every transition: allowed ones move with an event, others answer 409', async () => {
    const s = await scenario({ modules: 2 });
    const certificate = await grant(s);
    const id = certificate.id;
    const act = <R extends RouteDefinition>(route: R, body: object, token = s.body.token) =>
      callRouteUnchecked(ctx.app, route, { params: { id }, body }, { token, language: 'en' });
    const c = ROUTES.certCertificates;

    expect((await act(c.reinstate, {})).status).toBe(409);
    let answer = await act(c.suspend, { reason: 'Missed audit', until: dayFromNow(400) });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/6 months/);
    // The audit team member may not change the certificate.
    expect((await act(c.suspend, { reason: 'x', until: dayFromNow(30) }, s.teamMember.token)).status).toBe(
      403,
    );
    answer = await act(c.suspend, { reason: 'Missed audit', until: dayFromNow(30) });
    expect(answer.body.data).toMatchObject({
      status: 'suspended',
      effective: false,
      suspendedUntil: dayFromNow(30),
    });
    expect((await act(c.suspend, { reason: 'again', until: dayFromNow(30) })).status).toBe(409);
    expect((await act(c.replace, { reason: 'typo' })).status).toBe(409);
    answer = await act(c.reinstate, {});
    expect(answer.body.data).toMatchObject({ status: 'effective', effective: true });
    expect((await act(c.reduce, { moduleIds: [], reason: 'x' })).status).toBe(400);
    expect((await act(c.reduce, { moduleIds: certificate.moduleIds, reason: 'x' })).status).toBe(409);
    answer = await act(c.reduce, { moduleIds: [s.modules[0]!.id], reason: 'Line closed' });
    expect(answer.body.data).toMatchObject({ status: 'reduced', effective: true });
    expect(answer.body.data.modules.map((m) => m.id)).toEqual([s.modules[0]!.id]);
    const reduceEvent = answer.body.data.events.find((e) => e.action === 'reduce');
    expect(reduceEvent!.moduleNames).toEqual([s.modules[1]!.name]);

    // Replace: validity may not be widened; the new certificate carries a new number.
    expect((await act(c.replace, { reason: 'typo', validUntil: dayFromNow(5000) })).status).toBe(409);
    answer = await act(c.replace, { reason: 'Corrected address', validUntil: dayFromNow(300) });
    expect(answer.body.data).toMatchObject({
      status: 'reduced',
      replacesId: id,
      validUntil: dayFromNow(300),
    });
    const replacement = answer.body.data;
    expect(replacement.certNo).not.toBe(certificate.certNo);
    const [old] = await ctx.db.select().from(certificates).where(eq(certificates.id, id));
    expect(old).toMatchObject({
      status: 'replaced',
      replacedById: replacement.id,
      validUntil: certificate.validUntil,
    });
    expect((await act(c.withdraw, { reason: 'x' })).status).toBe(409);

    // The company surrenders; the body may not surrender for it, and the company may not withdraw.
    const onNew = <R extends RouteDefinition>(route: R, body: object, token: string) =>
      callRouteUnchecked(ctx.app, route, { params: { id: replacement.id }, body }, { token, language: 'en' });
    expect((await onNew(c.surrender, { reason: 'x' }, s.body.token)).status).toBe(403);
    expect((await onNew(c.withdraw, { reason: 'x' }, s.company.owner.token)).status).toBe(403);
    expect((await onNew(c.surrender, { reason: '' }, s.company.owner.token)).status).toBe(400);
    answer = await onNew(c.surrender, { reason: 'Business closed' }, s.company.owner.token);
    expect(answer.body.data.status).toBe('surrendered');
    expect((await onNew(c.withdraw, { reason: 'x' }, s.body.token)).status).toBe(409);
  });

  it('withdraws; a withdrawn certificate moves no more', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const c = ROUTES.certCertificates;
    const withdrawn = await callRoute(
      ctx.app,
      c.withdraw,
      { params: { id: certificate.id }, body: { reason: 'Fraud' } },
      { token: s.body.token },
    );
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', statusReason: 'Fraud' });
    for (const route of [c.reinstate, c.withdraw] as const)
      expect(
        await statusOf(
          ctx.app,
          route,
          { params: { id: certificate.id }, body: { reason: 'x' } },
          { token: s.body.token },
        ),
      ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        c.suspend,
        { params: { id: certificate.id }, body: { reason: 'x', until: dayFromNow(10) } },
        { token: s.body.token },
      ),
    ).toBe(409);
  });

  it('tenancy: each sees its own; another tenant answers 404', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const otherBody = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    const otherCompany = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const auditorUser = await createUser(ctx.db, { userType: 'auditor' });
    const [auditorRow] = await ctx.db
      .insert(auditors)
      .values({
        certBodyId: s.certBodyId,
        userId: auditorUser.id,
        name: 'A',
        qualificationExpiry: '2099-01-01',
      })
      .returning();
    await ctx.db.insert(auditTeam).values({ auditId: s.audit.id, auditorId: auditorRow!.id, role: 'member' });
    const auditorSession = await login(ctx.app, auditorUser.account, auditorUser.password);
    const get = (token: string) =>
      statusOf(ctx.app, ROUTES.certCertificates.get, { params: { id: certificate.id } }, { token });
    expect(await get(s.body.token)).toBe(200);
    expect(await get(s.company.owner.token)).toBe(200);
    expect(await get(admin.token)).toBe(200);
    expect(await get(auditorSession.token)).toBe(200);
    expect(await get(otherBody.token)).toBe(404);
    expect(await get(otherCompany.token)).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certCertificates.suspend,
        { params: { id: certificate.id }, body: { reason: 'x', until: dayFromNow(10) } },
        { token: otherBody.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certCertificates.suspend,
        { params: { id: certificate.id }, body: { reason: 'x', until: dayFromNow(10) } },
        { token: admin.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certCertificates.impact,
        { params: { id: certificate.id } },
        { token: otherBody.token },
      ),
    ).toBe(404);
    const own = await callRoute(ctx.app, ROUTES.certCertificates.list, {}, { token: s.company.owner.token });
    expect(own.body.data.list.map((x) => x.id)).toEqual([certificate.id]);
    const others = await callRoute(ctx.app, ROUTES.certCertificates.list, {}, { token: otherBody.token });
    expect(others.body.data.list.map((x) => x.id)).not.toContain(certificate.id);
    const filtered = await callRoute(
      ctx.app,
      ROUTES.certCertificates.list,
      { query: { status: 'effective', expiringWithin: 10 } },
      { token: s.body.token },
    );
    expect(filtered.body.data.list.map((x) => x.id)).not.toContain(certificate.id);
  });

  it('the PDF and the suspension impact', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const pdf = await callRoute(
      ctx.app,
      ROUTES.certCertificates.pdf,
      { params: { id: certificate.id } },
      { token: s.company.owner.token },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const batch = await createBatch(ctx.app, s.company.owner.token, s.company.product.id);
    const codes = await giveLabels(ctx, s.company.corp.id, 3);
    await bindRange(ctx.app, s.company.owner.token, batch.id, codes[0]!, codes[2]!);
    const impact = await callRoute(
      ctx.app,
      ROUTES.certCertificates.impact,
      { params: { id: certificate.id } },
      { token: s.body.token },
    );
    expect(impact.body.data.batches.count).toBe(1);
    expect(impact.body.data.labels.count).toBe(3);
    expect(impact.body.data.shipments.count).toBe(0);
  });
});

describe('public status page', () => {
  it('answers the public fields by number, without signing in; an unknown number is 404', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const answer = await callRoute(
      ctx.app,
      ROUTES.certPublic.status,
      { params: { certNo: certificate.certNo } },
      { language: 'en' },
    );
    expect(answer.body.data).toEqual({
      certNo: certificate.certNo,
      companyName: s.company.corp.name,
      bodyName: expect.any(String),
      scheme: 'haccp',
      schemeName: expect.any(String),
      products: ['Cup Nest'],
      status: 'effective',
      effective: true,
      validFrom: certificate.validFrom,
      validUntil: certificate.validUntil,
    });
    expect(
      await statusOf(ctx.app, ROUTES.certPublic.status, { params: { certNo: 'HACCP-1999-00000' } }),
    ).toBe(404);
    expect((await rawCall(ctx.app, { method: 'GET', url: '/certification/public/bad%20no' })).status).toBe(
      400,
    );
  });
});

describe('certificate-gated labels', () => {
  const order = (s: Scenario, count: number) =>
    callRoute(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: s.company.product.id, sheetType: 'big', count, addressId: s.addressId } },
      { token: s.company.owner.token, language: 'en' },
    );

  it('reads the gating of the active platform and of the product category', async () => {
    const s = await scenario();
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(platforms).set({ certGating: true }).where(eq(platforms.active, true));
        expect(await certGatingOn(tx, s.company.product.id)).toBe(true);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await certGatingOn(ctx.db, s.company.product.id)).toBe(false);
    await requireCertificates(s);
    expect(await certGatingOn(ctx.db, s.company.product.id)).toBe(true);
  });

  it('gating off: orders and bindings go through and record the certificate in force (or none)', async () => {
    const s = await scenario();
    const none = await order(s, 120);
    expect(none.body.code).toBe('200');
    const [withoutCertificate] = await ctx.db
      .select()
      .from(labelOrders)
      .where(eq(labelOrders.id, none.body.data.id));
    expect(withoutCertificate!.certificateId).toBeNull();
    const certificate = await grant(s);
    const placed = await order(s, 120);
    const [row] = await ctx.db.select().from(labelOrders).where(eq(labelOrders.id, placed.body.data.id));
    expect(row!.certificateId).toBe(certificate.id);
  });

  it('gating on: no certificate, a suspended one, the annual cap with its remainder, and binding', async () => {
    const s = await scenario();
    await requireCertificates(s);
    let answer = await order(s, 120);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/No effective certificate/);

    const certificate = await grant(s, [{ moduleId: s.modules[0]!.id, output: 1000 }]);
    answer = await order(s, 600);
    expect(answer.body.code).toBe('200');
    answer = await order(s, 440);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/at most 400 more/);
    // A failed order gives its labels back to the year.
    await ctx.db
      .update(labelOrders)
      .set({ status: 'failed' })
      .where(eq(labelOrders.corpId, s.company.corp.id));
    expect((await order(s, 1000)).body.code).toBe('200');
    await ctx.db
      .update(labelOrders)
      .set({ status: 'failed' })
      .where(eq(labelOrders.corpId, s.company.corp.id));

    const coverage = await callRoute(
      ctx.app,
      ROUTES.certCertificates.coverage,
      { params: { id: s.company.product.id } },
      { token: s.company.owner.token },
    );
    expect(coverage.body.data).toMatchObject({
      gating: true,
      certificate: { certNo: certificate.certNo, status: 'effective' },
      module: { certifiedAnnualOutput: 1000, remaining: 1000 },
    });

    // Binding needs the certificate too, and records it.
    const batch = await createBatch(ctx.app, s.company.owner.token, s.company.product.id);
    const codes = await giveLabels(ctx, s.company.corp.id, 4);
    const bound = await bindRange(ctx.app, s.company.owner.token, batch.id, codes[0]!, codes[1]!);
    expect(bound.body.code).toBe('200');
    const [log] = await ctx.db.select().from(batchBindLogs).where(eq(batchBindLogs.batchId, batch.id));
    expect(log!.certificateId).toBe(certificate.id);

    // A suspension takes effect at once for orders and bindings, naming the certificate.
    await callRoute(
      ctx.app,
      ROUTES.certCertificates.suspend,
      { params: { id: certificate.id }, body: { reason: 'Overdue finding', until: dayFromNow(20) } },
      { token: s.body.token },
    );
    answer = await order(s, 40);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain(certificate.certNo);
    expect(answer.body.msg).toContain('suspended');
    // The state is worded in the request's language too.
    const inChinese = await callRouteUnchecked(
      ctx.app,
      ROUTES.labelOrders.create,
      { body: { productId: s.company.product.id, sheetType: 'big', count: 40, addressId: s.addressId } },
      { token: s.company.owner.token, language: 'cn' },
    );
    expect(inChinese.body.msg).toContain('“暂停”');
    const refusedBinding = await bindRange(ctx.app, s.company.owner.token, batch.id, codes[2]!, codes[3]!);
    expect(refusedBinding.status).toBe(409);
    expect(refusedBinding.body.msg).toContain(certificate.certNo);

    // Gating off again: the same order goes through and records no certificate in force.
    await requireCertificates(s, false);
    answer = await order(s, 40);
    expect(answer.body.code).toBe('200');
    const [after] = await ctx.db.select().from(labelOrders).where(eq(labelOrders.id, answer.body.data.id));
    expect(after!.certificateId).toBeNull();
  });

  it('generation refuses an order whose product lost its certificate while gating is on', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const placed = await order(s, 40);
    const [run] = await ctx.db
      .insert(labelRuns)
      .values({
        runNo: `R-${unique()}`,
        corpId: s.company.corp.id,
        productId: s.company.product.id,
        orderId: placed.body.data.id,
        count: 40,
        chunkSize: 40,
        startCode: freshCodes(1)[0]!,
        endCode: '0',
      })
      .returning();
    await ctx.db.update(certificates).set({ status: 'suspended' }).where(eq(certificates.id, certificate.id));
    await requireCertificates(s);
    await expect(generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: run!.id })).rejects.toThrow(
      /no longer covered.*suspended/,
    );
    const [after] = await ctx.db.select().from(labelRuns).where(eq(labelRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'error', generatedCount: 0 });
    const [orderRow] = await ctx.db.select().from(labelOrders).where(eq(labelOrders.id, placed.body.data.id));
    expect(orderRow!.status).toBe(placed.body.data.status);
  });

  it('a shipment records the certificates in force for its products', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const batch = await createBatch(ctx.app, s.company.owner.token, s.company.product.id);
    const codes = await giveLabels(ctx, s.company.corp.id, 2);
    await bindRange(ctx.app, s.company.owner.token, batch.id, codes[0]!, codes[1]!);
    const dealer = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    await ctx.db.insert(companyPartners).values({
      corpId: s.company.corp.id,
      partnerCorpId: dealer.corpId!,
      relation: 'dealer',
      canShip: true,
    });
    await ctx.db
      .update(labels)
      .set({ status: 'activated' })
      .where(sql`${labels.excode} in (${codes[0]!}, ${codes[1]!})`);
    const shipped = await callRoute(
      ctx.app,
      ROUTES.shipments.create,
      {
        body: {
          receiverCorpId: dealer.corpId!,
          carrier: 'SF Express',
          shippingDate: new Date().toISOString(),
          codes,
        },
      },
      { token: s.company.owner.token },
    );
    expect(shipped.body, JSON.stringify(shipped.body)).toMatchObject({ code: '200' });
    const [row] = await ctx.db.select().from(shipments).where(eq(shipments.id, shipped.body.data.id));
    expect(row!.certificateIds).toEqual([certificate.id]);
  });
});

describe('reminders and proposals', () => {
  async function certificateExpiringIn(days: number) {
    const s = await scenario();
    const certificate = await grant(s);
    await ctx.db
      .update(certificates)
      .set({ validUntil: dayFromNow(days) })
      .where(eq(certificates.id, certificate.id));
    return { s, certificate };
  }
  const noticesOf = async (corpId: string, kind: string) =>
    (
      await ctx.db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
        .where(and(eq(messageTargets.corpId, corpId), eq(messages.kind, kind)))
    ).length;

  it('certificates expiring in 30, 1 and 0 days notify the company once; 31 days sends nothing', async () => {
    const cases = [31, 30, 1, 0];
    const made = await Promise.all(cases.map((days) => certificateExpiringIn(days)));
    await runCertReminders(ctx.db);
    await runCertReminders(ctx.db);
    const counts = await Promise.all(
      made.map(({ s }) => noticesOf(s.company.corp.id, 'certificate.reminderExpiry')),
    );
    expect(counts).toEqual([0, 1, 1, 1]);
    const reminded = await Promise.all(
      made.map(async ({ certificate }) => {
        const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, certificate.id));
        return Object.keys(row!.remindedAt);
      }),
    );
    expect(reminded).toEqual([[], ['30'], ['1'], ['0']]);

    // The sign-in prompt lists the real certificates expiring within 30 days.
    const prompt = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: made[1]!.s.company.owner.token, language: 'en' },
    );
    expect((prompt.body.upPrompt as { certDueTimeLeThirty: string }).certDueTimeLeThirty).toBe(
      `Certificate ${made[1]!.certificate.certNo} expires on ${dayFromNow(30)} (30 days left)`,
    );
  });

  it('findings due in 30, 1, 0 days notify the company and the body once; 31 sends nothing', async () => {
    const s = await scenario();
    const findings = await ctx.db
      .insert(auditFindings)
      .values(
        [31, 30, 1, 0].map((days) => ({
          findingNo: `F-${unique()}`,
          auditId: s.audit.id,
          corpId: s.company.corp.id,
          certBodyId: s.certBodyId,
          grade: 'minor',
          description: 'x',
          dueDate: dayFromNow(days),
        })),
      )
      .returning();
    await runCertReminders(ctx.db);
    await runCertReminders(ctx.db);
    const rows = await ctx.db.select().from(auditFindings).where(eq(auditFindings.auditId, s.audit.id));
    expect(findings.map((f) => Object.keys(rows.find((r) => r.id === f.id)!.remindedAt))).toEqual([
      [],
      ['30'],
      ['1'],
      ['0'],
    ]);
    expect(await noticesOf(s.company.corp.id, 'certificate.reminderFinding')).toBe(3);
    const bodyNotices = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
      .where(and(eq(messageTargets.userId, s.body.id), eq(messages.kind, 'certificate.reminderFinding')));
    expect(bodyNotices).toHaveLength(3);
  });

  it('expires certificates past their last day', async () => {
    const { certificate } = await certificateExpiringIn(-1);
    await runCertReminders(ctx.db);
    const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row!.status).toBe('expired');
    const events = await ctx.db
      .select()
      .from(certificateEvents)
      .where(eq(certificateEvents.certificateId, certificate.id));
    expect(events.map((e) => e.action)).toEqual(['issue', 'expire']);
  });

  it('proposes a suspension once for a missed surveillance or an overdue major finding; granting it suspends', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    await ctx.db
      .update(certificates)
      .set({ nextSurveillanceDue: dayFromNow(-1) })
      .where(eq(certificates.id, certificate.id));
    await runCertReminders(ctx.db);
    await runCertReminders(ctx.db);
    const proposals = await ctx.db
      .select()
      .from(certDecisions)
      .where(and(eq(certDecisions.certificateId, certificate.id), eq(certDecisions.subject, 'suspend')));
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.status).toBe('to_review');

    // The team member may not decide it; another body user suspends through it.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certDecisions.review,
        { params: { id: proposals[0]!.id }, body: { outcome: 'pass', note: 'confirmed' } },
        { token: s.teamMember.token },
      ),
    ).toBe(403);
    await callRoute(
      ctx.app,
      ROUTES.certDecisions.review,
      { params: { id: proposals[0]!.id }, body: { outcome: 'pass', note: 'confirmed' } },
      { token: s.body.token },
    );
    await callRoute(
      ctx.app,
      ROUTES.certDecisions.decide,
      { params: { id: proposals[0]!.id }, body: { decision: 'grant', note: 'Surveillance missed' } },
      { token: s.body.token },
    );
    const [suspended] = await ctx.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(suspended!.status).toBe('suspended');
    // The proposal was decided: the same cause does not propose again.
    await runCertReminders(ctx.db);
    expect(
      await ctx.db
        .select()
        .from(certDecisions)
        .where(and(eq(certDecisions.certificateId, certificate.id), eq(certDecisions.subject, 'suspend'))),
    ).toHaveLength(1);

    // An overdue major finding of an effective certificate proposes once too.
    const t = await scenario();
    const second = await grant(t);
    await ctx.db.insert(auditFindings).values({
      findingNo: `F-${unique()}`,
      auditId: t.audit.id,
      corpId: t.company.corp.id,
      certBodyId: t.certBodyId,
      grade: 'critical',
      description: 'x',
      dueDate: dayFromNow(-2),
    });
    await runCertReminders(ctx.db);
    await runCertReminders(ctx.db);
    expect(
      await ctx.db
        .select()
        .from(certDecisions)
        .where(and(eq(certDecisions.certificateId, second.id), eq(certDecisions.subject, 'suspend'))),
    ).toHaveLength(1);
  });

  it('flags a suspension past its end to the body once', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    await ctx.db
      .update(certificates)
      .set({ status: 'suspended', suspendedUntil: dayFromNow(-1) })
      .where(eq(certificates.id, certificate.id));
    await runCertReminders(ctx.db);
    await runCertReminders(ctx.db);
    const notices = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
      .where(and(eq(messageTargets.userId, s.body.id), eq(messages.kind, 'certificate.suspensionOver')));
    expect(notices).toHaveLength(1);
  });
});

describe('scan page', () => {
  it('shows the certificate the product stands on, suspended when it is', async () => {
    const s = await scenario();
    const certificate = await grant(s);
    const batch = await createBatch(ctx.app, s.company.owner.token, s.company.product.id);
    const codes = await giveLabels(ctx, s.company.corp.id, 1);
    await bindRange(ctx.app, s.company.owner.token, batch.id, codes[0]!, codes[0]!);
    const scan = () => callRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: codes[0]! } });
    let answer = await scan();
    expect(answer.body.data.certificate).toMatchObject({
      scheme: 'haccp',
      certNo: certificate.certNo,
      status: 'effective',
    });
    expect(answer.body.data.certificate!.statusUrl).toMatch(new RegExp(`/certStatus/${certificate.certNo}$`));
    await ctx.db.update(certificates).set({ status: 'suspended' }).where(eq(certificates.id, certificate.id));
    answer = await scan();
    expect(answer.body.data.certificate!.status).toBe('suspended');
    await ctx.db
      .update(products)
      .set({ corpId: s.company.corp.id })
      .where(eq(products.id, s.company.product.id));
  });
});
