import { defineStatusMap } from '../../kit';

/** On/off switches of administration records (roles, departments, settings, dictionary items). */
export const ENABLED_STATUS = defineStatusMap({
  enabled: { label: { cn: '启用', en: 'Enabled', fr: 'Activé' }, color: 'teal' },
  disabled: { label: { cn: '停用', en: 'Disabled', fr: 'Désactivé' }, color: 'gray' },
});
export const enabledState = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

/** A user account: usable, switched off by an administrator, or locked after failed sign-ins. */
export const USER_STATUS = defineStatusMap({
  enabled: { label: { cn: '正常', en: 'Active', fr: 'Actif' }, color: 'teal' },
  locked: { label: { cn: '已锁定', en: 'Locked', fr: 'Verrouillé' }, color: 'orange' },
  disabled: { label: { cn: '已停用', en: 'Disabled', fr: 'Désactivé' }, color: 'red' },
});
export const userState = (user: { enabled: boolean; locked: boolean }) =>
  !user.enabled ? 'disabled' : user.locked ? 'locked' : 'enabled';

/** Spec section 4, feedback: 0 unprocessed, 1 processed. */
export const ADVICE_STATUS = defineStatusMap({
  0: { label: { cn: '未处理', en: 'Unprocessed', fr: 'Non traitée' }, color: 'orange' },
  1: { label: { cn: '已处理', en: 'Processed', fr: 'Traitée' }, color: 'teal' },
});

export const VERSION_STATUS = defineStatusMap({
  draft: { label: { cn: '草稿', en: 'Draft', fr: 'Brouillon' }, color: 'gray' },
  published: { label: { cn: '已发布', en: 'Published', fr: 'Publiée' }, color: 'teal' },
});

export const LOGIN_RESULT = defineStatusMap({
  success: { label: { cn: '成功', en: 'Succeeded', fr: 'Réussie' }, color: 'teal' },
  failure: { label: { cn: '失败', en: 'Failed', fr: 'Échouée' }, color: 'red' },
});

/** Menu entries shown in or hidden from the side menu. */
export const MENU_VISIBILITY = defineStatusMap({
  visible: { label: { cn: '显示', en: 'Shown', fr: 'Affiché' }, color: 'teal' },
  hidden: { label: { cn: '隐藏', en: 'Hidden', fr: 'Masqué' }, color: 'gray' },
});

/** Outgoing mail: waiting for the mail worker, delivered, kept unsent (no mail server), or refused. */
export const OUTBOX_STATUS = defineStatusMap({
  pending: { label: { cn: '待发送', en: 'Pending', fr: 'En attente' }, color: 'blue' },
  sent: { label: { cn: '已发送', en: 'Sent', fr: 'Envoyé' }, color: 'teal' },
  stored: { label: { cn: '仅保存', en: 'Stored', fr: 'Conservé' }, color: 'gray' },
  failed: { label: { cn: '发送失败', en: 'Failed', fr: 'Échec' }, color: 'red' },
});
