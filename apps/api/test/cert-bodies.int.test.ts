import { randomUUID } from 'node:crypto';
import { CERT_PAGES, ROUTES } from '@trace/contracts';
import {
  auditFindings,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certBodies,
  certificates,
  companyEvaluations,
  productCategories,
  users,
} from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  callRoute,
  callRouteUnchecked,
  injectRoute,
  login,
  signedInUser,
  statusOf,
  uploadFile,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const YEAR_AHEAD = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const short = () => randomUUID().slice(0, 8);

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;
let categoryId: string;
let otherCategoryId: string;

async function category() {
  const [row] = await ctx.db
    .insert(productCategories)
    .values({ code: `cat_${short()}`, name: { cn: '燕窝', en: 'Nest', fr: 'Nid' } })
    .returning();
  return row!.id;
}

/** A body user of a fresh body accredited for HACCP and ISO 22000 over one category. */
async function bodyUser() {
  const user = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
  await ctx.db
    .update(certBodies)
    .set({
      accreditationNo: `CNAS-${short()}`,
      accreditedBy: 'CNAS',
      schemes: ['haccp', 'iso22000'],
      categoryIds: [categoryId],
      accreditationValidUntil: YEAR_AHEAD,
    })
    .where(eq(certBodies.id, user.certBodyId!));
  return { ...user, bodyId: user.certBodyId! };
}

/** Another account of a body (type cert_body or auditor), signed in. */
async function accountOf(bodyId: string, userType: 'cert_body' | 'auditor') {
  const user = await createUser(ctx.db, { userType });
  await ctx.db.update(users).set({ certBodyId: bodyId }).where(eq(users.id, user.id));
  await ctx.db.delete(certBodies).where(eq(certBodies.id, user.certBodyId!));
  const session = await login(ctx.app, user.account, user.password);
  return { ...user, certBodyId: bodyId, ...session };
}

const auditorBody = (values: Partial<BodyOf<typeof ROUTES.auditors.create>> = {}) => ({
  name: `Auditor ${short()}`,
  email: `a_${short()}@test.example.com`,
  schemes: ['haccp' as const],
  categoryIds: [categoryId],
  languages: ['zh' as const, 'en' as const],
  qualificationExpiry: YEAR_AHEAD,
  ...values,
});

async function applicationOf(corpId: string, bodyId: string) {
  await ctx.db.insert(certApplications).values({
    applicationNo: `APP-${short()}`,
    corpId,
    certBodyId: bodyId,
    scheme: 'haccp',
    moduleIds: [],
    status: 'contracted',
  });
}

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  categoryId = await category();
  otherCategoryId = await category();
});

describe('certification bodies (/certAuthority)', () => {
  const bodyInput = () => ({
    name: `Body ${short()}`,
    countryId: 'CN',
    accreditationNo: `CNAS C${short()}`,
    accreditedBy: 'CNAS',
    schemes: ['haccp' as const, 'brcgs' as const],
    categoryIds: [categoryId],
    accreditationValidUntil: YEAR_AHEAD,
    contactName: 'Zhao Min',
    contactEmail: 'contact@test.example.com',
  });

  it('lets the administrator register, find, change and deactivate a body', async () => {
    const created = await callRoute(ctx.app, ROUTES.certBodies.create, { body: bodyInput() }, admin);
    expect(created.status).toBe(200);
    const body = created.body.data;
    expect(body.schemes).toEqual(['haccp', 'brcgs']);
    expect(body.categoryNames).toEqual(['燕窝']);
    expect(body.status).toBe('active');

    const found = await callRoute(
      ctx.app,
      ROUTES.certBodies.list,
      { query: { keyword: body.accreditationNo!.slice(-6) } },
      admin,
    );
    expect(found.body.data.list.map((b) => b.id)).toEqual([body.id]);

    const changed = await callRoute(
      ctx.app,
      ROUTES.certBodies.update,
      { params: { id: body.id }, body: { ...bodyInput(), name: 'Renamed body' } },
      admin,
    );
    expect(changed.body.data.name).toBe('Renamed body');

    const off = await callRoute(
      ctx.app,
      ROUTES.certBodies.setStatus,
      { params: { id: body.id }, body: { status: 'inactive' } },
      admin,
    );
    expect(off.body.data.status).toBe('inactive');
    const inactive = await callRoute(
      ctx.app,
      ROUTES.certBodies.list,
      { query: { status: 'inactive', keyword: 'Renamed' } },
      admin,
    );
    expect(inactive.body.data.list.some((b) => b.id === body.id)).toBe(true);
  });

  it('refuses bad input with 400: no scheme, unknown scheme, unknown category, bad date', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.certBodies.create,
          { body: { ...bodyInput(), ...body } },
          admin,
        )
      ).status;
    expect(await bad({ schemes: [] })).toBe(400);
    expect(await bad({ schemes: ['nope'] })).toBe(400);
    expect(await bad({ accreditationValidUntil: '2026-13-40' })).toBe(400);
    expect(await bad({ name: '' })).toBe(400);
    expect(await bad({ categoryIds: [randomUUID()] })).toBe(400);
  });

  it('creates accounts of a body and lists them; only the administrator may', async () => {
    const body = await bodyUser();
    const account = `cb_${short()}`;
    const created = await callRoute(
      ctx.app,
      ROUTES.certBodies.createUser,
      {
        params: { id: body.bodyId },
        body: { account, userName: 'Reviewer', password: 'Demo@2026x', email: `${account}@test.example.com` },
      },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.userType).toBe('cert_body');
    const [row] = await ctx.db.select().from(users).where(eq(users.account, account));
    expect(row!.certBodyId).toBe(body.bodyId);
    await login(ctx.app, account, 'Demo@2026x');

    const listed = await callRoute(ctx.app, ROUTES.certBodies.users, { params: { id: body.bodyId } }, admin);
    expect(listed.body.data.list.map((u) => u.account)).toContain(account);
    const detail = await callRoute(ctx.app, ROUTES.certBodies.get, { params: { id: body.bodyId } }, admin);
    expect(detail.body.data.userCount).toBe(2);

    expect(
      await statusOf(
        ctx.app,
        ROUTES.certBodies.createUser,
        {
          params: { id: body.bodyId },
          body: { account: `x_${short()}`, userName: 'X', password: 'Demo@2026x' },
        },
        body,
      ),
    ).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.certBodies.users, { params: { id: randomUUID() } }, admin)).toBe(
      404,
    );
  });

  it('keeps the admin pages from bodies, auditors and companies', async () => {
    const body = await bodyUser();
    const producer = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    expect(await statusOf(ctx.app, ROUTES.certBodies.list, {}, body)).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.certBodies.list, {}, producer)).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.certBodies.create, { body: bodyInput() }, body)).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certBodies.setStatus,
        { params: { id: body.bodyId }, body: { status: 'inactive' } },
        body,
      ),
    ).toBe(403);
  });
});

describe("a body's own profile (/certAuthorityMsg)", () => {
  it('changes contacts and documents but never the accreditation', async () => {
    const body = await bodyUser();
    const mine = await callRoute(ctx.app, ROUTES.certBodies.mine, {}, body);
    expect(mine.body.data.id).toBe(body.bodyId);
    const file = await uploadFile(
      ctx.app,
      body,
      'accreditation.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    );
    const profile = {
      contactName: 'Zhao Min',
      contactPhone: '+86 592 1234567',
      address: '1 Quality Road',
      introduction: 'We certify food safety.',
      documents: [file.json().data.url as string],
    };
    // Accreditation fields are not part of the profile: ignored.
    const forged = await callRouteUnchecked(
      ctx.app,
      ROUTES.certBodies.updateMine,
      { body: { ...profile, schemes: ['brcgs'], accreditationNo: 'FORGED' } },
      body,
    );
    expect(forged.status).toBe(200);
    const [row] = await ctx.db.select().from(certBodies).where(eq(certBodies.id, body.bodyId));
    expect(row!.contactName).toBe('Zhao Min');
    expect(row!.documents).toHaveLength(1);
    expect(row!.schemes).toEqual(['haccp', 'iso22000']);
    expect(row!.accreditationNo).not.toBe('FORGED');
  });

  it('tells a body user without a body why (409) and refuses other users', async () => {
    const orphan = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    await ctx.db.update(users).set({ certBodyId: null }).where(eq(users.id, orphan.id));
    const answer = await callRoute(ctx.app, ROUTES.certBodies.mine, {}, { ...orphan, language: 'en' });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('no certification body');
    expect(await statusOf(ctx.app, ROUTES.certBodies.mine, {}, admin)).toBe(403);
    const auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    expect(await statusOf(ctx.app, ROUTES.certBodies.mine, {}, auditor)).toBe(403);
  });
});

describe('schemes and label gating (/certSchemes)', () => {
  it('lets any certification user read schemes and only the administrator change them', async () => {
    const body = await bodyUser();
    const list = await callRoute(ctx.app, ROUTES.certSettings.schemes, {}, body);
    expect(list.body.data.map((s) => s.key)).toContain('haccp');
    const haccp = list.body.data.find((s) => s.key === 'haccp')!;
    const input = {
      minorDays: haccp.minorDays,
      majorDays: haccp.majorDays,
      criticalDays: haccp.criticalDays,
      validityYears: haccp.validityYears,
      surveillanceMonths: haccp.surveillanceMonths,
      maxSuspensionMonths: haccp.maxSuspensionMonths,
    };
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certSettings.updateScheme,
        { params: { key: 'haccp' }, body: input },
        body,
      ),
    ).toBe(403);
    const changed = await callRoute(
      ctx.app,
      ROUTES.certSettings.updateScheme,
      { params: { key: 'haccp' }, body: { ...input, minorDays: input.minorDays } },
      admin,
    );
    expect(changed.status).toBe(200);
    for (const bad of [{ minorDays: 0 }, { majorDays: -3 }, { criticalDays: 1.5 }, { validityYears: 99 }])
      expect(
        (
          await callRouteUnchecked(
            ctx.app,
            ROUTES.certSettings.updateScheme,
            { params: { key: 'haccp' }, body: { ...input, ...bad } },
            admin,
          )
        ).status,
      ).toBe(400);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.certSettings.updateScheme,
          { params: { key: 'nope' }, body: input },
          admin,
        )
      ).status,
    ).toBe(400);
  });

  it('switches gating of the running platform', async () => {
    const before = await callRoute(ctx.app, ROUTES.certSettings.settings, {}, admin);
    expect(before.status).toBe(200);
    const on = await callRoute(
      ctx.app,
      ROUTES.certSettings.updateSettings,
      { body: { certGating: true } },
      admin,
    );
    expect(on.body.data.certGating).toBe(true);
    const off = await callRoute(
      ctx.app,
      ROUTES.certSettings.updateSettings,
      { body: { certGating: before.body.data.certGating } },
      admin,
    );
    expect(off.body.data.certGating).toBe(before.body.data.certGating);
    const body = await bodyUser();
    expect(
      await statusOf(ctx.app, ROUTES.certSettings.updateSettings, { body: { certGating: true } }, body),
    ).toBe(403);
  });
});

describe('the auditor register (/auditorList)', () => {
  it('adds auditors within the accreditation and refuses schemes outside it', async () => {
    const body = await bodyUser();
    const added = await callRoute(ctx.app, ROUTES.auditors.create, { body: auditorBody() }, body);
    expect(added.status).toBe(200);
    expect(added.body.data.certBodyId).toBe(body.bodyId);
    expect(added.body.data.qualificationDaysLeft).toBeGreaterThan(360);

    const outside = await callRoute(
      ctx.app,
      ROUTES.auditors.create,
      { body: auditorBody({ schemes: ['haccp', 'brcgs'] }) },
      { ...body, language: 'en' },
    );
    expect(outside.status).toBe(409);
    expect(outside.body.msg).toContain('brcgs');
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.create,
        { body: auditorBody({ categoryIds: [otherCategoryId] }) },
        body,
      ),
    ).toBe(409);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.auditors.create,
          { body: { ...auditorBody(), languages: ['xx'] } },
          body,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.auditors.create,
          { body: { ...auditorBody(), qualificationExpiry: 'soon' } },
          body,
        )
      ).status,
    ).toBe(400);
    // The administrator reads registers but does not act as a body.
    expect(await statusOf(ctx.app, ROUTES.auditors.create, { body: auditorBody() }, admin)).toBe(403);
  });

  it('filters by scheme, state and qualification running out', async () => {
    const body = await bodyUser();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const expiring = await callRoute(
      ctx.app,
      ROUTES.auditors.create,
      { body: auditorBody({ qualificationExpiry: soon, schemes: ['iso22000'] }) },
      body,
    );
    await callRoute(ctx.app, ROUTES.auditors.create, { body: auditorBody({ status: 'inactive' }) }, body);
    const within = await callRoute(ctx.app, ROUTES.auditors.list, { query: { expiringWithin: 30 } }, body);
    expect(within.body.data.list.map((a) => a.id)).toEqual([expiring.body.data.id]);
    expect(within.body.data.list[0]!.qualificationDaysLeft).toBe(10);
    const iso = await callRoute(ctx.app, ROUTES.auditors.list, { query: { scheme: 'iso22000' } }, body);
    expect(iso.body.data.total).toBe(1);
    const inactive = await callRoute(ctx.app, ROUTES.auditors.list, { query: { status: 'inactive' } }, body);
    expect(inactive.body.data.total).toBe(1);
    const all = await callRoute(ctx.app, ROUTES.auditors.list, {}, body);
    expect(all.body.data.total).toBe(2);
  });

  it("keeps each body's register to itself: another body's auditor answers 404", async () => {
    const mine = await bodyUser();
    const other = await bodyUser();
    const theirs = await callRoute(ctx.app, ROUTES.auditors.create, { body: auditorBody() }, other);
    const id = theirs.body.data.id;
    expect(await statusOf(ctx.app, ROUTES.auditors.get, { params: { id } }, mine)).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.auditors.update, { params: { id }, body: auditorBody() }, mine),
    ).toBe(404);
    expect(await statusOf(ctx.app, ROUTES.auditors.conflicts, { params: { id } }, mine)).toBe(404);
    const corp = await createCompany(ctx.db);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.addConflict,
        { params: { id }, body: { corpId: corp.id, reason: 'Former employee' } },
        mine,
      ),
    ).toBe(404);
    const list = await callRoute(ctx.app, ROUTES.auditors.list, {}, mine);
    expect(list.body.data.list.some((a) => a.id === id)).toBe(false);
    // The administrator reads every register, and a body's register from its detail page.
    expect(await statusOf(ctx.app, ROUTES.auditors.get, { params: { id } }, admin)).toBe(200);
    const ofBody = await callRoute(
      ctx.app,
      ROUTES.certBodies.auditors,
      { params: { id: other.bodyId } },
      admin,
    );
    expect(ofBody.body.data.list.map((a) => a.id)).toEqual([id]);
  });

  it('links only a free auditor account of the same body, or creates one', async () => {
    const body = await bodyUser();
    const free = await accountOf(body.bodyId, 'auditor');
    const colleague = await accountOf(body.bodyId, 'cert_body');
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });

    const offered = await callRoute(ctx.app, ROUTES.auditors.accounts, {}, body);
    expect(offered.body.data.map((o) => o.value)).toEqual([free.id]);

    expect(
      await statusOf(ctx.app, ROUTES.auditors.create, { body: auditorBody({ userId: colleague.id }) }, body),
    ).toBe(409);
    expect(
      await statusOf(ctx.app, ROUTES.auditors.create, { body: auditorBody({ userId: stranger.id }) }, body),
    ).toBe(409);
    const linked = await callRoute(
      ctx.app,
      ROUTES.auditors.create,
      { body: auditorBody({ userId: free.id }) },
      body,
    );
    expect(linked.body.data.account).toBe(free.account);
    expect(
      await statusOf(ctx.app, ROUTES.auditors.create, { body: auditorBody({ userId: free.id }) }, body),
    ).toBe(409);
    // Saving the entry again with its own account is fine.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.update,
        { params: { id: linked.body.data.id }, body: auditorBody({ userId: free.id }) },
        body,
      ),
    ).toBe(200);
    expect((await callRoute(ctx.app, ROUTES.auditors.accounts, {}, body)).body.data).toEqual([]);

    const account = `au_${short()}`;
    const withAccount = await callRoute(
      ctx.app,
      ROUTES.auditors.create,
      {
        body: auditorBody({
          account: {
            account,
            userName: 'New Auditor',
            password: 'Audit@2026',
            email: `${account}@test.example.com`,
          },
        }),
      },
      body,
    );
    expect(withAccount.status).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.account, account));
    expect(user).toMatchObject({ userType: 'auditor', certBodyId: body.bodyId });
    expect(withAccount.body.data.userId).toBe(user!.id);

    // A taken account name rolls the whole entry back.
    const name = `Rolled back ${short()}`;
    const taken = await callRoute(
      ctx.app,
      ROUTES.auditors.create,
      {
        body: auditorBody({
          name,
          account: { account, userName: 'Again', password: 'Audit@2026' },
        }),
      },
      body,
    );
    expect(taken.status).toBe(400);
    expect(await ctx.db.select().from(auditors).where(eq(auditors.name, name))).toHaveLength(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.create,
        {
          body: auditorBody({
            userId: free.id,
            account: { account: `z_${short()}`, userName: 'Both', password: 'Audit@2026' },
          }),
        },
        body,
      ),
    ).toBe(400);
  });

  it('declares and removes conflicts with companies', async () => {
    const body = await bodyUser();
    const auditor = await callRoute(ctx.app, ROUTES.auditors.create, { body: auditorBody() }, body);
    const id = auditor.body.data.id;
    const corp = await createCompany(ctx.db);
    const added = await callRoute(
      ctx.app,
      ROUTES.auditors.addConflict,
      { params: { id }, body: { corpId: corp.id, reason: 'Consultant there until 2024' } },
      body,
    );
    expect(added.body.data.corpName).toBe(corp.name);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.addConflict,
        { params: { id }, body: { corpId: corp.id, reason: 'Again' } },
        body,
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.addConflict,
        { params: { id }, body: { corpId: randomUUID(), reason: 'Nobody' } },
        body,
      ),
    ).toBe(400);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.auditors.addConflict,
          { params: { id }, body: { corpId: corp.id, reason: '' } },
          body,
        )
      ).status,
    ).toBe(400);
    const listed = await callRoute(ctx.app, ROUTES.auditors.conflicts, { params: { id } }, body);
    expect(listed.body.data).toHaveLength(1);
    expect(
      (await callRoute(ctx.app, ROUTES.auditors.get, { params: { id } }, body)).body.data.conflictCount,
    ).toBe(1);
    const removed = await callRoute(
      ctx.app,
      ROUTES.auditors.removeConflict,
      { params: { id, conflictId: added.body.data.id } },
      body,
    );
    expect(removed.status).toBe(200);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditors.removeConflict,
        { params: { id, conflictId: added.body.data.id } },
        body,
      ),
    ).toBe(404);
  });

  it('is closed to auditors and companies', async () => {
    const auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    const producer = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    expect(await statusOf(ctx.app, ROUTES.auditors.list, {}, auditor)).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.auditors.list, {}, producer)).toBe(403);
  });
});

describe('evaluations of clients (/corpEvaluate)', () => {
  const evaluation = (corpId: string) => ({
    corpId,
    title: `Annual evaluation ${short()}`,
    grade: 'B' as const,
    score: 81,
    content: 'Hygiene records complete; calibration overdue.',
    evaluatedAt: '2026-03-01',
    dueTime: '2027-03-01',
  });

  it('lets a body evaluate its clients, notifies them, and scopes reading', async () => {
    const body = await bodyUser();
    const other = await bodyUser();
    const client = await createCompany(ctx.db);
    const stranger = await createCompany(ctx.db);
    await applicationOf(client.id, body.bodyId);

    const clients = await callRoute(ctx.app, ROUTES.certEvaluations.clients, {}, body);
    expect(clients.body.data.map((c) => c.value)).toEqual([client.id]);

    const written = await callRoute(
      ctx.app,
      ROUTES.certEvaluations.create,
      { body: evaluation(client.id) },
      body,
    );
    expect(written.status).toBe(200);
    expect(written.body.data.certBodyId).toBe(body.bodyId);
    const id = written.body.data.id;

    expect(
      await statusOf(ctx.app, ROUTES.certEvaluations.create, { body: evaluation(stranger.id) }, body),
    ).toBe(409);
    expect(
      await statusOf(ctx.app, ROUTES.certEvaluations.create, { body: evaluation(client.id) }, other),
    ).toBe(409);
    for (const bad of [
      { score: 101 },
      { score: -1 },
      { grade: 'Z' },
      { dueTime: '2026-01-01' },
      { title: '' },
    ])
      expect(
        (
          await callRouteUnchecked(
            ctx.app,
            ROUTES.certEvaluations.create,
            { body: { ...evaluation(client.id), ...bad } },
            body,
          )
        ).status,
      ).toBe(400);

    // The company sees it at /myCorpEvaluate and got a notice.
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: client.id });
    const theirs = await callRoute(ctx.app, ROUTES.evaluations.list, {}, owner);
    expect(theirs.body.data.list.map((e) => e.id)).toContain(id);
    const notices = await callRoute(ctx.app, ROUTES.notifications.query, {}, { ...owner, language: 'en' });
    expect(JSON.stringify(notices.body.data)).toContain('wrote a new evaluation');

    // Reading: the body its own, another body nothing, the administrator all.
    expect((await callRoute(ctx.app, ROUTES.certEvaluations.list, {}, body)).body.data.total).toBe(1);
    expect((await callRoute(ctx.app, ROUTES.certEvaluations.list, {}, other)).body.data.total).toBe(0);
    expect(await statusOf(ctx.app, ROUTES.certEvaluations.get, { params: { id } }, other)).toBe(404);
    expect(await statusOf(ctx.app, ROUTES.certEvaluations.get, { params: { id } }, admin)).toBe(200);
    expect(
      await statusOf(ctx.app, ROUTES.certEvaluations.create, { body: evaluation(client.id) }, admin),
    ).toBe(403);
  });

  it('lets an auditor read evaluations of companies it audited, and never write', async () => {
    const body = await bodyUser();
    const auditorAccount = await accountOf(body.bodyId, 'auditor');
    const [entry] = await ctx.db
      .insert(auditors)
      .values({
        certBodyId: body.bodyId,
        userId: auditorAccount.id,
        name: 'Team auditor',
        schemes: ['haccp'],
        qualificationExpiry: YEAR_AHEAD,
      })
      .returning();
    const audited = await createCompany(ctx.db);
    const notAudited = await createCompany(ctx.db);
    await applicationOf(audited.id, body.bodyId);
    await applicationOf(notAudited.id, body.bodyId);
    const [audit] = await ctx.db
      .insert(audits)
      .values({
        auditNo: `AUD-${short()}`,
        certBodyId: body.bodyId,
        corpId: audited.id,
        scheme: 'haccp',
        type: 'stage1',
        plannedStart: '2026-02-01',
        plannedEnd: '2026-02-02',
      })
      .returning();
    await ctx.db.insert(auditTeam).values({ auditId: audit!.id, auditorId: entry!.id, role: 'lead' });
    const seen = await callRoute(
      ctx.app,
      ROUTES.certEvaluations.create,
      { body: evaluation(audited.id) },
      body,
    );
    const unseen = await callRoute(
      ctx.app,
      ROUTES.certEvaluations.create,
      { body: evaluation(notAudited.id) },
      body,
    );

    const list = await callRoute(ctx.app, ROUTES.certEvaluations.list, {}, auditorAccount);
    expect(list.body.data.list.map((e) => e.id)).toEqual([seen.body.data.id]);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certEvaluations.get,
        { params: { id: unseen.body.data.id } },
        auditorAccount,
      ),
    ).toBe(404);
    const refused = await callRoute(
      ctx.app,
      ROUTES.certEvaluations.create,
      { body: evaluation(audited.id) },
      auditorAccount,
    );
    expect(refused.status).toBe(403);
  });
});

describe('the annual report (/annualReport)', () => {
  it('counts audits, findings, closing days, certificates and auditors of the year', async () => {
    const body = await bodyUser();
    const other = await bodyUser();
    const corp = await createCompany(ctx.db);
    const raiser = await accountOf(body.bodyId, 'auditor');
    const [lead, member] = await ctx.db
      .insert(auditors)
      .values([
        {
          certBodyId: body.bodyId,
          userId: raiser.id,
          name: 'A Lead',
          schemes: ['haccp'],
          qualificationExpiry: YEAR_AHEAD,
        },
        { certBodyId: body.bodyId, name: 'B Member', schemes: ['haccp'], qualificationExpiry: YEAR_AHEAD },
      ])
      .returning();
    const audit = async (certBodyId: string, type: string, plannedStart: string, status = 'signed') =>
      (
        await ctx.db
          .insert(audits)
          .values({
            auditNo: `AUD-${short()}`,
            certBodyId,
            corpId: corp.id,
            scheme: 'haccp',
            type,
            status,
            plannedStart,
            plannedEnd: plannedStart,
          })
          .returning()
      )[0]!;
    const stage1 = await audit(body.bodyId, 'stage1', '2025-03-01');
    const stage2 = await audit(body.bodyId, 'stage2', '2025-05-01');
    await audit(body.bodyId, 'surveillance', '2025-06-01', 'cancelled');
    await audit(body.bodyId, 'stage1', '2024-12-31');
    await audit(other.bodyId, 'stage1', '2025-03-01');
    await ctx.db.insert(auditTeam).values([
      { auditId: stage1.id, auditorId: lead!.id, role: 'lead' },
      { auditId: stage2.id, auditorId: lead!.id, role: 'lead' },
      { auditId: stage2.id, auditorId: member!.id, role: 'member' },
    ]);
    const finding = (grade: string, created: string, closed: string | null) => ({
      findingNo: `F-${short()}`,
      auditId: stage2.id,
      corpId: corp.id,
      certBodyId: body.bodyId,
      grade,
      description: 'Finding',
      dueDate: '2025-09-01',
      status: closed ? 'closed' : 'open',
      createdAt: new Date(`${created}T00:00:00Z`),
      closedAt: closed ? new Date(`${closed}T00:00:00Z`) : null,
      raisedBy: raiser.id,
    });
    await ctx.db
      .insert(auditFindings)
      .values([
        finding('minor', '2025-05-01', '2025-05-11'),
        finding('minor', '2025-05-01', '2025-05-21'),
        finding('major', '2025-05-01', '2025-06-30'),
        finding('critical', '2025-05-01', null),
      ]);
    const certificate = (status: string, validFrom: string) => ({
      certNo: `C-${short()}`,
      corpId: corp.id,
      certBodyId: body.bodyId,
      scheme: 'haccp',
      moduleIds: [],
      status,
      validFrom,
      validUntil: '2028-05-01',
    });
    await ctx.db
      .insert(certificates)
      .values([
        certificate('effective', '2025-06-01'),
        certificate('suspended', '2025-07-01'),
        certificate('effective', '2024-06-01'),
      ]);

    const report = await callRoute(ctx.app, ROUTES.certReports.annual, { query: { year: 2025 } }, body);
    expect(report.status).toBe(200);
    const data = report.body.data;
    expect(data.certBodyId).toBe(body.bodyId);
    expect(Object.fromEntries(data.auditsByType.map((r) => [r.type, r.count]))).toMatchObject({
      stage1: 1,
      stage2: 1,
      surveillance: 0,
    });
    expect(data.findingsByGrade).toEqual([
      { grade: 'minor', count: 2, closed: 2 },
      { grade: 'major', count: 1, closed: 1 },
      { grade: 'critical', count: 1, closed: 0 },
    ]);
    // Closing days 10, 20, 60: average 30, median 20.
    expect(data.averageDaysToClose).toBe(30);
    expect(data.medianDaysToClose).toBe(20);
    expect(data.certificatesIssued).toBe(2);
    expect(data.certificatesByStatus.find((c) => c.status === 'suspended')!.count).toBe(1);
    expect(data.auditors).toEqual([
      { auditorId: lead!.id, name: 'A Lead', led: 2, joined: 0, findings: 4 },
      { auditorId: member!.id, name: 'B Member', led: 0, joined: 1, findings: 0 },
    ]);

    // A body cannot read another body's report by asking for it.
    const asked = await callRoute(
      ctx.app,
      ROUTES.certReports.annual,
      { query: { year: 2025, certBodyId: body.bodyId } },
      other,
    );
    expect(asked.body.data.certBodyId).toBe(other.bodyId);
    expect(asked.body.data.auditsByType.find((r) => r.type === 'stage1')!.count).toBe(1);
    // The administrator filters by body.
    const forAdmin = await callRoute(
      ctx.app,
      ROUTES.certReports.annual,
      { query: { year: 2025, certBodyId: body.bodyId } },
      admin,
    );
    expect(forAdmin.body.data.averageDaysToClose).toBe(30);

    const file = await injectRoute(ctx.app, ROUTES.certReports.exportAnnual, { query: { year: 2025 } }, body);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect(
      (await callRouteUnchecked(ctx.app, ROUTES.certReports.annual, { query: { year: 'last' } }, body))
        .status,
    ).toBe(400);
    const auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    expect(await statusOf(ctx.app, ROUTES.certReports.annual, { query: { year: 2025 } }, auditor)).toBe(403);
  });
});

describe('page permissions', () => {
  it('guards every route with the certification pages', async () => {
    const noPages = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body', permissions: [] });
    expect(await statusOf(ctx.app, ROUTES.certBodies.mine, {}, noPages)).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.auditors.list, {}, noPages)).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.certEvaluations.list, {}, noPages)).toBe(403);
    const readOnly = await signedInUser(ctx.app, ctx.db, {
      userType: 'cert_body',
      permissions: [CERT_PAGES.auditors],
    });
    expect(await statusOf(ctx.app, ROUTES.auditors.list, {}, readOnly)).toBe(200);
    expect(await statusOf(ctx.app, ROUTES.auditors.create, { body: auditorBody() }, readOnly)).toBe(403);
    const stale = await callRoute(ctx.app, ROUTES.certEvaluations.list, {}, admin);
    expect(stale.status).toBe(200);
    expect(await ctx.db.select().from(companyEvaluations).limit(1)).toBeDefined();
  });
});
