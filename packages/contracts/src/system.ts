import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery, ZUserType } from './common';
import { crudRoutes } from './crud';
import { LABEL_RUN_MAX } from './labels/labels';
import { defineRoute } from './route';
import {
  required,
  withPasswordConfirmation,
  ZAccount,
  ZCount,
  ZEmail,
  ZPassword,
  ZPhone,
  ZText,
} from './rules';

/** System administration (spec section 2 "System administration"). Reads need the page permission,
 * changes the page's `.manage` permission. */
const view = (page: string) => `system.${page}.view`;
const manage = (page: string) => `system.${page}.manage`;
const tag = 'system administration';

const ZOptionalText = (max: number) => ZText(max).nullable().optional();
/** A creation-date range as the list pages send it: `createdFrom` / `createdTo` (date or date-time). */
const ZDateBound = z.union([ZIsoDate, ZIsoDateTime]);
const ZDateRange = { createdFrom: ZDateBound.optional(), createdTo: ZDateBound.optional() };

// ---- profile (/userMessage, /userMessageEdit, /SysUpdatePwd)

export const ZProfile = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  corpName: z.string().nullable(),
  deptName: z.string().nullable(),
  roles: z.array(z.string()),
  lastLoginTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});

export const ZUpdateProfileBody = z.object({
  userName: ZText(50).pipe(z.string().min(1, { message: 'name.required' })),
  phone: ZPhone.nullable(),
  email: ZEmail.nullable(),
  /** URL of an uploaded image (`/files/:id`). */
  avatar: z
    .string()
    .regex(/^\/files\/[0-9a-f-]{36}$/)
    .nullable(),
});

export const ZChangePasswordBody = withPasswordConfirmation(
  z.object({
    oldPassword: z.string(required('password.required')).min(1, { message: 'password.required' }).max(128),
    password: ZPassword,
    confirmPassword: z.string(),
  }),
).refine((value) => value.password !== value.oldPassword, {
  message: 'password.sameAsOld',
  path: ['password'],
});

// ---- users (/SysUser)

export const ZSysUser = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  certBodyId: ZId.nullable(),
  certBodyName: z.string().nullable(),
  printingFactoryId: ZId.nullable(),
  printingFactoryName: z.string().nullable(),
  deptId: ZId.nullable(),
  deptName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  /** Locked out at some address after repeated failed sign-ins (an administrator may unlock). */
  locked: z.boolean(),
  remark: z.string().nullable(),
  roles: z.array(z.object({ id: ZId, name: z.string() })),
  lastLoginTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  /** What the caller may do with this user. */
  actions: z.array(z.enum(['edit', 'enable', 'disable', 'resetPassword', 'unlock'])),
});
export type SysUser = z.infer<typeof ZSysUser>;

const userFields = {
  userName: ZText(50).pipe(z.string().min(1, { message: 'name.required' })),
  userType: ZUserType,
  corpId: ZId.nullable().default(null),
  certBodyId: ZId.nullable().default(null),
  printingFactoryId: ZId.nullable().default(null),
  deptId: ZId.nullable().default(null),
  phone: ZPhone.nullable().default(null),
  email: ZEmail.nullable().default(null),
  remark: ZText(200).nullable().default(null),
  roleIds: z.array(ZId).max(20).default([]),
};

export const ZCreateSysUserBody = withPasswordConfirmation(
  z.object({ account: ZAccount, ...userFields, password: ZPassword, confirmPassword: z.string() }),
);
export const ZUpdateSysUserBody = z.object(userFields);
export const ZResetUserPasswordBody = withPasswordConfirmation(
  z.object({ password: ZPassword, confirmPassword: z.string() }),
);

// ---- tree resources: departments and menus

export const ZDept: z.ZodType<Dept> = z
  .lazy(() =>
    z.object({
      id: ZId,
      parentId: ZId.nullable(),
      name: z.string(),
      leader: z.string().nullable(),
      phone: z.string().nullable(),
      sort: z.number().int(),
      enabled: z.boolean(),
      remark: z.string().nullable(),
      userCount: z.number().int(),
      children: z.array(ZDept),
    }),
  )
  .meta({ id: 'Dept' });
export interface Dept {
  id: string;
  parentId: string | null;
  name: string;
  leader: string | null;
  phone: string | null;
  sort: number;
  enabled: boolean;
  remark: string | null;
  userCount: number;
  children: Dept[];
}
export const ZDeptBody = z.object({
  parentId: ZId.nullable().default(null),
  name: ZText(50).pipe(z.string().min(1)),
  leader: ZOptionalText(50).default(null),
  phone: ZPhone.nullable().default(null),
  sort: ZCount().max(9999).default(0),
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

export const ZSysMenu: z.ZodType<SysMenu> = z
  .lazy(() =>
    z.object({
      id: ZId,
      parentId: ZId.nullable(),
      name: ZLocalized,
      path: z.string().nullable(),
      icon: z.string().nullable(),
      permission: z.string().nullable(),
      platforms: z.array(z.string()).nullable(),
      sort: z.number().int(),
      visible: z.boolean(),
      children: z.array(ZSysMenu),
    }),
  )
  .meta({ id: 'SysMenu' });
export interface SysMenu {
  id: string;
  parentId: string | null;
  name: { cn: string; en: string; fr: string };
  path: string | null;
  icon: string | null;
  permission: string | null;
  platforms: string[] | null;
  sort: number;
  visible: boolean;
  children: SysMenu[];
}
const ZLocalizedName = z.object({
  cn: ZText(50).pipe(z.string().min(1)),
  en: ZText(80).pipe(z.string().min(1)),
  fr: ZText(80).pipe(z.string().min(1)),
});
export const ZMenuBody = z.object({
  parentId: ZId.nullable().default(null),
  name: ZLocalizedName,
  /** A client route (`/SysUser`); null for a group. */
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]{1,100}$/)
    .nullable()
    .default(null),
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .default(null),
  permission: z.string().max(100).nullable().default(null),
  platforms: z.array(z.string().max(20)).nullable().default(null),
  sort: ZCount().max(9999).default(0),
  visible: z.boolean().default(true),
});

// ---- roles (/SysRole): the Role entity of spec section 3: name, permission, status, remark

export const ZRole = z.object({
  id: ZId,
  code: z.string(),
  name: ZLocalized,
  permissions: z.array(z.string()),
  allPermissions: z.boolean(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  defaultFor: ZUserType.nullable(),
  userCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export const ZRoleBody = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { message: 'code.identifier' }),
  name: ZLocalizedName,
  permissions: z.array(z.string().max(100)).max(500).default([]),
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

export const ZPermissionInfo = z.object({ key: z.string(), name: z.string(), group: z.string() });

// ---- dictionaries (/SysDic)

export const ZDictType = z.object({
  id: ZId,
  code: z.string(),
  name: ZLocalized,
  remark: z.string().nullable(),
  itemCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export const ZDictTypeBody = z.object({
  code: z.string().regex(/^[a-z][a-z_]{1,49}$/, { message: 'code.identifier' }),
  name: ZLocalizedName,
  remark: ZOptionalText(200).default(null),
});
export const ZDictItem = z.object({
  id: ZId,
  typeId: ZId,
  value: z.string(),
  label: ZLocalized,
  sort: z.number().int(),
  enabled: z.boolean(),
  createTime: ZIsoDateTime,
});
export const ZDictItemBody = z.object({
  typeId: ZId,
  value: z.string().trim().min(1).max(50),
  label: ZLocalizedName,
  sort: ZCount().max(9999).default(0),
  enabled: z.boolean().default(true),
});

// ---- delivery addresses (/SysGoodsAddress)

export const ZGoodsAddress = z.object({
  id: ZId,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  receiver: z.string(),
  phone: z.string(),
  region: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  isDefault: z.boolean(),
  createTime: ZIsoDateTime,
});
export const ZGoodsAddressBody = z.object({
  receiver: ZText(50).pipe(z.string().min(1)),
  phone: ZPhone,
  region: ZText(100).pipe(z.string().min(1)),
  address: ZText(200).pipe(z.string().min(1)),
  postcode: z
    .string()
    .regex(/^[A-Za-z0-9 -]{3,10}$/)
    .nullable()
    .default(null),
  isDefault: z.boolean().default(false),
  /** Administrators may file an address under a company; companies always file their own. */
  corpId: ZId.nullable().optional(),
});

// ---- review settings (/SysAudit)

export const REVIEW_RESOURCE_TYPES = [
  'company',
  'company_profile_change',
  'traceability_application',
  'honour_certificate',
  'product',
  'product_subclass',
  'test_report',
  'science_knowledge',
  'ecological_feature',
  'customs_info',
  'whole_chain_record',
  'bird_product_message',
  'label_application',
  'payment_receipt',
  'void_request',
  'label_import',
] as const;
export const ZReviewResourceType = z.enum(REVIEW_RESOURCE_TYPES);
export type ReviewResourceType = z.infer<typeof ZReviewResourceType>;
export const ZReviewSetting = z.object({
  id: ZId,
  resourceType: ZReviewResourceType,
  reviewerRoleId: ZId,
  reviewerRoleName: ZLocalized,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZReviewSettingBody = z.object({
  resourceType: ZReviewResourceType,
  reviewerRoleId: ZId,
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

// ---- member and scan-reward settings (/SysMemberScan)

const ZPoints = ZCount().max(1_000_000);
export const ZMemberScanSetting = z.object({
  id: ZId,
  name: z.string(),
  memberRegistration: z.boolean(),
  requirePhone: z.boolean(),
  registerRewardPoints: z.number().int(),
  scanRewardPoints: z.number().int(),
  dailyRewardLimit: z.number().int(),
  startTime: ZIsoDateTime.nullable(),
  endTime: ZIsoDateTime.nullable(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZMemberScanSettingBody = z
  .object({
    name: ZText(50).pipe(z.string().min(1)),
    memberRegistration: z.boolean().default(true),
    requirePhone: z.boolean().default(true),
    registerRewardPoints: ZPoints.default(0),
    scanRewardPoints: ZPoints.default(0),
    dailyRewardLimit: ZPoints.default(0),
    startTime: ZIsoDateTime.nullable().default(null),
    endTime: ZIsoDateTime.nullable().default(null),
    enabled: z.boolean().default(true),
    remark: ZOptionalText(200).default(null),
  })
  .refine((v) => !v.startTime || !v.endTime || v.endTime > v.startTime, {
    message: 'date.endTimeSmall',
    path: ['endTime'],
  });

// ---- label limits (/labelControl, /labelControlCorp)

export const ZLabelControl = z.object({
  id: ZId,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  maxPerApplication: z.number().int(),
  maxPerRun: z.number().int(),
  maxUsagePerBatch: z.number().int(),
  remark: z.string().nullable(),
  updateTime: ZIsoDateTime,
});
const labelLimits = {
  maxPerApplication: ZCount().min(1).max(1_000_000),
  maxPerRun: ZCount().min(1).max(LABEL_RUN_MAX),
  maxUsagePerBatch: ZCount().min(2, { message: 'labelControl.usageMin' }).max(1_000_000),
  remark: ZOptionalText(200).default(null),
};
export const ZLabelControlBody = z.object(labelLimits);
export const ZCorpLabelControlBody = z.object({ corpId: ZId, ...labelLimits });

// ---- logs (/SysLog, /SysException, /sysLogininfor)

export const ZAuditLog = z.object({
  id: ZId,
  userId: ZId.nullable(),
  account: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZExceptionLog = z.object({
  id: ZId,
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  userId: ZId.nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZLoginLog = z.object({
  id: ZId,
  account: z.string(),
  userId: ZId.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createTime: ZIsoDateTime,
});

// ---- release notes (/SysVersion)

export const ZVersion = z.object({
  id: ZId,
  version: z.string(),
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  publishTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});
export const ZVersionBody = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+([-.][0-9A-Za-z.]+)?$/, { message: 'version.format' }),
  title: ZText(100).pipe(z.string().min(1)),
  content: z.string().trim().min(1).max(20000),
});

// ---- advice and feedback (/adviceFeedback)

export const ADVICE_STATUS = { unprocessed: 0, processed: 1 } as const;
export const ZAdvice = z.object({
  id: ZId,
  userId: ZId,
  account: z.string(),
  corpName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(z.string()),
  status: z.union([z.literal(0), z.literal(1)]),
  reply: z.string().nullable(),
  processTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['process'])),
});
export const ZAdviceBody = z.object({
  title: ZText(100).pipe(z.string().min(1)),
  content: ZText(2000).pipe(z.string().min(1)),
  contact: ZOptionalText(100).default(null),
  images: z
    .array(z.string().regex(/^\/files\/[0-9a-f-]{36}$/))
    .max(9)
    .default([]),
});

export const systemRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: '/profile',
    access: 'authenticated',
    summary: "The caller's own profile",
    tags: [tag],
    response: ZProfile,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/profile',
    access: 'authenticated',
    summary: "Change the caller's own name, phone, email, avatar",
    tags: [tag],
    body: ZUpdateProfileBody,
    response: ZProfile,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/profile/password',
    access: 'authenticated',
    summary: 'Change the own password; every session of the account ends (sign in again)',
    tags: [tag],
    body: ZChangePasswordBody,
    response: z.null(),
    rateLimit: { max: 10, timeWindow: '10 minutes' },
  }),

  listUsers: defineRoute({
    method: 'GET',
    path: '/sys/users',
    access: view('SysUser'),
    summary: 'Users, filtered by text, user type, company, department, state',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      userType: ZUserType.optional(),
      corpId: ZId.optional(),
      deptId: ZId.optional(),
      enabled: z.enum(['true', 'false']).optional(),
    }),
    response: ZPage(ZSysUser),
  }),
  getUser: defineRoute({
    method: 'GET',
    path: '/sys/users/:id',
    access: view('SysUser'),
    summary: 'One user with roles',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/sys/users',
    access: manage('SysUser'),
    summary: 'Create a user with user type, organisation and roles',
    tags: [tag],
    body: ZCreateSysUserBody,
    response: ZSysUser,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/sys/users/:id',
    access: manage('SysUser'),
    summary: "Change a user's details, organisation and roles",
    tags: [tag],
    params: ZIdParams,
    body: ZUpdateSysUserBody,
    response: ZSysUser,
  }),
  enableUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/enable',
    access: manage('SysUser'),
    summary: 'Enable a user (also lifts their sign-in locks)',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  disableUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/disable',
    access: manage('SysUser'),
    summary: 'Disable a user: every session ends at once',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  unlockUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/unlock',
    access: manage('SysUser'),
    summary: "Lift a user's sign-in locks at every address",
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  resetUserPassword: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/reset-password',
    access: manage('SysUser'),
    summary: "Set a user's password: every session of the user ends",
    tags: [tag],
    params: ZIdParams,
    body: ZResetUserPasswordBody,
    response: z.null(),
  }),

  deptTree: defineRoute({
    method: 'GET',
    path: '/sys/depts',
    access: view('SysDept'),
    summary: 'The department tree',
    tags: [tag],
    response: z.array(ZDept),
  }),
  createDept: defineRoute({
    method: 'POST',
    path: '/sys/depts',
    access: manage('SysDept'),
    summary: 'Create a department',
    tags: [tag],
    body: ZDeptBody,
    response: ZId,
  }),
  updateDept: defineRoute({
    method: 'PUT',
    path: '/sys/depts/:id',
    access: manage('SysDept'),
    summary: 'Change a department (a department cannot move under itself)',
    tags: [tag],
    params: ZIdParams,
    body: ZDeptBody,
    response: ZId,
  }),
  deleteDept: defineRoute({
    method: 'DELETE',
    path: '/sys/depts/:id',
    access: manage('SysDept'),
    summary: 'Delete a department without sub-departments or users',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),

  menuTree: defineRoute({
    method: 'GET',
    path: '/sys/menus',
    access: view('SysMenu'),
    summary: 'The whole menu tree with names in every language',
    tags: [tag],
    response: z.array(ZSysMenu),
  }),
  createMenu: defineRoute({
    method: 'POST',
    path: '/sys/menus',
    access: manage('SysMenu'),
    summary: 'Create a menu entry',
    tags: [tag],
    body: ZMenuBody,
    response: ZId,
  }),
  updateMenu: defineRoute({
    method: 'PUT',
    path: '/sys/menus/:id',
    access: manage('SysMenu'),
    summary: 'Change a menu entry',
    tags: [tag],
    params: ZIdParams,
    body: ZMenuBody,
    response: ZId,
  }),
  deleteMenu: defineRoute({
    method: 'DELETE',
    path: '/sys/menus/:id',
    access: manage('SysMenu'),
    summary: 'Delete a menu entry without children',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),

  permissionCatalogue: defineRoute({
    method: 'GET',
    path: '/sys/permissions',
    access: view('SysRole'),
    summary: 'Every permission with its name in the request language, for role editing',
    tags: [tag],
    response: z.array(ZPermissionInfo),
  }),
  roles: crudRoutes({
    path: '/sys/roles',
    tag,
    noun: 'role',
    item: ZRole,
    create: ZRoleBody,
    filters: { enabled: z.enum(['true', 'false']).optional() },
    read: view('SysRole'),
    write: manage('SysRole'),
  }),
  dictTypes: crudRoutes({
    path: '/sys/dict-types',
    tag,
    noun: 'dictionary type',
    item: ZDictType,
    create: ZDictTypeBody,
    read: view('SysDic'),
    write: manage('SysDic'),
  }),
  dictItems: crudRoutes({
    path: '/sys/dict-items',
    tag,
    noun: 'dictionary item',
    item: ZDictItem,
    create: ZDictItemBody,
    filters: { typeId: ZId.optional() },
    read: view('SysDic'),
    write: manage('SysDic'),
  }),
  goodsAddresses: crudRoutes({
    path: '/sys/goods-addresses',
    tag,
    noun: 'delivery address',
    item: ZGoodsAddress,
    create: ZGoodsAddressBody,
    read: view('SysGoodsAddress'),
    write: manage('SysGoodsAddress'),
  }),
  reviewSettings: crudRoutes({
    path: '/sys/review-settings',
    tag,
    noun: 'review setting',
    item: ZReviewSetting,
    create: ZReviewSettingBody,
    read: view('SysAudit'),
    write: manage('SysAudit'),
  }),
  memberScanSettings: crudRoutes({
    path: '/sys/member-scan-settings',
    tag,
    noun: 'member scan setting',
    item: ZMemberScanSetting,
    create: ZMemberScanSettingBody,
    update: ZMemberScanSettingBody,
    read: view('SysMemberScan'),
    write: manage('SysMemberScan'),
  }),
  labelControl: defineRoute({
    method: 'GET',
    path: '/sys/label-control',
    access: view('labelControl'),
    summary: 'The platform-wide label limits',
    tags: [tag],
    response: ZLabelControl,
  }),
  updateLabelControl: defineRoute({
    method: 'PUT',
    path: '/sys/label-control',
    access: manage('labelControl'),
    summary: 'Change the platform-wide label limits',
    tags: [tag],
    body: ZLabelControlBody,
    response: ZLabelControl,
  }),
  corpLabelControls: crudRoutes({
    path: '/sys/label-control/companies',
    tag,
    noun: 'company label limit',
    item: ZLabelControl,
    create: ZCorpLabelControlBody,
    read: view('labelControlCorp'),
    write: manage('labelControlCorp'),
  }),

  auditLogs: defineRoute({
    method: 'GET',
    path: '/sys/audit-logs',
    access: view('SysLog'),
    summary: 'The audit log: every change with who, what and before/after',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      entity: z.string().max(50).optional(),
      action: z.string().max(50).optional(),
      ...ZDateRange,
    }),
    response: ZPage(ZAuditLog.omit({ before: true, after: true })),
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/sys/audit-logs/:id',
    access: view('SysLog'),
    summary: 'One audit row with the state before and after',
    tags: [tag],
    params: ZIdParams,
    response: ZAuditLog,
  }),
  exceptionLogs: defineRoute({
    method: 'GET',
    path: '/sys/exceptions',
    access: view('SysException'),
    summary: 'Unhandled errors, newest first',
    tags: [tag],
    query: ZPageQuery.extend({ keyword: z.string().trim().max(100).optional(), ...ZDateRange }),
    response: ZPage(ZExceptionLog),
  }),
  loginLogs: defineRoute({
    method: 'GET',
    path: '/sys/login-logs',
    access: view('sysLogininfor'),
    summary: 'Sign-in attempts with address, agent and result',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      success: z.enum(['true', 'false']).optional(),
      ...ZDateRange,
    }),
    response: ZPage(ZLoginLog),
  }),

  versions: crudRoutes({
    path: '/sys/versions',
    tag,
    noun: 'release note',
    item: ZVersion,
    create: ZVersionBody,
    read: view('SysVersion'),
    write: manage('SysVersion'),
  }),
  publishVersion: defineRoute({
    method: 'POST',
    path: '/sys/versions/:id/publish',
    access: manage('SysVersion'),
    summary: 'Publish a release note to every user',
    tags: [tag],
    params: ZIdParams,
    response: ZVersion,
  }),
  publishedVersions: defineRoute({
    method: 'GET',
    path: '/versions',
    access: 'authenticated',
    summary: 'Published release notes, newest first',
    tags: [tag],
    query: ZPageQuery,
    response: ZPage(ZVersion),
  }),

  submitAdvice: defineRoute({
    method: 'POST',
    path: '/advice',
    access: view('adviceFeedback'),
    summary: 'Send advice or feedback to the platform',
    tags: [tag],
    body: ZAdviceBody,
    response: ZAdvice,
  }),
  listAdvice: defineRoute({
    method: 'GET',
    path: '/advice',
    access: view('adviceFeedback'),
    summary: 'Advice: your own, or everyone’s for those who process it',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      status: z.enum(['0', '1']).optional(),
    }),
    response: ZPage(ZAdvice),
  }),
  getAdvice: defineRoute({
    method: 'GET',
    path: '/advice/:id',
    access: view('adviceFeedback'),
    summary: 'One piece of advice',
    tags: [tag],
    params: ZIdParams,
    response: ZAdvice,
  }),
  processAdvice: defineRoute({
    method: 'POST',
    path: '/advice/:id/process',
    access: manage('adviceFeedback'),
    summary: 'Mark advice processed with a reply (0 unprocessed -> 1 processed); the sender is notified',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ reply: ZText(2000).pipe(z.string().min(1)) }),
    response: ZAdvice,
  }),
} as const;
