/** Builds spreadsheet-friendly CSV: a byte-order mark so Excel reads UTF-8 (Chinese names), CRLF lines. */

export type CsvCell = string | number | boolean | null | undefined;

/** Quotes a cell when it holds a separator, quote or line break; neutralises formula-looking text. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula when opened in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
