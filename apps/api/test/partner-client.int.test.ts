import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PARTNER_API_PREFIX } from '@trace/contracts';
import { buildPartnerOpenApiDocument } from '@trace/contracts/openapi';
import { companies } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForAccess, partnerClient, whoAmI } from '../../../docs/examples/partner-client';
import { partnerApiTypes } from '../../../scripts/partner-api-types';
import { VERSION } from '../src/app';
import { useTestApp } from './helpers';
import { createPartnerKey } from './partner-fixtures';

const ctx = useTestApp();
const committed = (relative: string) =>
  readFileSync(new URL(`../../../docs/${relative}`, import.meta.url), 'utf8');

describe('the documented partner client', () => {
  it('docs/partner-api.json and its TypeScript types match the route table (run `pnpm openapi`)', async () => {
    const document = buildPartnerOpenApiDocument(VERSION);
    expect(JSON.parse(committed('partner-api.json'))).toEqual(JSON.parse(JSON.stringify(document)));
    expect(Object.keys(document.paths).every((path) => path.startsWith(`${PARTNER_API_PREFIX}/`))).toBe(true);
    expect(committed('examples/partner-api.d.ts')).toBe(await partnerApiTypes(document));
  });

  it('runs against a live server: reads its key and asks a company for access', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const company = await createCompany(ctx.db);
    const registrationNo = `DOC${Date.now()}`;
    await ctx.db.update(companies).set({ registrationNo }).where(eq(companies.id, company.id));
    const { secret, appId } = await createPartnerKey(ctx.db, { scopes: ['batches:read', 'events:read'] });

    const client = partnerClient(`http://127.0.0.1:${port}`, secret);
    const me = await whoAmI(client);
    expect(me.app.id).toBe(appId);
    expect(me.key.scopes).toEqual(['batches:read', 'events:read']);
    const asked = await askForAccess(client, registrationNo, new Date(Date.now() + 30 * 86_400_000));
    expect(asked).toMatchObject({ corpId: company.id, status: 'pending', requested: ['batches', 'events'] });
    await expect(whoAmI(partnerClient(`http://127.0.0.1:${port}`, 'tr_00000000_nope'))).rejects.toThrow(
      /^401: /,
    );
  });
});
