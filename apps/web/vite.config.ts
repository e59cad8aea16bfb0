import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * First path segments served by the API. The API and the client's pages share one origin in
 * production, so in development only these prefixes are forwarded; everything else is a client route.
 */
/** First path segments of the API (a test checks this covers the contracts' route table). */
export const apiPrefixes = [
  'admin',
  'advice',
  'auth',
  'barcode-applications',
  'barcodes',
  'companies',
  'corp',
  'directory',
  'docs',
  'evaluations',
  'files',
  'getPlatform',
  'getPlatformUrl',
  'health',
  'honour-certificates',
  'label-orders',
  'label-runs',
  'labels',
  'logout',
  'lookups',
  'partners',
  'platforms',
  'product-categories',
  'product-subclasses',
  'products',
  'profile',
  'sys',
  'sysMessageNotification',
  'traceability',
  'upload',
  'user',
  'versions',
  'void-requests',
];

const apiProxy: Record<string, ProxyOptions> = {
  [`^/(${apiPrefixes.join('|')})(/|\\?|$)`]: { target: apiTarget, changeOrigin: false },
};

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
