/**
 * Codes a company brings in (label imports): 17 to 20 digits, not starting with 0. 16-digit codes are
 * the platform's own serials, and a leading zero would be lost when stored as a number. The import's
 * row errors and its template both state the rule from these bounds. No imports: the web reads it too.
 */
export const IMPORTED_CODE_DIGITS = { min: 17, max: 20 } as const;

/** The bounds as the code messages quote them (`{min}` to `{max}` digits). */
export const IMPORTED_CODE_RULE = {
  min: String(IMPORTED_CODE_DIGITS.min),
  max: String(IMPORTED_CODE_DIGITS.max),
};

export function isImportableLabelCode(code: string): boolean {
  return (
    /^[1-9]\d*$/.test(code) &&
    code.length >= IMPORTED_CODE_DIGITS.min &&
    code.length <= IMPORTED_CODE_DIGITS.max
  );
}
