import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Integration tests talk to the real PostgreSQL and Redis given by
 * DATABASE_URL / REDIS_URL (`npm test` provisions them and makes a fresh database per run).
 * The e2e suite has its own config under apps/web/e2e.
 */
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'apps/api/test/**/*.test.ts',
            'apps/worker/test/**/*.test.ts',
            'packages/db/test/**/*.itest.ts',
          ],
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
