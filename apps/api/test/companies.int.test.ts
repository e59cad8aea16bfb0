import { ROUTES } from '@trace/contracts';
import { companies, companyEvaluations, honourCertificates, messages, messageTargets } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operabilityOf } from '../src/modules/companies/operability';
import { type CompanyForm, companyBody, companyWithProfile, uploadImage } from './company-helpers';
import { auditTrail, callRoute, login, rawCall, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;

/** A company account without a company yet, as after registration. */
async function freshAccount(userType = 'producer') {
  const user = await createUser(ctx.db, { userType: userType as 'producer', corpId: null });
  return { ...user, ...(await login(ctx.app, user.account, user.password)) };
}
const adminSession = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

describe('company registration and review', () => {
  it('create -> reject with a reason -> fix and resubmit -> pass; each decision tells the company', async () => {
    const owner = await freshAccount();
    const admin = await adminSession();
    const company = await companyWithProfile(ctx.app, owner.token);
    expect(company.status).toBe('to_be_reviewed');
    const mine = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token, language: 'en' });
    expect(mine.body.data).toMatchObject({
      status: 'to_be_reviewed',
      actions: ['edit'],
      operability: { ok: false, reason: 'Your company has not passed review yet, so this is not possible' },
    });

    const rejected = await callRoute(
      ctx.app,
      ROUTES.companies.reject,
      { params: { id: company.id }, body: { remark: 'The licence photo is blurred' } },
      { token: admin.token },
    );
    expect(rejected.body.data).toEqual({ status: 'failed' });
    const afterReject = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token });
    expect(afterReject.body.data?.review.lastRemark).toBe('The licence photo is blurred');
    const [notice] = await ctx.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
      .where(eq(messageTargets.corpId, company.id))
      .orderBy(desc(messages.createdAt));
    expect(notice?.title).toContain('Not approved: Company information');
    expect(notice?.content).toContain('The licence photo is blurred');

    const fixed = await rawCall(ctx.app, {
      method: 'PUT',
      url: '/companies/mine',
      token: owner.token,
      payload: {
        ...companyBody('producer', company.licence, { name: company.name }),
        registrationNo: undefined,
      },
    });
    expect(fixed.body.code).toBe('400');
    const resubmitted = await callRoute(
      ctx.app,
      ROUTES.companies.editMine,
      { body: { ...companyBody('producer', company.licence), name: company.name } },
      { token: owner.token },
    );
    expect(resubmitted.body.data.status).toBe('to_be_reviewed');
    const passed = await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: { remark: null } },
      { token: admin.token },
    );
    expect(passed.body.data).toEqual({ status: 'passed' });
    const history = await callRoute(
      ctx.app,
      ROUTES.companies.get,
      { params: { id: company.id } },
      { token: admin.token },
    );
    expect(history.body.data.review.history.map((h) => h.action)).toEqual(['reject', 'resubmit', 'approve']);
    expect((await auditTrail(ctx.db, 'company', company.id)).map((a) => a.action)).toEqual([
      'create',
      'reject',
      'resubmit',
      'approve',
    ]);
  });

  it('a change to a passed company keeps the approved profile live until it is reviewed', async () => {
    const owner = await freshAccount('dealer');
    const admin = await adminSession();
    const company = await companyWithProfile(ctx.app, owner.token, 'dealer');
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const change = { ...companyBody('dealer', company.licence), name: `${company.name} Renamed` };
    const pending = await callRoute(
      ctx.app,
      ROUTES.companies.editMine,
      { body: change },
      { token: owner.token },
    );
    expect(pending.body.data).toMatchObject({ status: 'altered_to_audit', name: company.name });
    expect(pending.body.data.review.pendingChange?.name).toBe(`${company.name} Renamed`);
    const publicView = await callRoute(ctx.app, ROUTES.companies.directoryEntry, {
      params: { id: company.id },
    });
    expect(publicView.body.data.name).toBe(company.name);

    await callRoute(
      ctx.app,
      ROUTES.companies.reject,
      { params: { id: company.id }, body: { remark: 'Name not registered' } },
      { token: admin.token },
    );
    const kept = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token });
    expect(kept.body.data).toMatchObject({ status: 'revision_rejected', name: company.name });
    expect(kept.body.data?.review.pendingChange).toBeNull();

    await callRoute(ctx.app, ROUTES.companies.editMine, { body: change }, { token: owner.token });
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const applied = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token });
    expect(applied.body.data).toMatchObject({ status: 'passed', name: `${company.name} Renamed` });
  });

  it('refuses moves the workflow does not allow (409) and decisions by non-reviewers (403)', async () => {
    const owner = await freshAccount();
    const admin = await adminSession();
    const company = await companyWithProfile(ctx.app, owner.token);
    const byOwner = await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: owner.token, language: 'en' },
    );
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.msg).toBe('You are not a reviewer of this kind of item');
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const twice = await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token, language: 'en' },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This cannot be done in the current state');
    const noReason = await callRoute(
      ctx.app,
      ROUTES.companies.reject,
      { params: { id: company.id }, body: { remark: ' ' } },
      { token: admin.token, language: 'en' },
    );
    expect(noReason.body.errors).toEqual([{ path: 'remark', message: 'Enter the reason for the decision' }]);
  });

  it('the reviewer role configured in /SysAudit may decide, without being an administrator', async () => {
    const admin = await adminSession();
    const roleCode = `company_reviewer_${Date.now()}`;
    const role = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      {
        body: {
          code: roleCode,
          name: { cn: '审核', en: 'Company reviewers', fr: 'Réviseurs' },
          permissions: ['company.companyInformationList.view'],
        },
      },
      { token: admin.token },
    );
    const existing = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.list,
      { query: { keyword: 'company' } },
      { token: admin.token },
    );
    for (const row of existing.body.data.list)
      await callRoute(
        ctx.app,
        ROUTES.system.reviewSettings.remove,
        { params: { id: row.id } },
        { token: admin.token },
      );
    await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.create,
      { body: { resourceType: 'company', reviewerRoleId: role.body.data.id } },
      { token: admin.token },
    );
    const reviewer = await createUser(ctx.db, { userType: 'cert_body', permissions: [] });
    await ctx.db.execute(
      `insert into user_roles (user_id, role_id) values ('${reviewer.id}', '${role.body.data.id}')` as never,
    );
    const reviewerSession = await login(ctx.app, reviewer.account, reviewer.password);
    const owner = await freshAccount();
    const company = await companyWithProfile(ctx.app, owner.token);
    const listed = await callRoute(
      ctx.app,
      ROUTES.companies.list,
      { query: { status: 'to_be_reviewed', keyword: company.name } },
      { token: reviewerSession.token },
    );
    expect(listed.body.data.list.map((c) => c.id)).toEqual([company.id]);
    const decided = await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: reviewerSession.token },
    );
    expect(decided.body.data).toEqual({ status: 'passed' });
    const settings = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.list,
      { query: { keyword: 'company' } },
      { token: admin.token },
    );
    for (const row of settings.body.data.list)
      await callRoute(
        ctx.app,
        ROUTES.system.reviewSettings.remove,
        { params: { id: row.id } },
        { token: admin.token },
      );
  });

  it('validates the profile: registration number 15/18/21, phone, licence, kind, one company per account', async () => {
    const owner = await freshAccount();
    const licence = await uploadImage(ctx.app, owner.token);
    const post = (payload: CompanyForm) =>
      callRoute(ctx.app, ROUTES.companies.create, { body: payload }, { token: owner.token, language: 'en' });
    expect(
      (await post(companyBody('producer', licence, { registrationNo: '1234567890123456' }))).body.errors,
    ).toEqual([
      { path: 'registrationNo', message: 'The registration number must be 15, 18 or 21 characters' },
    ]);
    expect(
      (await post(companyBody('producer', licence, { contactPhone: '1390013900' }))).body.errors,
    ).toEqual([{ path: 'contactPhone', message: 'Enter an 11-digit phone number' }]);
    expect((await post(companyBody('producer', licence, { licenceFiles: [] }))).body.errors?.[0]?.path).toBe(
      'licenceFiles',
    );
    expect((await post(companyBody('dealer', licence))).body.errors).toEqual([
      { path: 'kind', message: 'The company kind must match your account type' },
    ]);
    const first = await post(companyBody('producer', licence));
    expect(first.body.code).toBe('200');
    const other = await freshAccount();
    const taken = await callRoute(
      ctx.app,
      ROUTES.companies.create,
      {
        body: companyBody('producer', await uploadImage(ctx.app, other.token), {
          registrationNo: first.body.data.registrationNo,
        }),
      },
      { token: other.token, language: 'en' },
    );
    expect(taken.body.errors).toEqual([
      { path: 'registrationNo', message: 'Another company already uses this registration number' },
    ]);
    const second = await post(companyBody('producer', licence));
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('Your account already has a company');
  });

  it("takes an optional GLN: a wrong GS1 check digit is refused in the caller's language, a right one is saved", async () => {
    const owner = await freshAccount();
    const licence = await uploadImage(ctx.app, owner.token);
    const post = (payload: CompanyForm, language: 'en' | 'fr') =>
      callRoute(ctx.app, ROUTES.companies.create, { body: payload }, { token: owner.token, language });
    // 6951234000011 is valid: its last digit changed, or one digit short, it is not.
    expect(
      (await post(companyBody('producer', licence, { gln: '6951234000012' }), 'en')).body.errors,
    ).toEqual([{ path: 'gln', message: 'The GLN must be 13 digits ending with a valid GS1 check digit' }]);
    expect((await post(companyBody('producer', licence, { gln: '695123400001' }), 'fr')).body.errors).toEqual(
      [
        {
          path: 'gln',
          message: 'Le GLN doit comporter 13 chiffres et se terminer par une clé de contrôle GS1 valide',
        },
      ],
    );
    const saved = await post(companyBody('producer', licence, { gln: ' 6951234000011 ' }), 'en');
    expect(saved.body.code).toBe('200');
    expect(saved.body.data.gln).toBe('6951234000011');
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, saved.body.data.id));
    expect(row?.gln).toBe('6951234000011');
    const mine = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token });
    expect(mine.body.data?.gln).toBe('6951234000011');

    // Left empty, a profile names no GLN.
    const other = await freshAccount();
    const blank = await companyWithProfile(ctx.app, other.token, 'producer', { gln: '' });
    expect(blank.gln).toBeNull();
  });

  it("a company never sees another company's record; the directory shows passed companies only", async () => {
    const a = await freshAccount();
    const b = await freshAccount();
    const companyA = await companyWithProfile(ctx.app, a.token);
    expect(
      (await callRoute(ctx.app, ROUTES.companies.get, { params: { id: companyA.id } }, { token: b.token }))
        .status,
    ).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.companies.directoryEntry, { params: { id: companyA.id } })).toBe(
      404,
    );
    const listed = await callRoute(ctx.app, ROUTES.companies.directory, {
      query: { keyword: companyA.name },
    });
    expect(listed.body.data.list).toEqual([]);
  });
});

describe('pause, traceability contract and what a company may do', () => {
  it('pause needs a reason that the company sees; resume restores it', async () => {
    const admin = await adminSession();
    const owner = await freshAccount();
    const company = await companyWithProfile(ctx.app, owner.token);
    const early = await callRoute(
      ctx.app,
      ROUTES.companies.pause,
      { params: { id: company.id }, body: { reason: 'x' } },
      { token: admin.token },
    );
    expect(early.status).toBe(409);
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const paused = await callRoute(
      ctx.app,
      ROUTES.companies.pause,
      { params: { id: company.id }, body: { reason: 'Inspection found expired stock' } },
      { token: admin.token },
    );
    expect(paused.body.data.status).toBe('paused');
    const seen = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token, language: 'en' });
    expect(seen.body.data?.operability.reason).toBe('Your company is paused: Inspection found expired stock');
    expect(seen.body.data?.actions).toEqual([]);
    const resumed = await callRoute(
      ctx.app,
      ROUTES.companies.resume,
      { params: { id: company.id } },
      { token: admin.token },
    );
    expect(resumed.body.data.status).toBe('passed');
  });

  it('apply -> approve with the contract period -> traceable; syStatus 2 pauses traceability', async () => {
    const admin = await adminSession();
    const owner = await freshAccount();
    const company = await companyWithProfile(ctx.app, owner.token);
    const tooEarly = await callRoute(
      ctx.app,
      ROUTES.traceability.apply,
      { body: {} },
      { token: owner.token, language: 'en' },
    );
    expect(tooEarly.status).toBe(409);
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const applied = await callRoute(
      ctx.app,
      ROUTES.traceability.apply,
      { body: { remark: 'First contract' } },
      { token: owner.token },
    );
    expect(applied.body.data.status).toBe('traceability_pending');
    const again = await callRoute(
      ctx.app,
      ROUTES.traceability.apply,
      { body: {} },
      { token: owner.token, language: 'en' },
    );
    expect(again.body.msg).toBe('A traceability application is already waiting for review');
    const start = new Date().toISOString();
    const badEnd = await callRoute(
      ctx.app,
      ROUTES.traceability.approve,
      { params: { id: applied.body.data.id }, body: { contractStart: start, contractEnd: start } },
      { token: admin.token, language: 'en' },
    );
    expect(badEnd.body.errors).toContainEqual({
      path: 'contractEnd',
      message: 'End Time Must be Greater Than Start Time',
    });
    const end = new Date(Date.now() + 365 * DAY).toISOString();
    const approved = await callRoute(
      ctx.app,
      ROUTES.traceability.approve,
      { params: { id: applied.body.data.id }, body: { contractStart: start, contractEnd: end } },
      { token: admin.token },
    );
    expect(approved.body.data).toMatchObject({ status: 'traceable', contractEnd: end });
    const operable = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token });
    expect(operable.body.data).toMatchObject({ syEndTime: end, operability: { ok: true, reason: null } });
    const corp = await callRoute(ctx.app, ROUTES.session.currentCorp, {}, { token: owner.token });
    expect(corp.body.data).toMatchObject({ syStatus: 1, tracePause: false });

    await callRoute(
      ctx.app,
      ROUTES.companies.editTraceability,
      { params: { id: company.id }, body: { syStatus: 2, syStartTime: start, syEndTime: end } },
      { token: admin.token },
    );
    const pausedCorp = await callRoute(ctx.app, ROUTES.session.currentCorp, {}, { token: owner.token });
    expect(pausedCorp.body.data).toMatchObject({ syStatus: 2, tracePause: true });
    const blocked = await callRoute(
      ctx.app,
      ROUTES.companies.mine,
      {},
      { token: owner.token, language: 'en' },
    );
    expect(blocked.body.data?.operability.reason).toBe(
      'Traceability of your company is paused: labels cannot be bound and goods cannot be shipped',
    );
  });

  it('rejecting an application says why and leaves the company not traceable', async () => {
    const admin = await adminSession();
    const owner = await freshAccount('importer');
    const company = await companyWithProfile(ctx.app, owner.token, 'importer');
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const applied = await callRoute(ctx.app, ROUTES.traceability.apply, { body: {} }, { token: owner.token });
    const rejected = await callRoute(
      ctx.app,
      ROUTES.traceability.reject,
      { params: { id: applied.body.data.id }, body: { remark: 'Missing cold-chain records' } },
      { token: admin.token },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'not_traceable',
      reviewRemark: 'Missing cold-chain records',
    });
    const other = await freshAccount();
    expect(
      await statusOf(
        ctx.app,
        ROUTES.traceability.get,
        { params: { id: applied.body.data.id } },
        { token: other.token },
      ),
    ).toBe(404);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.traceStatus).toBe('not_traceable');
  });

  it('operability gives the reason for each blocked case', () => {
    const base = {
      status: 'passed',
      traceStatus: 'traceable',
      syEndTime: new Date(Date.now() + DAY),
      tracePause: false,
      pauseReason: null,
    } as never;
    const of = (patch: Record<string, unknown>) => operabilityOf({ ...(base as object), ...patch } as never);
    expect(operabilityOf(undefined)).toMatchObject({ ok: false, key: 'company.noCompany' });
    expect(of({}).ok).toBe(true);
    expect(of({ status: 'to_be_reviewed' })).toMatchObject({ key: 'company.notPassed' });
    expect(of({ status: 'altered_to_audit' }).ok).toBe(true);
    expect(of({ status: 'paused', pauseReason: 'r' })).toMatchObject({
      key: 'company.paused',
      params: { reason: 'r' },
    });
    expect(of({ traceStatus: 'traceability_pending' })).toMatchObject({ key: 'company.noContract' });
    expect(of({ syEndTime: new Date(Date.now() - DAY) })).toMatchObject({ key: 'company.contractLapsed' });
    expect(of({ tracePause: true })).toMatchObject({ key: 'company.tracePaused' });
  });
});

describe('reminders at the 30-day threshold', () => {
  it.each([
    [31, false],
    [30, true],
    [1, true],
    [0, true],
  ])('a contract ending in %i days reminds: %s', async (days, reminds) => {
    // A little after now on the same calendar day (UTC): "in N days" counts calendar days, and the
    // contract has not ended yet, whatever the time of day the test runs.
    const now = Date.now();
    const untilMidnight = DAY - (now % DAY);
    const end = new Date(now + days * DAY + Math.min(3600_000, untilMidnight / 2));
    const corp = await createCompany(ctx.db, { traceStatus: 'traceable', syEndTime: end });
    const user = await signedInUser(ctx.app, ctx.db, { corpId: corp.id });
    const res = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: user.token, language: 'en' },
    );
    const prompt = res.body.upPrompt as { syEndTimeLeThirty: string; sy6ExpirationReminder: string };
    const calendarDays = Math.round(
      (Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()) -
        Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())) /
        DAY,
    );
    if (reminds) expect(prompt.syEndTimeLeThirty).toContain(`(${calendarDays} days left)`);
    else expect(prompt.syEndTimeLeThirty).toBe('');
    expect(prompt.sy6ExpirationReminder).toBe('');
  });

  it('an ended contract, certificates and evaluations due within 30 days are reminded; evaluations joined by |', async () => {
    const corp = await createCompany(ctx.db, {
      traceStatus: 'traceable',
      syEndTime: new Date(Date.now() - DAY),
    });
    const user = await signedInUser(ctx.app, ctx.db, { corpId: corp.id });
    await ctx.db.insert(honourCertificates).values([
      {
        corpId: corp.id,
        name: 'Organic',
        issuer: 'X',
        issueDate: new Date(Date.now() - 300 * DAY),
        expiryDate: new Date(Date.now() + 10 * DAY),
        reviewStatus: 'passed',
      },
      {
        corpId: corp.id,
        name: 'Draft',
        issuer: 'X',
        issueDate: new Date(Date.now() - 300 * DAY),
        expiryDate: new Date(Date.now() + 10 * DAY),
        reviewStatus: 'unreviewed',
      },
      {
        corpId: corp.id,
        name: 'Far',
        issuer: 'X',
        issueDate: new Date(Date.now() - 300 * DAY),
        expiryDate: new Date(Date.now() + 90 * DAY),
        reviewStatus: 'passed',
      },
    ]);
    await ctx.db.insert(companyEvaluations).values([
      {
        corpId: corp.id,
        title: 'HACCP',
        grade: 'A',
        content: 'ok',
        evaluatedAt: new Date(Date.now() - 300 * DAY),
        dueTime: new Date(Date.now() + 5 * DAY),
      },
      {
        corpId: corp.id,
        title: 'Hygiene',
        grade: 'B',
        content: 'ok',
        evaluatedAt: new Date(Date.now() - 300 * DAY),
        dueTime: new Date(Date.now() + 20 * DAY),
      },
    ]);
    const res = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: user.token, language: 'en' },
    );
    const prompt = res.body.upPrompt as {
      sy6ExpirationReminder: string;
      syEndTimeLeThirty: string;
      certDueTimeLeThirty: string;
      evaluateDueTimeLeThirty: string;
    };
    expect(prompt.sy6ExpirationReminder).toMatch(/expired on \d{4}-\d{2}-\d{2}/);
    expect(prompt.syEndTimeLeThirty).toBe('');
    expect(prompt.certDueTimeLeThirty).toMatch(/^Your certificate “Organic” expires on .* \(10 days left\)$/);
    expect(prompt.evaluateDueTimeLeThirty.split('|')).toEqual([
      expect.stringMatching(/^The evaluation “HACCP” is due on .* \(5 days left\)$/),
      expect.stringMatching(/^The evaluation “Hygiene” is due on .* \(20 days left\)$/),
    ]);
  });
});

describe('records made before the current profile rules', () => {
  it('a company without registration number or licence still reads (the profile form then asks for them)', async () => {
    const corp = await createCompany(ctx.db);
    const user = await signedInUser(ctx.app, ctx.db, { corpId: corp.id });
    const res = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data?.id).toBe(corp.id);
  });
});
