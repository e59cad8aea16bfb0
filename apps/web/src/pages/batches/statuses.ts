import { defineStatusMap } from '../../kit';

/** DOMAIN.md batch production: in_production -> complete (locked). */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'common:inProduction', color: 'blue' },
  complete: { label: 'common:complete', color: 'teal' },
});

/** What a batch is: normal goods, deep processing (uses raw material) or raw material itself. */
export const BATCH_KIND = defineStatusMap({
  normal: { label: 'batches:statuses.batchKind.normal', color: 'gray' },
  deep: { label: 'batches:statuses.batchKind.deep', color: 'violet' },
  raw_material: { label: 'batches:statuses.batchKind.raw_material', color: 'grape' },
});

/** Raw material (spec section 4): unused -> partly_used -> used_up. */
export const RAW_STATE = defineStatusMap({
  unused: { label: 'batches:statuses.rawState.unused', color: 'teal' },
  partly_used: {
    label: 'batches:statuses.rawState.partly_used',
    color: 'orange',
  },
  used_up: { label: 'batches:statuses.rawState.used_up', color: 'dark' },
});

/** How labels came to a batch. */
export const BIND_MODE = defineStatusMap({
  range: { label: 'batches:statuses.bindMode.range', color: 'blue' },
  list: { label: 'batches:statuses.bindMode.list', color: 'indigo' },
  import: { label: 'batches:statuses.bindMode.import', color: 'cyan' },
});
