import { PassThrough, Readable } from 'node:stream';
import { safeCell, writeSheet } from '@trace/core';
import type { FastifyReply } from 'fastify';

export type Cell = string | number | null;

const csvField = (value: Cell) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = safeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Streams a table as xlsx or CSV (UTF-8 with a byte-order mark so spreadsheet programs read Chinese
 * correctly). Text cells are neutralised against formula injection (`safeCell`); rows are read as
 * they are written, so memory stays flat whatever the size.
 */
export function sendTable(
  reply: FastifyReply,
  format: 'xlsx' | 'csv',
  filename: string,
  header: string[],
  rows: AsyncIterable<Cell[]>,
) {
  if (format === 'csv') {
    async function* lines() {
      yield `\uFEFF${header.map(csvField).join(',')}\r\n`;
      for await (const row of rows) yield `${row.map(csvField).join(',')}\r\n`;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}.csv"`)
      .send(Readable.from(lines()));
  }
  const out = new PassThrough();
  writeSheet(out, filename, header, rows).catch((error: Error) => out.destroy(error));
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename}.xlsx"`)
    .send(out);
}
