import { defineConfig } from 'vitest/config';

/**
 * Test tiers are named by file: `*.test.ts` is a unit test (no PostgreSQL, no Redis) and
 * `*.int.test.ts` an integration test, which talks to the real PostgreSQL and Redis given by
 * DATABASE_URL / REDIS_URL (`npm test` provisions them and makes a fresh database per run).
 * `npm test -- --only=unit` runs the projects 'unit' and 'web', `--only=integration` the project
 * 'integration' (scripts/test/test-tiers.test.ts checks that the names match what the files use).
 * The e2e suite has its own config under apps/web/e2e.
 */
const SOURCES = ['apps/api', 'apps/worker', 'packages/*', 'scripts'];

export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'unit',
          include: SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.int.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: SOURCES.map((dir) => `${dir}/**/*.int.test.ts`),
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
