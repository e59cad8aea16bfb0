import { PassThrough } from 'node:stream';
import * as XLS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { checkImportRows } from '../src/label-import';
import { checkZipCaps, readSheet, SpreadsheetError, spreadsheetKind } from '../src/spreadsheet';
import { keepSheetThreadWarm, readSheetInThread, sheetThreadCount } from '../src/spreadsheet-threads';
import { writeSheet } from '../src/spreadsheet-write';
import { inflationBombXlsx, longTextXlsx, manyRowsXlsx } from './hostile-spreadsheets';

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

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpreadsheetError) return { problem: error.problem, detail: error.detail };
    throw error;
  }
  return null;
}
const problemOf = async (promise: Promise<unknown>) => (await refusalOf(promise))?.problem ?? null;

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

/**
 * Hostile files are large by nature, and a thread started from TypeScript sources compiles its reader
 * first: seconds on a busy machine.
 */
const slow = { timeout: 60_000 };

describe('readSheet of hostile files', () => {
  it(
    'stops at the first row past the limit: 200,000 rows are refused without reading them all',
    slow,
    async () => {
      // The sheet declares room for about 11,000 rows: reading further would be refused as too large.
      const data = manyRowsXlsx(200_000, { declaredSheetSize: 1_000_000 });
      expect(await refusalOf(readSheet(data, { maxRows: 10_000 }))).toEqual({
        problem: 'tooManyRows',
        detail: { rows: 200_000, max: 10_000 },
      });
      expect(await problemOf(readSheet(manyRowsXlsx(10_000), { maxRows: 10_000 }))).toBeNull();
    },
  );

  it(
    'stops inflating a sheet whose directory says 1,000 bytes but which inflates to 300 MB',
    slow,
    async () => {
      const bomb = inflationBombXlsx(300);
      expect(bomb.length).toBeLessThan(400_000);
      expect(() => checkZipCaps(bomb, 200, 1_000_000)).not.toThrow();
      const refusal = await refusalOf(readSheet(bomb, { maxRows: 10_000 }));
      expect(refusal?.problem).toBe('tooLarge');
      expect(refusal?.detail?.bytes).toBeLessThan(1024 * 1024);
    },
  );

  it('caps the bytes actually inflated across the parts of a file', async () => {
    const data = manyRowsXlsx(2_000);
    expect(await problemOf(readSheet(data, { maxRows: 10_000, maxUncompressedBytes: 100_000 }))).toBe(
      'tooLarge',
    );
  });

  it('keeps formulas’ results, rich text, dates, booleans and trailing blank rows as a person sees them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Labels');
    sheet.addRow(['code', 'note', 'day', 'sum', 'ok']);
    sheet.addRow([
      '12345678901234567',
      { richText: [{ text: ' Raw ', font: { bold: true } }, { text: 'nest ' }] },
      new Date(Date.UTC(2024, 4, 17)),
      { formula: '2*3', result: 6 },
      true,
    ]);
    sheet.getCell('C2').numFmt = 'yyyy-mm-dd';
    sheet.addRow([{ formula: 'A2', result: '12345678901234567' }, '  padded  ', null, 2 ** 60, false]);
    sheet.addRow([]);
    sheet.addRow(['', '']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readSheet(data, { maxRows: 2 });
    expect(read.header).toEqual(['code', 'note', 'day', 'sum', 'ok']);
    expect(read.rows).toEqual([
      {
        row: 2,
        cells: ['12345678901234567', 'Raw nest', '2024-05-17T00:00:00.000Z', '6', 'TRUE'],
        lossy: [],
      },
      {
        row: 3,
        cells: ['12345678901234567', 'padded', undefined, '1152921504606846976', 'FALSE'],
        lossy: [3],
      },
    ]);
  });

  it('an xls: blank rows past the limit do not count, a value past them does', async () => {
    const rows = [['code'], ...Array.from({ length: 10 }, (_, i) => [`${1e15 + i}`])];
    const blanks = Array.from({ length: 5 }, () => ['']);
    expect((await readSheet(xls([...rows, ...blanks]), { maxRows: 10 })).rows).toHaveLength(10);
    expect(await refusalOf(readSheet(xls([...rows, ...blanks, ['1']]), { maxRows: 10 }))).toEqual({
      problem: 'tooManyRows',
      detail: { rows: 16, max: 10 },
    });
  });
});

describe('readSheetInThread', () => {
  it('answers as readSheet does, off the calling thread', slow, async () => {
    const data = await xlsx([
      ['code', 'weight'],
      ['1234567890123456789', 12.5],
      [1.2345678901234567e19, ''],
    ]);
    expect(await readSheetInThread(data, { maxRows: 10 })).toEqual(await readSheet(data, { maxRows: 10 }));
    expect(await problemOf(readSheetInThread(Buffer.from('code\n'), { maxRows: 10 }))).toBe('type');
    expect(await problemOf(readSheetInThread(data, { maxRows: 1 }))).toBe('tooManyRows');
  });

  it('refuses too many rows and an inflation bomb', slow, async () => {
    expect(await refusalOf(readSheetInThread(manyRowsXlsx(200_000), { maxRows: 10_000 }))).toEqual({
      problem: 'tooManyRows',
      detail: { rows: 200_000, max: 10_000 },
    });
    expect(await problemOf(readSheetInThread(inflationBombXlsx(300), { maxRows: 10_000 }))).toBe('tooLarge');
  });

  it('threads end once idle, except the one kept warm', slow, async () => {
    const data = await xlsx([['code'], ['1234567890123456']]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await readSheetInThread(data, { maxRows: 10 });
      // The idle thread's end is its one timer.
      expect(sheetThreadCount()).toEqual({ idle: 1, reading: 0 });
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(31_000);
      await vi.waitFor(() => expect(sheetThreadCount().idle).toBe(0));

      keepSheetThreadWarm();
      expect(sheetThreadCount().idle).toBe(1);
      await readSheetInThread(data, { maxRows: 10 });
      expect(sheetThreadCount()).toEqual({ idle: 1, reading: 0 });
      expect(vi.getTimerCount()).toBe(0);
      expect((await readSheetInThread(data, { maxRows: 10 })).rows).toHaveLength(1);
      expect(sheetThreadCount().idle).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it(
    'a file that exhausts the thread’s memory is refused as too large; the next file is read',
    slow,
    async () => {
      // About 60 MB of text within the limits on rows and inflated bytes: the thread dies, not the process.
      expect(await problemOf(readSheetInThread(longTextXlsx(), { maxRows: 10_000 }))).toBe('tooLarge');
      const after = await readSheetInThread(await xlsx([['code'], ['1234567890123456']]), { maxRows: 10 });
      expect(after.rows).toEqual([{ row: 2, cells: ['1234567890123456'], lossy: [] }]);
    },
  );
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
      [2, 'import.codeFormat'],
      [3, 'import.codeReserved'],
      [4, 'import.codeFormat'],
      [6, 'import.duplicateInFile'],
      [6, 'import.pcodeFormat'],
      [6, 'weight.empty'],
      [7, 'weight.notNumber'],
      [8, 'weight.negative'],
      [9, 'import.codeAsText'],
    ]);
    expect(result.errors[3]?.params).toEqual({ row: '5' });
    // The row error quotes the same bounds as the template.
    expect(result.errors[0]?.params).toEqual({ min: '17', max: '20' });
  });
});
