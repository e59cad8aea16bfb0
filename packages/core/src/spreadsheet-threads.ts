/**
 * Spreadsheets are parsed on worker threads, never on the event loop that answers requests: a hostile
 * file costs a thread's time, and a thread's memory is capped (`resourceLimits`), so one that would
 * exhaust it dies alone and the file is refused as too large.
 *
 * Built JavaScript runs `spreadsheet-thread.js` from beside this file (a bundler must emit it as an entry
 * of its own). From TypeScript sources, `spreadsheet-thread-tsx.mjs` registers tsx in the thread first:
 * a thread does not inherit the loader of the thread that starts it.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type Sheet,
  type SheetLimits,
  SpreadsheetError,
  type SpreadsheetProblem,
  spreadsheetKind,
} from './spreadsheet';

/** What the pool sends a thread. */
export interface SheetTask {
  data: Uint8Array;
  limits: SheetLimits;
}
/** What a thread answers: the sheet, why it was refused, or an error the reader did not expect. */
export type SheetReply =
  | { sheet: Sheet }
  | { problem: SpreadsheetProblem; detail?: Record<string, number> }
  | { failure: string };

const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A 10,000-row sheet needs a few MB of heap; xls files, read whole, need the most. */
const HEAP_MB = 64;
const TIME_LIMIT_MS = 30_000;
/** Threads kept warm between reads, ended after this long unused. */
const IDLE_MS = 30_000;

const threadEntry = new URL(
  import.meta.url.endsWith('.ts') ? './spreadsheet-thread-tsx.mjs' : './spreadsheet-thread.js',
  import.meta.url,
);

class SheetThreads {
  private readonly idle = new Map<Worker, NodeJS.Timeout>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async read(data: Buffer, limits: SheetLimits): Promise<Sheet> {
    await this.acquire();
    try {
      return await this.run(this.take(), data, limits);
    } finally {
      this.release();
    }
  }

  private async acquire() {
    if (this.running < THREADS) {
      this.running++;
      return;
    }
    // A finishing read hands its slot over, so the count never goes above THREADS.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private take(): Worker {
    for (const [worker, timer] of this.idle) {
      clearTimeout(timer);
      this.idle.delete(worker);
      worker.ref();
      return worker;
    }
    const worker = new Worker(threadEntry, {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // Errors are answered by the read in progress; an idle thread that ends is forgotten.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const timer = this.idle.get(worker);
      if (timer) clearTimeout(timer);
      this.idle.delete(worker);
    });
    return worker;
  }

  private keep(worker: Worker) {
    worker.unref();
    this.idle.set(worker, setTimeout(() => void worker.terminate(), IDLE_MS).unref());
  }

  private run(worker: Worker, data: Buffer, limits: SheetLimits): Promise<Sheet> {
    return new Promise<Sheet>((resolve, reject) => {
      const done = (outcome: { sheet: Sheet } | { error: Error }) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if ('sheet' in outcome) {
          this.keep(worker);
          resolve(outcome.sheet);
          return;
        }
        // A thread out of memory or time is gone or stuck, and one that met a file too large or
        // unreadable may still hold what the file made it allocate: the next read starts afresh.
        const problem = outcome.error instanceof SpreadsheetError ? outcome.error.problem : null;
        if (problem === 'tooManyRows' || problem === 'empty') this.keep(worker);
        else void worker.terminate();
        reject(outcome.error);
      };
      const onMessage = (reply: SheetReply) => {
        if ('sheet' in reply) done(reply);
        else if ('problem' in reply) done({ error: new SpreadsheetError(reply.problem, reply.detail) });
        else done({ error: new SpreadsheetError('unreadable') });
      };
      // Out of memory is the file's doing; a thread that cannot start or stops by itself is ours, and
      // is not passed off as a bad file.
      const onError = (error: Error & { code?: string }) =>
        done({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SpreadsheetError('tooLarge') : error });
      const onExit = (code: number) => done({ error: new Error(`spreadsheet thread stopped (${code})`) });
      const timer = setTimeout(() => done({ error: new SpreadsheetError('tooLarge') }), TIME_LIMIT_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const copy = new Uint8Array(data);
      worker.postMessage({ data: copy, limits } satisfies SheetTask, [copy.buffer]);
    });
  }
}

const threads = new SheetThreads();

/**
 * `readSheet` on a worker thread, with the same answers and refusals. A thread that runs out of memory
 * or time refuses the file as `tooLarge`; a reader that fails on what the file holds, as `unreadable`.
 */
export function readSheetInThread(data: Buffer, limits: SheetLimits): Promise<Sheet> {
  if (!spreadsheetKind(data)) return Promise.reject(new SpreadsheetError('type'));
  return threads.read(data, limits);
}
