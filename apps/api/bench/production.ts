import fs from 'node:fs';
import path from 'node:path';
import { pnpmCommand, repoRoot, run } from '../../../scripts/lib/process';

/** What the production build is made of: when any of it is newer than dist/api.js, the build is stale. */
const SOURCES = [
  'apps/api/src',
  'apps/worker/src',
  'packages/contracts/src',
  'packages/core/src',
  'packages/db/src',
  'packages/db/migrations',
  'apps/production/build.ts',
  'apps/production/package.json',
];

export const PRODUCTION_API = path.join(repoRoot, 'apps/production/dist/api.js');

function newest(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/**
 * The benches call the API as production runs it: `node apps/production/dist/api.js` with
 * NODE_ENV=production. Builds it (`pnpm --filter @trace/production build`, after the web client's
 * build when apps/web/dist is missing) when dist/ is missing or older than its sources.
 */
export async function ensureProductionBuild() {
  const built = fs.statSync(PRODUCTION_API, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...SOURCES.map((source) => newest(path.join(repoRoot, source))));
  if (built > sources) return;
  console.log(built ? 'The production build is older than its sources: rebuilding.' : 'Building the API.');
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    const web = pnpmCommand(['--filter', '@trace/web', 'build']);
    if ((await run(web.command, web.args)) !== 0) throw new Error('The web client did not build');
  }
  const build = pnpmCommand(['--filter', '@trace/production', 'build']);
  if ((await run(build.command, build.args)) !== 0) throw new Error('The production build failed');
}

/** What the web client's build is made of (its own sources and the contracts it imports). */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

/**
 * The built web client, as the production build copies it (`apps/web/dist` → `web/`): builds it
 * (`pnpm --filter @trace/web build`) when it is missing or older than its sources.
 */
export async function ensureWebBuild() {
  const built = fs.statSync(path.join(WEB_DIST, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...WEB_SOURCES.map((source) => newest(path.join(repoRoot, source))));
  if (built > sources) return;
  console.log(built ? 'The web build is older than its sources: rebuilding.' : 'Building the web client.');
  const web = pnpmCommand(['--filter', '@trace/web', 'build']);
  if ((await run(web.command, web.args)) !== 0) throw new Error('The web client did not build');
}
