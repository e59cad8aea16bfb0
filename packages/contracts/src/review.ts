import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common';

/**
 * The review workflow of DOMAIN.md, shared by every review-able resource. While a change of an
 * approved item waits for review, the approved version stays what everyone else sees.
 */
export const REVIEW_STATES = [
  'unreviewed',
  'passed',
  'failed',
  'modification_pending',
  'modification_failed',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const ZReviewState = z.enum(REVIEW_STATES);

export const REVIEW_ACTIONS = ['approve', 'reject', 'resubmit', 'modify'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** (from, action, to): anything not listed is refused with 409. */
export const REVIEW_TRANSITIONS = [
  { from: 'unreviewed', action: 'approve', to: 'passed' },
  { from: 'unreviewed', action: 'reject', to: 'failed' },
  // The owner may correct a submission before anyone reviewed it.
  { from: 'unreviewed', action: 'resubmit', to: 'unreviewed' },
  { from: 'failed', action: 'resubmit', to: 'unreviewed' },
  { from: 'passed', action: 'modify', to: 'modification_pending' },
  { from: 'modification_failed', action: 'modify', to: 'modification_pending' },
  // A second edit while the first waits replaces the waiting change.
  { from: 'modification_pending', action: 'modify', to: 'modification_pending' },
  { from: 'modification_pending', action: 'approve', to: 'passed' },
  { from: 'modification_pending', action: 'reject', to: 'modification_failed' },
] as const satisfies readonly { from: ReviewState; action: ReviewAction; to: ReviewState }[];

/** Status names of the company, which follows the same workflow under its own words (DOMAIN.md). */
export const COMPANY_STATUS_OF: Record<ReviewState, string> = {
  unreviewed: 'to_be_reviewed',
  passed: 'passed',
  failed: 'failed',
  modification_pending: 'altered_to_audit',
  modification_failed: 'revision_rejected',
};

/**
 * States in which an item has an approved version live: passed, or passed with a change waiting or
 * refused. Consumers, listings and anything that needs an approved item (a product to make a batch
 * of or order labels for, a certificate to show) accept exactly these.
 */
export const APPROVED_REVIEW_STATES = [
  'passed',
  'modification_pending',
  'modification_failed',
] as const satisfies readonly ReviewState[];

/** The company's own words for the approved states (`COMPANY_STATUS_OF`). */
export const APPROVED_COMPANY_STATUSES: readonly string[] = APPROVED_REVIEW_STATES.map(
  (state) => COMPANY_STATUS_OF[state],
);

/** Whether an item in this review state has an approved version. */
export function hasApprovedVersion(reviewState: string): boolean {
  return (APPROVED_REVIEW_STATES as readonly string[]).includes(reviewState);
}

export const ZReviewDecision = z.object({
  id: ZId,
  action: z.enum(REVIEW_ACTIONS),
  fromStatus: z.string(),
  toStatus: z.string(),
  actorName: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export type ReviewDecision = z.infer<typeof ZReviewDecision>;

/** What a review-able item carries besides its own fields. */
export const ZReviewInfo = z.object({
  reviewStatus: ZReviewState,
  /** The change waiting for review (only its submitter and reviewers see it). */
  pendingChange: z.record(z.string(), z.unknown()).nullable(),
  /** The remark of the last decision (the reason shown to the owner after a rejection). */
  lastRemark: z.string().nullable(),
  history: z.array(ZReviewDecision),
});

export const ZApproveBody = z.object({ remark: z.string().trim().max(500).nullable().default(null) });
export const ZRejectBody = z.object({
  remark: z
    .string({ message: 'review.remarkRequired' })
    .trim()
    .min(1, { message: 'review.remarkRequired' })
    .max(500),
});
