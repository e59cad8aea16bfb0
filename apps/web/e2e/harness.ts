import { appendFile, mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from '@trace/api/app';
import { loadConfig } from '@trace/api/config';
import type { PlatformKey } from '@trace/contracts';
import { createDb } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { MISSING_TEXT } from '../src/i18n/missing';
import { accessibilityLog } from './accessibility';
import { screenshotDir, webDist } from './paths';

type CreateUserOptions = NonNullable<Parameters<typeof createUser>[1]>;
export type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface E2EHarness {
  /** Where the API serves both itself and the built client, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  browser: Browser;
  /** A fresh browser profile (own cookies and session storage) with one page open. */
  newPage(options?: { locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  /** A user of the test database, created for the calling flow. */
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  /**
   * Saves a full-page screenshot as `apps/web/e2e/screenshots/<name>.png`, and checks the page with
   * axe-core (not for a failed test's shot): a serious or critical finding fails the file at `close()`.
   */
  screenshot(page: Page, name: string, options?: { check?: boolean }): Promise<string>;
  close(): Promise<void>;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for the e2e flows (the test runner provisions it)`);
  return value;
}

/**
 * Starts the real API in this process, serving the built client from `apps/web/dist` on a free port,
 * and a headless Chromium to drive it. Call in `beforeAll`, and `close()` in `afterAll`. `platform`
 * runs another platform variant than the environment's (several can run side by side on one database).
 */
export interface HarnessOptions {
  platform?: PlatformKey;
}

export async function startHarness(options: HarnessOptions = {}): Promise<E2EHarness> {
  const databaseUrl = requireEnv('DATABASE_URL');
  const config = {
    // One browser plays many people from one address, each page load fetching dozens of files: the
    // per-address limit for all requests would cut a run short. Sign-in and code limits still apply.
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ROUTE_RATE_LIMIT_SCALE: '100',
      ...process.env,
      ...(options.platform ? { PLATFORM: options.platform } : {}),
    }),
    webDist,
    port: 0,
  };
  const app = await buildApp(config);
  const database = createDb(databaseUrl, { max: 2, applicationName: 'web-e2e' });
  let browser: Browser | undefined;
  const missingTexts = new Set<string>();
  const accessibility = accessibilityLog();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const launched = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    browser = launched;
    await mkdir(screenshotDir, { recursive: true });

    return {
      baseUrl,
      browser: launched,
      async newPage({ locale = 'zh-CN' } = {}) {
        const context = await launched.newContext({
          baseURL: baseUrl,
          locale,
          viewport: { width: 1280, height: 800 },
        });
        context.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(MISSING_TEXT))
            missingTexts.add(message.text());
        });
        return { context, page: await context.newPage() };
      },
      createUser: (options = {}) => createUser(database.db, options),
      async screenshot(page, name, { check = true } = {}) {
        const path = join(screenshotDir, `${name}.png`);
        // Transitions under way (a dialog fading in) are run to their end first, so the picture and the
        // accessibility check that follows see the page as it settles, not a blend of two states.
        await page.screenshot({ path, fullPage: true, animations: 'disabled' });
        if (check) await accessibility.check(page, name);
        return path;
      },
      async close() {
        await launched.close();
        await app.close();
        await database.close();
        // A page that showed a text's key instead of the text fails the file that opened it.
        if (missingTexts.size > 0)
          throw new Error(`Pages showed missing texts:\n${[...missingTexts].join('\n')}`);
        // Every page a flow screenshots is checked for accessibility (axe-core: serious and critical); a
        // finding fails the file, and is also written to `screenshots/accessibility.txt`.
        const findings = accessibility.report();
        if (findings) {
          await appendFile(join(screenshotDir, 'accessibility.txt'), `${findings}\n`);
          throw new Error(`Pages have serious accessibility findings:\n${findings}`);
        }
      },
    };
  } catch (error) {
    await browser?.close();
    await app.close();
    await database.close();
    throw error;
  }
}
