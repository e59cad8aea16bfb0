/**
 * Spreadsheets built to hurt a reader, written byte by byte: real zips whose sheet is deflated in
 * independently compressed pieces, so a huge sheet costs little time and memory to build. The central
 * directory declares whatever size the caller asks for.
 */
import { constants, deflateRawSync } from 'node:zlib';

interface Part {
  name: string;
  deflated: Buffer;
  /** What the central directory says the part inflates to. */
  declaredSize: number;
}

/** A deflate block that ends on a byte boundary and refers to nothing before it: pieces concatenate. */
const piece = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    directory.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-sheet workbook around a sheet given as deflate pieces. */
function workbook(sheetPieces: Buffer[], sheetDeclaredSize: number): Buffer {
  const text = (name: string, content: string): Part => {
    const deflated = deflateRawSync(Buffer.from(content));
    return { name, deflated, declaredSize: Buffer.byteLength(content) };
  };
  return zip([
    text(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    text(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="codes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated: Buffer.concat([...sheetPieces, FINAL_BLOCK]),
      declaredSize: sheetDeclaredSize,
    },
  ]);
}

const sheetStart = (lastRow: number, lastColumn = 'A') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><dimension ref="A1:${lastColumn}${lastRow}"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Label code</t></is></c></row>`;
const SHEET_END = '</sheetData></worksheet>';

/** One label code per row under a title row, as Excel writes them (`rows` data rows, ~8 bytes each zipped). */
export function manyRowsXlsx(rows: number, options: { declaredSheetSize?: number } = {}): Buffer {
  const start = sheetStart(rows + 1);
  const pieces = [piece(start)];
  let inflated = start.length + SHEET_END.length;
  for (let from = 2; from <= rows + 1; from += 10_000) {
    let chunk = '';
    for (let r = from; r < Math.min(from + 10_000, rows + 2); r++)
      chunk += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${100_000_000_000_000_000n + BigInt(r)}</t></is></c></row>`;
    inflated += chunk.length;
    pieces.push(piece(chunk));
  }
  pieces.push(piece(SHEET_END));
  return workbook(pieces, options.declaredSheetSize ?? inflated);
}

/**
 * A valid title row followed by `inflatedMb` MB of blanks inside the sheet, whose central directory
 * says the sheet inflates to 1,000 bytes (about 1 KB of zip per MB inflated).
 */
export function inflationBombXlsx(inflatedMb = 300): Buffer {
  const megabyte = piece(' '.repeat(1024 * 1024));
  return workbook(
    [piece(sheetStart(2)), ...Array.from({ length: inflatedMb }, () => megabyte), piece(SHEET_END)],
    1000,
  );
}

/**
 * Rows of long text (30,000 characters each, under Excel's cell limit), about 60 MB once unpacked and
 * almost nothing zipped: reading the rows allowed takes more memory than a reader is given.
 */
export function longTextXlsx(rows = 2_000): Buffer {
  const start = sheetStart(rows + 1);
  const pieces = [piece(start), piece(SHEET_END)];
  let inflated = start.length + SHEET_END.length;
  const text = 'x'.repeat(30_000);
  for (let r = 2; r <= rows + 1; r++) {
    const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
    inflated += row.length;
    pieces.splice(-1, 0, piece(row));
  }
  return workbook(pieces, inflated);
}
