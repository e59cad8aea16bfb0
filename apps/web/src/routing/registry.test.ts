import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAVIGATION } from '@trace/contracts/navigation';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { labelText } from '../i18n/text';
import { HOME_PATH, pageRoutes } from './registry';

const navigationPaths = new Set(NAVIGATION.flatMap((group) => group.pages.map((page) => page.path)));

describe('the page registry', () => {
  it('collects the pages of every group, home and profile included', () => {
    expect(pageRoutes.has(HOME_PATH)).toBe(true);
    expect(pageRoutes.has('/userMessage')).toBe(true);
  });

  it.each(pageRoutes.routes.map((route) => [route.path, route] as const))(
    '%s is complete',
    (_path, route) => {
      expect(route.path).toMatch(/^\/[A-Za-z0-9]+$/);
      for (const language of ['cn', 'en', 'fr'] as const)
        expect(labelText(route.title, language).trim()).not.toBe('');
      expect(typeof route.load).toBe('function');
      // A page on the menus is reached through its list; a child page says which list that is.
      if (!navigationPaths.has(route.path)) expect(route.parent).toBeDefined();
    },
  );

  it('keeps the route lists light: they load up front, so they import no page, kit or client code', () => {
    const pages = path.resolve(__dirname, '../pages');
    const lists = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('routes.ts'),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const file of lists) {
      const imports = [
        ...readFileSync(path.join(pages, file), 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms),
      ];
      for (const [, source] of imports)
        expect(
          [/^@trace\/contracts/, /\/routing\//, /\/paths$/, /\/routes$/].some((allowed) =>
            allowed.test(source!),
          ),
          `${file} imports ${source}`,
        ).toBe(true);
    }
  });
});
