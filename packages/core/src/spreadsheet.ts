import type { Writable } from 'node:stream';
import * as XLS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { safeCell } from './labels';

/** Why a spreadsheet could not be read at all (as opposed to rows with bad values). */
export type SpreadsheetProblem = 'type' | 'empty' | 'tooManyRows' | 'tooLarge' | 'unreadable';

export class SpreadsheetError extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    readonly detail?: Record<string, number>,
  ) {
    super(`spreadsheet ${problem}`);
  }
}

export interface SheetLimits {
  /** Data rows after the title row. */
  maxRows: number;
  /** An xlsx is a zip: caps checked on its central directory before anything is inflated. */
  maxEntries?: number;
  maxUncompressedBytes?: number;
}

export interface Sheet {
  /** The title row, as written. */
  header: string[];
  /**
   * Data rows from row 2 (1-based `row` is the row number a person sees in the file). `lossy` lists the
   * columns holding a number too long for a spreadsheet to keep exactly (over 15 digits): its digits
   * cannot be trusted, so codes must be written as text.
   */
  rows: { row: number; cells: string[]; lossy: number[] }[];
}

const ZIP_MAGIC = 0x04034b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DEFAULT_MAX_ENTRIES = 200;
const DEFAULT_MAX_UNCOMPRESSED = 100 * 1024 * 1024;

export function spreadsheetKind(data: Buffer): 'xlsx' | 'xls' | null {
  if (data.length >= 4 && data.readUInt32LE(0) === ZIP_MAGIC) return 'xlsx';
  if (data.length >= 8 && data.subarray(0, 8).equals(OLE_MAGIC)) return 'xls';
  return null;
}

/**
 * Entry count and declared uncompressed size of a zip, read from its central directory without
 * inflating anything. Throws `tooLarge` above the caps and `unreadable` on a damaged directory.
 */
export function checkZipCaps(data: Buffer, maxEntries: number, maxUncompressedBytes: number): void {
  // End of central directory: 22 bytes + an optional comment of up to 65,535 bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = data.length - 22; at >= floor; at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new SpreadsheetError('unreadable');
  const entries = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new SpreadsheetError('tooLarge'); // zip64
  if (entries > maxEntries) throw new SpreadsheetError('tooLarge', { entries });
  if (directoryOffset + directorySize > data.length) throw new SpreadsheetError('unreadable');
  let at = directoryOffset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50)
      throw new SpreadsheetError('unreadable');
    const uncompressed = data.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) throw new SpreadsheetError('tooLarge');
    total += uncompressed;
    if (total > maxUncompressedBytes) throw new SpreadsheetError('tooLarge', { bytes: total });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    // Long codes typed as numbers lose digits beyond 15; print them without exponent notation.
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (v.richText)
      return v.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return String(value).trim();
}

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

/** Integers beyond 2^53 were rounded by the spreadsheet program. */
const LOSSY = '\u0000lossy:';
const isLossy = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);
const rawCell = (value: unknown) => (isLossy(value) ? `${LOSSY}${cellText(value)}` : cellText(value));

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError('empty');
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    out[number - 1] = values.map((value) => rawCell((value as { result?: unknown })?.result ?? value));
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

function readXls(data: Buffer): string[][] {
  let workbook: XLS.WorkBook;
  try {
    workbook = XLS.read(data, { type: 'buffer', cellDates: true, dense: true });
  } catch {
    throw new SpreadsheetError('unreadable');
  }
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new SpreadsheetError('empty');
  const rows = XLS.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  return rows.map((row) => row.map(rawCell));
}

/**
 * Reads the first sheet of an xls or xlsx file: a title row, then data from row 2. Blank rows at the
 * end are ignored; more than `maxRows` data rows, no data row, an unknown type or a zip beyond the caps
 * throw a `SpreadsheetError` before any row is handed out.
 */
export async function readSheet(data: Buffer, limits: SheetLimits): Promise<Sheet> {
  const kind = spreadsheetKind(data);
  if (!kind) throw new SpreadsheetError('type');
  if (kind === 'xlsx')
    checkZipCaps(
      data,
      limits.maxEntries ?? DEFAULT_MAX_ENTRIES,
      limits.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED,
    );
  const all = kind === 'xlsx' ? await readXlsx(data) : readXls(data);
  while (all.length > 0 && isBlank(all[all.length - 1]!)) all.pop();
  const [rawHeader, ...body] = all;
  const header = rawHeader?.map((cell) => cell.replace(LOSSY, ''));
  if (!header || body.length === 0) throw new SpreadsheetError('empty');
  if (body.length > limits.maxRows)
    throw new SpreadsheetError('tooManyRows', { rows: body.length, max: limits.maxRows });
  return {
    header,
    rows: body
      .map((raw, index) => {
        const lossy: number[] = [];
        const cells = raw.map((cell, column) => {
          if (!cell.startsWith(LOSSY)) return cell;
          lossy.push(column);
          return cell.slice(LOSSY.length);
        });
        return { row: index + 2, cells, lossy };
      })
      .filter((r) => !isBlank(r.cells)),
  };
}

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
