import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { screenshotDir } from './paths';

const webRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * Builds the web client once per run so the flows exercise the code under test, not a stale `dist`.
 * Set E2E_SKIP_WEB_BUILD=1 when the caller has just built it.
 */
export default async function setup(): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  if (process.env.E2E_SKIP_WEB_BUILD === '1') return;
  await build({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'warn',
    mode: 'production',
  });
}
