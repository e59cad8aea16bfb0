import { randomUUID } from 'node:crypto';
import { batches, createDb, productCategories, products } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from './files';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import {
  attachCertificatePhoto,
  attachReportPdf,
  certificatesNotApplying,
  fillTestReportFields,
} from './records-forms';
import { cn, en } from './texts';
import { field, gate, pick, restingScreenshot, row, submitSignIn } from './ui';

/**
 * Traceability records in the browser: a company files the customs clearance of a batch (the
 * required certificates are asked for, in English) and a test report of it; an administrator
 * approves both from the review pages; the batch's page then shows them as consumers will.
 */
describe('records: customs clearance and a test report of a batch, reviewed', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let producer: TestUser;
  let batchId: string;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const productName = `Golden nest ${suffix}`;
  const batchNo = `YW-${suffix}`;
  const reportNo = `XM-2025-${suffix}`;
  const declarationNo = `IMP-${suffix}`;
  const vetNo = `VET-${suffix}`;

  async function open(user: TestUser, locale: string) {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    page.on('pageerror', (error) => console.log('PAGEERROR', error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.log('CONSOLE', message.text());
    });
    const submit = locale.startsWith('en') ? en('shell', 'login.submit') : cn('shell', 'login.submit');
    await submitSignIn(page, user, submit);
    current = page;
    return page;
  }

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-records' });
    admin = await harness.createUser({ userType: 'admin' });
    producer = await harness.createUser({ userType: 'importer' });
    const [category] = await database.db
      .insert(productCategories)
      .values({ code: `nest_${suffix}`, name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" } })
      .returning();
    const [product] = await database.db
      .insert(products)
      .values({ corpId: producer.corpId!, categoryId: category!.id, productName })
      .returning();
    const [batch] = await database.db
      .insert(batches)
      .values({ corpId: producer.corpId!, productId: product!.id, batchNo })
      .returning();
    batchId = batch!.id;
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current)
      await harness.screenshot(
        current,
        `records-failure-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`,
      );
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('the company files the customs clearance: required certificates are asked for, then it waits for review', async () => {
    const company = await open(producer, 'en-GB');
    await company.goto('/circulationInformation');
    await company.getByRole('button', { name: en('records', 'customs.add') }).click();
    await company.waitForURL('**/addCirculationInformation');
    await pick(company, en('records', 'common.batch'), `${batchNo} · ${productName}`);
    await field(company, en('records', 'customs.name')).fill("Edible bird's nest, dried");
    await pick(company, en('records', 'customs.port'), 'Xiamen');
    await field(company, en('records', 'customs.importTime')).fill(dayFromToday(-5));
    await field(company, en('common', 'importer')).fill('Xiamen Swiftlet Trading Co.');
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();

    // Kinds 1 to 10 are required by default: each asks for its certificate.
    await expect
      .poll(() => company.getByTestId('certificate-1-error').textContent())
      .toBe('Please upload certificate info');
    await expect
      .poll(() => company.getByTestId('certificate-10-error').textContent())
      .toBe('Please upload certificate info');
    expect(await company.getByTestId('certificate-11-error').count()).toBe(0);
    await company.getByTestId('certificate-1').scrollIntoViewIfNeeded();
    await harness.screenshot(company, 'records-customs-required');

    // This import has an import declaration and a veterinary health certificate; the rest do not apply.
    await certificatesNotApplying(company, [2, 3, 4, 6, 7, 8, 9, 10]);
    const declaration = company.getByTestId('certificate-1');
    await field(declaration, en('common', 'certificateNumber')).fill(declarationNo);
    await field(declaration, en('records', 'customs.startTime')).fill(dayFromToday(-20));
    await field(declaration, en('records', 'customs.endTime')).fill(dayFromToday(340));
    const vet = company.getByTestId('certificate-5');
    await field(vet, en('common', 'certificateNumber')).fill(vetNo);
    await field(vet, en('records', 'customs.startTime')).fill(dayFromToday(-15));
    // An expiry already past is refused with the rule of section 5.
    await field(vet, en('records', 'customs.endTime')).fill(dayFromToday(-1));
    // Leaving the field checks it at once (the message appears before the form is sent).
    await field(vet, en('records', 'customs.endTime')).press('Tab');
    await vet.getByText('The expiry must be later than now').waitFor();
    await attachCertificatePhoto(declaration, 'declaration.png', [30, 90, 160]);
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await vet.getByText('Upload certificate photo').waitFor();
    await vet.getByText('The expiry must be later than now').waitFor();
    // Kinds whose flag was switched off are no longer asked for; the filled one is accepted.
    expect(await company.getByTestId('certificate-2-error').count()).toBe(0);
    expect(await company.getByTestId('certificate-1-error').count()).toBe(0);

    await field(vet, en('records', 'customs.endTime')).fill(dayFromToday(200));
    await field(vet, en('records', 'customs.endTime')).press('Tab');
    await attachCertificatePhoto(vet, 'veterinary.png', [40, 140, 90]);
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await company.waitForURL('**/circulationInformationDetails?id=*');
    await company.getByText('Awaiting review').first().waitFor();
    await company.getByTestId('certificate-table').getByText(declarationNo).waitFor();
    await shot(company, 'records-customs-submitted');
  });

  it('the company adds a test report of the batch; sending waits for its PDF to be uploaded', async () => {
    const company = current!;
    await fillTestReportFields(company, { productName, batchNo, reportNo });
    // The upload is held until the form has shown that it waits for it.
    const upload = gate();
    await company.route(
      '**/upload/file',
      async (route) => {
        await upload.passed;
        await route.continue();
      },
      { times: 1 },
    );
    await attachReportPdf(company, ['Test report', reportNo, 'Sialic acid 9.2% - qualified']);
    const submit = company.getByRole('button', { name: en('common', 'submitForReview') });
    await company.getByRole('status').getByText(en('kit', 'upload.waiting')).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    upload.open();
    await submit.click();
    await company.waitForURL('**/testReportDetails?id=*');
    await company.getByText('Awaiting review').first().waitFor();
    await shot(company, 'records-report-submitted');
  });

  it('an administrator approves both from the review pages', async () => {
    const reviewer = await open(admin, 'zh-CN');
    await reviewer.goto('/circulationInformation');
    await row(reviewer, batchNo)
      .getByRole('button', { name: cn('records', 'common.review'), exact: true })
      .click();
    await reviewer.waitForURL('**/circulationInformationAudit?id=*');
    await reviewer.getByText(declarationNo).first().waitFor();
    await shot(reviewer, 'records-customs-audit');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve') }).click();
    await reviewer.waitForURL('**/circulationInformationDetails?id=*');
    await reviewer.getByText('审核通过').first().waitFor();

    await reviewer.goto('/testReport');
    await row(reviewer, reportNo)
      .getByRole('button', { name: cn('records', 'common.review'), exact: true })
      .click();
    await reviewer.waitForURL('**/testReportAudit?id=*');
    await reviewer.getByRole('button', { name: cn('kit', 'audit.approve') }).click();
    await reviewer.waitForURL('**/testReportDetails?id=*');
    await reviewer.getByText('审核通过').first().waitFor();
  });

  it("the batch's page shows the approved report and customs clearance", async () => {
    const company = contexts[0]!.pages()[0]!;
    current = company;
    await company.goto(`/birdProductMsgDetails1?batchId=${batchId}`);
    await company.getByTestId('batch-reports').getByText(reportNo).waitFor();
    const customs = company.getByTestId('batch-customs');
    await customs.getByText(declarationNo).waitFor();
    await customs.getByText(vetNo).waitFor();
    expect(await customs.getByText('Export permit').count()).toBe(0);
    await company.getByText('Xiamen Swiftlet Trading Co.').waitFor();
    await shot(company, 'records-batch-page');

    await company.getByRole('button', { name: en('records', 'customs.batchCertificatesTitle') }).click();
    await company.waitForURL('**/customsDetail1?batchId=*');
    await company.getByTestId('certificate-cards').getByText(declarationNo).waitFor();
    await shot(company, 'records-batch-certificates');
  });

  it('the company records the whole chain, an ecological feature and the logistics name of the batch', async () => {
    const company = contexts[0]!.pages()[0]!;
    current = company;
    await company.goto('/allRoots');
    await company.getByRole('button', { name: en('records', 'chain.add') }).click();
    await company.waitForURL('**/mainProduction');
    await pick(company, en('records', 'common.batch'), `${batchNo} · ${productName}`);
    await company.getByTestId('line-control').getByText('Breeding', { exact: true }).click();
    await field(company, en('records', 'chain.producer')).fill('Sabah Swiftlet House Cooperative');
    await field(company, en('records', 'chain.place')).fill('Sandakan, Sabah, Malaysia');
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await company.waitForURL('**/addAllRoots?id=*');

    const such = company.getByTestId('stage-such');
    await such.getByRole('button', { name: en('records', 'chain.addEntry') }).click();
    const dialog = company.getByRole('dialog');
    await field(dialog, en('common', 'date')).fill(dayFromToday(-40));
    await field(dialog, en('common', 'date')).press('Tab');
    await field(dialog, en('records', 'chain.operator')).fill('Ahmad');
    await field(dialog, en('records', 'chain.entryDescription')).fill(
      'Nests collected after the swiftlets left',
    );
    await dialog.getByRole('button', { name: en('records', 'chain.addInput') }).click();
    await dialog.getByRole('textbox', { name: en('records', 'chain.inputName') }).fill('Raw nests');
    await dialog.getByRole('textbox', { name: en('common', 'quantity') }).fill('-2');
    await dialog.getByRole('button', { name: en('records', 'chain.saveEntry') }).click();
    await dialog.getByText('The quantity must be a number of at least 0 (at most 5 decimals)').waitFor();
    await dialog.getByRole('textbox', { name: en('common', 'quantity') }).fill('12.5');
    await dialog.getByRole('textbox', { name: en('records', 'chain.unit') }).fill('kg');
    await dialog.getByRole('button', { name: en('records', 'chain.saveEntry') }).click();
    await such.getByText('Nests collected after the swiftlets left').waitFor();
    await shot(company, 'records-chain-stages');
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await company.waitForURL('**/allRootsDetails?id=*');
    await company.getByTestId('stage-timeline').getByText('Leaving the pen').waitFor();
    await shot(company, 'records-chain-detail');
    await company.goto('/allRoots');
    await row(company, batchNo).waitFor();
    await shot(company, 'records-chain-list');
    await company.goto('/ecologicalFeatures');
    await company.getByRole('button', { name: en('records', 'articles.ecological.add') }).click();
    await pick(company, en('common', 'product'), productName);
    await field(company, en('common', 'title')).fill('Swiftlets of the Sabah rainforest');
    await company
      .getByRole('textbox', { name: en('common', 'content') })
      .fill(
        '<p>The houses stand at the edge of the <strong>rainforest</strong>.</p><script>alert(1)</script>',
      );
    await company.getByRole('button', { name: en('common', 'submitForReview') }).click();
    await company.waitForURL('**/ecologicalFeaturesDetails?id=*');
    await company.getByText('The houses stand at the edge of the').first().waitFor();
    expect(await company.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
    await shot(company, 'records-ecological-detail');
    await company.goto('/batchLogisticReplaceProduct');
    await row(company, batchNo)
      .getByRole('button', { name: en('common', 'edit'), exact: true })
      .click();
    await company.waitForURL('**/batchLogisticReplaceProductEdit?id=*');
    await company.getByTestId('replace-name').fill('Premium gift box');
    await company.getByRole('button', { name: en('common', 'save') }).click();
    await company.waitForURL('**/batchLogisticReplaceProductDetail?id=*');
    await company.getByText('Premium gift box').first().waitFor();
    await company.goto('/batchLogisticReplaceProduct');
    await row(company, batchNo).getByText('Premium gift box').first().waitFor();
    await company.getByRole('heading', { name: en('records', 'logistics.title') }).waitFor();
    await shot(company, 'records-logistics-list');
  });
});
