import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allRoutes } from '@trace/contracts';
import { buildOpenApiDocument, routeOperations } from '@trace/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../src/app';
import { useTestApp } from './helpers';

const ctx = useTestApp();
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('OpenAPI', () => {
  it('docs/openapi.json matches the route table (run `pnpm openapi` after changing a contract)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(VERSION))));
  });

  it('documents every route with its access rule', () => {
    const document = buildOpenApiDocument(VERSION);
    for (const route of allRoutes()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = (document.paths[path] as Record<string, { description: string }>)[
        route.method.toLowerCase()
      ];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (route.access !== 'public' && route.access !== 'authenticated')
        expect(operation!.description).toContain(route.access);
    }
  });

  it('names every operation once, after its key in the route table', () => {
    const document = buildOpenApiDocument(VERSION);
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toHaveLength(allRoutes().length);
    expect(
      ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(id)),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      routeOperations().find(({ route }) => route.path === '/label-orders/:id/approve')?.operationId,
    ).toBe('labelOrders.approve');
  });

  it('passes `redocly lint` (recommended rules, redocly.yaml) with no error and no warning', async () => {
    const { stdout } = await promisify(execFile)(
      `${repoRoot}node_modules/.bin/redocly`,
      ['lint', 'docs/openapi.json', '--format=json'],
      {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('is served at /docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/auth/login'].post.summary).toMatch(/Sign in/);
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
