/**
 * Validation of EPCIS 2.0 documents against GS1's official JSON schema (draft-07). Kept out of the
 * package index so ajv stays out of bundles that only need the event helpers; import it from
 * `@trace/core/epcis-validate`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the schema lives: the shared standards folder checked out beside the repository. */
export const EPCIS_SCHEMA_PATH = path.resolve(REPO_ROOT, '../shared/standards/epcis/EPCIS-JSON-Schema.json');

const validators = new Map<string, ValidateFunction>();

function validatorFor(schemaPath: string): ValidateFunction {
  let validate = validators.get(schemaPath);
  if (!validate) {
    // The official schema uses keywords and formats strict mode would reject (it predates ajv 8).
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
    validators.set(schemaPath, validate);
  }
  return validate;
}

/** The schema errors of an EPCISDocument or EPCISQueryDocument (`/path message`); empty when valid. */
export function validateEpcis(document: unknown, schemaPath = EPCIS_SCHEMA_PATH): string[] {
  const validate = validatorFor(schemaPath);
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
  );
}
