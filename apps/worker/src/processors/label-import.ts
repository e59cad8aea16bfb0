import { JOB_PAYLOADS, LABEL_IMPORT_MAX_ROWS, SPREADSHEET_PROBLEM_MESSAGES } from '@trace/contracts';
import {
  checkImportRows,
  type ImportRowError,
  randomPcodes,
  readSheetInThread,
  type Sheet,
  SpreadsheetError,
  warmSheetThread,
} from '@trace/core';
import type { FileStorage } from '@trace/core/storage';
import { type Database, files, labelImports, noticeToCompany, type Sql } from '@trace/db';
import { recordImportEvents } from '@trace/db/epcis';
import { and, eq, sql } from 'drizzle-orm';
import { HOLD_CODES_FOR_IMPORT } from './label-codes';

export interface ImportDeps {
  db: Database;
  sql: Sql;
  storage: FileStorage;
  progress: (percent: number) => Promise<void> | void;
  /**
   * Whether a failure of this run is the job's last word (no retry follows). Default true: a direct
   * call runs once.
   */
  finalAttempt?: boolean;
}

/**
 * The upload's record exists but this worker cannot read its bytes: the worker does not see the storage
 * the API wrote to (another upload directory, a volume not mounted yet), not a file the company lost.
 * The job is retried, by this worker or one that sees the storage, instead of ending the import.
 */
export class UploadUnreadable extends Error {
  constructor(storageKey: string, cause: unknown) {
    super(`the uploaded file ${storageKey} cannot be read from this worker's storage`, { cause });
  }
}

type ImportRow = typeof labelImports.$inferSelect;
type Outcome = 'success' | 'failure' | 'invalid' | 'skipped';

/** Ends an import that is still being checked; a retried job finds it ended and does nothing. */
async function finish(deps: ImportDeps, row: ImportRow, set: Partial<ImportRow>): Promise<void> {
  await deps.db
    .update(labelImports)
    .set({ ...set, progress: 100, finishedAt: new Date() })
    .where(and(eq(labelImports.id, row.id), eq(labelImports.status, 'not_reviewed')));
}

async function existingCodes(sql: Sql, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await sql<{ excode: string }[]>`
    select excode::text as excode from labels where excode = any(${sql.array(codes)}::numeric[])`;
  return new Set(rows.map((r) => r.excode));
}

class ConcurrentDuplicate extends Error {}

/**
 * Checks an uploaded label file row by row and writes its labels to the company only when every row
 * is valid (one statement, one transaction): an import is all or nothing. Wrong rows are kept with
 * their reasons for the error report.
 */
export async function importLabels(deps: ImportDeps, payload: unknown): Promise<Outcome> {
  const { importId } = JOB_PAYLOADS['label-import'].parse(payload);
  // The file is read on a thread: it starts while the import and its file are looked up.
  warmSheetThread();
  /** The job's progress, and the import's own (the page reads the import). */
  const progress = async (percent: number) => {
    await deps.progress(percent);
    await deps.db
      .update(labelImports)
      .set({ progress: percent })
      .where(and(eq(labelImports.id, importId), eq(labelImports.status, 'not_reviewed')));
  };
  const [row] = await deps.db.select().from(labelImports).where(eq(labelImports.id, importId));
  if (row?.status !== 'not_reviewed') return 'skipped';

  const [file] = await deps.db.select().from(files).where(eq(files.id, row.fileId));
  let data: Buffer | null = null;
  if (file) {
    try {
      data = await deps.storage.read(file.storageKey);
    } catch (error) {
      if (deps.finalAttempt === false) throw new UploadUnreadable(file.storageKey, error);
    }
  }
  if (!data) {
    await finish(deps, row, { status: 'invalid', problem: { key: 'import.fileNotFound' } });
    return notice(deps, row, 'invalid');
  }
  await progress(10);

  let sheet: Sheet;
  try {
    sheet = await readSheetInThread(data, { maxRows: LABEL_IMPORT_MAX_ROWS });
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    await finish(deps, row, {
      status: 'invalid',
      problem: { key: SPREADSHEET_PROBLEM_MESSAGES[error.problem], params: error.detail },
      totalRows: error.detail?.rows ?? 0,
    });
    return notice(deps, row, 'invalid');
  }
  await progress(40);

  const checked = checkImportRows(sheet.rows);
  const weightTextOf = new Map(sheet.rows.map((r) => [r.row, r.cells[2] ?? '']));
  const duplicatesOf = (codes: Set<string>): ImportRowError[] =>
    checked.labels
      .filter((label) => codes.has(label.excode))
      .map((label) => ({
        row: label.row,
        excode: label.excode,
        weight: weightTextOf.get(label.row) ?? '',
        key: 'import.codeExists',
      }));
  // A file with wrong rows reports its codes already taken with them. A clean file is written at once:
  // the insert skips codes already taken, and a shortfall reports them (below), so the usual import
  // does not look its codes up twice.
  const taken =
    checked.errors.length > 0
      ? await existingCodes(
          deps.sql,
          checked.labels.map((label) => label.excode),
        )
      : new Set<string>();
  const errors: ImportRowError[] = [...checked.errors, ...duplicatesOf(taken)].sort((a, b) => a.row - b.row);
  await progress(60);

  const failed = (list: ImportRowError[]) =>
    finish(deps, row, {
      status: 'failure',
      totalRows: sheet.rows.length,
      errors: list,
      errorCount: new Set(list.map((e) => e.row)).size,
    });
  if (errors.length > 0) {
    await failed(errors);
    return notice(deps, row, 'failure', new Set(errors.map((e) => e.row)).size);
  }

  const drawn = randomPcodes(checked.labels.filter((label) => label.pcode === null).length);
  const pcodes = checked.labels.map((label) => label.pcode ?? drawn.pop()!);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw(HOLD_CODES_FOR_IMPORT));
      const values = checked.labels.map((label, i) => ({
        excode: label.excode,
        pcode: pcodes[i],
        weight: label.weight,
      }));
      // The count of rows written comes back, not the rows.
      const [written] = (await tx.execute(sql`
        with inserted as (
          insert into labels (excode, pcode, corp_id, product_id, status, weight)
          select r.excode, r.pcode, ${row.corpId}, ${row.productId}, 'assigned', r.weight
          from json_to_recordset(${JSON.stringify(values)}::json) as r(excode numeric, pcode text, weight numeric)
          on conflict (excode) do nothing
          returning 1)
        select count(*)::int as n from inserted`)) as unknown as { n: number }[];
      // Some codes are taken (before this import, or by another one meanwhile): nothing of this file
      // is kept, and the rows of the taken codes are reported.
      if (written?.n !== checked.labels.length) throw new ConcurrentDuplicate();
      await tx.execute(sql`
        update label_imports set status = 'success', total_rows = ${sheet.rows.length},
          imported_count = ${checked.labels.length}, progress = 100, finished_at = now(), updated_at = now()
        where id = ${row.id} and status = 'not_reviewed'`);
      await recordImportEvents(
        tx,
        row.id,
        checked.labels.map((label) => label.excode),
      );
    });
  } catch (error) {
    if (!(error instanceof ConcurrentDuplicate)) throw error;
    const nowTaken = await existingCodes(
      deps.sql,
      checked.labels.map((label) => label.excode),
    );
    const duplicates = duplicatesOf(nowTaken);
    await failed(duplicates);
    return notice(deps, row, 'failure', duplicates.length);
  }
  return notice(deps, row, 'success', checked.labels.length);
}

async function notice(deps: ImportDeps, row: ImportRow, outcome: Outcome, count = 0): Promise<Outcome> {
  const resultKey =
    outcome === 'success'
      ? 'import.resultSuccess'
      : outcome === 'failure'
        ? 'import.resultFailure'
        : 'import.unreadable';
  await noticeToCompany(deps.db, row.corpId, 'import.finished', {
    importNo: row.importNo,
    result: { key: resultKey, params: { count } },
  });
  return outcome;
}
