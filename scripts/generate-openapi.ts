/**
 * Writes docs/openapi.json from the contracts route table, the partner API's own document
 * docs/partner-api.json and its TypeScript types docs/examples/partner-api.d.ts (a test fails when
 * any of them drifts).
 */
import { writeFileSync } from 'node:fs';
import { VERSION } from '../apps/api/src/app';
import { buildOpenApiDocument, buildPartnerOpenApiDocument } from '../packages/contracts/src/openapi';
import { partnerApiTypes } from './partner-api-types';

const write = (relative: string, text: string) => {
  const target = new URL(relative, import.meta.url);
  writeFileSync(target, text);
  console.log(`Wrote ${target.pathname}`);
};

write('../docs/openapi.json', `${JSON.stringify(buildOpenApiDocument(VERSION), null, 2)}\n`);
const partner = buildPartnerOpenApiDocument(VERSION);
write('../docs/partner-api.json', `${JSON.stringify(partner, null, 2)}\n`);
write('../docs/examples/partner-api.d.ts', await partnerApiTypes(partner));
