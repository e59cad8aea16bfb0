/** The American ginseng information pages (xys). */
export const GINSENG_PATHS = {
  list: '/ginsengInformation',
  add: '/addGinsengFarm',
  edit: '/editGinsengFarm',
  details: '/ginsengFarmDetails',
} as const;
