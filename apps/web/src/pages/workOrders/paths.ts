/** The pages of work orders, as the spec names them. */
export const WORK_ORDER_PATHS = {
  list: '/workList',
  add: '/addWork',
  edit: '/exitWork',
  detail: '/detailWork',
  report: '/workReport',
} as const;
