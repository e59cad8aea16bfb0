import { defineStatusMap } from '../../kit';

/** The conclusion of a test report. */
export const TEST_RESULT = defineStatusMap({
  qualified: { label: 'statuses:records.testResult.qualified', color: 'teal' },
  unqualified: { label: 'statuses:records.testResult.unqualified', color: 'red' },
});

/** A customs certificate: in force, expired, or nothing given for its kind. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: 'common:effective', color: 'teal' },
  invalid: { label: 'statuses:records.certificateValidity.invalid', color: 'red' },
  missing: { label: 'common:notGiven', color: 'gray' },
});

/** The production lines of whole-chain records. */
export const PRODUCTION_LINE = defineStatusMap({
  planting: { label: 'statuses:records.productionLine.planting', color: 'green' },
  breeding: { label: 'statuses:records.productionLine.breeding', color: 'grape' },
});

/** A batch's production state. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'common:inProduction', color: 'blue' },
  complete: { label: 'common:complete', color: 'teal' },
});
