/** The addresses of the group's pages (kept apart so the route list loads without the pages' code). */
export const MODULE_PATHS = {
  list: '/certModule',
  add: '/certModuleAdd',
  edit: '/certModuleEdit',
  detail: '/certModuleDetails',
  output: '/certModuleAnnualOutput',
} as const;
