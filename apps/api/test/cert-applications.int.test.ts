import { randomUUID } from 'node:crypto';
import { type CertScheme, ROUTES, type UserType } from '@trace/contracts';
import {
  auditItems,
  auditorConflicts,
  auditors,
  audits,
  certBodies,
  certificates,
  certModules,
  checklistTemplates,
  labelOrders,
  messages,
  messageTargets,
  productCategories,
  products,
  users,
} from '@trace/db';
import { createUser } from '@trace/db/factories';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  callRoute,
  callRouteUnchecked,
  login,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const uid = () => randomUUID().slice(0, 8);

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function category(name: string) {
  const [row] = await ctx.db
    .insert(productCategories)
    .values({ code: `cc_${uid()}`, name: { cn: name, en: name, fr: name } })
    .returning();
  return row!.id;
}

async function body(values: Partial<typeof certBodies.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(certBodies)
    .values({
      name: `Body ${uid()}`,
      schemes: ['haccp', 'organic'],
      categoryIds: [],
      accreditationValidUntil: day(365),
      status: 'active',
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-in user of a body (or an auditor of it). */
async function bodyUser(certBodyId: string, userType: UserType = 'cert_body') {
  const user = await createUser(ctx.db, { userType });
  await ctx.db.update(users).set({ certBodyId }).where(eq(users.id, user.id));
  const session = await login(ctx.app, user.account, user.password);
  return { ...user, certBodyId, ...session };
}

async function product(corpId: string, categoryId: string) {
  const [row] = await ctx.db
    .insert(products)
    .values({ corpId, categoryId, productName: `Nest ${uid()}`, reviewStatus: 'passed' })
    .returning();
  return row!;
}

async function auditor(certBodyId: string, values: Partial<typeof auditors.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(auditors)
    .values({
      certBodyId,
      name: `Auditor ${uid()}`,
      schemes: ['haccp', 'organic'],
      categoryIds: [catA],
      qualificationExpiry: day(400),
      status: 'active',
      ...values,
    })
    .returning();
  return row!;
}

let catA: string;
let catB: string;
let bodyA: Awaited<ReturnType<typeof body>>;
let bodyB: Awaited<ReturnType<typeof body>>;
let bodyAUser: Awaited<ReturnType<typeof bodyUser>>;
let bodyAUser2: Awaited<ReturnType<typeof bodyUser>>;
let bodyBUser: Awaited<ReturnType<typeof bodyUser>>;
let auditorUser: Awaited<ReturnType<typeof bodyUser>>;
let company: Signed;
let otherCompany: Signed;
let admin: Signed;
let productA: Awaited<ReturnType<typeof product>>;
let productB: Awaited<ReturnType<typeof product>>;

beforeAll(async () => {
  catA = await category('Cat A');
  catB = await category('Cat B');
  bodyA = await body({ categoryIds: [catA] });
  bodyB = await body({ categoryIds: [catA, catB] });
  bodyAUser = await bodyUser(bodyA.id);
  bodyAUser2 = await bodyUser(bodyA.id);
  bodyBUser = await bodyUser(bodyB.id);
  auditorUser = await bodyUser(bodyA.id, 'auditor');
  company = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  otherCompany = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  productA = await product(company.corpId!, catA);
  productB = await product(company.corpId!, catB);
});

async function addModule(token: string, values: Partial<BodyOf<typeof ROUTES.certModules.create>> = {}) {
  const { status, body } = await callRoute(
    ctx.app,
    ROUTES.certModules.create,
    {
      body: {
        name: `Module ${uid()}`,
        scheme: 'haccp' as CertScheme,
        productIds: [productA.id],
        requestedAnnualOutput: 1000,
        ...values,
      },
    },
    { token },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function apply(token: string, values: Partial<BodyOf<typeof ROUTES.certApplications.create>>) {
  return callRoute(
    ctx.app,
    ROUTES.certApplications.create,
    {
      body: { certBodyId: bodyA.id, scheme: 'haccp', moduleIds: [], ...values },
    },
    { token },
  );
}

async function submitted() {
  const module = await addModule(company.token);
  const { status, body } = await apply(company.token, { moduleIds: [module.id], employees: 30 });
  expect(status, JSON.stringify(body)).toBe(200);
  return { module, application: body.data };
}

async function contracted() {
  const { module, application } = await submitted();
  const id = application.id;
  const token = bodyAUser.token;
  expect(
    await statusOf(
      ctx.app,
      ROUTES.certApplications.accept,
      { params: { id }, body: { auditDays: 2.5 } },
      { token },
    ),
  ).toBe(200);
  const { status, body } = await callRoute(
    ctx.app,
    ROUTES.certApplications.contract,
    { params: { id }, body: { contractNo: `C-${uid()}`, signedAt: day(0) } },
    { token },
  );
  expect(status).toBe(200);
  return { module, application: body.data };
}

const noticesOf = async (where: { corpId?: string; userId?: string }, kind: string) =>
  ctx.db
    .select({ id: messages.id, params: messages.params })
    .from(messages)
    .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
    .where(
      and(
        eq(messages.kind, kind),
        where.corpId ? eq(messageTargets.corpId, where.corpId) : eq(messageTargets.userId, where.userId!),
      ),
    );

describe('certified modules', () => {
  it('adds, reads and edits a module; validation and ownership', async () => {
    const module = await addModule(company.token, { categoryIds: [catB], siteAddress: 'Site 1' });
    expect(module.products.map((p) => p.id)).toEqual([productA.id]);
    expect(module.certifiedAnnualOutput).toBeNull();
    expect(module.actions).toEqual(['edit']);

    const bad = await callRouteUnchecked(
      ctx.app,
      ROUTES.certModules.create,
      { body: { name: 'X', scheme: 'haccp', productIds: [], categoryIds: [], requestedAnnualOutput: 0 } },
      { token: company.token, language: 'en' },
    );
    expect(bad.status).toBe(400);

    const foreign = await product(otherCompany.corpId!, catA);
    const refused = await callRoute(
      ctx.app,
      ROUTES.certModules.create,
      { body: { name: 'X', scheme: 'haccp', productIds: [foreign.id], requestedAnnualOutput: 5 } },
      { token: company.token, language: 'en' },
    );
    expect(refused.status).toBe(409);

    const edited = await callRoute(
      ctx.app,
      ROUTES.certModules.update,
      {
        params: { id: module.id },
        body: { name: 'Renamed', scheme: 'haccp', productIds: [productB.id], requestedAnnualOutput: 20 },
      },
      { token: company.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.name).toBe('Renamed');
    expect(edited.body.data.categoryIds).toEqual([]);

    // Another company: 404 to read and to edit; the admin reads it.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.get,
        { params: { id: module.id } },
        { token: otherCompany.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.update,
        {
          params: { id: module.id },
          body: { name: 'X', scheme: 'haccp', productIds: [productA.id], requestedAnnualOutput: 1 },
        },
        { token: otherCompany.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.certModules.get, { params: { id: module.id } }, { token: admin.token }),
    ).toBe(200);
    // A body sees a company's modules only once the company applied to it.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.get,
        { params: { id: module.id } },
        { token: bodyBUser.token },
      ),
    ).toBe(404);

    const options = await callRoute(ctx.app, ROUTES.certModules.productOptions, undefined, {
      token: company.token,
    });
    expect(options.body.data.map((o) => o.value).sort()).toEqual([productA.id, productB.id].sort());
  });

  it('locks the scope of a module in an effective certificate but lets other fields change', async () => {
    const module = await addModule(company.token);
    const certNo = `CERT-${uid()}`;
    await ctx.db.insert(certificates).values({
      certNo,
      corpId: company.corpId!,
      certBodyId: bodyA.id,
      scheme: 'haccp',
      moduleIds: [module.id],
      status: 'suspended',
      validFrom: day(-10),
      validUntil: day(1000),
    });
    const scope = await callRoute(
      ctx.app,
      ROUTES.certModules.update,
      {
        params: { id: module.id },
        body: {
          name: module.name,
          scheme: 'haccp',
          productIds: [productA.id, productB.id],
          requestedAnnualOutput: 1000,
        },
      },
      { token: company.token, language: 'en' },
    );
    expect(scope.status).toBe(409);
    expect(scope.body.msg).toContain(certNo);
    expect(scope.body.msg).toContain('scope extension');

    const other = await callRoute(
      ctx.app,
      ROUTES.certModules.update,
      {
        params: { id: module.id },
        body: {
          name: 'New name',
          scheme: 'haccp',
          productIds: [productA.id],
          requestedAnnualOutput: 5000,
          remark: 'r',
        },
      },
      { token: company.token },
    );
    expect(other.status).toBe(200);
    expect(other.body.data.scopeLocked).toBe(true);
    expect(other.body.data.certificates[0]!.certNo).toBe(certNo);
  });

  it('counts the labels ordered for a module in a year and files the annual output', async () => {
    const module = await addModule(company.token, { productIds: [productA.id], categoryIds: [catB] });
    await ctx.db.update(certModules).set({ certifiedAnnualOutput: 500 }).where(eq(certModules.id, module.id));
    const year = new Date().getUTCFullYear();
    const order = (productId: string, count: number, status: string, createdAt = new Date()) => ({
      orderNo: `LO${uid()}${uid()}`,
      corpId: company.corpId!,
      productId,
      sheetType: 'big',
      count,
      status,
      createdAt,
    });
    const otherB = await product(company.corpId!, catB);
    const outside = await product(company.corpId!, catA);
    await ctx.db.insert(labelOrders).values([
      order(productA.id, 100, 'passed'),
      order(otherB.id, 50, 'to_be_reviewed'), // category in scope
      order(productA.id, 70, 'failed'), // failed: not counted
      order(outside.id, 30, 'passed'), // not covered
      order(productA.id, 40, 'passed', new Date(Date.UTC(year - 1, 5, 1))), // last year
    ]);
    const rows = await callRoute(
      ctx.app,
      ROUTES.certModules.annualOutputs,
      { query: { year, pageSize: 100 } },
      { token: company.token },
    );
    const row = rows.body.data.list.find((r) => r.moduleId === module.id)!;
    expect(row).toMatchObject({
      certifiedAnnualOutput: 500,
      labelsOrdered: 150,
      remainder: 350,
      producedQuantity: null,
    });
    const last = await callRoute(
      ctx.app,
      ROUTES.certModules.annualOutputs,
      { query: { year: year - 1, pageSize: 100 } },
      { token: company.token },
    );
    expect(last.body.data.list.find((r) => r.moduleId === module.id)!.labelsOrdered).toBe(40);

    const filed = await callRoute(
      ctx.app,
      ROUTES.certModules.reportAnnualOutput,
      { body: { moduleId: module.id, year, producedQuantity: 120, remark: 'ok' } },
      { token: company.token },
    );
    expect(filed.status).toBe(200);
    expect(filed.body.data.producedQuantity).toBe(120);
    const updated = await callRoute(
      ctx.app,
      ROUTES.certModules.reportAnnualOutput,
      { body: { moduleId: module.id, year, producedQuantity: 130 } },
      { token: company.token },
    );
    expect(updated.body.data.producedQuantity).toBe(130);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.reportAnnualOutput,
        { body: { moduleId: module.id, year: year + 1, producedQuantity: 1 } },
        { token: company.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.reportAnnualOutput,
        { body: { moduleId: module.id, year, producedQuantity: 1 } },
        { token: otherCompany.token },
      ),
    ).toBe(404);
  });
});

describe('applications', () => {
  it('lists eligible bodies for a scheme', async () => {
    const inactive = await body({ status: 'inactive' });
    const expired = await body({ accreditationValidUntil: day(-1) });
    const { body: answer } = await callRoute(
      ctx.app,
      ROUTES.certApplications.eligibleBodies,
      { query: { scheme: 'haccp' } },
      { token: company.token },
    );
    const ids = answer.data.map((b) => b.value);
    expect(ids).toContain(bodyA.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(expired.id);
    const brc = await callRoute(
      ctx.app,
      ROUTES.certApplications.eligibleBodies,
      { query: { scheme: 'brcgs' } },
      { token: company.token },
    );
    expect(brc.body.data.map((b) => b.value)).not.toContain(bodyA.id);
  });

  it('refuses applications outside the body accreditation or with modules already applied for', async () => {
    const module = await addModule(company.token);
    const inactive = await body({ status: 'inactive', categoryIds: [catA] });
    const expired = await body({ accreditationValidUntil: day(-1), categoryIds: [catA] });
    const cases: [Partial<BodyOf<typeof ROUTES.certApplications.create>>, string][] = [
      [{ certBodyId: inactive.id, moduleIds: [module.id] }, 'inactive'],
      [{ certBodyId: expired.id, moduleIds: [module.id] }, 'expired'],
      [{ scheme: 'brcgs', moduleIds: [module.id] }, 'not accredited'],
    ];
    for (const [values, text] of cases) {
      const { status, body: answer } = await callRoute(
        ctx.app,
        ROUTES.certApplications.create,
        { body: { certBodyId: bodyA.id, scheme: 'haccp', moduleIds: [], ...values } },
        { token: company.token, language: 'en' },
      );
      expect(status).toBe(409);
      expect(answer.msg).toContain(text);
    }
    const wide = await addModule(company.token, { categoryIds: [catB] });
    const outside = await apply(company.token, { moduleIds: [wide.id] });
    expect(outside.status).toBe(409);
    const viaProduct = await addModule(company.token, { productIds: [productB.id] });
    expect((await apply(company.token, { moduleIds: [viaProduct.id] })).status).toBe(409);
    // Body B covers category B.
    expect((await apply(company.token, { certBodyId: bodyB.id, moduleIds: [wide.id] })).status).toBe(200);
    const again = await callRoute(
      ctx.app,
      ROUTES.certApplications.create,
      { body: { certBodyId: bodyB.id, scheme: 'haccp', moduleIds: [wide.id] } },
      { token: company.token, language: 'en' },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('already in the open application');
    // Another company's module: 404; no module: 400.
    expect((await apply(otherCompany.token, { moduleIds: [module.id] })).status).toBe(404);
    expect((await apply(company.token, { moduleIds: [] })).status).toBe(400);
  });

  it('goes submitted -> returned -> submitted -> accepted -> contracted, with notices', async () => {
    const { module, application } = await submitted();
    const id = application.id;
    expect(application.status).toBe('submitted');
    expect(application.applicationNo).toMatch(/^CA\d{8}[0-9A-F]{8}$/);
    expect(application.actions).toEqual(['withdraw']);
    expect(await noticesOf({ userId: bodyAUser.id }, 'certApp.noticeSubmitted')).not.toHaveLength(0);
    expect(await noticesOf({ userId: bodyAUser2.id }, 'certApp.noticeSubmitted')).not.toHaveLength(0);

    const seen = await callRoute(
      ctx.app,
      ROUTES.certApplications.get,
      { params: { id } },
      { token: bodyAUser.token },
    );
    expect(seen.body.data.actions).toEqual(['accept', 'return', 'reject']);

    // Wrong states and wrong people.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.contract,
        { params: { id }, body: { contractNo: 'C1', signedAt: day(0) } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.resubmit, { params: { id } }, { token: company.token }),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 2 } },
        { token: company.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 2 } },
        { token: bodyBUser.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 2 } },
        { token: admin.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 2 } },
        { token: auditorUser.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.withdraw,
        { params: { id } },
        { token: bodyAUser.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.get, { params: { id } }, { token: otherCompany.token }),
    ).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.get, { params: { id } }, { token: bodyBUser.token }),
    ).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.get, { params: { id } }, { token: auditorUser.token }),
    ).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.get, { params: { id } }, { token: admin.token }),
    ).toBe(200);
    // Validation of the body's review.
    for (const auditDays of [0, 0.3, 101, 1.25]) {
      expect(
        await statusOf(
          ctx.app,
          ROUTES.certApplications.accept,
          { params: { id }, body: { auditDays } },
          { token: bodyAUser.token },
        ),
      ).toBe(400);
    }
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.return,
        { params: { id }, body: { reason: ' ' } },
        { token: bodyAUser.token },
      ),
    ).toBe(400);

    const returned = await callRoute(
      ctx.app,
      ROUTES.certApplications.return,
      { params: { id }, body: { reason: 'Add the site plan' } },
      { token: bodyAUser.token },
    );
    expect(returned.body.data).toMatchObject({ status: 'returned', reviewNote: 'Add the site plan' });
    expect(await noticesOf({ corpId: company.corpId! }, 'certApp.noticeReturned')).not.toHaveLength(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 2 } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);

    const mine = await callRoute(
      ctx.app,
      ROUTES.certApplications.get,
      { params: { id } },
      { token: company.token },
    );
    expect(mine.body.data.actions).toEqual(['edit', 'resubmit', 'withdraw']);
    const edited = await callRoute(
      ctx.app,
      ROUTES.certApplications.update,
      {
        params: { id },
        body: {
          certBodyId: bodyA.id,
          scheme: 'haccp',
          moduleIds: [module.id],
          employees: 40,
          remark: 'plan added',
        },
      },
      { token: company.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.employees).toBe(40);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.resubmit,
        { params: { id } },
        { token: otherCompany.token },
      ),
    ).toBe(404);
    const again = await callRoute(
      ctx.app,
      ROUTES.certApplications.resubmit,
      { params: { id } },
      { token: company.token },
    );
    expect(again.body.data.status).toBe('submitted');
    expect(await noticesOf({ userId: bodyAUser.id }, 'certApp.noticeResubmitted')).not.toHaveLength(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.update,
        { params: { id }, body: { certBodyId: bodyA.id, scheme: 'haccp', moduleIds: [module.id] } },
        { token: company.token },
      ),
    ).toBe(409);

    const accepted = await callRoute(
      ctx.app,
      ROUTES.certApplications.accept,
      { params: { id }, body: { auditDays: 1.5, reviewNote: 'fine' } },
      { token: bodyAUser2.token },
    );
    expect(accepted.body.data).toMatchObject({ status: 'accepted', auditDays: 1.5 });
    expect(
      await statusOf(ctx.app, ROUTES.certApplications.withdraw, { params: { id } }, { token: company.token }),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.reject,
        { params: { id }, body: { reason: 'x' } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
    const signed = await callRoute(
      ctx.app,
      ROUTES.certApplications.contract,
      { params: { id }, body: { contractNo: 'CT-001', signedAt: day(0) } },
      { token: bodyAUser.token },
    );
    expect(signed.body.data).toMatchObject({
      status: 'contracted',
      contractNo: 'CT-001',
      actions: ['planAudit'],
    });
    expect(await noticesOf({ corpId: company.corpId! }, 'certApp.noticeContracted')).not.toHaveLength(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.contract,
        { params: { id }, body: { contractNo: 'CT-002', signedAt: day(0) } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);

    // The body now reads the company's modules.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certModules.get,
        { params: { id: module.id } },
        { token: bodyAUser.token },
      ),
    ).toBe(200);
    const list = await callRoute(
      ctx.app,
      ROUTES.certApplications.list,
      { query: { pageSize: 100 } },
      { token: bodyBUser.token },
    );
    expect(list.body.data.list.map((a) => a.id)).not.toContain(id);
  });

  it('rejects and withdraws, and frees the modules of closed applications', async () => {
    const first = await submitted();
    const rejected = await callRoute(
      ctx.app,
      ROUTES.certApplications.reject,
      { params: { id: first.application.id }, body: { reason: 'Out of capacity' } },
      { token: bodyAUser.token },
    );
    expect(rejected.body.data.status).toBe('rejected');
    expect(await noticesOf({ corpId: company.corpId! }, 'certApp.noticeRejected')).not.toHaveLength(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.withdraw,
        { params: { id: first.application.id } },
        { token: company.token },
      ),
    ).toBe(409);

    const second = await apply(company.token, { moduleIds: [first.module.id] });
    expect(second.status).toBe(200);
    const withdrawn = await callRoute(
      ctx.app,
      ROUTES.certApplications.withdraw,
      { params: { id: second.body.data.id } },
      { token: company.token },
    );
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await apply(company.token, { moduleIds: [first.module.id] })).status).toBe(200);
  });

  it('lets the company withdraw a returned application, and nobody move it after', async () => {
    const { application } = await submitted();
    const id = application.id;
    await callRoute(
      ctx.app,
      ROUTES.certApplications.return,
      { params: { id }, body: { reason: 'Incomplete' } },
      { token: bodyAUser.token },
    );
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.withdraw,
        { params: { id } },
        { token: otherCompany.token },
      ),
    ).toBe(404);
    const withdrawn = await callRoute(
      ctx.app,
      ROUTES.certApplications.withdraw,
      { params: { id } },
      { token: company.token },
    );
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', actions: [] });
    for (const [route, body] of [
      [ROUTES.certApplications.resubmit, {}],
      [ROUTES.certApplications.withdraw, {}],
    ] as const) {
      expect(await statusOf(ctx.app, route, { params: { id }, body }, { token: company.token })).toBe(409);
    }
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.accept,
        { params: { id }, body: { auditDays: 1 } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.certApplications.return,
        { params: { id }, body: { reason: 'x' } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
  });

  it('lists by tenant: the company its own, the body those addressed to it, the admin all', async () => {
    const { application } = await submitted();
    const ids = async (token: string) =>
      (
        await callRoute(ctx.app, ROUTES.certApplications.list, { query: { pageSize: 100 } }, { token })
      ).body.data.list.map((a) => a.id);
    expect(await ids(company.token)).toContain(application.id);
    expect(await ids(bodyAUser.token)).toContain(application.id);
    expect(await ids(admin.token)).toContain(application.id);
    expect(await ids(otherCompany.token)).not.toContain(application.id);
    expect(await ids(bodyBUser.token)).not.toContain(application.id);
    const filtered = await callRoute(
      ctx.app,
      ROUTES.certApplications.list,
      { query: { keyword: application.applicationNo, status: 'submitted' } },
      { token: bodyAUser.token },
    );
    expect(filtered.body.data.list.map((a) => a.id)).toEqual([application.id]);
  });
});

describe('audit planning', () => {
  const plan = (
    token: string,
    values: Partial<BodyOf<typeof ROUTES.auditPlanning.create>> & { leadAuditorId: string },
    language?: 'en',
  ) =>
    callRoute(
      ctx.app,
      ROUTES.auditPlanning.create,
      { body: { type: 'stage1', plannedStart: day(10), plannedEnd: day(12), ...values } },
      { token, language },
    );

  it('plans stage 1 with a checked team, copies the checklist and notifies', async () => {
    const { application } = await contracted();
    const lead = await auditor(bodyA.id, { userId: auditorUser.id });
    const member = await auditor(bodyA.id);
    const result = await plan(bodyAUser.token, {
      applicationId: application.id,
      leadAuditorId: lead.id,
      memberIds: [member.id],
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const audit = result.body.data;
    expect(audit).toMatchObject({ status: 'planned', type: 'stage1', corpId: company.corpId });
    expect(audit.auditNo).toMatch(/^AU\d{8}/);
    expect(audit.team.map((m) => m.role)).toEqual(['lead', 'member']);
    const items = await ctx.db.select().from(auditItems).where(eq(auditItems.auditId, audit.id));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.verdict === null)).toBe(true);
    expect(audit.itemCount).toBe(items.length);
    expect(await noticesOf({ userId: auditorUser.id }, 'auditPlan.noticeTeam')).not.toHaveLength(0);
    expect(await noticesOf({ corpId: company.corpId! }, 'auditPlan.noticeCompany')).not.toHaveLength(0);

    // The process shows the audit.
    const detail = await callRoute(
      ctx.app,
      ROUTES.certApplications.get,
      { params: { id: application.id } },
      { token: company.token },
    );
    expect(detail.body.data.audits.map((a) => a.id)).toEqual([audit.id]);

    // Stage 2 needs a signed stage 1.
    const early = await plan(
      bodyAUser.token,
      { applicationId: application.id, type: 'stage2', leadAuditorId: lead.id },
      'en',
    );
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('signed stage 1');
    await ctx.db
      .update(audits)
      .set({ status: 'signed', signedAt: new Date() })
      .where(eq(audits.id, audit.id));
    expect(
      (await plan(bodyAUser.token, { applicationId: application.id, type: 'stage2', leadAuditorId: lead.id }))
        .status,
    ).toBe(200);
    // Only stage audits for an application; only special audits unannounced.
    expect(
      (
        await plan(bodyAUser.token, {
          applicationId: application.id,
          type: 'surveillance',
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await plan(bodyAUser.token, {
          applicationId: application.id,
          unannounced: true,
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await plan(bodyAUser.token, {
          applicationId: application.id,
          plannedEnd: day(5),
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await plan(bodyAUser.token, {
          applicationId: application.id,
          leadAuditorId: lead.id,
          memberIds: [lead.id],
        })
      ).status,
    ).toBe(400);
  });

  it('refuses audits of applications not contracted, of other bodies, and from others than the body', async () => {
    const { application } = await submitted();
    const lead = await auditor(bodyA.id);
    expect(
      (await plan(bodyAUser.token, { applicationId: application.id, leadAuditorId: lead.id })).status,
    ).toBe(409);
    const { application: ready } = await contracted();
    expect((await plan(bodyBUser.token, { applicationId: ready.id, leadAuditorId: lead.id })).status).toBe(
      404,
    );
    expect((await plan(admin.token, { applicationId: ready.id, leadAuditorId: lead.id })).status).toBe(403);
    expect((await plan(company.token, { applicationId: ready.id, leadAuditorId: lead.id })).status).toBe(403);
    expect((await plan(auditorUser.token, { applicationId: ready.id, leadAuditorId: lead.id })).status).toBe(
      403,
    );
  });

  it('names the auditor and the reason for each refused team member, and lists eligibility', async () => {
    const { application } = await contracted();
    const ok = await auditor(bodyA.id);
    const refusedBy = {
      conflict: await auditor(bodyA.id),
      qualificationExpired: await auditor(bodyA.id, { qualificationExpiry: day(11) }),
      schemeMissing: await auditor(bodyA.id, { schemes: ['brcgs'] }),
      categoryMissing: await auditor(bodyA.id, { categoryIds: [catB] }),
      inactive: await auditor(bodyA.id, { status: 'inactive' }),
      otherBody: await auditor(bodyB.id),
    };
    await ctx.db
      .insert(auditorConflicts)
      .values({ auditorId: refusedBy.conflict.id, corpId: company.corpId!, reason: 'former employee' });
    const texts = {
      conflict: 'conflict of interest',
      qualificationExpired: 'qualification',
      schemeMissing: 'not qualified for this scheme',
      categoryMissing: 'categories',
      inactive: 'inactive',
      otherBody: 'does not belong',
    };
    for (const [reason, who] of Object.entries(refusedBy)) {
      const { status, body: answer } = await plan(
        bodyAUser.token,
        { applicationId: application.id, leadAuditorId: ok.id, memberIds: [who.id] },
        'en',
      );
      expect(status, reason).toBe(409);
      expect(answer.msg).toContain(who.name);
      expect(answer.msg).toContain(texts[reason as keyof typeof texts]);
    }
    const { body: listed } = await callRoute(
      ctx.app,
      ROUTES.auditPlanning.eligibleAuditors,
      { query: { applicationId: application.id, plannedEnd: day(12) } },
      { token: bodyAUser.token },
    );
    const byId = new Map(listed.data.map((a) => [a.id, a]));
    expect(byId.get(ok.id)).toMatchObject({ eligible: true, reasons: [] });
    expect(byId.get(refusedBy.conflict.id)!.reasons).toEqual(['conflict']);
    expect(byId.get(refusedBy.qualificationExpired.id)!.reasons).toEqual(['qualificationExpired']);
    expect(byId.get(refusedBy.categoryMissing.id)!.reasons).toEqual(['categoryMissing']);
    expect(byId.has(refusedBy.otherBody.id)).toBe(false);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditPlanning.eligibleAuditors,
        { query: { applicationId: application.id, plannedEnd: day(12) } },
        { token: bodyBUser.token },
      ),
    ).toBe(404);
  });

  it('replans and cancels only in the right states', async () => {
    const { application } = await contracted();
    const lead = await auditor(bodyA.id);
    const other = await auditor(bodyA.id);
    const { body: planned } = await plan(bodyAUser.token, {
      applicationId: application.id,
      leadAuditorId: lead.id,
    });
    const id = planned.data.id;
    const replanned = await callRoute(
      ctx.app,
      ROUTES.auditPlanning.replan,
      {
        params: { id },
        body: { plannedStart: day(20), plannedEnd: day(21), leadAuditorId: other.id, memberIds: [lead.id] },
      },
      { token: bodyAUser.token },
    );
    expect(replanned.status).toBe(200);
    expect(replanned.body.data).toMatchObject({ plannedStart: day(20), plannedEnd: day(21) });
    expect(replanned.body.data.team[0]!.auditorId).toBe(other.id);
    const expired = await auditor(bodyA.id, { qualificationExpiry: day(20) });
    const refused = await callRoute(
      ctx.app,
      ROUTES.auditPlanning.replan,
      { params: { id }, body: { plannedStart: day(20), plannedEnd: day(21), leadAuditorId: expired.id } },
      { token: bodyAUser.token, language: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(expired.name);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditPlanning.replan,
        { params: { id }, body: { plannedStart: day(20), plannedEnd: day(21), leadAuditorId: lead.id } },
        { token: bodyBUser.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(ctx.app, ROUTES.auditPlanning.plan, { params: { id } }, { token: bodyAUser.token }),
    ).toBe(200);
    expect(
      await statusOf(ctx.app, ROUTES.auditPlanning.plan, { params: { id } }, { token: bodyBUser.token }),
    ).toBe(404);

    await ctx.db.update(audits).set({ status: 'in_progress' }).where(eq(audits.id, id));
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditPlanning.replan,
        { params: { id }, body: { plannedStart: day(20), plannedEnd: day(21), leadAuditorId: lead.id } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditPlanning.cancel,
        { params: { id }, body: { reason: '' } },
        { token: bodyAUser.token },
      ),
    ).toBe(400);
    const cancelled = await callRoute(
      ctx.app,
      ROUTES.auditPlanning.cancel,
      { params: { id }, body: { reason: 'Site closed' } },
      { token: bodyAUser.token },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Site closed' });
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditPlanning.cancel,
        { params: { id }, body: { reason: 'again' } },
        { token: bodyAUser.token },
      ),
    ).toBe(409);
  });

  it('plans certificate audits: unannounced special ones stay hidden from the company, and a scheme needs a template', async () => {
    const module = await addModule(company.token);
    const [certificate] = await ctx.db
      .insert(certificates)
      .values({
        certNo: `CERT-${uid()}`,
        corpId: company.corpId!,
        certBodyId: bodyA.id,
        scheme: 'haccp',
        moduleIds: [module.id],
        validFrom: day(-100),
        validUntil: day(900),
      })
      .returning();
    const lead = await auditor(bodyA.id);
    const before = (await noticesOf({ corpId: company.corpId! }, 'auditPlan.noticeCompany')).length;
    const special = await plan(bodyAUser.token, {
      certificateId: certificate!.id,
      type: 'special',
      unannounced: true,
      leadAuditorId: lead.id,
    });
    expect(special.status, JSON.stringify(special.body)).toBe(200);
    expect((await noticesOf({ corpId: company.corpId! }, 'auditPlan.noticeCompany')).length).toBe(before);
    expect(
      (
        await plan(bodyAUser.token, {
          certificateId: certificate!.id,
          type: 'stage1',
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await plan(bodyBUser.token, {
          certificateId: certificate!.id,
          type: 'surveillance',
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(404);

    // A body template of the scheme is offered beside the built-in one.
    const [own] = await ctx.db
      .insert(checklistTemplates)
      .values({
        certBodyId: bodyA.id,
        scheme: 'haccp',
        name: 'Own',
        items: [{ code: 'X1', section: 'X', text: { cn: 'x', en: 'x', fr: 'x' } }],
      })
      .returning();
    const options = await callRoute(
      ctx.app,
      ROUTES.auditPlanning.templates,
      { query: { certificateId: certificate!.id } },
      { token: bodyAUser.token },
    );
    expect(options.body.data.map((t) => t.value)).toContain(own!.id);
    const withOwn = await plan(bodyAUser.token, {
      certificateId: certificate!.id,
      type: 'surveillance',
      templateId: own!.id,
      leadAuditorId: lead.id,
    });
    expect(withOwn.body.data.itemCount).toBe(1);

    const organic = await addModule(company.token, { scheme: 'organic' });
    const [organicCert] = await ctx.db
      .insert(certificates)
      .values({
        certNo: `CERT-${uid()}`,
        corpId: company.corpId!,
        certBodyId: bodyA.id,
        scheme: 'organic',
        moduleIds: [organic.id],
        validFrom: day(-100),
        validUntil: day(900),
      })
      .returning();
    const builtInOrganic = await ctx.db
      .select()
      .from(checklistTemplates)
      .where(eq(checklistTemplates.scheme, 'organic'));
    if (builtInOrganic.length === 0) {
      const none = await plan(
        bodyAUser.token,
        { certificateId: organicCert!.id, type: 'surveillance', leadAuditorId: lead.id },
        'en',
      );
      expect(none.status).toBe(409);
      expect(none.body.msg).toContain('create one first');
    }
    await ctx.db
      .update(certificates)
      .set({ status: 'withdrawn' })
      .where(eq(certificates.id, certificate!.id));
    expect(
      (
        await plan(bodyAUser.token, {
          certificateId: certificate!.id,
          type: 'surveillance',
          leadAuditorId: lead.id,
        })
      ).status,
    ).toBe(409);
  });
});
