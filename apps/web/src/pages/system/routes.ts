import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** The manage permission of a system page (`system.SysUser.manage`): add and edit pages need it. */
const manage = (page: string) => `system.${page}.manage`;

/** The system administration pages (spec section 2). `/userMessage` itself belongs to the account pages. */
export const routes: PageRoute[] = [
  {
    path: '/userMessageEdit',
    title: { cn: '编辑个人信息', en: 'Edit my profile', fr: 'Modifier mon profil' },
    permission: 'system.userMessage.view',
    parent: '/userMessage',
    load: () => import('./profile/ProfileEditPage'),
  },
  { ...navigationPage('/SysUpdatePwd'), load: () => import('./profile/ChangePasswordPage') },

  { ...navigationPage('/SysUser'), load: () => import('./users/UserListPage') },
  {
    path: '/SysAddUser',
    title: { cn: '新增用户', en: 'Add a user', fr: 'Ajouter un utilisateur' },
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.AddUserPage })),
  },
  {
    path: '/SysEditUser',
    title: { cn: '编辑用户', en: 'Edit a user', fr: 'Modifier un utilisateur' },
    permission: manage('SysUser'),
    parent: '/SysUser',
    load: () => import('./users/UserFormPage').then((m) => ({ default: m.EditUserPage })),
  },

  { ...navigationPage('/SysDept'), load: () => import('./depts/DeptPage') },

  { ...navigationPage('/SysMenu'), load: () => import('./menus/MenuListPage') },
  {
    path: '/SysAddMenu',
    title: { cn: '新增菜单', en: 'Add a menu entry', fr: 'Ajouter une entrée de menu' },
    permission: manage('SysMenu'),
    parent: '/SysMenu',
    load: () => import('./menus/MenuFormPage').then((m) => ({ default: m.AddMenuPage })),
  },
  {
    path: '/SysEditMenu',
    title: { cn: '编辑菜单', en: 'Edit a menu entry', fr: 'Modifier une entrée de menu' },
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
    title: { cn: '新增审核配置', en: 'Add a review setting', fr: 'Ajouter un paramètre de revue' },
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.AddReviewSettingPage })),
  },
  {
    path: '/SysEditAudit',
    title: { cn: '编辑审核配置', en: 'Edit a review setting', fr: 'Modifier un paramètre de revue' },
    permission: manage('SysAudit'),
    parent: '/SysAudit',
    load: () => import('./reviews/ReviewSettingFormPage').then((m) => ({ default: m.EditReviewSettingPage })),
  },

  { ...navigationPage('/SysMemberScan'), load: () => import('./memberScan/MemberScanListPage') },
  {
    path: '/SysAddMemberScan',
    title: { cn: '新增会员扫码设置', en: 'Add a member scan setting', fr: 'Ajouter un paramètre de scan' },
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.AddMemberScanPage })),
  },
  {
    path: '/SysEditMemberScan',
    title: { cn: '编辑会员扫码设置', en: 'Edit a member scan setting', fr: 'Modifier un paramètre de scan' },
    permission: manage('SysMemberScan'),
    parent: '/SysMemberScan',
    load: () => import('./memberScan/MemberScanFormPage').then((m) => ({ default: m.EditMemberScanPage })),
  },

  { ...navigationPage('/labelControl'), load: () => import('./labelControl/LabelControlPage') },
  { ...navigationPage('/labelControlCorp'), load: () => import('./labelControl/CorpLabelControlPage') },

  { ...navigationPage('/SysLog'), load: () => import('./logs/AuditLogPage') },
  {
    path: '/SysLogDetails',
    title: { cn: '操作日志详情', en: 'Audit log entry', fr: "Entrée du journal d'audit" },
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
    title: { cn: '意见反馈详情', en: 'Advice details', fr: 'Détail de la suggestion' },
    permission: 'system.adviceFeedback.view',
    parent: '/adviceFeedback',
    load: () => import('./advice/AdviceDetailPage'),
  },

  { ...navigationPage('/sysOutbox'), load: () => import('./outbox/OutboxPage') },
];
