import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** The manage permission of a system page (`system.SysUser.manage`): add and edit pages need it. */
const manage = (page: string) => `system.${page}.manage`;

/** The system administration pages (spec section 2). `/userMessage` itself belongs to the account pages. */
export const routes: PageRoute[] = [
  {
    path: '/userMessageEdit',
    title: 'system:routes.userMessageEdit',
    permission: 'system.userMessage.view',
    parent: '/userMessage',
    load: () => import('./profile/ProfileEditPage'),
  },
  { ...navigationPage('/SysUpdatePwd'), load: () => import('./profile/ChangePasswordPage') },

  { ...navigationPage('/SysUser'), load: () => import('./users/UserListPage') },
  {
    path: '/SysAddUser',
    title: 'system:routes.SysAddUser',
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.AddUserPage })),
  },
  {
    path: '/SysEditUser',
    title: 'system:routes.SysEditUser',
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.EditUserPage })),
  },

  { ...navigationPage('/SysDept'), load: () => import('./depts/DeptPage') },

  { ...navigationPage('/SysMenu'), load: () => import('./menus/MenuListPage') },
  {
    path: '/SysAddMenu',
    title: 'system:routes.SysAddMenu',
    permission: manage('SysMenu'),
    parent: '/SysMenu',
    load: () => import('./menus/MenuFormPage').then((m) => ({ default: m.AddMenuPage })),
  },
  {
    path: '/SysEditMenu',
    title: 'system:routes.SysEditMenu',
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
    title: 'system:routes.SysAddAudit',
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.AddReviewSettingPage })),
  },
  {
    path: '/SysEditAudit',
    title: 'system:routes.SysEditAudit',
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.EditReviewSettingPage })),
  },

  { ...navigationPage('/SysMemberScan'), load: () => import('./memberScan/MemberScanListPage') },
  {
    path: '/SysAddMemberScan',
    title: 'system:routes.SysAddMemberScan',
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.AddMemberScanPage })),
  },
  {
    path: '/SysEditMemberScan',
    title: 'system:routes.SysEditMemberScan',
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.EditMemberScanPage })),
  },

  { ...navigationPage('/labelControl'), load: () => import('./labelControl/LabelControlPage') },
  { ...navigationPage('/labelControlCorp'), load: () => import('./labelControl/CorpLabelControlPage') },

  { ...navigationPage('/SysLog'), load: () => import('./logs/AuditLogPage') },
  {
    path: '/SysLogDetails',
    title: 'system:routes.SysLogDetails',
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
    title: 'system:routes.adviceFeedbackDetail',
    permission: 'system.adviceFeedback.view',
    parent: '/adviceFeedback',
    load: () => import('./advice/AdviceDetailPage'),
  },

  { ...navigationPage('/sysOutbox'), load: () => import('./outbox/OutboxPage') },
];
