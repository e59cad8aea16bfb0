import { randomInt, randomUUID } from 'node:crypto';
import { ROUTES, translate } from '@trace/contracts';
import {
  auditorConflicts,
  auditors,
  batches,
  createDb,
  labels,
  productCategories,
  products,
} from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { dayFromToday, drawPng } from './files';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { en } from './texts';
import {
  combobox,
  dismissToasts,
  field,
  pick,
  restingScreenshot,
  row,
  screenshotFailures,
  submitSignIn,
} from './ui';

const DAY = 24 * 3600_000;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** GS1 check digit: weights 3 and 1 from the right, mod 10. */
const checkDigit = (body: string) =>
  (10 - ([...body].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;

/**
 * Certification in the browser, from the application to the suspension (decision 0024): a company
 * applies to an accredited body for HACCP over a module of its product, whose own category requires a
 * certificate for labels; a body user accepts it, records the contract and plans the audits (an auditor
 * with a declared conflict is offered but cannot be chosen); the auditor answers the checklist, raises a
 * major finding, accepts the company's answer and signs; another body user reviews and grants; the
 * company orders labels; the certificate is suspended; the next order is refused naming the certificate,
 * and the public pages (the certificate status, a label's scan) show it suspended.
 */
describe('certification: application, audit, decision, certificate and gated labels', () => {
  let harness: E2EHarness;
  const { dataAs, uploadAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let company: TestUser;
  let bodyA: TestUser;
  let bodyB: TestUser;
  let auditor: TestUser;
  let corpId: string;
  let productId: string;
  let applicationId: string;
  let applicationNo: string;
  let stage2Id: string;
  let stage2No: string;
  let findingNo: string;
  let certificate: { id: string; certNo: string };
  const contexts: BrowserContext[] = [];
  const pages: Record<'company' | 'bodyA' | 'bodyB' | 'auditor', Page | undefined> = {
    company: undefined,
    bodyA: undefined,
    bodyB: undefined,
    auditor: undefined,
  };
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const companyName = `Golden Swift Foods ${suffix}`;
  const productName = `Infant Nest Porridge ${suffix}`;
  const moduleName = `Porridge line ${suffix}`;
  const bodyName = `Coastal Certification ${suffix}`;
  const auditorName = `Mei Lin ${suffix}`;
  const conflictedName = `Hao Chen ${suffix}`;
  const findingText = 'The metal detector on the filling line was not tested at the start of the shift.';
  const suspendReason = 'The surveillance audit found the cooling step out of control.';
  const goods = { gtin: '', batchNo: '', excode: '' };

  const toast = (page: Page, text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });
  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);
  const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
    scope.getByRole('button', { name, exact: true });

  /** The page of one person, signed in once (in English) and kept for the whole flow. */
  async function as(who: keyof typeof pages): Promise<Page> {
    const people = { company, bodyA, bodyB, auditor };
    if (!pages[who]) {
      const { context, page } = await harness.newPage({ locale: 'en-GB' });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      await submitSignIn(page, people[who], en('shell', 'login.submit'));
      pages[who] = page;
    }
    current = pages[who];
    return pages[who]!;
  }

  /** Plans an audit of the application from /planAudit with the eligible auditor as lead; its id and number. */
  async function planAudit(page: Page, type: 'stage1' | 'stage2', start: string, end: string) {
    await page.goto(`/certificationProcessCom?id=${applicationId}`);
    await button(page, en('certApplications', 'buttons.planAudit')).click();
    await page.waitForURL(`**/planAudit?applicationId=${applicationId}`);
    await page.getByRole('heading', { name: en('certApplications', 'plan.title'), exact: true }).waitFor();
    await page.getByText(en('certApplications', `types.${type}`), { exact: true }).click();
    await field(page, en('certApplications', 'plan.plannedStart')).fill(start);
    await page.keyboard.press('Escape');
    await field(page, en('certApplications', 'plan.plannedEnd')).fill(end);
    await page.keyboard.press('Escape');
    const lead = combobox(page, en('certApplications', 'plan.lead'));
    await lead.click();
    // The auditor with a declared conflict with the company is offered, with the reason, but disabled.
    await page
      .getByRole('option', {
        name: `${conflictedName} — ${en('certApplications', 'refusals.conflict')}`,
        exact: true,
        disabled: true,
      })
      .waitFor();
    if (type === 'stage1') await shot(page, 'certification-03-plan-conflict');
    await page.getByRole('option', { name: auditorName, exact: true }).click();
    expect(await lead.inputValue()).toBe(auditorName);
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.auditPlanning.create)),
      button(page, en('common', 'save')).click(),
    ]);
    const planned = (await response.json()) as {
      code: string;
      msg: string;
      data: { id: string; auditNo: string };
    };
    expect(planned.code, planned.msg).toBe('200');
    await page.waitForURL(`**/certificationProcessCom?id=${applicationId}`);
    await toast(page, en('certApplications', 'plan.planned')).waitFor();
    await page.getByText(planned.data.auditNo, { exact: true }).waitFor();
    return planned.data;
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-certification' });
    const db = database.db;
    // The product's own category requires a certificate for labels; the platform-wide switch is left alone.
    const [category] = await db
      .insert(productCategories)
      .values({
        code: `e2e-cert-${suffix}`,
        name: {
          cn: `婴幼儿燕窝 ${suffix}`,
          en: `Infant bird's nest ${suffix}`,
          fr: `Nid infantile ${suffix}`,
        },
        certRequired: true,
      })
      .returning();
    const categoryId = category!.id;

    const corp = await createCompany(db, {
      name: companyName,
      kind: 'producer',
      registrationNo: `91350200MA${digits(8)}`,
      legalRepresentative: 'Chen Jianhua',
      contactName: 'Lin Xiao',
      contactPhone: '13600136000',
      address: `Software Park Phase II, Xiamen ${suffix}`,
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(Date.now() - 30 * DAY),
      syEndTime: new Date(Date.now() + 200 * DAY),
    });
    corpId = corp.id;
    company = await harness.createUser({ userType: 'producer', corpId });
    const licence = await uploadAs(
      company,
      'licence.png',
      drawPng(120, 80, (x, y) => (y < 16 ? [24, 120, 110] : x % 20 < 2 ? [140, 140, 140] : [252, 250, 245])),
      'image/png',
    );
    await database.sql`update companies set licence_files = ${[licence.url]} where id = ${corpId}`;

    const gtinBody = `0${digits(12)}`;
    goods.gtin = `${gtinBody}${checkDigit(gtinBody)}`;
    const [product] = await db
      .insert(products)
      .values({
        corpId,
        categoryId,
        productName,
        gtin: goods.gtin,
        specification: '200 g × 6',
        reviewStatus: 'passed',
        listingStatus: 'online',
      })
      .returning({ id: products.id });
    productId = product!.id;
    // One labelled unit already on the market, for the scan page.
    goods.batchNo = `CB${digits(6)}`;
    const [batch] = await db
      .insert(batches)
      .values({ batchNo: goods.batchNo, corpId, productId, status: 'complete', boundCount: 1 })
      .returning();
    goods.excode = `9${digits(17)}`;
    await db.insert(labels).values({
      excode: goods.excode,
      pcode: digits(12),
      corpId,
      productId,
      batchId: batch!.id,
      status: 'bound',
    });
    await dataAs(company, ROUTES.system.goodsAddresses.create, {
      body: {
        receiver: 'Lin Xiao',
        phone: '13600136000',
        region: 'Fujian Xiamen Siming',
        address: `Software Park Phase II ${suffix}`,
        postcode: '361008',
        isDefault: true,
      },
    });
    await dataAs(company, ROUTES.certModules.create, {
      body: { name: moduleName, scheme: 'haccp', productIds: [productId], requestedAnnualOutput: 50_000 },
    });

    // The body (the one made with its first user), accredited for HACCP over the category.
    bodyA = await harness.createUser({ userType: 'cert_body' });
    const certBodyId = bodyA.certBodyId!;
    await database.sql`
      update cert_bodies set name = ${bodyName}, accreditation_no = ${`CNAS C${digits(4)}-F`},
        accredited_by = 'CNAS', schemes = ${['haccp']}, category_ids = ${[categoryId]}::uuid[],
        accreditation_valid_until = ${dayFromToday(730)}, status = 'active'
      where id = ${certBodyId}`;
    bodyB = await harness.createUser({ userType: 'cert_body' });
    auditor = await harness.createUser({ userType: 'auditor' });
    // The second body user and the auditor's account belong to the same body.
    await database.sql`
      update users set cert_body_id = ${certBodyId} where id in (${bodyB.id}, ${auditor.id})`;
    const qualified = {
      certBodyId,
      schemes: ['haccp'],
      categoryIds: [categoryId],
      languages: ['cn', 'en'],
      qualificationExpiry: dayFromToday(365),
      status: 'active',
    };
    await db.insert(auditors).values({ ...qualified, name: auditorName, userId: auditor.id });
    const [conflicted] = await db
      .insert(auditors)
      .values({ ...qualified, name: conflictedName })
      .returning({ id: auditors.id });
    await db.insert(auditorConflicts).values({
      auditorId: conflicted!.id,
      corpId,
      reason: 'Consulted for the company on its HACCP plan last year',
    });
  });

  screenshotFailures(
    () => harness,
    'certification',
    () => current,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('the company applies to the body for HACCP over its module at /certApply', async () => {
    const page = await as('company');
    await page.goto('/certApply');
    await page
      .getByRole('heading', { name: en('certApplications', 'form.applyTitle'), exact: true })
      .waitFor();
    await pick(page, en('certApplications', 'fields.body'), bodyName);
    await pick(page, en('certApplications', 'fields.modules'), moduleName);
    await page.keyboard.press('Escape');
    await field(page, en('certApplications', 'fields.siteAddress')).fill(`Software Park Phase II ${suffix}`);
    await shot(page, 'certification-01-apply');
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.certApplications.create)),
      button(page, en('common', 'save')).click(),
    ]);
    const created = (await response.json()) as {
      code: string;
      msg: string;
      data: { id: string; applicationNo: string; status: string };
    };
    expect(created.code, created.msg).toBe('200');
    expect(created.data.status).toBe('submitted');
    applicationId = created.data.id;
    applicationNo = created.data.applicationNo;
    await page.waitForURL(`**/certificationProcessCom?id=${applicationId}`);
    await toast(page, en('certApplications', 'form.submitted')).waitFor();
    await page.getByRole('heading', { name: applicationNo, exact: true }).waitFor();
  });

  it('a body user accepts the application and records the contract', async () => {
    const page = await as('bodyA');
    await page.goto('/certProcess');
    await row(page, applicationNo).getByText(applicationNo, { exact: true }).click();
    await page.waitForURL(`**/certificationProcessCom?id=${applicationId}`);
    await page.getByRole('heading', { name: applicationNo, exact: true }).waitFor();

    await button(page, en('certApplications', 'buttons.accept')).click();
    const accept = page.getByRole('dialog', { name: en('certApplications', 'buttons.acceptTitle') });
    await field(accept, en('certApplications', 'fields.auditDays')).fill('2');
    await field(accept, en('certApplications', 'fields.reviewNote')).fill(
      'Scope and site fit our accreditation.',
    );
    await Promise.all([
      page.waitForResponse(answers(ROUTES.certApplications.accept)),
      button(accept, en('common', 'save')).click(),
    ]);
    await accept.waitFor({ state: 'hidden' });

    await button(page, en('certApplications', 'buttons.contract')).click();
    const contract = page.getByRole('dialog', { name: en('certApplications', 'buttons.contract') });
    await field(contract, en('certApplications', 'fields.contractNo')).fill(`HT-${suffix}`);
    await field(contract, en('certApplications', 'fields.signedAt')).fill(dayFromToday(0));
    // Back to the number: the day's calendar closes (Escape would close the dialog too).
    await field(contract, en('certApplications', 'fields.contractNo')).click();
    await Promise.all([
      page.waitForResponse(answers(ROUTES.certApplications.contract)),
      button(contract, en('common', 'save')).click(),
    ]);
    await contract.waitFor({ state: 'hidden' });
    await page.getByText(`HT-${suffix} · ${dayFromToday(0)}`).waitFor();
    await button(page, en('certApplications', 'buttons.planAudit')).waitFor();
    await shot(page, 'certification-02-contracted');
  });

  it('plans stage 1 and stage 2: the conflicted auditor cannot be chosen, the qualified one leads', async () => {
    const page = await as('bodyA');
    const stage1 = await planAudit(page, 'stage1', dayFromToday(0), dayFromToday(0));
    // Stage 1 (the documents review) is not what this flow is about: its report is recorded as signed.
    await database.sql`
      update audits set status = 'signed', summary = 'Documents reviewed; ready for stage 2.',
        recommendation = 'recommend', signed_by = ${auditor.id}, signed_at = now()
      where id = ${stage1.id}`;
    const stage2 = await planAudit(page, 'stage2', dayFromToday(0), dayFromToday(1));
    stage2Id = stage2.id;
    stage2No = stage2.auditNo;
    await shot(page, 'certification-04-audits-planned');
  });

  it('the auditor answers every checklist item and raises a major finding', async () => {
    const page = await as('auditor');
    await page.goto('/monitor');
    await button(row(page, stage2No), en('audits', 'monitor.open')).click();
    await page.waitForURL(`**/haccpAuditCom?id=${stage2Id}`);
    await page.getByRole('heading', { name: en('audits', 'workspace.title', { no: stage2No }) }).waitFor();
    const items = page.locator('[data-item]');
    await items.first().waitFor();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    // No verdict is given until the auditor gives one.
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await shot(page, 'certification-05-checklist-blank');

    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      await item.getByRole('radio', { name: en('audits', 'verdict.conforming'), exact: true }).check();
      await Promise.all([
        page.waitForResponse(answers(ROUTES.audits.answerItem)),
        button(item, en('audits', 'workspace.saveItem')).click(),
      ]);
      await expect
        .poll(() =>
          item.getByRole('radio', { name: en('audits', 'verdict.conforming'), exact: true }).isChecked(),
        )
        .toBe(true);
      await dismissToasts(page);
    }
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(count);

    await button(page, en('audits', 'findings.raise')).click();
    const raise = page.getByRole('dialog', { name: en('audits', 'findings.raise') });
    await raise.getByRole('radio', { name: en('audits', 'grade.major'), exact: true }).check();
    await field(raise, en('audits', 'findings.description')).fill(findingText);
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.audits.raiseFinding)),
      button(raise, en('common', 'save')).click(),
    ]);
    const raised = (await response.json()) as { code: string; msg: string; data: { findingNo: string } };
    expect(raised.code, raised.msg).toBe('200');
    findingNo = raised.data.findingNo;
    await toast(page, en('audits', 'findings.raised')).waitFor();
    const card = page.locator(`[data-finding="${findingNo}"]`);
    await card.getByText(findingText).waitFor();
    await card.getByText(en('statuses', 'audits.grade.major'), { exact: true }).waitFor();
    await shot(page, 'certification-06-finding-raised');
  });

  it('the company opens the finding from /monitor and answers it', async () => {
    const page = await as('company');
    await page.goto('/monitor');
    await page.getByTestId('surveillance-schedule').getByRole('row').filter({ hasText: findingNo }).click();
    await page.waitForURL(`**/haccpAuditCom?id=${stage2Id}`);
    const card = page.locator(`[data-finding="${findingNo}"]`);
    await button(card, en('audits', 'findings.answer')).click();
    const dialog = page.getByRole('dialog', {
      name: en('audits', 'findings.answerTitle', { no: findingNo }),
    });
    await field(dialog, en('audits', 'findings.correction')).fill(
      'The detector was tested with the 1.5 mm ferrous probe and the held goods re-inspected.',
    );
    await field(dialog, en('audits', 'findings.rootCause')).fill(
      'The start-up check was not on the shift leader’s list after the line was moved.',
    );
    await field(dialog, en('audits', 'findings.correctiveAction')).fill(
      'The check is back on the start-up list, signed by the shift leader; staff retrained.',
    );
    await shot(page, 'certification-07-finding-answer');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.auditFindings.answer)),
      button(dialog, en('common', 'save')).click(),
    ]);
    await toast(page, en('audits', 'findings.answered')).waitFor();
    await card.getByText(en('statuses', 'audits.findingStatus.answered'), { exact: true }).waitFor();
  });

  it('the auditor accepts the answer, closing the finding, and signs the report', async () => {
    const page = await as('auditor');
    await page.reload();
    const card = page.locator(`[data-finding="${findingNo}"]`);
    await button(card, en('audits', 'findings.accept')).click();
    const confirm = page.getByRole('dialog', {
      name: en('audits', 'findings.acceptTitle', { no: findingNo }),
    });
    await Promise.all([
      page.waitForResponse(answers(ROUTES.auditFindings.accept)),
      button(confirm, en('audits', 'findings.accept')).click(),
    ]);
    await card.getByText(en('statuses', 'audits.findingStatus.closed'), { exact: true }).waitFor();

    await button(page, en('audits', 'sign.title')).click();
    const sign = page.getByRole('dialog', { name: en('audits', 'sign.title') });
    await field(sign, en('audits', 'sign.summary')).fill(
      'The HACCP system is implemented and effective; one major finding was corrected during the audit.',
    );
    await sign.getByRole('radio', { name: en('audits', 'recommendation.recommend'), exact: true }).check();
    await shot(page, 'certification-08-sign');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.audits.sign)),
      button(sign, en('audits', 'sign.submit')).click(),
    ]);
    await toast(page, en('audits', 'sign.done')).waitFor();
    await page.getByText(en('statuses', 'audits.auditStatus.signed'), { exact: true }).first().waitFor();
  });

  it('another body user reviews and grants: the certificate is effective', async () => {
    const page = await as('bodyB');
    await page.goto('/certDecisions');
    await button(row(page, companyName), en('certificates', 'open')).click();
    await page.waitForURL('**/certDecisionDetail?id=*');
    await page
      .getByRole('heading', { name: en('certificates', 'decisions.reviewTitle'), exact: true })
      .waitFor();
    await field(page, en('certificates', 'decisions.note')).fill('Audit evidence complete; finding closed.');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.certDecisions.review)),
      button(page, en('certificates', 'decisions.pass')).click(),
    ]);
    await toast(page, en('certificates', 'decisions.done')).waitFor();
    await dismissToasts(page);
    const grant = button(page, en('certificates', 'decisions.grant'));
    await grant.waitFor();
    await field(page, en('certificates', 'decisions.note')).fill('Certification granted for three years.');
    await shot(page, 'certification-09-decide');
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.certDecisions.decide)),
      grant.click(),
    ]);
    const decided = (await response.json()) as { code: string; msg: string };
    expect(decided.code, decided.msg).toBe('200');
    await toast(page, en('certificates', 'decisions.done')).waitFor();

    const [issued] = await database.sql<{ id: string; certNo: string }[]>`
      select id, cert_no as "certNo" from certificates where corp_id = ${corpId} and status = 'effective'`;
    expect(issued).toBeDefined();
    certificate = issued!;

    const companyPage = await as('company');
    await companyPage.goto('/corpCert');
    const line = row(companyPage, certificate.certNo);
    // The state "effective" says it is in force: no second "effective | invalid" badge beside it.
    await line.getByText(en('statuses', 'certificates.certificate.effective'), { exact: true }).waitFor();
    expect(await line.getByText(en('certificates', 'invalid'), { exact: true }).count()).toBe(0);
    await shot(companyPage, 'certification-10-certificate-effective');
  });

  /** Fills the label application for the product with the default address; the answer of the call. */
  async function applyForLabels(page: Page, count: string) {
    await page.goto('/applicationLabel');
    await page.getByRole('heading', { name: en('labels', 'apply.title'), exact: true }).waitFor();
    await pick(page, en('common', 'product'), productName);
    await expect
      .poll(() => combobox(page, en('common', 'deliveryAddress')).inputValue())
      .toContain('Lin Xiao');
    await field(page, en('labels', 'count.label')).fill(count);
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.labelOrders.create)),
      button(page, en('common', 'submitTheApplication')).click(),
    ]);
    return (await response.json()) as { code: string; msg: string; data: { id: string; orderNo: string } };
  }

  it('the company orders labels for the certified product', async () => {
    const page = await as('company');
    const created = await applyForLabels(page, '3600');
    expect(created.code, created.msg).toBe('200');
    await page.waitForURL(`**/detailPage?id=${created.data.id}`);
    await page
      .getByRole('heading', {
        name: en('labels', 'detail.title', { orderNo: created.data.orderNo }),
        exact: true,
      })
      .waitFor();
    await shot(page, 'certification-11-label-order');
  });

  it('the body suspends the certificate from /corpCertDetial', async () => {
    const page = await as('bodyB');
    await page.goto('/corpCert');
    await button(row(page, certificate.certNo), en('certificates', 'open')).click();
    await page.waitForURL(`**/corpCertDetial?id=${certificate.id}`);
    await button(page, en('certificates', 'changes.suspend')).click();
    const dialog = page.getByRole('dialog', { name: en('certificates', 'changes.suspend') });
    await dialog.getByTestId('suspension-impact').waitFor();
    await dialog.getByLabel(en('certificates', 'changes.until')).fill(dayFromToday(30));
    await field(dialog, en('certificates', 'changes.reason')).fill(suspendReason);
    await shot(page, 'certification-12-suspend');
    await Promise.all([
      page.waitForResponse(answers(ROUTES.certCertificates.suspend)),
      button(dialog, en('certificates', 'changes.confirm')).click(),
    ]);
    await toast(page, en('certificates', 'changes.done')).waitFor();
    await page
      .getByText(en('statuses', 'certificates.certificate.suspended'), { exact: true })
      .first()
      .waitFor();
    await page.getByText(suspendReason).first().waitFor();
  });

  it("the company's next label order is refused, naming the suspended certificate", async () => {
    const page = await as('company');
    const refused = await applyForLabels(page, '40');
    expect(refused.code).toBe('409');
    const reason = translate('certificate.gatingInvalid', 'en', {
      certNo: certificate.certNo,
      status: 'suspended',
    });
    expect(refused.msg).toBe(reason);
    await page.getByText(reason, { exact: true }).first().waitFor();
    expect(page.url()).toContain('/applicationLabel');
    await shot(page, 'certification-13-order-refused');
  });

  it('the public pages show the certificate suspended: its status page and a label scan', async () => {
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    current = page;
    await page.goto(`/certStatus/${encodeURIComponent(certificate.certNo)}`);
    await page.locator('[data-status="suspended"]').getByText(certificate.certNo).waitFor();
    await page.getByText(en('certificates', 'public.invalidText'), { exact: true }).waitFor();
    await shot(page, 'certification-14-public-status');

    await page.goto(`/01/${goods.gtin}/10/${goods.batchNo}/21/${goods.excode}`);
    const scheme = page.locator('#scheme-certificate');
    await expect.poll(() => scheme.getAttribute('data-status')).toBe('suspended');
    await scheme.getByText(en('scan', 'schemeCertificate.suspended'), { exact: true }).waitFor();
    await scheme.getByText(certificate.certNo, { exact: false }).waitFor();
    await shot(page, 'certification-15-scan-suspended');
  });
});
