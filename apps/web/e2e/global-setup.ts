import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@trace/api/config';
import { createDb, runMigrations } from '@trace/db';
import { seedBase } from '@trace/db/seed/index';
import { build } from 'vite';
import { screenshotDir, webDist } from './paths';

const webRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * Once per run: makes sure the test database has its schema and base data (platforms, menus, roles;
 * both steps are idempotent, so this is harmless after the integration suite did it), and builds the
 * web client so the flows exercise the code under test rather than a stale `dist`.
 * Set E2E_SKIP_WEB_BUILD=1 when the caller has just built it.
 */
export default async function setup(): Promise<void> {
  const config = loadConfig();
  await runMigrations(config.databaseUrl);
  const database = createDb(config.databaseUrl, { max: 1, applicationName: 'web-e2e-setup' });
  try {
    await seedBase(database.db, { platform: config.platform });
  } finally {
    await database.close();
  }

  await mkdir(screenshotDir, { recursive: true });
  if (process.env.E2E_SKIP_WEB_BUILD === '1') return;
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: webDist, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
