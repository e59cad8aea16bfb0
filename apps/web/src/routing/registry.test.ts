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
});
