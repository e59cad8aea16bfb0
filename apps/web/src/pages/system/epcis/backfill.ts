import { JOB_STATUSES } from '@trace/contracts';
import type { EpcisBackfill } from '../api';

type JobStatus = (typeof JOB_STATUSES)[number];

/** How often the status is read again while a backfill job is waiting or under way. */
export const BACKFILL_POLL_MS = 3000;

/** Whether the backfill job is still waiting or under way, so its progress is worth reading again. */
export function backfillActive(status: EpcisBackfill | undefined): boolean {
  return status?.job?.status === 'queued' || status?.job?.status === 'running';
}

/** The rows of every source kind that have no events yet. */
export function missingEvents(status: EpcisBackfill): number {
  return status.sources.reduce((sum, source) => sum + Math.max(0, source.total - source.recorded), 0);
}

/** The job's state as one the status badge knows; the status answer names it as plain text. */
export function jobStatusOf(status: string): JobStatus | null {
  return (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : null;
}
