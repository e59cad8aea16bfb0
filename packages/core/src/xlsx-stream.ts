/**
 * Streaming reader for the first sheet of an xlsx: the zip is read through its central directory, each
 * part needed (workbook, its relationships, styles, shared strings, the sheet) is inflated as a stream
 * and parsed with a SAX parser, so a sheet is never held whole in memory and reading stops as soon as a
 * row handler throws. Every byte coming out of the inflater is counted, against one budget for the whole
 * file and against the size the directory declares for its part: a zip that lies about its sizes is
 * stopped by what it actually inflates to, as soon as it inflates past what it declared.
 */
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { SpreadsheetError } from './spreadsheet-error';

export interface XlsxCaps {
  maxEntries: number;
  /** Checked twice: against the sizes the directory declares, then against the bytes actually inflated. */
  maxUncompressedBytes: number;
}

/** Receives the rows of the sheet in file order; throwing stops the read at once. */
export interface RowSink {
  /** The last row the sheet's `<dimension>` declares (informational: a file may lie). */
  declared(lastRow: number): void;
  row(row: number, cells: string[], lossy: number[]): void;
}

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const unreadable = () => new SpreadsheetError('unreadable');

/** Excel's own limits: longer text or further columns do not come from a spreadsheet program. */
const MAX_TEXT = 32_767;
const MAX_COLUMNS = 16_384;

/**
 * The central directory of a zip, with its entry count and declared uncompressed sizes checked against
 * the caps before anything is inflated. Throws `tooLarge` above the caps and `unreadable` on a damaged
 * directory.
 */
export function readZipDirectory(data: Buffer, caps: XlsxCaps): Map<string, ZipEntry> {
  // End of central directory: 22 bytes + an optional comment of up to 65,535 bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = data.length - 22; at >= floor; at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new SpreadsheetError('tooLarge'); // zip64
  if (count > caps.maxEntries) throw new SpreadsheetError('tooLarge', { entries: count });
  if (directoryOffset + directorySize > data.length) throw unreadable();
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const uncompressed = data.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) throw new SpreadsheetError('tooLarge');
    declared += uncompressed;
    if (declared > caps.maxUncompressedBytes) throw new SpreadsheetError('tooLarge', { bytes: declared });
    const nameLength = data.readUInt16LE(at + 28);
    if (at + 46 + nameLength > data.length) throw unreadable();
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      declaredSize: uncompressed,
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Bytes inflated so far across every part of one file, and within the part being inflated: a part
 * inflating past the size the directory declares for it proves the directory lies, and is stopped there.
 */
class InflateBudget {
  private used = 0;
  constructor(private readonly max: number) {}
  take(bytes: number, entry: ZipEntry, entryBytes: number) {
    this.used += bytes;
    if (this.used > this.max || entryBytes > entry.declaredSize)
      throw new SpreadsheetError('tooLarge', { bytes: this.used });
  }
}

/** The inflated bytes of one entry, chunk by chunk, pulled only as fast as the parser reads them. */
async function* entryChunks(data: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  if (entry.flags & 1) throw unreadable(); // encrypted
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) throw unreadable();
  const stored = data.subarray(start, end);
  if (entry.method === 0) {
    budget.take(stored.length, entry, stored.length);
    yield stored;
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(stored);
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.take(chunk.length, entry, inflated);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof SpreadsheetError ? error : unreadable();
  } finally {
    inflater.destroy();
  }
}

/** Local name of an element or attribute (`x:row` and `row` are the same element). */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
}

/**
 * Feeds one part through a SAX parser. Character data is gathered only while `capture` is set (text of
 * a cell, a shared string), so whitespace or junk between elements costs nothing however long it is.
 */
class XmlPart {
  private readonly parser = new SaxesParser({ xmlns: false, position: false });
  private text: string[] = [];
  private textLength = 0;
  private capturing = false;
  private readonly onText = (text: string) => {
    this.textLength += text.length;
    if (this.textLength > MAX_TEXT) throw new SpreadsheetError('tooLarge', { text: this.textLength });
    this.text.push(text);
  };

  listen(handlers: XmlHandlers) {
    this.parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(local(tag.name), tag.attributes));
    this.parser.on('closetag', (tag: SaxesTagPlain) => handlers.close(local(tag.name)));
    this.parser.on('cdata', (text) => {
      if (this.capturing) this.onText(text);
    });
  }

  /** Starts gathering character data (inside `<v>` or `<t>`). */
  capture() {
    this.capturing = true;
    this.text = [];
    this.textLength = 0;
    this.parser.on('text', this.onText);
  }

  /** Stops gathering and returns what was gathered, or null when the element held no text at all. */
  release(): string | null {
    this.capturing = false;
    this.parser.off('text');
    return this.text.length === 0 ? null : this.text.join('');
  }

  async consume(chunks: AsyncIterable<Buffer>) {
    const decoder = new TextDecoder('utf-8');
    // saxes gathers character data, attribute values and names until the next markup; a run longer than
    // any cell can hold is refused before it grows further (those buffers are not in its typed surface).
    const pending = this.parser as unknown as { text: string; name: string };
    try {
      for await (const chunk of chunks) {
        this.parser.write(decoder.decode(chunk, { stream: true }));
        const run = Math.max(pending.text.length, pending.name.length);
        if (run > MAX_TEXT) throw new SpreadsheetError('tooLarge', { text: run });
      }
      this.parser.write(decoder.decode());
      this.parser.close();
    } catch (error) {
      throw error instanceof SpreadsheetError ? error : unreadable();
    }
  }
}

/** A part's path from a relationship target, relative to the folder of the part that names it. */
function resolveTarget(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** Characters XML cannot carry are written `_x000D_` in shared strings. */
const unescapeText = (text: string) =>
  text.replace(/_x([0-9A-F]{4})_/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));

/** Number formats built into Excel that show dates or times (the others are plain numbers). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom number format shows a date when it has date or time letters outside quotes and brackets. */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Prints a number as a person typed it; long integers without exponent notation. */
export const numberText = (value: number) =>
  Number.isInteger(value) ? BigInt(value).toString() : String(value);

/** Integers beyond 2^53 were rounded by the spreadsheet program. */
export const isLossyNumber = (value: number) => Number.isInteger(value) && !Number.isSafeInteger(value);

/** An Excel serial date (days since 1899-12-30, or since 1904-01-01 in 1904 workbooks) as ISO text. */
function serialDateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? numberText(serial) : date.toISOString();
}

function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

interface Workbook {
  sheetPath: string | null;
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
}

export class XlsxReader {
  private readonly entries: Map<string, ZipEntry>;
  private readonly budget: InflateBudget;

  constructor(
    private readonly data: Buffer,
    caps: XlsxCaps,
  ) {
    this.entries = readZipDirectory(data, caps);
    this.budget = new InflateBudget(caps.maxUncompressedBytes);
  }

  /** Reads the first sheet row by row into `sink`; a workbook without sheets is `empty`. */
  async readFirstSheet(sink: RowSink): Promise<void> {
    const workbook = await this.workbook();
    if (!workbook.sheetPath) throw new SpreadsheetError('empty');
    const dateStyles = workbook.stylesPath ? await this.dateStyles(workbook.stylesPath) : new Set<number>();
    const strings = workbook.sharedStringsPath ? await this.sharedStrings(workbook.sharedStringsPath) : [];
    await this.sheetRows(workbook.sheetPath, { strings, dateStyles, date1904: workbook.date1904 }, sink);
  }

  /** Parses one part; a missing optional part is read as empty. */
  private async parse(path: string, handlers: (part: XmlPart) => XmlHandlers, required = true) {
    const entry = this.entries.get(path);
    if (!entry) {
      if (required) throw unreadable();
      return;
    }
    const part = new XmlPart();
    part.listen(handlers(part));
    await part.consume(entryChunks(this.data, entry, this.budget));
  }

  /** The first sheet and the parts it depends on, from the workbook and its relationships. */
  private async workbook(): Promise<Workbook> {
    const relations = new Map<string, { type: string; target: string }>();
    await this.parse(
      'xl/_rels/workbook.xml.rels',
      () => ({
        open(name, attributes) {
          if (name === 'Relationship' && attributes.Id && attributes.Target)
            relations.set(attributes.Id, { type: attributes.Type ?? '', target: attributes.Target });
        },
        close() {},
      }),
      false,
    );
    let firstSheetRelation: string | null = null;
    let sawSheet = false;
    let date1904 = false;
    await this.parse('xl/workbook.xml', () => ({
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        if (name === 'sheet' && !sawSheet) {
          sawSheet = true;
          const id = Object.entries(attributes).find(([key]) => local(key) === 'id' && key !== 'id');
          firstSheetRelation = id?.[1] ?? null;
        }
      },
      close() {},
    }));
    const byType = (type: string) => {
      for (const relation of relations.values())
        if (relation.type.endsWith(`/${type}`)) return resolveTarget('xl', relation.target);
      return null;
    };
    const sheetTarget = firstSheetRelation ? relations.get(firstSheetRelation)?.target : undefined;
    const orFallback = (path: string | null, fallback: string) =>
      path ?? (this.entries.has(fallback) ? fallback : null);
    let sheetPath: string | null = null;
    if (sawSheet) sheetPath = sheetTarget ? resolveTarget('xl', sheetTarget) : 'xl/worksheets/sheet1.xml';
    return {
      sheetPath,
      sharedStringsPath: orFallback(byType('sharedStrings'), 'xl/sharedStrings.xml'),
      stylesPath: orFallback(byType('styles'), 'xl/styles.xml'),
      date1904,
    };
  }

  /** Style indexes (`s` of a cell) whose number format shows a date. */
  private async dateStyles(path: string): Promise<Set<number>> {
    const customFormats = new Map<number, string>();
    const cellFormats: number[] = [];
    let inCellXfs = false;
    await this.parse(
      path,
      () => ({
        open(name, attributes) {
          if (name === 'numFmt' && attributes.numFmtId)
            customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
          else if (name === 'cellXfs') inCellXfs = true;
          else if (name === 'xf' && inCellXfs) cellFormats.push(Number(attributes.numFmtId ?? 0));
        },
        close(name) {
          if (name === 'cellXfs') inCellXfs = false;
        },
      }),
      false,
    );
    const dates = new Set<number>();
    cellFormats.forEach((format, index) => {
      const custom = customFormats.get(format);
      if (custom !== undefined ? isDateFormat(custom) : BUILTIN_DATE_FORMATS.has(format)) dates.add(index);
    });
    return dates;
  }

  /** The shared strings, rich text runs joined and phonetic guides left out. */
  private async sharedStrings(path: string): Promise<string[]> {
    const strings: string[] = [];
    let current: string[] = [];
    let inPhonetic = false;
    await this.parse(
      path,
      (part) => ({
        open(name) {
          if (name === 'si') current = [];
          else if (name === 'rPh') inPhonetic = true;
          else if (name === 't' && !inPhonetic) part.capture();
        },
        close(name) {
          if (name === 't' && !inPhonetic) current.push(unescapeText(part.release() ?? ''));
          else if (name === 'rPh') inPhonetic = false;
          else if (name === 'si') strings.push(current.join(''));
        },
      }),
      false,
    );
    return strings;
  }

  private async sheetRows(
    path: string,
    context: { strings: string[]; dateStyles: Set<number>; date1904: boolean },
    sink: RowSink,
  ): Promise<void> {
    const { strings, dateStyles, date1904 } = context;
    let rowNumber = 0;
    let cells: string[] | null = null;
    let lossy: number[] = [];
    let column = 0;
    // The cell being read.
    let type = 'n';
    let style = 0;
    let formula = false;
    let value: string | null = null;
    let inline: string[] | null = null;
    let inPhonetic = false;

    const numeric = (text: string) => {
      const number = Number.parseFloat(text);
      if (dateStyles.has(style)) return serialDateText(number, date1904);
      if (isLossyNumber(number)) lossy.push(column - 1);
      return numberText(number);
    };
    const cellText = (): string | null => {
      if (type === 'inlineStr') return inline === null ? null : inline.join('').trim();
      if (value === null) return formula ? '' : null;
      switch (type) {
        case 's':
          return (strings[Number.parseInt(value, 10)] ?? '').trim();
        case 'str':
          return value.trim();
        case 'b':
          return Number.parseInt(value, 10) !== 0 ? 'TRUE' : 'FALSE';
        case 'e':
          return value.trim();
        case 'd': {
          const date = new Date(value);
          return Number.isNaN(date.getTime()) ? value.trim() : date.toISOString();
        }
        default:
          return numeric(value);
      }
    };

    await this.parse(path, (part) => ({
      open(name, attributes) {
        switch (name) {
          case 'dimension': {
            const last = attributes.ref?.split(':').pop() ?? '';
            const row = Number.parseInt(last.replace(/^[A-Z]+/, ''), 10);
            if (Number.isSafeInteger(row)) sink.declared(row);
            break;
          }
          case 'row':
            rowNumber = attributes.r ? Number.parseInt(attributes.r, 10) : rowNumber + 1;
            if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) throw unreadable();
            cells = [];
            lossy = [];
            column = 0;
            break;
          case 'c':
            column = attributes.r ? columnOf(attributes.r) || column + 1 : column + 1;
            if (column > MAX_COLUMNS) throw unreadable();
            type = attributes.t ?? 'n';
            style = attributes.s ? Number.parseInt(attributes.s, 10) : 0;
            formula = false;
            value = null;
            inline = null;
            break;
          case 'f':
            formula = true;
            break;
          case 'v':
            part.capture();
            break;
          case 'is':
            inline = [];
            break;
          case 'rPh':
            inPhonetic = true;
            break;
          case 't':
            if (inline && !inPhonetic) part.capture();
            break;
        }
      },
      close(name) {
        switch (name) {
          case 'v':
            value = part.release();
            break;
          case 't':
            if (inline && !inPhonetic) inline.push(part.release() ?? '');
            break;
          case 'rPh':
            inPhonetic = false;
            break;
          case 'c': {
            const text = cells ? cellText() : null;
            if (cells && text !== null) cells[column - 1] = text;
            break;
          }
          case 'row':
            // Columns without a value stay holes, as exceljs leaves them: a wide row costs nothing.
            if (cells) sink.row(rowNumber, cells, lossy);
            cells = null;
            break;
        }
      },
    }));
  }
}
