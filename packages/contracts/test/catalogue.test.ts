import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  allRoutes,
  DEFAULT_ROLES,
  LANGUAGES,
  MESSAGES,
  NAVIGATION,
  PARTNER_API_PREFIX,
  PARTNER_RESOURCE_NAMES,
  PARTNER_RESOURCES,
  partnerCatalogue,
  ROUTES,
} from '../src/index';

describe('the contracts are consistent', () => {
  it('every route permission is a known permission', () => {
    for (const route of allRoutes()) {
      if (route.access === 'public' || route.access === 'authenticated') continue;
      if (route.access === 'partner') {
        // A partner route names its scope instead, and lives under the partner API's prefix.
        expect(route.partner, route.path).toBeDefined();
        expect(route.path.startsWith(`${PARTNER_API_PREFIX}/`), route.path).toBe(true);
        continue;
      }
      expect(ALL_PERMISSIONS, `${route.method} ${route.path}`).toContain(route.access);
    }
  });

  it('the partner key catalogue comes from the partner routes: every resource with the levels they need', () => {
    const catalogue = partnerCatalogue(ROUTES.partnerApi, PARTNER_RESOURCE_NAMES);
    expect(catalogue.map((entry) => entry.resource)).toEqual([...PARTNER_RESOURCES]);
    expect(catalogue.find((entry) => entry.resource === 'events')?.levels).toEqual(['read', 'write']);
    expect(catalogue.find((entry) => entry.resource === 'batches')?.levels).toEqual(['read']);
    for (const route of allRoutes())
      if (route.path.startsWith(`${PARTNER_API_PREFIX}/`)) expect(route.access, route.path).toBe('partner');
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
