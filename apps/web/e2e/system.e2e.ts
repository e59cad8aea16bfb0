import { randomUUID } from 'node:crypto';
import { ROUTES, type RouteData, type RouteDefinition, routeUrl } from '@trace/contracts';
import { createDb, printingFactories } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, apiClient } from './api';
import { drawPng } from './files';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, fr, text } from './texts';
import { restingScreenshot, row } from './ui';

/** A small PNG (a two-colour gradient), as a person would upload a photo. */
function pngImage(width = 96, height = 64): Buffer {
  return drawPng(width, height, (x, y) => [20 + (x * 200) / width, 150, 120 + (y * 120) / height]);
}

/**
 * System administration: an administrator creates a role holding one page's permission, creates a
 * user with it through /SysAddUser, and that user sees exactly that menu (and Home); disabling the
 * user ends their open session; a password is changed through /SysUpdatePwd; advice is sent and
 * processed; and every administration page is visited and photographed.
 */
describe('system administration', () => {
  let harness: E2EHarness;
  const { callAs, dataAs } = apiClient(() => harness.baseUrl);
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let companyName: string;
  const contexts: BrowserContext[] = [];
  const suffix = randomUUID().slice(0, 6);
  const roleName = {
    cn: `日志审计员 ${suffix}`,
    en: `Log auditor ${suffix}`,
    fr: `Auditeur du journal ${suffix}`,
  };
  const roleCode = `log_auditor_${suffix.replace(/[^a-z0-9]/g, 'x')}`;
  const auditor = { account: `auditor_${suffix}`, password: 'Audit#2026x', name: `王审计 ${suffix}` };
  let current: Page | undefined;
  /** The limited user's browser, kept open to watch the session end. */
  let auditorPage: Page;

  async function open(locale = 'zh-CN') {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    current = page;
    return page;
  }

  async function signIn(page: Page, account: string, password: string, submit = cn('shell', 'login.submit')) {
    await page.goto('/login');
    await page.locator('input[name="account"]').fill(account);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: submit }).click();
    await page.waitForURL('**/homeIndex');
  }

  async function asAdmin(locale = 'zh-CN') {
    const page = await open(locale);
    const language = ({ zh: 'cn', en: 'en', fr: 'fr' } as const)[locale.slice(0, 2) as 'zh' | 'en' | 'fr'];
    const submit = text(language, 'shell', 'login.submit');
    await signIn(page, admin.account, admin.password, submit);
    return page;
  }

  /** Saves a screenshot from the top of the page. */
  const shot = (page: Page, name: string) =>
    restingScreenshot(harness, page, `system-${name}`, { keepToasts: true });

  const sidebarPaths = async (page: Page) =>
    (await page
      .getByTestId('sidebar')
      .locator('[data-path]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-path') ?? ''))) as string[];

  /** A field by its label, which may end with the required mark. */
  const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);

  const dialog = (page: Page) => page.getByRole('dialog');

  /** Waits for the answer of a request the next action sends. */
  async function answerOf<R extends RouteDefinition>(
    page: Page,
    route: R,
    action: () => Promise<unknown>,
  ): Promise<{
    code: string;
    msg: string;
    data: RouteData<R>;
    errors?: { path: string; message: string }[];
  }> {
    const [response] = await Promise.all([page.waitForResponse(answers(route)), action()]);
    return response.json();
  }

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'web-e2e-system' });
    companyName = `福建燕之屋食品有限公司 ${suffix}`;
    await createCompany(database.db, { name: companyName, kind: 'producer' });
    admin = await harness.createUser({ userType: 'admin' });
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) {
      await harness.screenshot(
        current,
        `system-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`,
      );
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  it('lets a person edit their own profile from /userMessageEdit', async () => {
    const page = await asAdmin();
    await page.goto('/userMessageEdit');
    await page.getByRole('heading', { name: cn('system', 'profile.editTitle') }).waitFor();
    const name = page.getByRole('textbox', { name: cn('common', 'name'), exact: true });
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill(`平台管理员 ${suffix}`);
    await page.getByRole('textbox', { name: cn('system', 'profile.phone') }).fill('1380013');
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    // The contract's rule speaks before anything is sent.
    await page.getByText('请输入11位手机号', { exact: true }).waitFor();
    await page
      .getByRole('textbox', { name: cn('system', 'profile.phone') })
      .fill(`138${String(Date.now()).slice(-8)}`);
    await page.getByRole('textbox', { name: cn('common', 'email') }).fill(`admin-${suffix}@example.com`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await page.getByRole('button', { name: 'avatar.png', exact: true }).waitFor();
    await shot(page, '01-profile-edit');
    const saved = await answerOf(page, ROUTES.system.updateProfile, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(saved.code).toBe('200');
    await page.waitForURL('**/userMessage');
    await page.getByTestId('profile-name').getByText(`平台管理员 ${suffix}`).waitFor();
    // The profile leads to its own edit and password pages.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: cn('shell', 'account.changePassword') }).waitFor();
    await main.getByRole('link', { name: cn('shell', 'account.edit') }).click();
    await page.waitForURL('**/userMessageEdit');
    await page.getByRole('heading', { name: cn('system', 'profile.editTitle') }).waitFor();
  });

  it('builds the department tree on /SysDept', async () => {
    const page = await asAdmin();
    await page.goto('/SysDept');
    await page.getByRole('heading', { name: cn('system', 'depts.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'depts.add') }).click();
    await dialog(page)
      .getByRole('textbox', { name: cn('system', 'depts.name') })
      .fill(`质量管理部 ${suffix}`);
    await dialog(page)
      .getByRole('textbox', { name: cn('system', 'depts.leader') })
      .fill('陈静');
    await answerOf(page, ROUTES.system.createDept, () =>
      dialog(page)
        .getByRole('button', { name: cn('common', 'save') })
        .click(),
    );
    await row(page, `质量管理部 ${suffix}`)
      .getByRole('button', { name: cn('system', 'depts.addChild') })
      .click();
    await dialog(page)
      .getByRole('textbox', { name: cn('system', 'depts.name') })
      .fill(`检测中心 ${suffix}`);
    await dialog(page)
      .getByRole('textbox', { name: cn('system', 'depts.phone') })
      .fill('13900139000');
    await shot(page, '02-dept-form');
    await answerOf(page, ROUTES.system.createDept, () =>
      dialog(page)
        .getByRole('button', { name: cn('common', 'save') })
        .click(),
    );
    await row(page, `检测中心 ${suffix}`).waitFor();
    expect(await row(page, `检测中心 ${suffix}`).getAttribute('data-depth')).toBe('1');
    await shot(page, '03-depts');
  });

  it('creates a role that holds the audit log page and Home', async () => {
    const page = await asAdmin();
    await page.goto('/SysRole');
    await page.getByRole('heading', { name: cn('system', 'roles.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'roles.add') }).click();
    const drawer = dialog(page);
    await drawer.getByRole('textbox', { name: `${cn('system', 'roles.name')} (中文)` }).fill(roleName.cn);
    await drawer.getByRole('textbox', { name: `${cn('system', 'roles.name')} (英文)` }).fill(roleName.en);
    await drawer.getByRole('textbox', { name: `${cn('system', 'roles.name')} (法文)` }).fill(roleName.fr);
    await drawer.getByRole('textbox', { name: cn('system', 'roles.code') }).fill(roleCode);
    // Giving the role a menu: the audit log entry is shown to holders of its permission.
    const search = drawer.getByPlaceholder(cn('system', 'roles.permissionSearch'));
    await search.fill('system.SysLog.view');
    await drawer.getByRole('checkbox', { name: '查看: 操作日志' }).check();
    await search.fill('home.homeIndex');
    await drawer.getByRole('checkbox', { name: '查看: 首页' }).check();
    await search.fill('');
    await drawer.getByText(/已选择 2 \/ \d+ 项权限/).waitFor();
    await shot(page, '04-role-drawer');
    const created = await answerOf(page, ROUTES.system.roles.create, () =>
      drawer.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(created.code).toBe('200');
    expect([...created.data.permissions].sort()).toEqual(['home.homeIndex.view', 'system.SysLog.view']);
    await row(page, roleName.cn).waitFor();
    await row(page, roleName.cn)
      .getByText(cn('system', 'roles.permissionCount', { count: 2 }))
      .waitFor();
    await shot(page, '05-roles');
  });

  it('shows the menu entry that permission opens on /SysMenu', async () => {
    const page = await asAdmin();
    await page.goto('/SysMenu');
    await page.getByRole('heading', { name: cn('system', 'menus.title') }).waitFor();
    await page.getByPlaceholder(cn('system', 'menus.search')).fill('system.SysLog.view');
    const entry = row(page, '/SysLog');
    await entry.getByText('system.SysLog.view').waitFor();
    await shot(page, '06-menus');
    await entry.getByRole('button', { name: cn('common', 'edit') }).click();
    await page.waitForURL(/\/SysEditMenu\?id=/);
    await expect
      .poll(() => page.getByRole('textbox', { name: `${cn('system', 'menus.name')} (中文)` }).inputValue())
      .toBe('操作日志');
    await shot(page, '07-menu-edit');
    await page.goto('/SysAddMenu');
    await page.getByRole('heading', { name: cn('system', 'menus.addTitle') }).waitFor();
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    await page.getByText('此项为必填项').first().waitFor();
    await shot(page, '08-menu-add-errors');
  });

  it('creates a user with that role through /SysAddUser', async () => {
    const page = await asAdmin();
    await page.goto('/SysUser');
    await page.getByRole('heading', { name: cn('system', 'users.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'users.add') }).click();
    await page.waitForURL('**/SysAddUser');
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    await page.getByText('账号须为4-32位字母、数字、下划线或点').waitFor();
    expect(
      await page.getByRole('textbox', { name: cn('system', 'profile.account') }).getAttribute('aria-invalid'),
    ).toBe('true');
    await shot(page, '09-user-add-errors');

    await page.getByRole('textbox', { name: cn('system', 'profile.account') }).fill(auditor.account);
    await page.getByRole('textbox', { name: cn('common', 'name') }).fill(auditor.name);
    await page.getByPlaceholder(cn('system', 'common.companySearch')).fill(`燕之屋食品有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    await page.getByPlaceholder(cn('system', 'users.rolesPlaceholder')).click();
    await page.getByRole('option', { name: roleName.cn }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('textbox', { name: cn('system', 'users.phone') })
      .fill(`139${String(Date.now()).slice(-8)}`);
    await page.getByLabel(labelled(cn('common', 'newPassword'))).fill('short');
    await page.getByTestId('password-rules').locator('[data-met]').first().waitFor();
    await page.getByLabel(labelled(cn('common', 'newPassword'))).fill(auditor.password);
    await page.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill(auditor.password);
    expect(await page.getByTestId('password-rules').locator('[data-met]').count()).toBe(4);
    await shot(page, '10-user-add');
    const created = await answerOf(page, ROUTES.system.createUser, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(created.code).toBe('200');
    expect(created.data.corpName).toBe(companyName);
    expect(created.data.roles.map((role) => role.name)).toEqual([roleName.cn]);
    await page.waitForURL('**/SysUser');
    const entry = row(page, auditor.account);
    await entry.getByText(roleName.cn).waitFor();
    await shot(page, '11-users');

    // Editing puts the user in a department chosen from the tree.
    await entry.getByRole('button', { name: cn('common', 'edit') }).click();
    await page.waitForURL(/\/SysEditUser\?id=/);
    await expect
      .poll(() => page.getByRole('textbox', { name: cn('common', 'name') }).inputValue())
      .toBe(auditor.name);
    await page.getByPlaceholder(cn('system', 'users.deptPlaceholder')).click();
    await page.getByText(`检测中心 ${suffix}`, { exact: true }).click();
    await shot(page, '12-user-edit');
    const updated = await answerOf(page, ROUTES.system.updateUser, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(updated.data.deptName).toBe(`检测中心 ${suffix}`);
    await page.waitForURL('**/SysUser');
    await row(page, auditor.account).getByText(`检测中心 ${suffix}`).waitFor();
  });

  it('shows the new user exactly that menu, and Home', async () => {
    auditorPage = await open();
    await signIn(auditorPage, auditor.account, auditor.password);
    await expect
      .poll(async () => (await sidebarPaths(auditorPage)).sort())
      .toEqual(['/SysLog', '/homeIndex']);
    await auditorPage.getByTestId('sidebar').getByText('系统管理', { exact: true }).click();
    await auditorPage.getByTestId('sidebar').locator('[data-path="/SysLog"]').click();
    await auditorPage.waitForURL(/\/SysLog/);
    await row(auditorPage, admin.account).first().waitFor();
    await shot(auditorPage, '13-limited-user-audit-log');
    // Pages outside the role are refused.
    await auditorPage.goto('/SysUser');
    await auditorPage.waitForURL('**/403');
    await auditorPage.goto('/SysLog');
    await row(auditorPage, admin.account).first().waitFor();
  });

  it("ends the user's open session when an administrator disables them", async () => {
    const page = await asAdmin();
    await page.goto(`/SysUser?keyword=${auditor.account}`);
    const entry = row(page, auditor.account);
    await entry.getByRole('button', { name: cn('system', 'users.disable') }).click();
    await dialog(page)
      .getByText(cn('system', 'users.disableConfirm', { account: auditor.account }))
      .waitFor();
    await shot(page, '14-user-disable-confirm');
    const disabled = await answerOf(page, ROUTES.system.disableUser, () =>
      dialog(page)
        .getByRole('button', { name: cn('system', 'users.disable') })
        .click(),
    );
    expect(disabled.data.enabled).toBe(false);
    await entry.getByText('已停用').waitFor();

    // The user's next request finds the session gone.
    current = auditorPage;
    await auditorPage.getByRole('button', { name: cn('kit', 'table.refresh') }).click();
    await auditorPage.getByText(cn('shell', 'session.expired')).waitFor();
    await shot(auditorPage, '15-session-ended');
    await auditorPage.getByRole('button', { name: cn('common', 'confirm') }).click();
    await auditorPage.waitForURL('**/login');
    await auditorPage.locator('input[name="account"]').fill(auditor.account);
    await auditorPage.locator('input[name="password"]').fill(auditor.password);
    await auditorPage.getByRole('button', { name: cn('shell', 'login.submit') }).click();
    await auditorPage.getByTestId('login-error').getByText('账号已停用', { exact: false }).waitFor();
  });

  it('shows what the change did, before and after, in the audit log', async () => {
    const page = await asAdmin();
    await page.goto('/SysLog?entity=user&action=disable');
    await row(page, admin.account).first().click();
    await page.waitForURL(/\/SysLogDetails\?id=/);
    const after = page.getByTestId('diff-after');
    await after.locator('[data-key="enabled"][data-changed]').getByText('false').waitFor();
    await page
      .getByTestId('diff-before')
      .locator('[data-key="enabled"][data-changed]')
      .getByText('true')
      .waitFor();
    await page.getByTestId('changed-keys').getByText('enabled', { exact: false }).waitFor();
    await shot(page, '16-audit-log-detail');
    await page.goto('/SysLog');
    await row(page, admin.account).first().waitFor();
    await shot(page, '17-audit-log');
  });

  it('resets the password of a user and enables them again', async () => {
    const page = await asAdmin();
    await page.goto(`/SysUser?keyword=${auditor.account}`);
    const entry = row(page, auditor.account);
    await entry.getByRole('button', { name: cn('common', 'resetPassword') }).click();
    const modal = dialog(page);
    await modal.getByLabel(labelled(cn('common', 'newPassword'))).fill('Reset#2026y');
    await modal.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill('Reset#2026z');
    await modal.getByRole('button', { name: cn('system', 'users.resetSubmit') }).click();
    await modal.getByText('两次输入的密码不一致').waitFor();
    await modal.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill('Reset#2026y');
    await shot(page, '18-reset-password');
    const reset = await answerOf(page, ROUTES.system.resetUserPassword, () =>
      modal.getByRole('button', { name: cn('system', 'users.resetSubmit') }).click(),
    );
    expect(reset.code).toBe('200');
    await entry.getByRole('button', { name: cn('system', 'users.enable') }).click();
    await answerOf(page, ROUTES.system.enableUser, () =>
      dialog(page)
        .getByRole('button', { name: cn('system', 'users.enable') })
        .click(),
    );
    await entry.getByText('正常').waitFor();
    const again = await open();
    await signIn(again, auditor.account, 'Reset#2026y');
  });

  it('changes a password through /SysUpdatePwd and ends the session', async () => {
    const user = await harness.createUser({ userType: 'producer' });
    const page = await open();
    await signIn(page, user.account, user.password);
    await page.goto('/SysUpdatePwd');
    await page.getByRole('heading', { name: cn('common', 'changePassword') }).waitFor();
    await page.getByLabel(labelled(cn('system', 'password.oldPassword'))).fill('Wrong#Pass1');
    await page.getByLabel(labelled(cn('common', 'newPassword'))).fill('newpass');
    await expect.poll(() => page.getByTestId('password-rules').locator('[data-met]').count()).toBe(2);
    await page.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill('newpass');
    await page.getByRole('button', { name: cn('common', 'changePassword'), exact: true }).click();
    await page.getByText('密码须为8-16位，包含大写字母、小写字母，以及至少一个数字或符号').waitFor();
    await shot(page, '19-password-rules');

    await page.getByLabel(labelled(cn('common', 'newPassword'))).fill('Changed#2026');
    await page.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill('Changed#2026');
    const refused = await answerOf(page, ROUTES.system.changePassword, () =>
      page.getByRole('button', { name: cn('common', 'changePassword'), exact: true }).click(),
    );
    const oldError = refused.errors?.find((error) => error.path === 'oldPassword');
    expect(oldError).toBeDefined();
    await page.getByText(oldError!.message).waitFor();
    expect(
      await page.getByLabel(labelled(cn('system', 'password.oldPassword'))).getAttribute('aria-invalid'),
    ).toBe('true');

    await page.getByLabel(labelled(cn('system', 'password.oldPassword'))).fill(user.password);
    const changed = await answerOf(page, ROUTES.system.changePassword, () =>
      page.getByRole('button', { name: cn('common', 'changePassword'), exact: true }).click(),
    );
    expect(changed.code).toBe('200');
    await page.waitForURL('**/login');
    await page.getByText(changed.msg).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['language']);
    // The sign-in page offers the account again; the new password opens a fresh session at home.
    expect(await page.locator('input[name="account"]').inputValue()).toBe(user.account);
    await shot(page, '20-password-changed');
    await signIn(page, user.account, 'Changed#2026');
  });

  it('lets a person send advice with a picture, and an administrator process it', async () => {
    const sender = await harness.createUser({ userType: 'dealer' });
    const title = `扫码页加载较慢 ${suffix}`;
    const page = await open();
    await signIn(page, sender.account, sender.password);
    await page.goto('/adviceFeedback');
    await page.getByRole('heading', { name: cn('system', 'advice.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'advice.send') }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: cn('common', 'title') }).fill(title);
    await modal
      .getByRole('textbox', { name: cn('common', 'content') })
      .fill('在手机上扫描标签后，溯源页面需要十几秒才能打开。\n希望能优化图片加载速度。');
    await modal.getByRole('textbox', { name: cn('common', 'contact') }).fill('13700137000');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'scan-page.png',
      mimeType: 'image/png',
      buffer: pngImage(160, 100),
    });
    await modal.getByRole('button', { name: 'scan-page.png', exact: true }).waitFor();
    await shot(page, '21-advice-form');
    const sent = await answerOf(page, ROUTES.system.submitAdvice, () =>
      modal.getByRole('button', { name: cn('system', 'advice.submit') }).click(),
    );
    expect(sent.data.status).toBe(0);
    expect(sent.data.images).toHaveLength(1);
    await row(page, title).getByText('未处理').waitFor();
    await shot(page, '22-advice-mine');

    const adminPage = await asAdmin();
    await adminPage.goto('/adviceFeedback');
    await row(adminPage, title).getByText(sender.account).waitFor();
    await shot(adminPage, '23-advice-all');
    await row(adminPage, title)
      .getByRole('button', { name: cn('system', 'advice.process') })
      .click();
    await adminPage.waitForURL(/\/adviceFeedbackDetail\?id=/);
    await adminPage.getByTestId('advice-images').getByRole('button').first().waitFor();
    await adminPage.getByRole('button', { name: cn('system', 'advice.markProcessed') }).click();
    await adminPage.getByText('此项为必填项').waitFor();
    await adminPage
      .getByRole('textbox', { name: cn('system', 'advice.reply') })
      .fill('感谢反馈！我们已压缩溯源页图片，并启用了就近加速，打开时间已降至 2 秒以内。');
    await shot(adminPage, '24-advice-process');
    const processed = await answerOf(adminPage, ROUTES.system.processAdvice, () =>
      adminPage.getByRole('button', { name: cn('system', 'advice.markProcessed') }).click(),
    );
    expect(processed.data.status).toBe(1);
    await adminPage.getByTestId('advice-reply').getByText('打开时间已降至 2 秒以内').waitFor();
    await shot(adminPage, '25-advice-processed');

    await page.reload();
    await row(page, title).getByText('已处理').waitFor();
    await row(page, title).click();
    await page.getByTestId('advice-reply').getByText('打开时间已降至 2 秒以内').waitFor();
  });

  it('keeps dictionaries with labels in three languages on /SysDic', async () => {
    const page = await asAdmin();
    await page.goto('/SysDic');
    await page.getByRole('heading', { name: cn('system', 'dict.title') }).waitFor();
    await page.locator('[data-code="port"]').click();
    await page.getByTestId('dict-items').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: cn('system', 'dict.addItem') }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: cn('system', 'dict.value') }).fill(`XM${suffix}`.toUpperCase());
    await modal.getByRole('textbox', { name: `${cn('system', 'dict.label')} (中文)` }).fill(`厦门 ${suffix}`);
    await modal
      .getByRole('textbox', { name: `${cn('system', 'dict.label')} (英文)` })
      .fill(`Xiamen ${suffix}`);
    await modal
      .getByRole('textbox', { name: `${cn('system', 'dict.label')} (法文)` })
      .fill(`Xiamen ${suffix}`);
    await shot(page, '26-dictionary-item-form');
    await answerOf(page, ROUTES.system.dictItems.create, () =>
      modal.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    await page
      .getByTestId('dict-items')
      .getByRole('textbox', { name: cn('system', 'dict.itemKeyword') })
      .fill(`XM${suffix}`.toUpperCase());
    await page
      .getByTestId('dict-items')
      .getByRole('button', { name: cn('kit', 'table.search') })
      .click();
    await row(page, `厦门 ${suffix}`).waitFor();
    await page
      .getByTestId('dict-items')
      .getByRole('button', { name: cn('kit', 'table.reset') })
      .click();
    await shot(page, '27-dictionaries');
  });

  it('files delivery addresses on /SysGoodsAddress', async () => {
    const page = await asAdmin();
    await page.goto('/SysGoodsAddress');
    await page.getByRole('heading', { name: cn('system', 'addresses.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'addresses.add') }).click();
    const modal = dialog(page);
    await modal.getByPlaceholder(cn('system', 'addresses.platformOwn')).fill(`燕之屋食品有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    await modal.getByRole('textbox', { name: cn('common', 'receiver') }).fill('林晓');
    await modal.getByRole('textbox', { name: cn('system', 'addresses.phone') }).fill('13600136000');
    await modal.getByRole('textbox', { name: cn('system', 'addresses.region') }).fill('福建省 厦门市 思明区');
    await modal
      .getByRole('textbox', { name: cn('system', 'addresses.address') })
      .fill(`软件园二期观日路 ${suffix} 号`);
    await modal.getByRole('textbox', { name: cn('system', 'addresses.postcode') }).fill('361008');
    await modal.getByRole('switch', { name: cn('system', 'addresses.isDefault') }).check();
    await shot(page, '28-address-form');
    const saved = await answerOf(page, ROUTES.system.goodsAddresses.create, () =>
      modal.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(saved.data.corpName).toBe(companyName);
    await row(page, `观日路 ${suffix}`).getByText(companyName).waitFor();
    await shot(page, '29-addresses');
  });

  it('assigns a reviewer role on /SysAudit', async () => {
    const page = await asAdmin();
    await page.goto('/SysAudit');
    await page.getByRole('heading', { name: cn('system', 'reviews.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'reviews.add') }).click();
    await page.waitForURL('**/SysAddAudit');
    await page.getByPlaceholder(cn('system', 'reviews.resourceTypePlaceholder')).click();
    // Kinds that already have a setting are offered disabled; take the first free one.
    const free = page.locator('[role="option"]:not([data-combobox-disabled])').first();
    const kind = (await free.textContent()) ?? '';
    await free.click();
    await page.getByPlaceholder(cn('system', 'reviews.reviewerRolePlaceholder')).click();
    await page.getByRole('option', { name: roleName.cn }).click();
    await shot(page, '30-review-setting-form');
    const saved = await answerOf(page, ROUTES.system.reviewSettings.create, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(saved.code).toBe('200');
    await page.waitForURL('**/SysAudit');
    await row(page, kind).getByText(roleName.cn).waitFor();
    await shot(page, '31-review-settings');
  });

  it('sets member and scan rewards on /SysMemberScan', async () => {
    const page = await asAdmin();
    await page.goto('/SysAddMemberScan');
    await page.getByRole('heading', { name: cn('system', 'memberScan.addTitle') }).waitFor();
    await page
      .getByRole('textbox', { name: cn('system', 'memberScan.name') })
      .fill(`春节扫码送积分 ${suffix}`);
    await page.getByRole('textbox', { name: cn('system', 'memberScan.registerReward') }).fill('100');
    await page.getByRole('textbox', { name: cn('system', 'memberScan.scanReward') }).fill('5');
    await page.getByRole('textbox', { name: cn('system', 'memberScan.dailyLimit') }).fill('50');
    await shot(page, '32-member-scan-form');
    const saved = await answerOf(page, ROUTES.system.memberScanSettings.create, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(saved.code).toBe('200');
    await page.waitForURL('**/SysMemberScan');
    await row(page, `春节扫码送积分 ${suffix}`).getByText(cn('system', 'memberScan.always')).waitFor();
    await shot(page, '33-member-scan');
  });

  it('changes the platform label limits in place and sets one company its own', async () => {
    const page = await asAdmin();
    await page.goto('/labelControl');
    await page.getByRole('heading', { name: cn('system', 'labelControl.title') }).waitFor();
    await page.getByTestId('limit-max-per-run').waitFor();
    await shot(page, '34-label-control');
    await page.getByRole('button', { name: cn('system', 'labelControl.edit') }).click();
    const usage = page.getByRole('textbox', { name: cn('system', 'labelControl.maxUsagePerBatch') });
    await usage.fill('1');
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    await page.getByText('标签最大使用次数必须大于1').waitFor();
    await usage.fill('3');
    await shot(page, '35-label-control-edit');
    const saved = await answerOf(page, ROUTES.system.updateLabelControl, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(saved.data.maxUsagePerBatch).toBe(3);
    await page.getByTestId('limit-max-usage-per-batch').getByText('3', { exact: true }).waitFor();

    await page.goto('/labelControlCorp');
    await page.getByRole('button', { name: cn('system', 'labelControl.add') }).click();
    const modal = dialog(page);
    await modal.getByPlaceholder(cn('system', 'common.companySearch')).fill(`燕之屋食品有限公司 ${suffix}`);
    await page.getByRole('option', { name: companyName }).click();
    await expect
      .poll(() =>
        modal.getByRole('textbox', { name: cn('system', 'labelControl.maxUsagePerBatch') }).inputValue(),
      )
      .toBe('3');
    await modal.getByRole('textbox', { name: cn('system', 'labelControl.maxPerApplication') }).fill('20000');
    await shot(page, '36-corp-label-control-form');
    await answerOf(page, ROUTES.system.corpLabelControls.create, () =>
      modal.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    await row(page, companyName).getByText('20,000').waitFor();
    await shot(page, '37-corp-label-control');
  });

  it('writes, publishes and shows release notes', async () => {
    const page = await asAdmin();
    await page.goto('/SysVersion');
    await page.getByRole('heading', { name: cn('system', 'versions.title') }).waitFor();
    await page.getByRole('button', { name: cn('system', 'versions.add') }).click();
    const modal = dialog(page);
    const version = `2.${Number.parseInt(suffix.slice(0, 4), 16)}.${Date.now() % 100}`;
    await modal.getByRole('textbox', { name: cn('system', 'versions.version') }).fill('v2');
    await modal
      .getByRole('textbox', { name: cn('common', 'title') })
      .fill(`标签批量导入与扫码统计 ${suffix}`);
    await modal
      .getByRole('textbox', { name: cn('system', 'versions.content') })
      .fill(
        '1. 标签导入支持最多 10,000 行并显示进度。\n2. 新增地区扫码统计图表。\n3. 修复了收货确认偶尔重复提交的问题。',
      );
    await modal.getByRole('button', { name: cn('common', 'save') }).click();
    await modal.getByText('版本号格式应为 1.2.3').waitFor();
    await modal.getByRole('textbox', { name: cn('system', 'versions.version') }).fill(version);
    await shot(page, '38-version-form');
    await answerOf(page, ROUTES.system.versions.create, () =>
      modal.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    const entry = row(page, `标签批量导入与扫码统计 ${suffix}`);
    await entry.getByText('草稿').waitFor();
    await entry.getByRole('button', { name: cn('system', 'versions.publish') }).click();
    await answerOf(page, ROUTES.system.publishVersion, () =>
      dialog(page)
        .getByRole('button', { name: cn('system', 'versions.publish') })
        .click(),
    );
    await entry.getByText('已发布').waitFor();
    await dialog(page).waitFor({ state: 'hidden' });
    await shot(page, '39-versions');

    // Everyone reads the published notes.
    const reader = await harness.createUser({ userType: 'importer' });
    const readerPage = await open();
    await signIn(readerPage, reader.account, reader.password);
    await readerPage.goto('/adviceFeedback');
    await readerPage.getByRole('button', { name: cn('system', 'versions.releaseNotes') }).click();
    await readerPage.getByTestId('release-notes').getByText(`标签批量导入与扫码统计 ${suffix}`).waitFor();
    await shot(readerPage, '40-release-notes');
    // The version in the footer of every page opens them too.
    await readerPage.goto('/homeIndex');
    await readerPage
      .getByTestId('shell-footer')
      .getByRole('button', { name: cn('common', 'version', { version: '2.0.0' }) })
      .click();
    await readerPage.getByTestId('release-notes').getByText(`标签批量导入与扫码统计 ${suffix}`).waitFor();
    await shot(readerPage, '40b-footer-release-notes');
  });

  it('shows sign-ins and exceptions', async () => {
    const page = await asAdmin();
    await page.goto('/sysLogininfor');
    await page.getByRole('heading', { name: cn('system', 'logs.loginTitle') }).waitFor();
    await row(page, auditor.account).first().waitFor();
    await row(page, auditor.account).getByText('失败').first().waitFor();
    // The date filter: nothing on a day long past, today's failed attempts today.
    await page.goto('/sysLogininfor?createdFrom=2001-01-01&createdTo=2001-01-31');
    await page.getByTestId('table-empty').waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/sysLogininfor?createdFrom=${today}&createdTo=${today}&success=false`);
    await row(page, auditor.account).getByText('失败').first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: '成功' }).count()).toBe(0);
    await shot(page, '41-login-log');
    // An unexpected server error, as the error handler records it.
    const message = `TypeError: Cannot read properties of undefined (reading 'corpId') ${suffix}`;
    await database.sql`
      insert into exception_logs (request_id, method, url, message, stack)
      values (${randomUUID()}, 'POST', ${routeUrl(ROUTES.labelOrders.approve, { id: '9f1c2d3e' })}, ${message},
        ${`${message}\n    at approveLabelOrder (apps/api/src/modules/labels/service.ts:88:31)\n    at async handler (apps/api/src/lib/route.ts:41:20)`})`;
    await page.goto('/SysException');
    await page.getByRole('heading', { name: cn('system', 'logs.exceptionTitle') }).waitFor();
    await row(page, suffix).click();
    const detail = page.getByTestId('exception-detail');
    await detail.getByText('apps/api/src/modules/labels/service.ts:88:31', { exact: false }).waitFor();
    await shot(page, '42-exception-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await shot(page, '43-exceptions');
  });

  it('unlocks a user locked out by wrong passwords', async () => {
    const user = await harness.createUser({ userType: 'dealer' });
    const signInAnswer = async (password: string) =>
      (await callAs('anonymous', ROUTES.auth.login, { body: { account: user.account, password } })).status;
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 423; attempt++)
      status = await signInAnswer('Wrong#2026x');
    expect(status).toBe(423);
    const page = await asAdmin();
    await page.goto(`/SysUser?keyword=${user.account}`);
    const entry = row(page, user.account);
    await entry.getByText('已锁定').waitFor();
    await entry.getByRole('button', { name: cn('system', 'users.unlock') }).click();
    await dialog(page)
      .getByText(cn('system', 'users.unlockConfirm', { account: user.account }))
      .waitFor();
    await shot(page, '18a-user-unlock-confirm');
    const unlocked = await answerOf(page, ROUTES.system.unlockUser, () =>
      dialog(page)
        .getByRole('button', { name: cn('system', 'users.unlock') })
        .click(),
    );
    expect(unlocked.data.locked).toBe(false);
    await entry.getByText('正常').waitFor();
    expect(await signInAnswer(user.password)).toBe(200);
  });

  it('speaks English and French', async () => {
    const page = await asAdmin('en-GB');
    await page.goto('/SysRole');
    await page.getByRole('heading', { name: en('system', 'roles.title') }).waitFor();
    await row(page, roleName.en)
      .getByText(en('system', 'roles.permissionCount', { count: 2 }))
      .waitFor();
    await shot(page, '44-roles-en');
    await page.goto('/SysUser');
    await row(page, auditor.account).getByText('Active').waitFor();
    await shot(page, '45-users-en');
    const french = await asAdmin('fr-FR');
    await french.goto('/SysMemberScan');
    await french.getByRole('heading', { name: fr('system', 'memberScan.title') }).waitFor();
    await shot(french, '46-member-scan-fr');
  });

  it('creates a printer account through /SysAddUser with its printing factory', async () => {
    const factory = `厦门彩印包装有限公司 ${suffix}`;
    await database.db.insert(printingFactories).values({ name: factory });
    const printer = { account: `printer_${suffix}`, name: `赵印 ${suffix}`, password: 'Print#2026x' };
    const page = await asAdmin();
    await page.goto('/SysAddUser');
    await page.getByRole('heading', { name: cn('system', 'users.addTitle') }).waitFor();
    await page.getByRole('textbox', { name: cn('system', 'profile.account') }).fill(printer.account);
    await page.getByRole('textbox', { name: cn('common', 'name') }).fill(printer.name);
    await page.getByRole('combobox', { name: labelled(cn('system', 'profile.userType')) }).click();
    await page.getByRole('option', { name: cn('shell', 'userType.printer'), exact: true }).click();
    // A printer account belongs to a factory: the company picker gives way to the factory picker.
    const factoryPicker = page.getByRole('combobox', { name: labelled(cn('common', 'printingFactory')) });
    await factoryPicker.waitFor();
    expect(await page.getByPlaceholder(cn('system', 'common.companySearch')).count()).toBe(0);
    await page.getByLabel(labelled(cn('common', 'newPassword'))).fill(printer.password);
    await page.getByLabel(labelled(cn('system', 'password.confirmPassword'))).fill(printer.password);
    await page.getByRole('button', { name: cn('common', 'save') }).click();
    await page.getByText('请为该用户类型选择所属机构').waitFor();
    expect(await factoryPicker.getAttribute('aria-invalid')).toBe('true');

    await factoryPicker.click();
    await factoryPicker.fill(`彩印包装有限公司 ${suffix}`);
    await page.getByRole('option', { name: factory }).click();
    await expect.poll(() => factoryPicker.inputValue()).toBe(factory);
    await shot(page, '47-printer-user-add');
    const created = await answerOf(page, ROUTES.system.createUser, () =>
      page.getByRole('button', { name: cn('common', 'save') }).click(),
    );
    expect(created.code).toBe('200');
    expect(created.data).toMatchObject({ userType: 'printer', printingFactoryName: factory, corpId: null });
    await page.waitForURL('**/SysUser');
    await page.goto(`/SysUser?keyword=${printer.account}`);
    const entry = row(page, printer.account);
    await entry.getByText(factory).waitFor();
    await entry.locator('.mantine-Badge-label', { hasText: cn('shell', 'userType.printer') }).waitFor();
    await shot(page, '48-printer-user-list');

    // The edit page starts from the factory the account belongs to.
    await entry.getByRole('button', { name: cn('common', 'edit') }).click();
    await page.waitForURL(/\/SysEditUser\?id=/);
    await expect
      .poll(() =>
        page.getByRole('combobox', { name: labelled(cn('common', 'printingFactory')) }).inputValue(),
      )
      .toBe(factory);
  });

  it('lists the registration code mail on /sysOutbox', async () => {
    const email = `outbox-${suffix}@example.com`;
    await dataAs(
      'anonymous',
      ROUTES.auth.sendRegisterCode,
      { body: { email } },
      { headers: { sysLanguage: 'cn' } },
    );
    const [mail] = await database.sql<{ subject: string; body: string }[]>`
      select subject, body from outbox where recipient = ${email} order by created_at desc limit 1`;
    expect(mail).toBeDefined();

    const page = await asAdmin();
    await page.goto('/sysOutbox');
    await page.getByRole('heading', { name: '发信记录' }).waitFor();
    await page.getByRole('textbox', { name: cn('system', 'outbox.recipientFilter') }).fill(email);
    await page.getByRole('button', { name: cn('kit', 'table.search') }).click();
    const entry = row(page, email);
    await entry.getByText(mail!.subject).waitFor();
    await expect.poll(() => page.locator('tbody tr[data-recipient]').count()).toBe(1);
    const status = await entry.locator('.mantine-Badge-root').first().textContent();
    expect(['待发送', '已发送', '仅保存', '发送失败']).toContain(status);
    await shot(page, '49-outbox');

    await entry.getByRole('button', { name: cn('common', 'view') }).click();
    const detail = page.getByTestId('outbox-detail');
    await detail.getByRole('heading', { name: mail!.subject }).waitFor();
    expect(await detail.getByTestId('outbox-body').textContent()).toBe(mail!.body);
    await detail.getByText(email).waitFor();
    await shot(page, '50-outbox-detail');
  });
});
