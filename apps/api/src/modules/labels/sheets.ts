import { setTimeout as sleep } from 'node:timers/promises';
import { labelQrContent, safeCell } from '@trace/core';
import type { Sql } from '@trace/db';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** A4 in points; big sheets hold 9 labels (3 x 3), small ones 12 (3 x 4). */
const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const GRID = { big: { columns: 3, rows: 3 }, small: { columns: 3, rows: 4 } } as const;
/** Stop producing pages while this much PDF waits for the client, so memory stays flat. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** Draws a QR code as filled squares, merging runs of dark modules on a row into one rectangle. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && qr.modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (column - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}

/**
 * The printable sheets of a run: one page per sheet, each label with its QR code, its public serial,
 * and its secret code in the area the printer covers with the scratch-off layer. Labels are read with a
 * database cursor and pages are written while the client downloads: the file is never held in memory.
 */
export function runSheetsPdf(
  sql: Sql,
  runId: string,
  sheetType: 'big' | 'small',
  baseUrl: string,
  gtin: string | null,
  title: string,
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: title },
  });
  const grid = GRID[sheetType];
  const perPage = grid.columns * grid.rows;
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / grid.columns;
  const cellHeight = (PAGE.height - 2 * PAGE.margin) / grid.rows;
  const qrSize = Math.min(cellWidth, cellHeight) * 0.6;

  async function write() {
    let index = 0;
    const cursor =
      sql`select excode::text as excode, pcode from labels where run_id = ${runId} order by excode`.cursor(
        perPage * 20,
      );
    for await (const batch of cursor) {
      for (const label of batch) {
        if (index % perPage === 0) {
          doc.addPage();
          while (doc.readableLength > MAX_BUFFERED) await sleep(10);
        }
        const slot = index % perPage;
        const x = PAGE.margin + (slot % grid.columns) * cellWidth;
        const y = PAGE.margin + Math.floor(slot / grid.columns) * cellHeight;
        doc
          .lineWidth(0.3)
          .strokeColor('#bbbbbb')
          .rect(x + 4, y + 4, cellWidth - 8, cellHeight - 8)
          .stroke();
        drawQr(
          doc,
          labelQrContent(baseUrl, label.excode as string, gtin),
          x + (cellWidth - qrSize) / 2,
          y + 12,
          qrSize,
        );
        doc
          .fillColor('#000000')
          .fontSize(9)
          .text(safeCell(label.excode as string), x, y + 18 + qrSize, { width: cellWidth, align: 'center' });
        doc
          .fontSize(8)
          .fillColor('#555555')
          .text(`PIN ${label.pcode as string}`, x, y + 32 + qrSize, { width: cellWidth, align: 'center' });
        index++;
      }
    }
    doc.end();
  }
  write().catch((error: Error) => doc.destroy(error));
  return doc;
}
