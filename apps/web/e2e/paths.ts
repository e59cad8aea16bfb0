import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built client the API serves during the flows. `E2E_WEB_DIST` gives a run its own build, so two
 * runs at once (or a run beside `vite build`) never serve each other's half-written files.
 */
export const webDist = process.env.E2E_WEB_DIST
  ? resolve(process.env.E2E_WEB_DIST)
  : fileURLToPath(new URL('../dist', import.meta.url));
/** Screenshots taken along the flows (not committed). */
export const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));
