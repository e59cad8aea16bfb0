/** The addresses of the group's pages (kept apart so the route list loads without the pages' code). */
export const APPLICATION_PATHS = {
  list: '/certProcess',
  apply: '/certApply',
  detail: '/certificationProcessCom',
  plan: '/planAudit',
} as const;
