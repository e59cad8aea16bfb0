/**
 * Validation of EPCIS 2.0 documents against GS1's official JSON schema (draft-07). Kept out of the
 * package index so ajv stays out of bundles that only need the event helpers; import it from
 * `@trace/core/epcis-validate`.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
// GS1's schema, bundled (see epcis-json-schema.md); a test keeps it equal to the official copy.
import schema from './epcis-json-schema.json' with { type: 'json' };

export const EPCIS_SCHEMA: object = schema;

let validator: ValidateFunction | null = null;

function validatorFor(): ValidateFunction {
  if (!validator) {
    // The official schema uses keywords and formats strict mode would reject (it predates ajv 8).
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validator = ajv.compile(EPCIS_SCHEMA);
  }
  return validator;
}

/** The schema errors of an EPCISDocument or EPCISQueryDocument (`/path message`); empty when valid. */
export function validateEpcis(document: unknown): string[] {
  const validate = validatorFor();
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
  );
}
