import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROUTES } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { callRoute, login, statusOf, useTestApp } from './helpers';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const ctx = useTestApp();

const pnpmCli = (...args: string[]) => run(tsx, [cli, ...args], { env: process.env });

describe('admin command line', () => {
  it('creates an administrator who can sign in and see the administration menus', async () => {
    const account = `cli_admin_${Date.now()}`;
    const { stdout } = await pnpmCli('create-admin', '--account', account, '--password', 'Cli@Admin1');
    expect(stdout).toContain(`Administrator ${account} created`);
    const session = await login(ctx.app, account, 'Cli@Admin1');
    const me = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: session.token });
    expect(me.body.data.permissions).toContain('system.SysUser.view');
  });

  it('refuses a weak password and a taken account with a clear message', async () => {
    await expect(
      pnpmCli('create-admin', '--account', 'weakling', '--password', 'weak'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('8 to 16 characters'),
    });
  });

  it('resets a password, ending the sessions, and creates API keys shown once', async () => {
    const account = `cli_reset_${Date.now()}`;
    await pnpmCli('create-admin', '--account', account, '--password', 'First@Pass1');
    const session = await login(ctx.app, account, 'First@Pass1');
    await pnpmCli('reset-password', '--account', account, '--password', 'Second@Pass2');
    expect(await statusOf(ctx.app, ROUTES.session.currentUser, {}, { token: session.token })).toBe(401);
    expect((await login(ctx.app, account, 'Second@Pass2')).token).toBeTruthy();
    await expect(
      pnpmCli('create-api-key', '--name', 'Partner', '--permissions', 'file.upload'),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('--corp COMPANY_ID, or --all-tenants') });
    const { stdout } = await pnpmCli(
      'create-api-key',
      '--name',
      'Partner',
      '--permissions',
      'file.upload',
      '--all-tenants',
    );
    expect(stdout).toContain('created for every company');
    expect(stdout).toMatch(/^tk_/m);
  });
});
