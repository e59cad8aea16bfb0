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

// Each command is a process of its own that loads the API's code with tsx: seconds each on a busy machine,
// and the last test runs six of them.
describe('admin command line', { timeout: 120_000 }, () => {
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

  it('resets a password, ending the sessions, and issues partner keys shown once', async () => {
    const account = `cli_reset_${Date.now()}`;
    await pnpmCli('create-admin', '--account', account, '--password', 'First@Pass1');
    const session = await login(ctx.app, account, 'First@Pass1');
    await pnpmCli('reset-password', '--account', account, '--password', 'Second@Pass2');
    expect(await statusOf(ctx.app, ROUTES.session.currentUser, {}, { token: session.token })).toBe(401);
    expect((await login(ctx.app, account, 'Second@Pass2')).token).toBeTruthy();
    await expect(
      pnpmCli('create-partner-key', '--app', 'Harbour broker', '--scopes', 'batches:read'),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('--contact-email is required') });
    const app = `Harbour broker ${Date.now()}`;
    const args = [
      '--app',
      app,
      '--contact-email',
      'ops@broker.example',
      '--scopes',
      'batches:read,events:read',
    ];
    const first = await pnpmCli('create-partner-key', ...args, '--days', '30');
    expect(first.stdout).toContain(`for the application "${app}"`);
    const secret = first.stdout.match(/^(tr_[0-9a-f]{8}_\S+)$/m)?.[1];
    expect(secret).toBeTruthy();
    expect(
      (await callRoute(ctx.app, ROUTES.partnerApi.self, {}, { apiKey: secret! })).body.data,
    ).toMatchObject({
      app: { name: app },
      key: { scopes: ['batches:read', 'events:read'] },
    });
    // A second key joins the same application.
    const second = await pnpmCli('create-partner-key', ...args);
    expect(second.stdout).not.toContain(secret!);
    await expect(pnpmCli('create-partner-key', ...args, '--days', '400')).rejects.toMatchObject({
      stderr: expect.stringContaining('one year at most'),
    });
  });
});
