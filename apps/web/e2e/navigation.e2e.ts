import { randomUUID } from 'node:crypto';
import { NAVIGATION, ROUTES } from '@trace/contracts';
import { createDb } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { approvedProduct, traceableCompany } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { en } from './texts';
import { row, screenshotFailures, submitSignIn } from './ui';

const _DAY = 24 * 3600_000;

/** The English name of a page of the side menu, as its tab and breadcrumb show it. */
const titleOf = (path: string) => {
  const page = NAVIGATION.flatMap((group) => group.pages).find((entry) => entry.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page.name.en;
};

/**
 * Leaving pages: whatever page is on screen, choosing another in the side menu, a tab or the
 * breadcrumb shows that page, and saving a form goes where its result is.
 */
describe('the shell: leaving a page', () => {
  let harness: E2EHarness;
  const { callAs, dataAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let page: Page;
  const contexts: BrowserContext[] = [];

  async function open(): Promise<Page> {
    const { context, page: opened } = await harness.newPage({ locale: 'en-GB' });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return opened;
  }

  /** A producer of a traceable company with an approved product and a batch of it. */
  async function producerWithBatch(): Promise<{ producer: TestUser; batchNo: string; batchId: string }> {
    const suffix = randomUUID().slice(0, 6);
    const corp = await traceableCompany(database.db, { name: `Swiftlet House ${suffix}` });
    const producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
    const product = await approvedProduct(database.db, {
      corpId: corp.id,
      productName: `Cup Nest ${suffix}`,
    });
    const batchNo = `NAV-${suffix}`;
    const batch = await dataAs(producer, ROUTES.batches.main.create, {
      body: { batchNo, productId: product.id, productionDate: new Date().toISOString(), kind: 'normal' },
    });
    return { producer, batchNo, batchId: batch.id };
  }

  const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
  const currentCrumb = () => page.getByTestId('breadcrumb').locator('[aria-current="page"]').textContent();
  const editHeading = () => page.getByRole('heading', { name: en('batches', 'form.editTitle'), exact: true });

  /** Batches → a row → More actions → Edit. */
  async function openEditForm(batchNo: string) {
    await page.goto('/batchList');
    await row(page, batchNo)
      .getByRole('button', { name: en('kit', 'table.moreActions') })
      .click();
    await page.getByRole('menuitem', { name: en('common', 'edit'), exact: true }).click();
    await page.waitForURL('**/editBatch?id=*');
    await editHeading().waitFor();
    await page.getByRole('textbox', { name: en('common', 'batchNumber'), exact: true }).waitFor();
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-navigation' });
  });

  screenshotFailures(
    () => harness,
    'navigation',
    () => page,
  );

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('leaves the edit-batch page by the side menu, a tab and the breadcrumb, and saving shows the batch', async () => {
    const { producer, batchNo, batchId } = await producerWithBatch();
    page = await open();
    await submitSignIn(page, producer, en('shell', 'login.submit'));

    await openEditForm(batchNo);
    await page.getByTestId('sidebar').locator('[data-path="/productMessage"]').click();
    await page.waitForURL('**/productMessage*');
    await expect.poll(currentCrumb).toBe(titleOf('/productMessage'));
    await editHeading().waitFor({ state: 'detached' });
    expect(await page.getByTestId('sidebar').locator('[aria-current="page"]').getAttribute('data-path')).toBe(
      '/productMessage',
    );

    await openEditForm(batchNo);
    await page.getByTestId('open-tab').filter({ hasText: 'Home' }).getByRole('link').click();
    await page.waitForURL('**/homeIndex');
    await editHeading().waitFor({ state: 'detached' });

    await openEditForm(batchNo);
    await page
      .getByTestId('breadcrumb')
      .getByRole('link', { name: en('batches', 'list.title'), exact: true })
      .click();
    await page.waitForURL('**/batchList');
    await editHeading().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: en('batches', 'list.title'), exact: true }).waitFor();

    await openEditForm(batchNo);
    await page.getByRole('textbox', { name: en('common', 'origin'), exact: true }).fill('Sarawak');
    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await toast(en('batches', 'form.changed')).waitFor();
    await page.waitForURL(`**/batchDetails?id=${batchId}`);
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await editHeading().waitFor({ state: 'detached' });
    await page.getByText('Sarawak', { exact: true }).waitFor();
    // The confirmation is about the batch now on screen: it stays.
    expect(await toast(en('batches', 'form.changed')).count()).toBe(1);
  });

  it('closes the error toasts of a page when leaving it', async () => {
    const { producer } = await producerWithBatch();
    page = await open();
    await submitSignIn(page, producer, en('shell', 'login.submit'));
    const missing = randomUUID();
    const refusal = await callAs(
      producer,
      ROUTES.batches.main.get,
      { params: { id: missing } },
      { headers: { sysLanguage: 'en' } },
    );
    expect(refusal.code).toBe('404');
    await page.goto(`/batchDetails?id=${missing}`);
    await toast(refusal.msg).waitFor();
    await page.getByTestId('sidebar').locator('[data-path="/batchList"]').click();
    await page.getByRole('heading', { name: en('batches', 'list.title'), exact: true }).waitFor();
    await toast(refusal.msg).waitFor({ state: 'detached' });
  });

  it('has a favicon the server answers for', async () => {
    const response = await fetch(`${harness.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    page = await open();
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(answer.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: en('shell', 'login.submit'), exact: true }).waitFor();
    expect(await page.locator('link[rel="icon"]').count()).toBe(1);
    expect(failed).toEqual([]);
  });

  /** Signs in on the sign-in page already on screen: nothing of the tab is reloaded in between. */
  async function signInHere(user: TestUser) {
    await page.getByRole('button', { name: en('shell', 'login.submit'), exact: true }).waitFor();
    await page.locator('input[name="account"]').fill(user.account);
    await page.locator('input[name="password"]').fill(user.password);
    await page.getByRole('button', { name: en('shell', 'login.submit'), exact: true }).click();
  }

  async function signOut() {
    await page.getByRole('button', { name: en('shell', 'header.logout') }).click();
    await page.waitForURL('**/login');
  }

  const openTabPaths = () =>
    page
      .getByTestId('open-tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-path') ?? '')) as Promise<string[]>;

  it('starts the next person in the same tab at home, with none of the last one’s pages', async () => {
    const admin = await harness.createUser({ userType: 'admin' });
    const { producer, batchNo } = await producerWithBatch();
    const dealer = await harness.createUser({ userType: 'dealer' });
    page = await open();

    await submitSignIn(page, admin, en('shell', 'login.submit'));
    await page.goto('/SysLog');
    await expect.poll(currentCrumb).toBe(titleOf('/SysLog'));
    await signOut();

    await signInHere(producer);
    await page.waitForURL('**/homeIndex');
    await page.getByTestId('sidebar').locator('[data-path="/homeIndex"]').waitFor();
    expect(await openTabPaths()).toEqual(['/homeIndex']);
    await page.goto('/batchList');
    await row(page, batchNo).click();
    await page.waitForURL('**/batchDetails?id=*');
    await page.getByRole('heading', { name: en('batches', 'details.title', { batchNo }) }).waitFor();
    await expect.poll(openTabPaths).toEqual(['/homeIndex', '/batchList', '/batchDetails']);
    await signOut();

    await signInHere(dealer);
    await page.waitForURL('**/homeIndex');
    await page.getByTestId('sidebar').locator('[data-path="/homeIndex"]').waitFor();
    expect(await openTabPaths()).toEqual(['/homeIndex']);
    expect(await page.getByText(batchNo).count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });

  it('after sign-in, goes to the page asked for only when the person may open it', async () => {
    const { producer } = await producerWithBatch();
    page = await open();

    // An address of the administrator's pages is not followed; one of the producer's is.
    await page.goto('/login?redirect=%2FSysLog');
    await signInHere(producer);
    await page.waitForURL('**/homeIndex');
    await signOut();
    await page.goto('/login?redirect=%2FbatchList');
    await signInHere(producer);
    await page.waitForURL('**/batchList');
    await signOut();

    // A visitor who opens a page without a session comes back to it after signing in.
    await page.goto('/batchListPanda');
    await page.waitForURL('**/login');
    await signInHere(producer);
    await page.waitForURL('**/batchListPanda');

    // A session that ends remembers neither the page nor the tabs for whoever signs in next.
    await page
      .getByTestId('open-tab')
      .filter({ hasText: en('batches', 'list.title') })
      .waitFor();
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.setItem('accessToken', 'expired-or-forged-token'));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: en('shell', 'session.expiredTitle') });
    await dialog.getByRole('button', { name: en('common', 'confirm') }).click();
    await page.waitForURL('**/login');
    const dealer = await harness.createUser({ userType: 'dealer' });
    await signInHere(dealer);
    await page.waitForURL('**/homeIndex');
    await page.getByTestId('sidebar').locator('[data-path="/homeIndex"]').waitFor();
    expect(await openTabPaths()).toEqual(['/homeIndex']);
  });
});
