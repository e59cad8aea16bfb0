import { defineStatusMap } from '../../kit';

/** A partner key: in use, rotated (still accepted for a while), stopped for now, ended for good. */
export const KEY_STATUS = defineStatusMap({
  active: { label: 'statuses:external.keyStatus.active', color: 'teal' },
  grace: { label: 'statuses:external.keyStatus.grace', color: 'yellow' },
  disabled: { label: 'statuses:external.keyStatus.disabled', color: 'gray' },
  revoked: { label: 'statuses:external.keyStatus.revoked', color: 'red' },
  expired: { label: 'statuses:external.keyStatus.expired', color: 'dark' },
});

/** A partner's request for a company's data and the grant it becomes. */
export const GRANT_STATUS = defineStatusMap({
  pending: { label: 'statuses:external.grantStatus.pending', color: 'orange' },
  approved: { label: 'statuses:external.grantStatus.approved', color: 'teal' },
  refused: { label: 'statuses:external.grantStatus.refused', color: 'red' },
  revoked: { label: 'statuses:external.grantStatus.revoked', color: 'gray' },
  expired: { label: 'statuses:external.grantStatus.expired', color: 'dark' },
});

/** An application: its keys are accepted, or every one of them is refused. */
export const APP_STATUS = defineStatusMap({
  enabled: { label: 'statuses:external.appStatus.enabled', color: 'teal' },
  disabled: { label: 'statuses:external.appStatus.disabled', color: 'gray' },
});
