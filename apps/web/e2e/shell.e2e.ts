import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DEFAULT_ROLES,
  type Menu,
  NAVIGATION,
  OWN_ORGANISATION_PERMISSIONS,
  pagePermission,
  ROUTES,
  USER_TYPES,
  type UserType,
} from '@trace/contracts';
import { companyEvaluations, createDb, honourCertificates } from '@trace/db';
import { createCompany, disableUser } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { latestCode } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, text } from './texts';
import { atRest, networkQuiet, watchRequests } from './ui';

type Database = ReturnType<typeof createDb>;

const DAY = 24 * 3600_000;
const PAGES_DIR = fileURLToPath(new URL('../src/pages/', import.meta.url));

/** The paths the client has pages for, read from every page group's `routes.ts`. */
async function clientPagePaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const group of readdirSync(PAGES_DIR)) {
    const file = join(PAGES_DIR, group, 'routes.ts');
    if (!existsSync(file)) continue;
    const { routes } = (await import(pathToFileURL(file).href)) as { routes: { path: string }[] };
    for (const route of routes) paths.add(route.path.toLowerCase());
  }
  return paths;
}

const leaves = (menus: readonly Menu[]): Menu[] =>
  menus.flatMap((menu) => (menu.children.length > 0 ? leaves(menu.children) : [menu]));

const groupNamed = (menus: readonly Menu[], name: string) => menus.find((menu) => menu.name === name);

const navGroupName = (key: string, language: 'cn' | 'en') => {
  const group = NAVIGATION.find((g) => g.key === key);
  if (!group) throw new Error(`no navigation group ${key}`);
  return group.name[language];
};

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

describe('the shell, navigation and account flows', () => {
  let harness: E2EHarness;
  let database: Database;
  let pagePaths: Set<string>;
  let platform: string;
  const contexts: BrowserContext[] = [];

  async function open(locale = 'zh-CN', viewport?: { width: number; height: number }) {
    const { context, page } = await harness.newPage({ locale });
    contexts.push(context);
    if (viewport) await page.setViewportSize(viewport);
    if (process.env.E2E_DEBUG) {
      page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
      page.on('response', (response) => {
        if (response.status() >= 400)
          console.log(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
      });
    }
    return page;
  }

  async function signIn(
    page: Page,
    user: Pick<TestUser, 'account' | 'password'>,
    language: 'cn' | 'en' = 'cn',
  ) {
    if (!page.url().endsWith('/login')) await page.goto('/login');
    await page.getByRole('heading', { name: text(language, 'shell', 'login.title') }).waitFor();
    await page.locator('input[name="account"]').fill(user.account);
    await page.locator('input[name="password"]').fill(user.password);
    await page.getByRole('button', { name: text(language, 'shell', 'login.submit') }).click();
    await page.waitForURL('**/homeIndex');
  }

  const { dataAs } = apiClient(() => harness.baseUrl);
  const inEnglish = { headers: { sysLanguage: 'en' } };

  const sidebarPaths = async (page: Page) =>
    (await page
      .getByTestId('sidebar')
      .locator('[data-path]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-path') ?? ''))) as string[];

  beforeAll(async () => {
    harness = await startHarness();
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL must be set');
    database = createDb(url, { max: 2, applicationName: 'web-e2e-shell' });
    pagePaths = await clientPagePaths();
    platform = await dataAs('anonymous', ROUTES.platform.getPlatform);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it.each(USER_TYPES.map((type) => [type]))(
    'shows a %s the menus of its role that lead to a page of the client',
    async (userType: UserType) => {
      const user = await harness.createUser({ userType });
      const access = await dataAs(user, ROUTES.session.permissions, { query: { language: 'en' } }, inEnglish);

      // The server's menus are the pages the default role of the user type allows, on this platform.
      const serverPaths = leaves(access.menus).map((menu) => menu.path);
      const role = DEFAULT_ROLES[userType].permissions;
      const allowed = NAVIGATION.flatMap((group) =>
        group.pages
          .filter((page) => !page.platforms || page.platforms.includes(platform))
          .filter((page) => {
            const permission = pagePermission(group.key, page.path);
            // The administrator's all-permissions role leaves out what acts only as one's own company.
            return role === 'all'
              ? !OWN_ORGANISATION_PERMISSIONS.includes(permission)
              : role.includes(permission);
          })
          .map((page) => page.path),
      );
      expect([...serverPaths].sort()).toEqual([...allowed].sort());

      // And they differ by type the way the roles say.
      const childrenOf = (key: string) =>
        groupNamed(access.menus, navGroupName(key, 'en'))?.children.map((menu) => menu.path);
      if (userType === 'admin') expect(childrenOf('system')).toContain('/SysUser');
      else expect(serverPaths).not.toContain('/SysUser');
      if (['producer', 'importer', 'dealer', 'overseas_producer'].includes(userType)) {
        expect(childrenOf('company')).toContain('/setCompanyInformation');
        expect(childrenOf('company')).not.toContain('/companyInformationList');
      }
      if (userType === 'printer') {
        expect(childrenOf('label')).toEqual(['/applyLabel']);
        expect(childrenOf('company')).toBeUndefined();
      }
      if (userType === 'cert_body' || userType === 'auditor') {
        expect(childrenOf('certification')).toBeDefined();
        expect(childrenOf('label')).toBeUndefined();
      }

      // The sidebar shows exactly those of them the client has a page for.
      const expected = serverPaths
        .filter((path): path is string => !!path && pagePaths.has(path.toLowerCase()))
        .sort();
      if (pagePaths.has('/sysuser')) expect(expected.includes('/SysUser')).toBe(userType === 'admin');
      const page = await open('en-US');
      await signIn(page, user, 'en');
      await expect.poll(async () => (await sidebarPaths(page)).sort()).toEqual(expected);
      for (const path of serverPaths.filter((p) => p && !pagePaths.has(p.toLowerCase()))) {
        expect(await page.getByTestId('sidebar').locator(`[data-path="${path}"]`).count()).toBe(0);
      }
      if (userType === 'admin') {
        await page.getByTestId('sidebar').getByText(navGroupName('system', 'en'), { exact: true }).click();
        await atRest(page); // the group finishes opening
        await harness.screenshot(page, 'shell-01-home-admin-en');
      }
      await page.context().close();
    },
  );

  it('switches the menus, tabs and breadcrumb to another language', async () => {
    const user = await harness.createUser({ userType: 'producer' });
    const page = await open('zh-CN');
    await signIn(page, user);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText(navGroupName('system', 'cn'), { exact: true }).waitFor();
    await page.getByTestId('breadcrumb').getByText('首页').waitFor();

    const menusInEnglish = page.waitForResponse(answers(ROUTES.session.permissions, { language: 'en' }));
    await page.getByRole('button', { name: cn('shell', 'language.label') }).click();
    await page.getByRole('menuitem', { name: en('shell', 'language.en') }).click();
    await menusInEnglish;
    await sidebar.getByText(navGroupName('system', 'en'), { exact: true }).waitFor();
    expect(await sidebar.getByText(navGroupName('system', 'cn'), { exact: true }).count()).toBe(0);
    await page.getByTestId('open-tab').getByText('Home', { exact: true }).waitFor();
    await page.getByTestId('breadcrumb').getByText('Home', { exact: true }).waitFor();
    await page.getByTestId('shell-footer').getByText('Version 2.0.0').waitFor();
    await harness.screenshot(page, 'shell-02-home-producer-en');
  });

  it('keeps open tabs and the folded menu across a reload, and folds it under 1100 px', async () => {
    const user = await harness.createUser({ userType: 'dealer' });
    const page = await open('en-US');
    await signIn(page, user, 'en');

    // The avatar leads to the profile, which opens a tab and shows its place in the breadcrumb.
    await page.getByTestId('header-user').click();
    await page.waitForURL('**/userMessage');
    await page.getByTestId('profile-account').getByText(user.account, { exact: true }).waitFor();
    await page.getByTestId('breadcrumb').getByText('My profile').waitFor();
    await page.getByTestId('sidebar').locator('[data-path="/userMessage"][aria-current="page"]').waitFor();
    await atRest(page); // the menu group finishes opening
    await harness.screenshot(page, 'shell-03-profile');

    // A menu entry opens its page with a timestamp.
    await page.getByTestId('sidebar').locator('[data-path="/homeIndex"]').click();
    await page.waitForURL(/\/homeIndex\?t=\d+$/);

    await page.getByTestId('sidebar-toggle').click();
    await page.locator('[data-testid="sidebar"][data-collapsed]').waitFor();
    await page.reload();
    await page.locator('[data-testid="sidebar"][data-collapsed]').waitFor();
    const tabs = page.getByTestId('open-tab');
    await tabs.last().waitFor();
    expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-path')))).toEqual([
      '/homeIndex',
      '/userMessage',
    ]);
    await harness.screenshot(page, 'shell-04-menu-folded');

    // Folded, a group opens as a fly-out beside its icon.
    await page.getByRole('button', { name: navGroupName('system', 'en') }).hover();
    await page.getByRole('menuitem', { name: 'My profile' }).waitFor();
    await atRest(page); // the fly-out finishes fading in
    await harness.screenshot(page, 'shell-04c-folded-menu-group');
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL(/\/userMessage\?t=\d+$/);
    await page.getByTestId('open-tab').first().getByRole('link').click();
    await page.waitForURL('**/homeIndex*');

    // Closing the profile tab from the home page leaves only home.
    await page.getByRole('button', { name: en('shell', 'shell.closeTab', { title: 'My profile' }) }).click();
    await expect.poll(() => tabs.count()).toBe(1);

    await page.getByTestId('sidebar-toggle').click();
    await page.locator('[data-testid="sidebar"]:not([data-collapsed])').waitFor();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.locator('[data-testid="sidebar"][data-collapsed]').waitFor();
    await harness.screenshot(page, 'shell-04b-narrow-window');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('[data-testid="sidebar"]:not([data-collapsed])').waitFor();
  });

  it('on a phone, opens the menu as a drawer from the header', async () => {
    const user = await harness.createUser({ userType: 'importer' });
    const page = await open('zh-CN', { width: 390, height: 844 });
    await signIn(page, user);
    await page.getByRole('button', { name: cn('shell', 'shell.toggleMenu') }).click();
    const entry = page.getByTestId('sidebar').locator('[data-path="/homeIndex"]');
    await entry.waitFor();
    await atRest(page);
    await harness.screenshot(page, 'shell-14-phone-menu');
    await entry.click();
    await page.waitForURL(/\/homeIndex\?t=\d+$/);
    // The drawer slides away to the left once a page is chosen.
    await expect.poll(async () => (await entry.boundingBox())?.x ?? 0).toBeLessThan(0);
    await harness.screenshot(page, 'shell-15-phone-home');
  });

  it('sends a person without the permission of a page to /403, and an unknown address to /404', async () => {
    const user = await harness.createUser({
      userType: 'producer',
      permissions: ['message.read', 'sys.base.password.notShowMessageIcon'],
    });
    const page = await open('zh-CN');
    await signIn(page, user);
    // This person asked not to see the bell.
    await page.getByTestId('header-user').waitFor();
    expect(await page.getByTestId('header-bell').count()).toBe(0);

    await page.goto('/userMessage');
    await page.waitForURL('**/403');
    await page.getByText(cn('shell', 'errorPage.forbidden')).waitFor();
    await harness.screenshot(page, 'shell-05-forbidden');

    await page.goto('/noSuchPage');
    await page.waitForURL('**/404');
    await page.getByText(cn('shell', 'errorPage.notFound')).waitFor();
    await harness.screenshot(page, 'shell-05b-not-found');
    await page.getByRole('button', { name: cn('shell', 'errorPage.goHome') }).click();
    await page.waitForURL('**/homeIndex');
  });

  it('shows the reminders once per sign-in, one dialog at a time, in order', async () => {
    const now = Date.now();
    const company = await createCompany(database.db, { syEndTime: new Date(now + 12 * DAY) });
    await database.db.insert(honourCertificates).values({
      corpId: company.id,
      name: 'Organic production',
      issuer: 'China Quality Certification Centre',
      issueDate: new Date(now - 300 * DAY),
      expiryDate: new Date(now + 20 * DAY),
      reviewStatus: 'passed',
    });
    await database.db.insert(companyEvaluations).values(
      [
        ['Annual hygiene audit', 25],
        ['Supplier evaluation', 15],
      ].map(([title, days]) => ({
        corpId: company.id,
        title: String(title),
        grade: 'A',
        content: 'Satisfactory',
        evaluatedAt: new Date(now - 340 * DAY),
        dueTime: new Date(now + Number(days) * DAY),
      })),
    );
    const user = await harness.createUser({ userType: 'producer', corpId: company.id });

    const readReminders = async (page: Page, screenshot: string) => {
      const text = page.getByTestId('reminder-text');
      const seen: string[] = [];
      // The first dialog waits for the sign-in reads.
      await text.waitFor();
      for (;;) {
        // A confirm puts the next reminder's text in the same dialog, or closes it after the last.
        if ((await text.count()) === 0) return seen;
        const shown = (await text.textContent()) ?? '';
        seen.push(`${await page.getByTestId('reminder-dialog').getAttribute('data-kind')}: ${shown}`);
        if (seen.length === 1) await harness.screenshot(page, screenshot);
        await page.getByRole('button', { name: en('common', 'confirm') }).click();
        // The next dialog replaces this one's text, or the last one closes.
        await expect.poll(async () => ((await text.count()) ? text.textContent() : null)).not.toBe(shown);
      }
    };

    const page = await open('en-US');
    await signIn(page, user, 'en');
    const seen = await readReminders(page, 'shell-06-reminder');
    expect(seen.map((entry) => entry.replace(/\d{4}-\d{2}-\d{2} \(\d+ days left\).*/, '…'))).toEqual([
      'syEndTimeLeThirty: Your traceability contract ends on …',
      'certDueTimeLeThirty: Your certificate “Organic production” expires on …',
      'evaluateDueTimeLeThirty: The evaluation “Supplier evaluation” is due on …',
      'evaluateDueTimeLeThirty: The evaluation “Annual hygiene audit” is due on …',
    ]);

    // The home card keeps the reminders; the dialogs do not come back on reload.
    await expect.poll(() => page.getByTestId('home-reminder').count()).toBe(4);
    await page.reload();
    await page.getByTestId('home-reminder').first().waitFor();
    await atRest(page);
    expect(await page.getByTestId('reminder-text').count()).toBe(0);
    await harness.screenshot(page, 'shell-07-home-with-reminders');

    // An expired contract is told first, before anything else.
    const lapsed = await createCompany(database.db, { syEndTime: new Date(now - 3 * DAY) });
    await database.db.insert(honourCertificates).values({
      corpId: lapsed.id,
      name: 'Export licence',
      issuer: 'Customs',
      issueDate: new Date(now - 300 * DAY),
      expiryDate: new Date(now + 9 * DAY),
      reviewStatus: 'passed',
    });
    const lapsedUser = await harness.createUser({ userType: 'importer', corpId: lapsed.id });
    const second = await open('en-US');
    await signIn(second, lapsedUser, 'en');
    expect(
      (await readReminders(second, 'shell-06b-reminder-expired')).map((entry) => entry.split(':')[0]),
    ).toEqual(['sy6ExpirationReminder', 'certDueTimeLeThirty']);
  });

  it('shows forced messages in a 640 px carousel moved by hand, and reading them clears the bell', async () => {
    const admin = await harness.createUser({ userType: 'admin' });
    const user = await harness.createUser({ userType: 'importer' });
    for (const [title, content] of [
      [
        'Label price change',
        '<p>From <strong>1 December</strong> the label price changes.</p><ul><li>Small sheet</li><li>Big sheet</li></ul>',
      ],
      ['Maintenance window', '<p>The platform is unavailable on Sunday from 02:00 to 04:00.</p>'],
    ] as const) {
      await dataAs(
        admin,
        ROUTES.notifications.send,
        { body: { title, content, audience: { type: 'users', userIds: [user.id] }, forced: true } },
        inEnglish,
      );
    }

    const page = await open('en-US');
    // The page's timers run on a clock the test moves, so "nothing moves by itself" is checked without waiting.
    await page.clock.install();
    await signIn(page, user, 'en');
    const carousel = page.getByTestId('forced-messages');
    await carousel.waitFor();
    expect((await carousel.boundingBox())?.height).toBe(640);
    await page.getByTestId('forced-title').getByText('Label price change').waitFor();
    await page.getByText('1 December').waitFor();
    await harness.screenshot(page, 'shell-08-forced-messages');

    // Nothing moves by itself.
    await page.clock.runFor(30_000);
    await page.getByTestId('forced-title').getByText('Label price change').waitFor();
    await carousel.getByRole('button', { name: en('shell', 'shell.nextNotice') }).click();
    await page.getByTestId('forced-title').getByText('Maintenance window').waitFor();
    await carousel.getByRole('button', { name: en('shell', 'shell.goToNotice', { number: '1' }) }).click();
    await page.getByTestId('forced-title').getByText('Label price change').waitFor();

    await carousel
      .getByRole('button', { name: en('shell', 'shell.closeNotices') })
      .first()
      .click();
    await carousel.waitFor({ state: 'detached' });
    await page
      .getByRole('link', {
        name: `${en('shell', 'shell.messages')}, ${en('shell', 'shell.unreadCount', { count: '0' })}`,
      })
      .waitFor();
    const recent = await dataAs(user, ROUTES.notifications.recently, {}, inEnglish);
    expect(recent.unRead).toBe(0);
    await page.reload();
    await page.getByTestId('home-unread-count').getByText('0', { exact: true }).waitFor();
    expect(await carousel.count()).toBe(0);
  });

  it('registers a company account with a mailed code, checking fields as the server does', async () => {
    const suffix = randomDigits(8);
    const account = `reg_${suffix}`;
    const email = `reg_${suffix}@test.example.com`;
    const password = 'Harbour#2026';
    const taken = await harness.createUser({ email: `taken_${suffix}@test.example.com` });

    const page = await open('zh-CN');
    await page.goto('/login');
    await page.getByRole('heading', { name: cn('shell', 'login.title') }).waitFor();
    await harness.screenshot(page, 'shell-09-login');
    await page.getByRole('link', { name: cn('shell', 'login.register') }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: cn('shell', 'register.title') }).waitFor();

    const field = (name: string) => page.locator(`input[name="${name}"]`);
    const errorOf = (name: string) =>
      field(name).evaluate((input) => {
        const id = input
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((part) => part.endsWith('-error'));
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });

    // The browser applies the contracts' rules, in the interface language.
    await field('account').fill('ab');
    await field('phone').fill('1380013');
    await field('password').fill('short');
    await field('confirmPassword').fill('different');
    await page.getByRole('button', { name: cn('shell', 'register.submit'), exact: true }).click();
    await page.getByText('账号须为4-32位字母、数字、下划线或点').waitFor();
    expect(await errorOf('phone')).toBe('请输入11位手机号');
    expect(await errorOf('confirmPassword')).toBe('两次输入的密码不一致');
    expect(await errorOf('email')).toBe('请输入正确的邮箱地址');
    await harness.screenshot(page, 'shell-10-register-errors');

    // The server's field errors land under their field.
    await field('email').fill(`taken_${suffix}@test.example.com`);
    await page.getByTestId('send-code').click();
    await page.getByText('邮箱已被占用').waitFor();
    expect(await errorOf('email')).toBe('邮箱已被占用');
    expect(taken.account).toBeTruthy();

    await field('email').fill(email);
    await page.getByTestId('send-code').click();
    await page.getByText(/\d+ 秒后重新发送/).waitFor();
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    const code = await latestCode(database.sql, email);

    await field('account').fill(account);
    await field('userName').fill('Zhang Min');
    await field('phone').fill(`139${randomDigits(8)}`);
    await field('code').fill(code);
    await field('password').fill(password);
    await field('confirmPassword').fill(password);
    await harness.screenshot(page, 'shell-11-register-filled');
    await page.getByRole('button', { name: cn('shell', 'register.submit'), exact: true }).click();

    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: cn('shell', 'login.title') }).waitFor();
    expect(await page.locator('input[name="account"]').inputValue()).toBe(account);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: cn('shell', 'login.submit') }).click();
    await page.waitForURL('**/homeIndex');
    await page.getByTestId('current-user-account').getByText(account, { exact: true }).waitFor();
  });

  it('resets a forgotten password with a mailed code', async () => {
    const suffix = randomDigits(8);
    const email = `forgot_${suffix}@test.example.com`;
    const user = await harness.createUser({ userType: 'overseas_producer', email });
    const password = 'NewHarbour#77';

    const page = await open('en-US');
    await page.goto('/login');
    await page.getByRole('link', { name: en('shell', 'login.forgotPassword') }).click();
    await page.waitForURL('**/forgotPassword');
    await page.getByRole('heading', { name: en('shell', 'forgot.title') }).waitFor();
    await page.locator('input[name="account"]').fill(user.account);
    await page.getByTestId('send-code').click();
    await page.getByTestId('forgot-code-sent').waitFor();
    const code = await latestCode(database.sql, email);

    await page.locator('input[name="code"]').fill(code);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirmPassword"]').fill(`${password}x`);
    await page.getByRole('button', { name: en('shell', 'forgot.submit') }).click();
    await page.getByText('The two passwords differ').waitFor();
    await harness.screenshot(page, 'shell-12-forgot-password');

    await page.locator('input[name="confirmPassword"]').fill(password);
    await page.getByRole('button', { name: en('shell', 'forgot.submit') }).click();
    await page.waitForURL('**/login');
    await signIn(page, { account: user.account, password }, 'en');
  });

  it('answers an ended session with one alert, then the sign-in page', async () => {
    const user = await harness.createUser({ userType: 'auditor' });
    const page = await open('en-US');
    watchRequests(page);
    // The shell's last call after a sign-in asks for the forced messages; it must not meet the ended session.
    const forcedMessages = page.waitForResponse(answers(ROUTES.notifications.recentlyDialog));
    await signIn(page, user, 'en');
    await page.getByTestId('sidebar').locator('[data-path]').first().waitFor();
    await forcedMessages;
    await networkQuiet(page);

    // The language menu opens while the session still stands.
    await page.getByRole('button', { name: en('shell', 'language.label') }).click();
    const french = page.getByRole('menuitem', { name: en('shell', 'language.fr') });
    await french.waitFor();
    // An administrator disables the account: the access token and the refresh cookie stop working.
    await disableUser(database.db, user.id);
    // Switching the language refetches everything the shell shows: several calls fail at once. A call the
    // shell started before may meet the ended session first, and its alert then covers the menu: the
    // choice is sent to the menu item itself, so the switch happens in either order.
    await french.dispatchEvent('click');

    const alert = page.getByRole('dialog').filter({ hasText: 'Session expirée' });
    await alert.waitFor();
    // Every call the switch started has failed and been answered: still one alert.
    await networkQuiet(page);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await harness.screenshot(page, 'shell-13-session-expired');
    await alert.getByRole('button').click();
    await page.waitForURL('**/login');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['language']);
  });

  it('logs out to the sign-in page, keeping only the language', async () => {
    const user = await harness.createUser({ userType: 'cert_body' });
    const page = await open('en-US');
    await signIn(page, user, 'en');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByRole('button', { name: en('shell', 'header.logout') }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['language']);
  });
});
