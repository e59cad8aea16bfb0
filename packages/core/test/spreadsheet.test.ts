import { PassThrough } from 'node:stream';
import * as XLS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkImportRows } from '../src/label-import';
import { readSheet, SpreadsheetError, spreadsheetKind, writeSheet } from '../src/spreadsheet';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Labels');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xls(rows: unknown[][]): Buffer {
  const workbook = XLS.utils.book_new();
  XLS.utils.book_append_sheet(workbook, XLS.utils.aoa_to_sheet(rows), 'Labels');
  return XLS.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.problem;
    throw error;
  }
  return null;
}

describe('readSheet', () => {
  it('reads the title row and data from row 2 of an xlsx, codes as text', async () => {
    const data = await xlsx([
      ['code', 'weight'],
      ['1234567890123456789', 12.5],
      [],
      ['98765432109876543', ''],
    ]);
    expect(spreadsheetKind(data)).toBe('xlsx');
    const sheet = await readSheet(data, { maxRows: 10 });
    expect(sheet.header).toEqual(['code', 'weight']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['1234567890123456789', '12.5'], lossy: [] },
      { row: 4, cells: ['98765432109876543', ''], lossy: [] },
    ]);
  });

  it('reads an xls (BIFF8) the same way', async () => {
    const data = xls([
      ['code', 'weight'],
      ['1234567890123456', 3],
    ]);
    expect(spreadsheetKind(data)).toBe('xls');
    const sheet = await readSheet(data, { maxRows: 10 });
    expect(sheet.rows).toEqual([{ row: 2, cells: ['1234567890123456', '3'], lossy: [] }]);
  });

  it('flags long codes stored as numbers: their digits were rounded by the spreadsheet', async () => {
    const sheet = await readSheet(await xlsx([['code'], [1.2345678901234567e19]]), { maxRows: 10 });
    expect(sheet.rows[0]?.lossy).toEqual([0]);
  });

  it('refuses other types, empty sheets and too many rows before handing out rows', async () => {
    expect(await problemOf(readSheet(Buffer.from('code\n1234567890123456\n'), { maxRows: 10 }))).toBe('type');
    expect(await problemOf(readSheet(await xlsx([['code']]), { maxRows: 10 }))).toBe('empty');
    const rows = [['code'], ...Array.from({ length: 11 }, (_, i) => [`${1e15 + i}`])];
    expect(await problemOf(readSheet(await xlsx(rows), { maxRows: 10 }))).toBe('tooManyRows');
    expect(await problemOf(readSheet(xls(rows), { maxRows: 10 }))).toBe('tooManyRows');
  });

  it('checks the zip caps on the central directory before inflating', async () => {
    const data = await xlsx([['code'], ['1234567890123456']]);
    expect(await problemOf(readSheet(data, { maxRows: 10, maxEntries: 3 }))).toBe('tooLarge');
    expect(await problemOf(readSheet(data, { maxRows: 10, maxUncompressedBytes: 100 }))).toBe('tooLarge');
    const damaged = Buffer.concat([data.subarray(0, 200), Buffer.alloc(100)]);
    expect(await problemOf(readSheet(damaged, { maxRows: 10 }))).toBe('unreadable');
  });
});

describe('writeSheet', () => {
  it('streams an xlsx whose cells never start a formula', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeSheet(
      out,
      'Errors',
      ['row', 'message'],
      [
        [2, '=HYPERLINK("x")'],
        [3, 'fine'],
      ],
    );
    const sheet = await readSheet(Buffer.concat(chunks), { maxRows: 10 });
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['2', `'=HYPERLINK("x")`],
      ['3', 'fine'],
    ]);
  });
});

describe('checkImportRows', () => {
  const row = (n: number, cells: string[], lossy: number[] = []) => ({ row: n, cells, lossy });

  it('accepts good rows with weights in stored units and an optional PIN', () => {
    const result = checkImportRows([
      row(2, ['12345678901234567', 'AB12cd34', '1.5']),
      row(3, ['12345678901234568', '', '0.1']),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.labels).toEqual([
      { row: 2, excode: '12345678901234567', pcode: 'AB12cd34', weight: '1500' },
      { row: 3, excode: '12345678901234568', pcode: null, weight: '100' },
    ]);
  });

  it('names every wrong row with the reason', () => {
    const result = checkImportRows([
      row(2, ['123456789012345', '', '1']),
      row(3, ['1234567890123456', '', '1']),
      row(4, ['01234567890123456', '', '1']),
      row(5, ['12345678901234567', '', '1']),
      row(6, ['12345678901234567', 'ab', '']),
      row(7, ['12345678901234569', '', 'x']),
      row(8, ['12345678901234570', '', '-2']),
      row(9, ['12345678901234571000', '', '1'], [0]),
    ]);
    expect(result.labels.map((l) => l.row)).toEqual([5]);
    expect(result.errors.map((e) => [e.row, e.key])).toEqual([
      [2, 'label.codeFormat'],
      [3, 'import.codeReserved'],
      [4, 'label.codeFormat'],
      [6, 'import.duplicateInFile'],
      [6, 'import.pcodeFormat'],
      [6, 'weight.empty'],
      [7, 'weight.notNumber'],
      [8, 'weight.negative'],
      [9, 'import.codeAsText'],
    ]);
    expect(result.errors[3]?.params).toEqual({ row: '5' });
  });
});
