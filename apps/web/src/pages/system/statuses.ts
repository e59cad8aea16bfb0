import { defineStatusMap } from '../../kit';

/** On/off switches of administration records (roles, departments, settings, dictionary items). */
export const ENABLED_STATUS = defineStatusMap({
  enabled: { label: 'system:statuses.enabledStatus.enabled', color: 'teal' },
  disabled: { label: 'system:statuses.enabledStatus.disabled', color: 'gray' },
});
export const enabledState = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

/** A user account: usable, switched off by an administrator, or locked after failed sign-ins. */
export const USER_STATUS = defineStatusMap({
  enabled: { label: 'system:statuses.userStatus.enabled', color: 'teal' },
  locked: { label: 'system:statuses.userStatus.locked', color: 'orange' },
  disabled: { label: 'system:statuses.userStatus.disabled', color: 'red' },
});
export const userState = (user: { enabled: boolean; locked: boolean }) =>
  !user.enabled ? 'disabled' : user.locked ? 'locked' : 'enabled';

/** Spec section 4, feedback: 0 unprocessed, 1 processed. */
export const ADVICE_STATUS = defineStatusMap({
  0: { label: 'system:statuses.adviceStatus.0', color: 'orange' },
  1: { label: 'system:statuses.adviceStatus.1', color: 'teal' },
});

export const VERSION_STATUS = defineStatusMap({
  draft: { label: 'system:statuses.versionStatus.draft', color: 'gray' },
  published: { label: 'system:statuses.versionStatus.published', color: 'teal' },
});

export const LOGIN_RESULT = defineStatusMap({
  success: { label: 'system:statuses.loginResult.success', color: 'teal' },
  failure: { label: 'system:statuses.loginResult.failure', color: 'red' },
});

/** Menu entries shown in or hidden from the side menu. */
export const MENU_VISIBILITY = defineStatusMap({
  visible: { label: 'system:statuses.menuVisibility.visible', color: 'teal' },
  hidden: { label: 'system:statuses.menuVisibility.hidden', color: 'gray' },
});

/** Outgoing mail: waiting for the mail worker, delivered, kept unsent (no mail server), or refused. */
export const OUTBOX_STATUS = defineStatusMap({
  pending: { label: 'system:statuses.outboxStatus.pending', color: 'blue' },
  sent: { label: 'system:statuses.outboxStatus.sent', color: 'teal' },
  stored: { label: 'system:statuses.outboxStatus.stored', color: 'gray' },
  failed: { label: 'system:statuses.outboxStatus.failed', color: 'red' },
});
