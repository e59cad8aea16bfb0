import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { routeTable } from './build/route-table';

/** Unit tests of the client's own logic (no browser; browser flows live in e2e/). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [routeTable()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/browser-globals.ts'],
  },
});
