import { defineStatusMap } from '../../kit';

/** A body: active, or inactive (takes no new applications). */
export const BODY_STATUS = defineStatusMap({
  active: { label: 'statuses:certBodies.bodyStatus.active', color: 'teal' },
  inactive: { label: 'statuses:certBodies.bodyStatus.inactive', color: 'gray' },
});

/** Evaluation grades A (best) to D. */
export const GRADE_COLOR: Record<string, string> = { A: 'teal', B: 'blue', C: 'orange', D: 'red' };
