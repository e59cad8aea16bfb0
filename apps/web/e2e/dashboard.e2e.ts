import { randomInt, randomUUID } from 'node:crypto';
import { createDb, labelOrders, labels } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedProduct, traceableCompany } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { text } from './texts';
import { restingScreenshot, submitSignIn } from './ui';

type Language = 'cn' | 'en' | 'fr';
const LOCALE: Record<Language, string> = { cn: 'zh-CN', en: 'en-US', fr: 'fr-FR' };
const KINDS = ['admin', 'company', 'certBody', 'printer'] as const;
const DAY = 86_400_000;

/**
 * The home page's dashboard: each kind of user sees the card of its own figures (and no other kind's),
 * with its tiles and charts drawn from the data the flow made.
 */
describe('the home dashboard', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  const users = {} as Record<'admin' | 'producer' | 'printer' | 'certBody' | 'auditor', TestUser>;
  const contexts: BrowserContext[] = [];
  const suffix = randomUUID().slice(0, 6);
  const orderNo = `LO-DASH-${suffix}`;
  let current: Page | undefined;

  async function signedIn(user: TestUser, language: Language) {
    const { context, page } = await harness.newPage({ locale: LOCALE[language] });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    await submitSignIn(page, user, text(language, 'shell', 'login.submit'));
    return page;
  }

  /** The dashboard card of one kind is shown, and no other kind's. */
  async function expectOnlyCard(page: Page, kind: (typeof KINDS)[number]) {
    await page.getByTestId(`home-dashboard-${kind}`).waitFor();
    for (const other of KINDS.filter((k) => k !== kind))
      expect(await page.getByTestId(`home-dashboard-${other}`).count()).toBe(0);
    return page.getByTestId(`home-dashboard-${kind}`);
  }

  /** The figure of a tile (its second line, under the label). */
  const tileValue = (page: Page, testId: string) =>
    page.getByTestId(testId).locator('p').nth(1).textContent();

  /** A chart has drawn filled marks (bars or an area), beside its axes' lines, once ECharts has loaded. */
  async function expectDrawn(page: Page, testId: string) {
    const marks = page.getByTestId(testId).locator('svg path:not([fill="none"])');
    await marks.first().waitFor({ state: 'attached' });
    expect(await marks.count()).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-dashboard' });
    const db = database.db;
    const company = await traceableCompany(db, { name: `燕窝看板企业 ${suffix}`, kind: 'producer' });
    const product = await approvedProduct(db, { corpId: company.id, productName: `看板燕窝 ${suffix}` });
    const base = BigInt(`7${String(randomInt(10 ** 9)).padStart(9, '0')}00000000`);
    await db.insert(labels).values(
      ['bound', 'bound', 'bound', 'activated', 'unassigned'].map((status, index) => ({
        excode: String(base + BigInt(index)),
        pcode: String(randomInt(10 ** 11)).padStart(12, '0'),
        corpId: company.id,
        productId: product.id,
        status,
      })),
    );
    users.admin = await harness.createUser({ userType: 'admin' });
    users.producer = await harness.createUser({ userType: 'producer', corpId: company.id });
    users.printer = await harness.createUser({ userType: 'printer' });
    users.certBody = await harness.createUser({ userType: 'cert_body' });
    users.auditor = await harness.createUser({ userType: 'auditor' });
    await db.insert(labelOrders).values({
      orderNo,
      corpId: company.id,
      productId: product.id,
      sheetType: 'big',
      count: 3000,
      status: 'paid',
      paymentStatus: 'passed',
      printingFactoryId: users.printer.printingFactoryId,
      dueDate: new Date(Date.now() + 3 * DAY),
    });
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) {
      await harness.screenshot(
        current,
        `dashboard-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`,
      );
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('shows a company its labels by state and its scans, in Chinese', async () => {
    const page = await signedIn(users.producer, 'cn');
    const card = await expectOnlyCard(page, 'company');
    await card.getByText(text('cn', 'shell', 'home.dashboard.labelsByState'), { exact: true }).waitFor();
    await expectDrawn(page, 'dashboard-labels-chart');
    await expectDrawn(page, 'dashboard-scans-chart');
    expect(await tileValue(page, 'dashboard-scans-this-month')).toBe('0');
    await restingScreenshot(harness, page, 'dashboard-company-cn');
  });

  it('shows a printing factory its orders to deliver, in English', async () => {
    const page = await signedIn(users.printer, 'en');
    const card = await expectOnlyCard(page, 'printer');
    await card.getByText(orderNo).waitFor();
    expect(await tileValue(page, 'dashboard-to-deliver')).toBe('1');
    await expectDrawn(page, 'dashboard-weeks-chart');
    await restingScreenshot(harness, page, 'dashboard-printer-en');
  });

  it('shows a certification body and an auditor their certification work, in French', async () => {
    for (const user of [users.certBody, users.auditor]) {
      const page = await signedIn(user, 'fr');
      const card = await expectOnlyCard(page, 'certBody');
      await card.getByText(text('fr', 'shell', 'home.dashboard.auditsDueIn14Days')).waitFor();
      await restingScreenshot(harness, page, `dashboard-${user.userType}-fr`);
    }
  });

  it('shows the administrator the platform figures', async () => {
    const page = await signedIn(users.admin, 'en');
    const card = await expectOnlyCard(page, 'admin');
    await card.getByText(text('en', 'shell', 'home.dashboard.pendingReviews'), { exact: true }).waitFor();
    // Other flows may add orders due sooner: the list shows the five due first, whichever they are.
    await card.getByText(text('en', 'shell', 'home.dashboard.nextOrders'), { exact: true }).waitFor();
    expect(await page.getByTestId('dashboard-due-orders').locator('a').count()).toBeGreaterThan(0);
    await expectDrawn(page, 'dashboard-scans-chart');
    await restingScreenshot(harness, page, 'dashboard-admin-en');
  });
});
