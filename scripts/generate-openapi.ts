/** Writes docs/openapi.json from the contracts route table (a test fails when it drifts). */
import { writeFileSync } from 'node:fs';
import { VERSION } from '../apps/api/src/app';
import { buildOpenApiDocument } from '../packages/contracts/src/openapi';

const target = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(VERSION), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);
