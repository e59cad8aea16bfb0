import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { safeCell } from './labels';

/**
 * Streams an xlsx with one title row; every text cell goes through `safeCell` so a spreadsheet never
 * runs a formula a person typed into our data.
 */
export async function writeSheet(
  out: Writable,
  sheetName: string,
  header: string[],
  rows: Iterable<(string | number | null)[]> | AsyncIterable<(string | number | null)[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header.map(safeCell)).commit();
  for await (const row of rows)
    sheet.addRow(row.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell))).commit();
  sheet.commit();
  await workbook.commit();
}

/** `writeSheet` into memory: the whole xlsx file (an upload in a test, a file a bench imports). */
export async function sheetBytes(
  sheetName: string,
  header: string[],
  rows: Iterable<(string | number | null)[]> | AsyncIterable<(string | number | null)[]>,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeSheet(out, sheetName, header, rows);
  return Buffer.concat(chunks);
}
