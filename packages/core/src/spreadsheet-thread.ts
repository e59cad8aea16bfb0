/** A thread of the spreadsheet pool (`spreadsheet-threads.ts`): reads one file per message. */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readSheet, SpreadsheetError } from './spreadsheet';
import type { SheetReply, SheetTask } from './spreadsheet-threads';

// On Linux a priority set from a thread applies to that thread alone: reading files gets the CPU the
// event loop leaves. Elsewhere it would apply to the whole process, so it is left alone.
if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);

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
