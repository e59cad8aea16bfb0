import { goodsAddressRoutes } from './addresses';
import { adviceRoutes } from './advice';
import { deptRoutes } from './depts';
import { dictionaryRoutes } from './dictionaries';
import { labelControlRoutes } from './label-control';
import { systemLogRoutes } from './logs';
import { memberScanSettingRoutes } from './member-scan';
import { menuRoutes } from './menus';
import { profileRoutes } from './profile';
import { reviewSettingRoutes } from './review-settings';
import { roleRoutes } from './roles';
import { sysUserRoutes } from './users';
import { versionRoutes } from './versions';

export * from './addresses';
export * from './advice';
export * from './depts';
export * from './dictionaries';
export * from './label-control';
export * from './logs';
export * from './member-scan';
export * from './menus';
export * from './profile';
export * from './review-settings';
export * from './roles';
export * from './users';
export * from './versions';

/** System administration: every route, in the order of the spec's pages. */
export const systemRoutes = {
  ...profileRoutes,
  ...sysUserRoutes,
  ...deptRoutes,
  ...menuRoutes,
  ...roleRoutes,
  ...dictionaryRoutes,
  ...goodsAddressRoutes,
  ...reviewSettingRoutes,
  ...memberScanSettingRoutes,
  ...labelControlRoutes,
  ...systemLogRoutes,
  ...versionRoutes,
  ...adviceRoutes,
} as const;
