import { PassThrough, Readable } from 'node:stream';
import { labelQrContent, safeCell, writeSheet } from '@trace/core';
import type { Sql } from '@trace/db';

const HEADER = 'excode,pcode,qrcode\r\n';
const csvField = (value: string) => {
  const safe = safeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The labels of a run as CSV, read with a database cursor and streamed: memory stays flat whatever
 * the run's size. Cells are neutralised against spreadsheet formula injection.
 */
export function runCsvStream(sql: Sql, runId: string, baseUrl: string, gtin: string | null): Readable {
  async function* rows() {
    yield HEADER;
    const cursor =
      sql`select excode::text as excode, pcode from labels where run_id = ${runId} order by excode`.cursor(
        2000,
      );
    for await (const batch of cursor) {
      yield batch
        .map(
          (row) =>
            `${csvField(row.excode as string)},${csvField(row.pcode as string)},${csvField(labelQrContent(baseUrl, row.excode as string, gtin))}\r\n`,
        )
        .join('');
    }
  }
  return Readable.from(rows());
}

/** The same labels as an xlsx, streamed row by row (exceljs' streaming writer). */
export function runXlsxStream(sql: Sql, runId: string, baseUrl: string, gtin: string | null): Readable {
  const out = new PassThrough();
  async function* rows() {
    const cursor =
      sql`select excode::text as excode, pcode from labels where run_id = ${runId} order by excode`.cursor(
        2000,
      );
    for await (const batch of cursor)
      for (const row of batch) {
        const excode = row.excode as string;
        yield [excode, row.pcode as string, labelQrContent(baseUrl, excode, gtin)];
      }
  }
  writeSheet(out, 'labels', ['excode', 'pcode', 'qrcode'], rows()).catch((error: Error) =>
    out.destroy(error),
  );
  return out;
}
