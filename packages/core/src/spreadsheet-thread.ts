/** A thread of the spreadsheet pool (`spreadsheet-threads.ts`): reads one file per message. */
import { parentPort } from 'node:worker_threads';
import { readSheet, SpreadsheetError } from './spreadsheet';
import type { SheetReply, SheetTask } from './spreadsheet-threads';

parentPort?.on('message', async ({ data, limits }: SheetTask) => {
  let reply: SheetReply;
  try {
    reply = { sheet: await readSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength), limits) };
  } catch (error) {
    reply =
      error instanceof SpreadsheetError
        ? { problem: error.problem, detail: error.detail }
        : { failure: String(error) };
  }
  parentPort?.postMessage(reply);
});
