import { ROUTES, type RouteData } from '@trace/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import { gate } from './ui';

describe('signing in and out', () => {
  let harness: E2EHarness;
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;
  const { dataAs } = apiClient(() => harness.baseUrl);
  let platform: RouteData<typeof ROUTES.platform.currentPlatform>;

  beforeAll(async () => {
    harness = await startHarness();
    user = await harness.createUser({ userType: 'producer' });
    platform = await dataAs('anonymous', ROUTES.platform.currentPlatform);
    ({ context, page } = await harness.newPage({ locale: 'zh-CN' }));
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it('sends a visitor of / to the sign-in page, which names the platform', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: platform.systemName.cn }).waitFor();
    expect(await page.title()).toBe(platform.pageTitle.cn);
    await harness.screenshot(page, '01-login');
  });

  it("shows the server's field errors next to the field", async () => {
    await page.getByLabel(cn('shell', 'login.account')).fill(user.account);
    await page.getByLabel(cn('shell', 'login.password')).fill('x'.repeat(129));
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.auth.login)),
      page.getByRole('button', { name: cn('shell', 'login.submit') }).click(),
    ]);
    const body = (await response.json()) as { code: string; errors?: { path: string; message: string }[] };
    expect(body.code).toBe('400');
    const passwordError = body.errors?.find((error) => error.path === 'password');
    expect(passwordError).toBeDefined();
    await page.getByText(passwordError!.message, { exact: true }).waitFor();
    expect(await page.getByLabel(cn('shell', 'login.password')).getAttribute('aria-invalid')).toBe('true');
    await harness.screenshot(page, '02a-login-field-error');
  });

  it("shows the server's message for a wrong password", async () => {
    await page.getByLabel(cn('shell', 'login.account')).fill(user.account);
    await page.getByLabel(cn('shell', 'login.password')).fill(`${user.password}-wrong`);
    const [response] = await Promise.all([
      page.waitForResponse(answers(ROUTES.auth.login)),
      page.getByRole('button', { name: cn('shell', 'login.submit') }).click(),
    ]);
    const body = (await response.json()) as { code: string; msg: string };
    expect(body.code).toBe('401');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(body.msg);
    expect(page.url()).toMatch(/\/login$/);
    await harness.screenshot(page, '02-login-wrong-password');
  });

  it('signs in and shows who is signed in', async () => {
    // The shell's data is asked for as soon as the session is there, not once the shell's code has
    // arrived: the shell's code is held back until the browser has asked for the user and the company.
    const shellCode = /\/assets\/ShellLayout-[\w-]+\.js$/;
    const shell = gate();
    await page.route(shellCode, async (route) => {
      await shell.passed;
      await route.continue();
    });
    const dataAsked = Promise.all(
      [ROUTES.session.currentUser, ROUTES.session.currentCorp].map((route) =>
        page.waitForRequest((request) => new URL(request.url()).pathname === route.path),
      ),
    );
    await page.getByLabel(cn('shell', 'login.password')).fill(user.password);
    await page.getByRole('button', { name: cn('shell', 'login.submit') }).click();
    await dataAsked.finally(shell.open);
    await page.unroute(shellCode);
    await page.waitForURL('**/homeIndex');
    await page.getByTestId('current-user-account').getByText(user.account, { exact: true }).waitFor();
    await page.getByRole('heading', { name: platform.systemName.cn }).waitFor();
    await page.getByRole('button', { name: cn('shell', 'header.logout') }).waitFor();
    await harness.screenshot(page, '03-home-cn');
  });

  it('switches the interface to English', async () => {
    await page.getByRole('button', { name: cn('shell', 'language.label') }).click();
    await page.getByRole('menuitem', { name: en('shell', 'language.en') }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: en('shell', 'header.logout') }).waitFor();
    await page.getByRole('heading', { name: en('shell', 'home.accountSection'), exact: true }).waitFor();
    await page.getByText(en('shell', 'userType.producer'), { exact: true }).waitFor();
    await page.getByRole('heading', { name: platform.systemName.en }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en');
    expect(await page.title()).toBe(platform.pageTitle.en);
    await harness.screenshot(page, '04-home-en');
  });

  it('stays signed in, in English, after a reload', async () => {
    await page.reload();
    await page.getByTestId('current-user-account').getByText(user.account, { exact: true }).waitFor();
    await page.getByRole('button', { name: en('shell', 'header.logout') }).waitFor();
    expect(page.url()).toMatch(/\/homeIndex$/);
  });

  it('renews an expired access token with the refresh cookie', async () => {
    await page.evaluate(() => sessionStorage.setItem('accessToken', 'expired-or-forged-token'));
    const refreshed = page.waitForResponse(answers(ROUTES.auth.refresh));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('current-user-account').getByText(user.account, { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/homeIndex$/);
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    expect(token).not.toBe('expired-or-forged-token');
    await harness.screenshot(page, '05-home-after-refresh');
  });

  it('logs out back to the sign-in page, and /homeIndex then asks to sign in', async () => {
    await page.getByRole('button', { name: en('shell', 'header.logout') }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: en('shell', 'login.submit') }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await harness.screenshot(page, '06-logged-out');

    await page.goto('/homeIndex');
    await page.waitForURL('**/login');
  });

  it('shows the 404 page for an unknown address', async () => {
    await page.goto('/nope');
    await page.waitForURL('**/404');
    await page.getByText(en('shell', 'errorPage.notFound')).waitFor();
    await page.getByRole('button', { name: en('shell', 'errorPage.goHome') }).waitFor();
    await page.getByRole('button', { name: en('shell', 'errorPage.goBack') }).waitFor();
    await harness.screenshot(page, '07-not-found');
  });
});
