import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';

/**
 * A change to an approved item, waiting for review. The item's own row stays the approved version
 * until the change is approved and applied.
 */
export const reviewRevisions = pgTable(
  'review_revisions',
  {
    id: id(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** pending, applied, rejected, replaced. */
    status: text('status').notNull().default('pending'),
    submittedBy: uuid('submitted_by'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('review_revisions_resource_idx').on(t.resourceType, t.resourceId, t.status)],
);

/** Every decision and submission: who, when, from which state to which, and the remark. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: id(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('review_decisions_resource_idx').on(t.resourceType, t.resourceId)],
);
