import { useQuery } from '@tanstack/react-query';
import type { adminRoutes, epcisRoutes, RouteData, systemRoutes } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';

/** What the administration endpoints answer, named once for the pages. */
export type SysUser = RouteData<typeof systemRoutes.getUser>;
export type Dept = RouteData<typeof systemRoutes.deptTree>[number];
export type SysMenu = RouteData<typeof systemRoutes.menuTree>[number];
export type Role = RouteData<typeof systemRoutes.roles.get>;
export type PermissionInfo = RouteData<typeof systemRoutes.permissionCatalogue>[number];
export type DictType = RouteData<typeof systemRoutes.dictTypes.get>;
export type DictItem = RouteData<typeof systemRoutes.dictItems.get>;
export type GoodsAddress = RouteData<typeof systemRoutes.goodsAddresses.get>;
export type ReviewSetting = RouteData<typeof systemRoutes.reviewSettings.get>;
export type MemberScanSetting = RouteData<typeof systemRoutes.memberScanSettings.get>;
export type LabelControl = RouteData<typeof systemRoutes.labelControl>;
export type AuditLog = RouteData<typeof systemRoutes.auditLog>;
export type AuditLogRow = RouteData<typeof systemRoutes.auditLogs>['list'][number];
export type ExceptionLog = RouteData<typeof systemRoutes.exceptionLogs>['list'][number];
export type LoginLog = RouteData<typeof systemRoutes.loginLogs>['list'][number];
export type Version = RouteData<typeof systemRoutes.versions.get>;
export type Advice = RouteData<typeof systemRoutes.getAdvice>;
export type OutboxItem = RouteData<typeof adminRoutes.outbox>['list'][number];
export type EpcisBackfill = RouteData<typeof epcisRoutes.backfillStatus>;

/** Query keys: every administration read sits under `sys`, so a change can refresh its own lists. */
export const SYS_KEYS = {
  users: ['sys', 'users'],
  depts: ['sys', 'depts'],
  menus: ['sys', 'menus'],
  roles: ['sys', 'roles'],
  permissions: ['sys', 'permissions'],
  dictTypes: ['sys', 'dict-types'],
  dictItems: ['sys', 'dict-items'],
  addresses: ['sys', 'goods-addresses'],
  reviewSettings: ['sys', 'review-settings'],
  memberScan: ['sys', 'member-scan-settings'],
  labelControl: ['sys', 'label-control'],
  corpLabelControls: ['sys', 'label-control', 'companies'],
  auditLogs: ['sys', 'audit-logs'],
  exceptions: ['sys', 'exceptions'],
  loginLogs: ['sys', 'login-logs'],
  versions: ['sys', 'versions'],
  releaseNotes: ['versions', 'published'],
  advice: ['advice'],
  outbox: ['sys', 'outbox'],
  epcisBackfill: ['sys', 'epcis', 'backfill'],
} as const;

/** The largest page the API gives; option lists (roles) are read in one page of it. */
const OPTION_PAGE = { page: 1, pageSize: 100 };

/** Every role, for pickers (roles are few: the defaults and those the platform adds). */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: [...SYS_KEYS.roles, 'options'],
    queryFn: ({ signal }) => callRoute(ROUTES.system.roles.list, { query: OPTION_PAGE }, { signal }),
    select: (page) => page.list,
    enabled,
    staleTime: 60_000,
  });
}

export function useDeptTree(enabled = true) {
  return useQuery({
    queryKey: SYS_KEYS.depts,
    queryFn: ({ signal }) => callRoute(ROUTES.system.deptTree, undefined, { signal }),
    enabled,
  });
}

export function useMenuTree() {
  return useQuery({
    queryKey: SYS_KEYS.menus,
    queryFn: ({ signal }) => callRoute(ROUTES.system.menuTree, undefined, { signal }),
  });
}

/** Every permission with its name in the interface language and its navigation group. */
export function usePermissionCatalogue() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...SYS_KEYS.permissions, language],
    queryFn: ({ signal }) => callRoute(ROUTES.system.permissionCatalogue, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}
