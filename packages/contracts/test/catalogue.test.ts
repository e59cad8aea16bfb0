import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, allRoutes, DEFAULT_ROLES, LANGUAGES, MESSAGES, NAVIGATION } from '../src/index';

describe('the contracts are consistent', () => {
  it('every route permission is a known permission', () => {
    for (const route of allRoutes()) {
      if (route.access === 'public' || route.access === 'authenticated') continue;
      expect(ALL_PERMISSIONS, `${route.method} ${route.path}`).toContain(route.access);
    }
  });

  it('every default role holds only known permissions', () => {
    for (const role of Object.values(DEFAULT_ROLES)) {
      if (role.permissions === 'all') continue;
      for (const permission of role.permissions) expect(ALL_PERMISSIONS).toContain(permission);
    }
  });

  it('route paths are unique per method', () => {
    const keys = allRoutes().map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every message and menu has non-empty text in cn, en and fr', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      for (const language of LANGUAGES) expect(text[language], `${key}.${language}`).toBeTruthy();
    }
    for (const group of NAVIGATION) {
      for (const page of [group, ...group.pages]) {
        for (const language of LANGUAGES) expect(page.name[language]).toBeTruthy();
      }
    }
  });

  // The catalogue names each page once (one page, one permission); menus may still list it several times.
  it('each page is in the navigation catalogue once', () => {
    const paths = NAVIGATION.flatMap((group) => group.pages.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
