import { readFileSync } from 'node:fs';
import { allRoutes } from '@trace/contracts';
import { buildOpenApiDocument } from '@trace/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../src/app';
import { useTestApp } from './helpers';

const ctx = useTestApp();

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

  it('is served at /docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/auth/login'].post.summary).toMatch(/Sign in/);
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
