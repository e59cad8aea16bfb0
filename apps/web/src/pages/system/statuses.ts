import { defineStatusMap } from '../../kit';

/** On/off switches of administration records (roles, departments, settings, dictionary items). */
export const ENABLED_STATUS = defineStatusMap({
  enabled: { label: 'statuses:system.enabledStatus.enabled', color: 'teal' },
  disabled: { label: 'statuses:system.enabledStatus.disabled', color: 'gray' },
});
export const enabledState = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

/** A user account: usable, switched off by an administrator, or locked after failed sign-ins. */
export const USER_STATUS = defineStatusMap({
  enabled: { label: 'statuses:system.userStatus.enabled', color: 'teal' },
  locked: { label: 'statuses:system.userStatus.locked', color: 'orange' },
  disabled: { label: 'statuses:system.userStatus.disabled', color: 'red' },
});
export const userState = (user: { enabled: boolean; locked: boolean }) =>
  !user.enabled ? 'disabled' : user.locked ? 'locked' : 'enabled';

/** A background job (`jobs` table): waiting for a worker, under way, or ended. */
export const JOB_STATUS = defineStatusMap({
  queued: { label: 'statuses:system.jobStatus.queued', color: 'gray' },
  running: { label: 'statuses:system.jobStatus.running', color: 'blue' },
  completed: { label: 'statuses:system.jobStatus.completed', color: 'teal' },
  failed: { label: 'statuses:system.jobStatus.failed', color: 'red' },
});

/** Spec section 4, feedback: 0 unprocessed, 1 processed. */
export const ADVICE_STATUS = defineStatusMap({
  0: { label: 'statuses:system.adviceStatus.0', color: 'orange' },
  1: { label: 'statuses:system.adviceStatus.1', color: 'teal' },
});

export const VERSION_STATUS = defineStatusMap({
  draft: { label: 'statuses:system.versionStatus.draft', color: 'gray' },
  published: { label: 'statuses:system.versionStatus.published', color: 'teal' },
});

export const LOGIN_RESULT = defineStatusMap({
  success: { label: 'statuses:system.loginResult.success', color: 'teal' },
  failure: { label: 'statuses:system.loginResult.failure', color: 'red' },
});

/** Menu entries shown in or hidden from the side menu. */
export const MENU_VISIBILITY = defineStatusMap({
  visible: { label: 'statuses:system.menuVisibility.visible', color: 'teal' },
  hidden: { label: 'statuses:system.menuVisibility.hidden', color: 'gray' },
});

/** Outgoing mail: waiting for the mail worker, delivered, kept unsent (no mail server), or refused. */
export const OUTBOX_STATUS = defineStatusMap({
  pending: { label: 'statuses:system.outboxStatus.pending', color: 'blue' },
  sent: { label: 'statuses:system.outboxStatus.sent', color: 'teal' },
  stored: { label: 'statuses:system.outboxStatus.stored', color: 'gray' },
  failed: { label: 'statuses:system.outboxStatus.failed', color: 'red' },
});
