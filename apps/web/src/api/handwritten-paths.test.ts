import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes } from '@trace/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The web never writes an API path by hand: it calls through the route table (`callRoute`,
 * `callRouteEnvelope`, `routeQuery`, `downloadRoute`, `uploadRoute`, `pagedRoute`, `routeUrl`), so a wrong
 * path or answer type does not compile. Only the raw client and the route client themselves send
 * addresses.
 */
const RAW_CLIENT = new Set(['api/client.ts', 'api/call.ts']);

const SRC = fileURLToPath(new URL('../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The first segment of every route of the table (`/label-orders`, `/sys`, `/sysMessageNotification`). */
const API_PREFIXES = [...new Set(allRoutes().map((route) => route.path.split('/')[1] ?? ''))]
  .filter(Boolean)
  .map((segment) => segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));

/** The ways an API path is written by hand. */
const HAND_WRITTEN: { name: string; pattern: RegExp }[] = [
  {
    name: 'raw client call',
    pattern:
      /\b(?:api\.(?:get|post|put|patch|delete)|request|requestBlob)\s*(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?\(/g,
  },
  {
    name: 'raw client import',
    pattern: /import\s*\{[^}]*\b(?:api|request|requestBlob)\b[^}]*\}\s*from\s*'[./]*(?:api\/)?client'/g,
  },
  { name: 'path-taking list fetcher', pattern: /\bpaged(?:Get|Post)(?:With)?\b/g },
  {
    // A string or template literal starting with the path of a route of the table.
    name: 'API path literal',
    pattern: new RegExp(`['"\`]/(?:${API_PREFIXES.join('|')})(?=['"\`/?]|\\$\\{)`, 'g'),
  },
];

/** The code without its comments (which may name paths) and the router's own page addresses. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/<Route\s+path="[^"]*"/g, '<Route');
}

/** Every hand-written path in the web sources outside the raw client, as `file: kind: text`. */
function findHandWritten(read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    const name = relative(SRC, file).split('\\').join('/');
    if (RAW_CLIENT.has(name)) continue;
    const text = code(read(file));
    for (const { name: kind, pattern } of HAND_WRITTEN) {
      for (const match of text.matchAll(pattern)) found.push(`${name}: ${kind}: ${match[0]}`);
    }
  }
  return found;
}

/**
 * The e2e flows set up their data through the route table too (`apiClient(...).dataAs(user,
 * ROUTES.batches.main.create, { body })`, `answers(ROUTES.labelOrders.create)` for the browser's calls).
 * A GS1 Digital Link (`/01/{gtin}/21/{serial}`, the resolver's wildcard route) is an address a label
 * carries, not a call, so it may be written.
 */
const E2E = fileURLToPath(new URL('../../e2e/', import.meta.url));
const E2E_PREFIXES = [
  ...new Set(
    allRoutes()
      .filter((route) => !route.path.includes('*'))
      .map((route) => route.path.split('/')[1] ?? ''),
  ),
]
  .filter(Boolean)
  .map((segment) => segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
const E2E_HAND_WRITTEN: { name: string; pattern: RegExp }[] = [
  {
    name: 'API path literal',
    pattern: new RegExp(`['"\`]/(?:${E2E_PREFIXES.join('|')})(?=['"\`/?]|\\$\\{)`, 'g'),
  },
  {
    name: 'address on the API written by hand',
    pattern: new RegExp(`\\$\\{[^}]*baseUrl[^}]*\\}/(?:${E2E_PREFIXES.join('|')})(?=['"\`/?]|\\$\\{)`, 'g'),
  },
];

/** Every hand-written path in the e2e helpers and flows, as `file: kind: text`. */
function findHandWrittenInE2E(
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[] {
  const found: string[] = [];
  for (const name of readdirSync(E2E).filter((file) => file.endsWith('.ts'))) {
    const text = code(read(join(E2E, name)));
    for (const { name: kind, pattern } of E2E_HAND_WRITTEN) {
      for (const match of text.matchAll(pattern)) found.push(`${name}: ${kind}: ${match[0]}`);
    }
  }
  return found;
}

describe('API calls', () => {
  it('go through the route table: no file writes an API path by hand', () => {
    expect(findHandWritten()).toEqual([]);
  });

  it('of the e2e helpers and flows go through the route table as well', () => {
    expect(findHandWrittenInE2E()).toEqual([]);
  });

  it('in e2e flows: catch paths and addresses written by hand, leave Digital Link addresses alone', () => {
    const target = join(E2E, 'api.ts');
    const withLine = (line: string) => (file: string) =>
      file === target ? `${readFileSync(file, 'utf8')}\n${line}\n` : readFileSync(file, 'utf8');
    for (const line of [
      "await apiAs(producer, 'POST', '/batches', body);",
      `await fetch(\`\${harness.baseUrl}/auth/login\`, { method: 'POST' });`,
      `page.waitForResponse((r) => r.url().endsWith('/label-orders'));`,
    ])
      expect(findHandWrittenInE2E(withLine(line)).length, line).toBeGreaterThan(0);
    expect(findHandWrittenInE2E(withLine(`await page.goto(\`/01/\${gtin}/21/\${excode}\`);`))).toEqual([]);
  });

  it('catch every way of writing a path by hand', () => {
    const target = join(SRC, 'pages/labels/api.ts');
    const handWritten = [
      `api.get<LabelOrder>(\`/label-orders/\${id}\`, { signal });`,
      "request<LabelOrder>('/label-orders', { method: 'POST', body });",
      `requestBlob(\`/label-orders/\${id}/labels.csv\`);`,
      "import { api } from '../../api/client';",
      "pagedGet<LabelOrder>('/label-orders');",
      "useDownload().download('/label-imports/template.xlsx', name);",
      `const path = \`/sys/users/\${id}\`;`,
    ];
    for (const line of handWritten) {
      const found = findHandWritten((file) =>
        file === target ? `${readFileSync(file, 'utf8')}\n${line}\n` : readFileSync(file, 'utf8'),
      );
      expect(found.length, line).toBeGreaterThan(0);
    }
  });

  it('leave comments, page addresses and the route client alone', () => {
    const text = code(
      [
        '/** Reads `/label-orders/:id`. */',
        "navigate('/detailPage?id=1'); // then `/label-orders`",
        '<Route path="/01/*" element={<ScanPage />} />',
        'callRoute(ROUTES.labelOrders.get, { params: { id } });',
      ].join('\n'),
    );
    for (const { pattern } of HAND_WRITTEN) expect(text.match(pattern)).toBeNull();
  });
});
