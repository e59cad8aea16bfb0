import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Browser flows against the real API and the built client; one file at a time, one browser per file. */
export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e',
    root: repoRoot,
    include: ['apps/web/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // A page waits on the API and a busy machine: polled expectations get more than the default second.
    expect: { poll: { timeout: 15_000 } },
  },
});
