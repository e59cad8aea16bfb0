import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** The manage permission of a system page (`system.SysUser.manage`): add and edit pages need it. */
const manage = (page: string) => `system.${page}.manage`;

/** The system administration pages (spec section 2). `/userMessage` itself belongs to the account pages. */
export const routes: PageRoute[] = [
  {
    path: '/userMessageEdit',
    title: 'routes:system.userMessageEdit',
    permission: 'system.userMessage.view',
    parent: '/userMessage',
    load: () => import('./profile/ProfileEditPage'),
  },
  { ...navigationPage('/SysUpdatePwd'), load: () => import('./profile/ChangePasswordPage') },

  { ...navigationPage('/SysUser'), load: () => import('./users/UserListPage') },
  {
    path: '/SysAddUser',
    title: 'routes:system.SysAddUser',
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.AddUserPage })),
  },
  {
    path: '/SysEditUser',
    title: 'routes:system.SysEditUser',
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.EditUserPage })),
  },

  { ...navigationPage('/sysEpcis'), load: () => import('./epcis/EpcisBackfillPage') },

  { ...navigationPage('/SysDept'), load: () => import('./depts/DeptPage') },

  { ...navigationPage('/SysMenu'), load: () => import('./menus/MenuListPage') },
  {
    path: '/SysAddMenu',
    title: 'routes:system.SysAddMenu',
    permission: manage('SysMenu'),
    parent: '/SysMenu',
    load: () => import('./menus/MenuFormPage').then((m) => ({ default: m.AddMenuPage })),
  },
  {
    path: '/SysEditMenu',
    title: 'routes:system.SysEditMenu',
    permission: manage('SysMenu'),
    parent: '/SysMenu',
    load: () => import('./menus/MenuFormPage').then((m) => ({ default: m.EditMenuPage })),
  },

  { ...navigationPage('/SysRole'), load: () => import('./roles/RolePage') },
  { ...navigationPage('/SysDic'), load: () => import('./dictionaries/DictionaryPage') },
  { ...navigationPage('/SysGoodsAddress'), load: () => import('./addresses/AddressPage') },

  { ...navigationPage('/SysAudit'), load: () => import('./reviews/ReviewSettingListPage') },
  {
    path: '/SysAddAudit',
    title: 'routes:system.SysAddAudit',
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.AddReviewSettingPage })),
  },
  {
    path: '/SysEditAudit',
    title: 'routes:system.SysEditAudit',
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.EditReviewSettingPage })),
  },

  { ...navigationPage('/SysMemberScan'), load: () => import('./memberScan/MemberScanListPage') },
  {
    path: '/SysAddMemberScan',
    title: 'routes:system.SysAddMemberScan',
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.AddMemberScanPage })),
  },
  {
    path: '/SysEditMemberScan',
    title: 'routes:system.SysEditMemberScan',
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.EditMemberScanPage })),
  },

  { ...navigationPage('/labelControl'), load: () => import('./labelControl/LabelControlPage') },
  { ...navigationPage('/labelControlCorp'), load: () => import('./labelControl/CorpLabelControlPage') },

  { ...navigationPage('/SysLog'), load: () => import('./logs/AuditLogPage') },
  {
    path: '/SysLogDetails',
    title: 'routes:system.SysLogDetails',
    permission: 'system.SysLog.view',
    parent: '/SysLog',
    load: () => import('./logs/AuditLogDetailPage'),
  },
  { ...navigationPage('/SysException'), load: () => import('./logs/ExceptionLogPage') },
  { ...navigationPage('/sysLogininfor'), load: () => import('./logs/LoginLogPage') },

  { ...navigationPage('/SysVersion'), load: () => import('./versions/VersionPage') },

  { ...navigationPage('/adviceFeedback'), load: () => import('./advice/AdvicePage') },
  {
    path: '/adviceFeedbackDetail',
    title: 'routes:system.adviceFeedbackDetail',
    permission: 'system.adviceFeedback.view',
    parent: '/adviceFeedback',
    load: () => import('./advice/AdviceDetailPage'),
  },

  { ...navigationPage('/sysOutbox'), load: () => import('./outbox/OutboxPage') },
];
