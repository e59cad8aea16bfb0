import { defineStatusMap } from '../../kit';

/** DOMAIN.md batch production: in_production -> complete (locked). */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'common:inProduction', color: 'blue' },
  complete: { label: 'common:complete', color: 'teal' },
});

/** What a batch is: normal goods, deep processing (uses raw material) or raw material itself. */
export const BATCH_KIND = defineStatusMap({
  normal: { label: 'statuses:batches.batchKind.normal', color: 'gray' },
  deep: { label: 'statuses:batches.batchKind.deep', color: 'violet' },
  raw_material: { label: 'statuses:batches.batchKind.raw_material', color: 'grape' },
});

/** Raw material (spec section 4): unused -> partly_used -> used_up. */
export const RAW_STATE = defineStatusMap({
  unused: { label: 'statuses:batches.rawState.unused', color: 'teal' },
  partly_used: {
    label: 'statuses:batches.rawState.partly_used',
    color: 'orange',
  },
  used_up: { label: 'statuses:batches.rawState.used_up', color: 'dark' },
});

/** How labels came to a batch. */
export const BIND_MODE = defineStatusMap({
  range: { label: 'statuses:batches.bindMode.range', color: 'blue' },
  list: { label: 'statuses:batches.bindMode.list', color: 'indigo' },
  import: { label: 'statuses:batches.bindMode.import', color: 'cyan' },
});
