import { allRoutes } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { apiPrefixes } from '../../vite.config';

describe('the development server proxy', () => {
  it('sends every API path of the route table to the API', () => {
    const prefixes = new Set(allRoutes().map((route) => route.path.split('/')[1]));
    const missing = [...prefixes].filter((prefix) => !apiPrefixes.includes(prefix!));
    expect(missing).toEqual([]);
  });
});
