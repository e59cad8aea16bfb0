import { describe, expect, it } from 'vitest';
import { createRouteIndex } from './routeIndex';
import type { PageRoute } from './types';

const page = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  title: { cn: path, en: path, fr: path },
  load: async () => ({ default: () => null }),
  ...extra,
});

describe('createRouteIndex', () => {
  const list = page('/newsList');
  const detail = page('/newsDetails', { parent: '/newsList' });
  const edit = page('/editNews', { parent: '/newsDetails' });
  const hidden = page('/newsPreview', { parent: '/newsList', breadcrumb: false });
  const index = createRouteIndex([list, detail, edit, hidden]);

  it('finds a page ignoring case and a trailing slash, as the router matches', () => {
    expect(index.find('/newsList')).toBe(list);
    expect(index.find('/NEWSLIST/')).toBe(list);
    expect(index.find('/nope')).toBeUndefined();
    expect(index.has('/newsdetails')).toBe(true);
    expect(index.has('/SysUser')).toBe(false);
  });

  it('lists the parents of a page, outermost first', () => {
    expect(index.lineage(edit)).toEqual([list, detail, edit]);
    expect(index.trail(edit)).toEqual([list, detail, edit]);
  });

  it('leaves pages that opt out of the breadcrumb out of the trail only', () => {
    expect(index.lineage(hidden)).toEqual([list, hidden]);
    expect(index.trail(hidden)).toEqual([list]);
  });

  it('refuses two pages at one path, whatever the case', () => {
    expect(() => createRouteIndex([page('/SysUser'), page('/sysuser')])).toThrow(/Two pages/);
  });

  it('refuses a parent that is not a page', () => {
    expect(() => createRouteIndex([page('/addNews', { parent: '/newsList' })])).toThrow(
      /not a registered page/,
    );
  });

  it('stops at a parent cycle instead of looping', () => {
    const a = page('/a', { parent: '/b' });
    const b = page('/b', { parent: '/a' });
    expect(createRouteIndex([a, b]).lineage(a)).toEqual([b, a]);
  });
});
