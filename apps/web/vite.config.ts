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
  '.well-known',
  '01',
  'admin',
  'advice',
  'auth',
  'barcode-applications',
  'barcodes',
  'batch-logistics',
  'batch-records',
  'batches',
  'bird-houses',
  'bird-product-msgs',
  'certification',
  'companies',
  'consumer',
  'consumer-feedback',
  'corp',
  'customs-infos',
  'dashboard',
  'directory',
  'docs',
  'ecological-features',
  'epcis',
  'evaluations',
  'external',
  'files',
  'getPlatform',
  'getPlatformUrl',
  'ginseng-farms',
  'ginseng-plots',
  'ginseng-records',
  'health',
  'honour-certificates',
  'label-alerts',
  'label-imports',
  'label-orders',
  'label-runs',
  'labels',
  'logout',
  'lookups',
  'maintenance-notices',
  'maintenance-windows',
  'members',
  'news-items',
  'panda-batches',
  'partner',
  'partners',
  'platforms',
  'product-categories',
  'product-reviews',
  'product-subclasses',
  'products',
  'profile',
  'public-news',
  'raw-material-uses',
  'raw-materials',
  'scan',
  'scan-records',
  'scan-stats',
  'science-knowledge',
  'shipments',
  'stat-reports',
  'sys',
  'sysMessageNotification',
  'test-reports',
  'traceability',
  'upload',
  'user',
  'versions',
  'void-requests',
  'whole-chain-records',
  'work-orders',
];

/**
 * A scanned GS1 Digital Link (`/01/…`) opened in a browser is the client's scan page; its linkset
 * (`linkType=linkset`, or a linkset `Accept`) is the API's.
 */
function scanPageBypass(request: { url?: string; headers: Record<string, string | string[] | undefined> }) {
  const accept = String(request.headers.accept ?? '');
  const url = request.url ?? '';
  if (url.startsWith('/01/') && accept.includes('text/html') && !/[?&]linkType=/.test(url))
    return '/index.html';
  return undefined;
}

const apiProxy: Record<string, ProxyOptions> = {
  [`^/(${apiPrefixes.map((prefix) => prefix.replace('.', '\\.')).join('|')})(/|\\?|$)`]: {
    target: apiTarget,
    changeOrigin: false,
    bypass: scanPageBypass,
  },
};

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The manifest names the chunk of each source file: the bench counts the start language's shell texts.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
