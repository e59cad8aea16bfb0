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
const HEAP_MB = 48;
/** Threads run below the event loop's priority: under load a read takes longer, not the API. */
const TIME_LIMIT_MS = 60_000;
/** Threads kept warm between reads, ended after this long unused. */
const IDLE_MS = 30_000;

const threadEntry = new URL(
  import.meta.url.endsWith('.ts') ? './spreadsheet-thread-tsx.mjs' : './spreadsheet-thread.js',
  import.meta.url,
);

/** The file, or how to load it once a thread is free (so files waiting for a thread are not held). */
export type SheetSource = Buffer | (() => Promise<Buffer>);

/** What a thread answered, or what it was lost to (it died or hung: it is ended and this is the answer). */
type Outcome = { reply: SheetReply } | { lost: Error };

class SheetThreads {
  private readonly idle = new Map<Worker, NodeJS.Timeout | undefined>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Idle threads kept without an end (their compiled code stays warm): `stayWarm`. */
  private kept = 0;

  async read(source: SheetSource, limits: SheetLimits): Promise<Sheet> {
    await this.acquire();
    try {
      const loaded = typeof source === 'function';
      const data = loaded ? await source() : source;
      if (!spreadsheetKind(data)) throw new SpreadsheetError('type');
      return await this.run(this.take(), data, limits, loaded);
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
    return this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker(threadEntry, {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    });
    // Errors are answered by the read in progress; an idle thread that ends is forgotten.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      clearTimeout(this.idle.get(worker));
      this.idle.delete(worker);
    });
    return worker;
  }

  /** Starts a thread for a read to come, unless one is free or the pool is full. */
  warm(): void {
    if (this.idle.size === 0 && this.running < THREADS) this.keep(this.spawn());
  }

  /** Threads waiting for a file, and reads in progress. */
  count(): { idle: number; reading: number } {
    return { idle: this.idle.size, reading: this.running };
  }

  /** From now on one idle thread is kept without an end, and one is started unless one is free. */
  stayWarm(): void {
    this.kept = 1;
    this.warm();
  }

  private keep(worker: Worker) {
    worker.unref();
    // `kept` idle threads have no end (no timer); the others end after IDLE_MS unused.
    const endless = [...this.idle.values()].filter((timer) => timer === undefined).length;
    this.idle.set(
      worker,
      endless < this.kept ? undefined : setTimeout(() => void worker.terminate(), IDLE_MS).unref(),
    );
  }

  private async run(worker: Worker, data: Buffer, limits: SheetLimits, owned: boolean): Promise<Sheet> {
    const outcome = await new Promise<Outcome>((resolve) => {
      const finish = (result: Outcome) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (reply: SheetReply) => finish({ reply });
      // Out of memory is the file's doing; a thread that cannot start or stops by itself is ours, and
      // is not passed off as a bad file.
      const onError = (error: Error & { code?: string }) =>
        finish({
          lost: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SpreadsheetError('tooLarge') : error,
        });
      const onExit = (code: number) => finish({ lost: new Error(`spreadsheet thread stopped (${code})`) });
      const timer = setTimeout(() => finish({ lost: new SpreadsheetError('tooLarge') }), TIME_LIMIT_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A buffer loaded here is handed over whole; one the caller holds is copied.
      const whole = owned && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      const bytes = whole ? new Uint8Array(data.buffer) : new Uint8Array(data);
      worker.postMessage({ data: bytes, limits } satisfies SheetTask, [bytes.buffer as ArrayBuffer]);
    });
    if ('lost' in outcome) {
      // The slot is given back only once the thread is gone, so threads never outnumber THREADS.
      await worker.terminate();
      throw outcome.lost;
    }
    this.keep(worker);
    const { reply } = outcome;
    if ('sheet' in reply) return reply.sheet;
    if ('problem' in reply) throw new SpreadsheetError(reply.problem, reply.detail);
    throw new SpreadsheetError('unreadable');
  }
}

const threads = new SheetThreads();

/**
 * `readSheet` on a worker thread, with the same answers and refusals; at most THREADS files are read at
 * once and the others wait. A thread that runs out of memory or time refuses the file as `tooLarge`; a
 * reader that fails on what the file holds, as `unreadable`.
 */
export function readSheetInThread(source: SheetSource, limits: SheetLimits): Promise<Sheet> {
  return threads.read(source, limits);
}

/**
 * Starts a spreadsheet thread ahead of a read the caller is about to make, so the thread's start (its
 * modules loaded and compiled) runs alongside the caller's own work before the read instead of in front
 * of it. The thread is kept like any idle one.
 */
export function warmSheetThread(): void {
  threads.warm();
}

/**
 * Keeps one spreadsheet thread for good, started now: a process that reads files now and then (the
 * worker's label imports) reads them with code already compiled and optimised, where a new thread
 * spends most of a 10,000-row read warming up. The thread does not keep the process alive.
 */
export function keepSheetThreadWarm(): void {
  threads.stayWarm();
}

/** What the pool holds now: threads waiting for a file, and reads in progress. */
export function sheetThreadCount(): { idle: number; reading: number } {
  return threads.count();
}
