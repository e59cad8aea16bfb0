import { BIRD_HOUSE_MANAGE, BIRD_HOUSE_VIEW } from '@trace/contracts';

/** The addresses of the bird-house pages; a record's pages take `?id=`. */
export const HOUSE_PATHS = {
  list: '/yanHouseList',
  detail: '/yanHouseDetails',
  audit: '/yanHouseAudit',
  add: '/addYanHouse',
  edit: '/editYanHouse',
} as const;
export const HOUSE_MANAGE = BIRD_HOUSE_MANAGE;
export const HOUSE_VIEW = BIRD_HOUSE_VIEW;
