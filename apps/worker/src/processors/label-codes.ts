import type { SqlTx } from '@trace/db';

/**
 * Label codes are written by two jobs: a generation run copies its reserved range into `labels`
 * (COPY), and an import inserts whatever valid codes its file holds, which may lie in a range that a
 * run reserved and has not generated yet. The database refuses a COPY that meets a code already taken,
 * and postgres.js never settles a refused COPY (upstream porsager/postgres#1173): the job would wait
 * forever. So the two take one advisory lock for the length of their transaction:
 *
 * - a generation chunk holds it shared (chunks of any runs go side by side: their ranges never
 *   overlap) and looks its range over before the COPY (`takenInRange`);
 * - an import holds it alone while it inserts its codes: a chunk then sees every import committed
 *   before it, and an import that comes during a chunk waits for the chunk's commit and skips the
 *   codes it wrote (its insert's `on conflict`, reported as codes already taken).
 */
const LOCK = `hashtext('label-codes')`;

/** Run first in a generation chunk's transaction: the label-codes lock, held shared until it ends. */
export const HOLD_CODES_FOR_GENERATION = `select pg_advisory_xact_lock_shared(${LOCK})`;

/** Run first in an import's transaction: the label-codes lock, held alone until it ends. */
export const HOLD_CODES_FOR_IMPORT = `select pg_advisory_xact_lock(${LOCK})`;

/** Up to `limit` codes of the range [first, last] already in `labels`, smallest first. */
export async function takenInRange(tx: SqlTx, first: bigint, last: bigint, limit = 5): Promise<string[]> {
  const rows = await tx<{ excode: string }[]>`
    select excode::text as excode from labels
    where excode between ${first.toString()}::numeric and ${last.toString()}::numeric
    order by excode limit ${limit}`;
  return rows.map((row) => row.excode);
}
