import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Files that change what every other flow sees while they run, so they run alone, after the others:
 * a maintenance window, platform settings (label limits, rewards, release notes, dictionaries), forced
 * messages, menus and categories, the scan alert rules, the member reward setting, and a label-import
 * worker on the run's queues (it would take other files' jobs).
 */
const PLATFORM_WIDE = [
  'news-maintenance',
  'system',
  'messages',
  'menus-and-categories',
  'scan',
  'members',
  'label-imports',
].map((name) => `apps/web/e2e/${name}.e2e.ts`);

const shared = {
  root: repoRoot,
  environment: 'node',
  pool: 'forks',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  teardownTimeout: 60_000,
  // A page waits on the API and a busy machine: polled expectations get more than the default second.
  expect: { poll: { timeout: 15_000 } },
} as const;

/**
 * Browser flows against the real API and the built client, one browser per file: two files at a time
 * (each its own data), then the platform-wide ones one at a time.
 */
export default defineConfig({
  root: repoRoot,
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          exclude: PLATFORM_WIDE,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-platform-wide',
          include: PLATFORM_WIDE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
