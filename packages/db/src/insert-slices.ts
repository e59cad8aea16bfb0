/** Rows per statement of a many-row insert: well under PostgreSQL's 65,535 parameters of a statement. */
export const ROWS_PER_INSERT = 1_000;

/** The list in slices of ROWS_PER_INSERT, for inserts of any length. */
export function insertSlices<T>(rows: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) slices.push(rows.slice(at, at + ROWS_PER_INSERT));
  return slices;
}
