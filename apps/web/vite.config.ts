import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { pureContracts } from './build/pure-contracts';
import { routeTable } from './build/route-table';

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

/**
 * Each script, style sheet and page of the build also written brotli- and gzip-compressed beside itself
 * (`x.js.br`, `x.js.gz`): the API serves those to browsers that accept them (`preCompressed` in
 * apps/api/src/app.ts), a quarter of the bytes, compressed once here rather than on every request.
 */
function precompress(): Plugin {
  return {
    name: 'trace-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg)$/.test(file)) continue;
        const full = path.join(dir, file);
        const source = readFileSync(full);
        if (source.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react(), routeTable(), pureContracts(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The manifest names the chunk of each source file: the bench counts the start language's shell texts.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
});
