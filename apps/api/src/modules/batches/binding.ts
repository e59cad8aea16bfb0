import { type BatchLine, BIND_MAX_CODES, type BindRefusal, type MessageKey } from '@trace/contracts';
import { readSheetInThread, type Sheet, SpreadsheetError, toStoredWeight } from '@trace/core';
import { batchBindLogs, batches, type Database, labels, rawMaterials } from '@trace/db';
import { recordBindEvents } from '@trace/db/epcis';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { FileStorage } from '../../lib/storage';
import { assertCertifiedForLabels } from '../certification/certificates/coverage';
import { assertCompanyCanOperate } from '../companies/operability';
import { findFile } from '../files/service';
import { findBatch, labelLimitOf } from './batches';

/** How many refused codes a refusal names (the message counts them all). */
const REFUSALS_SHOWN = 200;
const SPREADSHEET_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
]);

export interface BindRequest {
  mode: 'range' | 'list';
  startCode?: string;
  endCode?: string;
  codes: string[];
  weight?: string;
}

/** The codes a request names, each once, in the order given (a range in ascending order). */
export function requestedCodes(body: BindRequest): string[] {
  if (body.mode === 'list') return [...new Set(body.codes.map((c) => BigInt(c).toString()))];
  const codes: string[] = [];
  for (let code = BigInt(body.startCode!); code <= BigInt(body.endCode!); code++) codes.push(code.toString());
  return codes;
}

/** Why a label cannot be bound to a batch of `corpId`, or null when it can. */
function refusalOf(
  label: { corpId: string | null; status: string; batchId: string | null } | undefined,
  corpId: string,
): BindRefusal | null {
  if (!label || label.corpId !== corpId) return 'notYours';
  if (label.status === 'invalid') return 'invalid';
  if (label.batchId !== null || label.status !== 'assigned')
    return label.status === 'unassigned' ? 'notAssigned' : 'alreadyBound';
  return null;
}

function refused(total: number, refusals: { code: string; reason: BindRefusal }[]): AppError {
  return new AppError(
    409,
    'bind.refused',
    { refused: refusals.length, total },
    refusals
      .slice(0, REFUSALS_SHOWN)
      .map((r) => ({ path: r.code, messageKey: `bind.${r.reason}` as MessageKey })),
  );
}

const operatorOf = (principal: Principal) =>
  principal.kind === 'user' ? principal.userName : principal.appName;

/**
 * Binds labels to a batch, all or nothing. The batch row is locked for the whole binding, so its cap
 * is exact; each label moves with a conditional UPDATE (still assigned, on no batch), so a label is
 * bound at most once even when two bindings race: the loser finds fewer rows than it asked for and
 * rolls back, naming the codes taken meanwhile.
 */
export async function bind(
  db: Database,
  principal: Principal,
  actor: Actor,
  line: BatchLine | null,
  batchId: string,
  body: BindRequest,
  source: { mode: 'range' | 'list' | 'import'; fileName?: string } = { mode: body.mode },
) {
  const codes = requestedCodes(body);
  if (codes.length > BIND_MAX_CODES) throw fieldError('codes', 'bind.tooMany');
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, principal, line, batchId, true);
    if (batch.status === 'complete') throw new AppError(409, 'batch.locked');
    await assertCompanyCanOperate(tx, batch.corpId);
    const raw = batch.kind === 'raw_material';
    let weight: string | null = null;
    if (raw) {
      if (body.weight === undefined) throw fieldError('weight', 'bind.weightRequired');
      weight = toStoredWeight(body.weight);
      if (/^0*(\.0*)?$/.test(weight)) throw fieldError('weight', 'weight.zero');
    }
    const certificateId = batch.productId ? await assertCertifiedForLabels(tx, batch.productId) : null;
    const labelLimit = await labelLimitOf(tx, batch);
    if (batch.boundCount + codes.length > labelLimit) {
      throw new AppError(409, 'bind.overLimit', {
        limit: labelLimit,
        bound: batch.boundCount,
        count: codes.length,
      });
    }

    const found = await tx
      .select({
        excode: labels.excode,
        corpId: labels.corpId,
        status: labels.status,
        batchId: labels.batchId,
      })
      .from(labels)
      .where(inArray(labels.excode, codes));
    const byCode = new Map(found.map((label) => [label.excode, label]));
    const refusals = codes.flatMap((code) => {
      const reason = refusalOf(byCode.get(code), batch.corpId);
      return reason ? [{ code, reason }] : [];
    });
    if (refusals.length > 0) throw refused(codes.length, refusals);

    const moved = await tx
      .update(labels)
      .set({
        status: raw ? 'raw_material' : 'bound',
        batchId: batch.id,
        productId: batch.productId,
        ...(raw ? { weight } : {}),
      })
      .where(
        and(
          inArray(labels.excode, codes),
          eq(labels.corpId, batch.corpId),
          eq(labels.status, 'assigned'),
          isNull(labels.batchId),
        ),
      )
      .returning({ excode: labels.excode });
    if (moved.length !== codes.length) {
      const done = new Set(moved.map((m) => m.excode));
      throw refused(
        codes.length,
        codes.filter((code) => !done.has(code)).map((code) => ({ code, reason: 'alreadyBound' as const })),
      );
    }

    if (raw) {
      await tx.insert(rawMaterials).values(
        codes.map((excode) => ({
          excode,
          corpId: batch.corpId,
          batchId: batch.id,
          productId: batch.productId,
          weight: weight!,
          remaining: weight!,
        })),
      );
    }
    const [after] = await tx
      .update(batches)
      .set({ boundCount: sql`${batches.boundCount} + ${codes.length}` })
      .where(eq(batches.id, batch.id))
      .returning({ boundCount: batches.boundCount });
    const [log] = await tx
      .insert(batchBindLogs)
      .values({
        corpId: batch.corpId,
        batchId: batch.id,
        mode: source.mode,
        startCode: body.mode === 'range' ? codes[0]! : null,
        endCode: body.mode === 'range' ? codes.at(-1)! : null,
        count: codes.length,
        codes,
        weight,
        fileName: source.fileName ?? null,
        certificateId,
        createdBy: actor.userId,
        operatorName: operatorOf(principal),
      })
      .returning({ id: batchBindLogs.id });
    await recordBindEvents(tx, log!.id);
    await writeAudit(tx, actor, {
      action: 'bind',
      entity: 'batch',
      entityId: batch.id,
      after: {
        mode: source.mode,
        count: codes.length,
        first: codes[0],
        last: codes.at(-1),
        weight,
        logId: log!.id,
      },
    });
    return {
      batchId: batch.id,
      logId: log!.id,
      count: codes.length,
      boundCount: after!.boundCount,
      labelLimit,
    };
  });
}

/**
 * Binds the codes of an uploaded xls/xlsx: a title row, then one code per row in the first column.
 * Codes saved as numbers lost their last digits in the spreadsheet program and are refused.
 */
export async function bindFromFile(
  db: Database,
  storage: FileStorage,
  principal: Principal,
  actor: Actor,
  line: BatchLine,
  batchId: string,
  body: { fileId: string; weight?: string },
) {
  await findBatch(db, principal, line, batchId);
  const file = await findFile(db, principal, body.fileId).catch(() => {
    throw fieldError('fileId', 'import.fileNotFound');
  });
  if (!SPREADSHEET_TYPES.has(file.mimeType)) throw fieldError('fileId', 'import.fileType');
  let rows: Sheet['rows'];
  try {
    rows = (await readSheetInThread(() => storage.read(file.storageKey), { maxRows: BIND_MAX_CODES })).rows;
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    const key = `import.${error.problem === 'type' ? 'fileType' : error.problem}` as MessageKey;
    throw fieldError('fileId', key, { rows: error.detail?.rows ?? 0, max: BIND_MAX_CODES });
  }
  const problems: { path: string; messageKey: MessageKey; params?: Record<string, string | number> }[] = [];
  const codes: string[] = [];
  for (const row of rows) {
    const value = row.cells[0] ?? '';
    if (row.lossy.includes(0)) problems.push({ path: 'fileId', messageKey: 'import.codeAsText' });
    else if (!/^\d{16,20}$/.test(value))
      problems.push({
        path: 'fileId',
        messageKey: 'bind.importBadCode',
        params: { row: row.row, value: value.slice(0, 30) },
      });
    else codes.push(value);
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new AppError(400, first.messageKey, first.params, problems.slice(0, 50));
  }
  return bind(
    db,
    principal,
    actor,
    line,
    batchId,
    { mode: 'list', codes, weight: body.weight },
    { mode: 'import', fileName: file.name },
  );
}
