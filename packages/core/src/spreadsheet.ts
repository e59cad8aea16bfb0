import { SpreadsheetError } from './spreadsheet-error';
import { isLossyNumber, numberText, type RowSink, readZipDirectory, XlsxReader } from './xlsx-stream';

export { SpreadsheetError, type SpreadsheetProblem } from './spreadsheet-error';

export interface SheetLimits {
  /** Data rows after the title row. */
  maxRows: number;
  /** An xlsx is a zip: caps checked on its central directory before anything is inflated. */
  maxEntries?: number;
  /** Checked against the sizes the zip declares, then against the bytes it actually inflates to. */
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
/** A 10,000-row sheet is a few MB of XML; this leaves room for heavy styling and nothing more. */
const DEFAULT_MAX_UNCOMPRESSED = 64 * 1024 * 1024;

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
  readZipDirectory(data, { maxEntries, maxUncompressedBytes });
}

/**
 * Keeps the title row and the data rows as they arrive, and stops the read at the first data row past
 * the limit that holds anything (blank rows at the end never count).
 */
class SheetCollector implements RowSink {
  private header: string[] = [];
  private rows: Sheet['rows'] = [];
  private declaredRows = 0;

  constructor(private readonly maxRows: number) {}

  declared(lastRow: number) {
    this.declaredRows = lastRow - 1;
  }

  row(row: number, cells: string[], lossy: number[]) {
    if (row === 1) {
      this.header = cells;
      return;
    }
    if (cells.every((cell) => cell === '')) return;
    // The count is what the sheet declares when it says more: reading on to count would read it all.
    if (row - 1 > this.maxRows)
      throw new SpreadsheetError('tooManyRows', {
        rows: Math.max(row - 1, this.declaredRows),
        max: this.maxRows,
      });
    this.rows.push({ row, cells, lossy });
  }

  sheet(): Sheet {
    if (this.rows.length === 0) throw new SpreadsheetError('empty');
    return { header: this.header, rows: this.rows.sort((a, b) => a.row - b.row) };
  }
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value).trim();
}

/**
 * A legacy xls (an OLE file, bounded by the upload limit). Only the rows up to one past the limit are
 * kept; when the sheet's range reaches further without that row holding anything, the rows beyond are
 * read to find out whether they are blank.
 */
async function readXls(data: Buffer, maxRows: number): Promise<Sheet> {
  const XLS = await import('@e965/xlsx');
  const feed = (sheetRows: number | undefined) => {
    let workbook: ReturnType<typeof XLS.read>;
    try {
      workbook = XLS.read(data, { type: 'buffer', cellDates: true, dense: true, sheetRows });
    } catch {
      throw new SpreadsheetError('unreadable');
    }
    const name = workbook.SheetNames[0];
    const sheet = name ? workbook.Sheets[name] : undefined;
    if (!sheet) throw new SpreadsheetError('empty');
    const collector = new SheetCollector(maxRows);
    const full = sheet['!fullref'] ?? sheet['!ref'];
    const lastRow = full ? XLS.utils.decode_range(full).e.r + 1 : 0;
    collector.declared(lastRow);
    if (sheet['!ref']) {
      // From A1, so that row numbers and columns are the ones a person sees.
      const range = XLS.utils.decode_range(sheet['!ref']);
      range.s = { r: 0, c: 0 };
      const rows = XLS.utils.sheet_to_json<unknown[]>(sheet, {
        header: 1,
        raw: true,
        defval: '',
        blankrows: true,
        range,
      });
      rows.forEach((values, index) => {
        const lossy: number[] = [];
        const cells = Array.from(values, (value, column) => {
          if (typeof value === 'number' && isLossyNumber(value)) lossy.push(column);
          return valueText(value);
        });
        collector.row(index + 1, cells, lossy);
      });
    }
    return { collector, lastRow };
  };
  const kept = maxRows + 2;
  const first = feed(kept);
  return (first.lastRow > kept ? feed(undefined) : first).collector.sheet();
}

/**
 * Reads the first sheet of an xls or xlsx file: a title row, then data from row 2. Blank rows at the
 * end are ignored; more than `maxRows` data rows, no data row, an unknown type, a zip beyond the caps or
 * one inflating past them throw a `SpreadsheetError`. An xlsx is read as a stream and the read stops at
 * the first row past the limit, so an oversized file costs what it takes to reach that row.
 *
 * This runs on the calling thread: servers use `readSheetInThread`.
 */
export async function readSheet(data: Buffer, limits: SheetLimits): Promise<Sheet> {
  const kind = spreadsheetKind(data);
  if (!kind) throw new SpreadsheetError('type');
  if (kind === 'xls') return readXls(data, limits.maxRows);
  const reader = new XlsxReader(data, {
    maxEntries: limits.maxEntries ?? DEFAULT_MAX_ENTRIES,
    maxUncompressedBytes: limits.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED,
  });
  const collector = new SheetCollector(limits.maxRows);
  await reader.readFirstSheet(collector);
  return collector.sheet();
}
