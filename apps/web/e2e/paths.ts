import { fileURLToPath } from 'node:url';

/** The built client the API serves during the flows. */
export const webDist = fileURLToPath(new URL('../dist', import.meta.url));
/** Screenshots taken along the flows (not committed). */
export const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));
