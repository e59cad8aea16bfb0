import { defineStatusMap } from '../../kit';

/** The conclusion of a test report. */
export const TEST_RESULT = defineStatusMap({
  qualified: { label: 'records:statuses.testResult.qualified', color: 'teal' },
  unqualified: { label: 'records:statuses.testResult.unqualified', color: 'red' },
});

/** A customs certificate: in force, expired, or nothing given for its kind. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: 'common:effective', color: 'teal' },
  invalid: { label: 'records:statuses.certificateValidity.invalid', color: 'red' },
  missing: { label: 'common:notGiven', color: 'gray' },
});

/** The production lines of whole-chain records. */
export const PRODUCTION_LINE = defineStatusMap({
  planting: { label: 'records:statuses.productionLine.planting', color: 'green' },
  breeding: { label: 'records:statuses.productionLine.breeding', color: 'grape' },
});

/** A batch's production state. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'common:inProduction', color: 'blue' },
  complete: { label: 'common:complete', color: 'teal' },
});
