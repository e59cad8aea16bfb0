import { z } from 'zod';
import { ZId } from './common';
import { defineRoute } from './route';

export const ZOption = z.object({ value: ZId, label: z.string() });

/** Small option lists for selects (search as you type). */
export const lookupRoutes = {
  companies: defineRoute({
    method: 'GET',
    path: '/lookups/companies',
    access: 'authenticated',
    summary:
      'Companies by name for pickers (at most 50): every company for those who send messages, manage users or review companies; passed companies for anyone else',
    tags: ['lookups'],
    query: z.object({ keyword: z.string().trim().max(100).optional() }),
    response: z.array(ZOption),
  }),
  printingFactories: defineRoute({
    method: 'GET',
    path: '/lookups/printing-factories',
    access: 'authenticated',
    summary: 'Printing factories, for handing a paid label order to one',
    tags: ['lookups'],
    response: z.array(ZOption),
  }),
  certBodies: defineRoute({
    method: 'GET',
    path: '/lookups/cert-bodies',
    access: 'authenticated',
    summary: 'Certification bodies, for placing certification-body and auditor accounts',
    tags: ['lookups'],
    response: z.array(ZOption),
  }),
  dictionary: defineRoute({
    method: 'GET',
    path: '/lookups/dictionaries/:code',
    access: 'authenticated',
    summary: 'The enabled items of a dictionary (countries, ports, ...) labelled in the request language',
    tags: ['lookups'],
    params: z.object({ code: z.string().regex(/^[a-z_]{1,50}$/) }),
    response: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
} as const;
