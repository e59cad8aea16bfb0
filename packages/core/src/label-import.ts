import { IMPORTED_CODE_RULE, isImportableLabelCode } from './label-code-rule';
import { isValidLabelCode } from './labels';
import type { Sheet } from './spreadsheet';
import { parseWeight, toStoredWeight, type WeightInputError } from './weights';

/** A row of a label import that passed every check; weight already in stored units. */
export interface ImportedLabel {
  row: number;
  excode: string;
  /** null: the platform draws one. */
  pcode: string | null;
  weight: string;
}

export interface ImportRowError {
  row: number;
  excode: string;
  weight: string;
  key: string;
  params?: Record<string, string>;
}

const WEIGHT_KEYS = { empty: 'weight.empty', notNumber: 'weight.notNumber', negative: 'weight.negative' };

/**
 * Checks the rows of a label import file (columns: label code, PIN, weight) without the database:
 * code as `IMPORTED_CODE_DIGITS` says (16-digit codes are the platform's own serials), not rounded by the spreadsheet,
 * once in the file; PIN empty or 6-32 letters/digits; weight as spec section 5.
 */
export function checkImportRows(rows: Sheet['rows']): { labels: ImportedLabel[]; errors: ImportRowError[] } {
  const labels: ImportedLabel[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  // A file's weights repeat (a batch's labels weigh the same): each distinct text is parsed once.
  const weights = new Map<string, { ok: true; stored: string } | { ok: false; error: WeightInputError }>();
  const weightOf = (text: string) => {
    let weight = weights.get(text);
    if (!weight) {
      const parsed = parseWeight(text);
      weight = parsed.ok ? { ok: true, stored: toStoredWeight(parsed.value) } : parsed;
      weights.set(text, weight);
    }
    return weight;
  };
  for (const { row, cells, lossy } of rows) {
    const excode = cells[0] ?? '';
    const pcode = cells[1] ?? '';
    const weightText = cells[2] ?? '';
    const fail = (key: string, params?: Record<string, string>) =>
      errors.push({ row, excode, weight: weightText, key, ...(params ? { params } : {}) });
    const before = errors.length;
    if (lossy.includes(0)) fail('import.codeAsText');
    // A 16-digit code is a valid label, but one only the platform generates: said so, not "wrong".
    else if (isValidLabelCode(excode) && excode.length === 16 && excode[0] !== '0')
      fail('import.codeReserved', IMPORTED_CODE_RULE);
    else if (!isImportableLabelCode(excode)) fail('import.codeFormat', IMPORTED_CODE_RULE);
    else {
      const first = firstRowOf.get(excode);
      if (first !== undefined) fail('import.duplicateInFile', { row: String(first) });
      else firstRowOf.set(excode, row);
    }
    if (pcode !== '' && !/^[A-Za-z0-9]{6,32}$/.test(pcode)) fail('import.pcodeFormat');
    const weight = weightOf(weightText);
    if (!weight.ok) fail(WEIGHT_KEYS[weight.error]);
    if (errors.length === before && weight.ok)
      labels.push({ row, excode, pcode: pcode || null, weight: weight.stored });
  }
  return { labels, errors };
}
