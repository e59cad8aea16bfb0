import type { UsePagedQueryOptions } from '../query/usePagedQuery';

/** How often a list with running jobs on screen is read again. */
export const JOB_POLL_MS = 2000;

/**
 * `usePagedQuery` options that read the list again every `ms` while a row on screen is still running
 * (its job is making, checking or voiding something) and stop once every visible row is done.
 */
export function followRunning<T>(
  isRunning: (row: T) => boolean,
  ms: number = JOB_POLL_MS,
): Pick<UsePagedQueryOptions<T, object>, 'pollWhile' | 'pollMs'> {
  return { pollWhile: (rows) => rows.some(isRunning), pollMs: ms };
}
