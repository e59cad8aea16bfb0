import type { Localized } from './common';

/** Messages of the American ginseng information (farms, plots, cultivation records). */
export const GINSENG_MESSAGES = {
  'ginseng.nameRequired': { cn: '请填写名称', en: 'Enter a name', fr: 'Saisissez un nom' },
  'ginseng.regionRequired': {
    cn: '请选择省份或国家',
    en: 'Choose the province or country',
    fr: 'Choisissez la province ou le pays',
  },
  'ginseng.regionUnknown': {
    cn: '未知的省份或国家',
    en: 'Unknown province or country',
    fr: 'Province ou pays inconnu',
  },
  'ginseng.cityRequired': { cn: '请填写城市', en: 'Enter the city', fr: 'Saisissez la ville' },
  'ginseng.latitudeRange': {
    cn: '纬度须在 -90 到 90 之间',
    en: 'The latitude must be between -90 and 90',
    fr: 'La latitude doit être comprise entre -90 et 90',
  },
  'ginseng.longitudeRange': {
    cn: '经度须在 -180 到 180 之间',
    en: 'The longitude must be between -180 and 180',
    fr: 'La longitude doit être comprise entre -180 et 180',
  },
  'ginseng.coordinatesPair': {
    cn: '请同时填写纬度和经度',
    en: 'Enter both the latitude and the longitude',
    fr: 'Saisissez la latitude et la longitude',
  },
  'ginseng.areaInvalid': {
    cn: '面积须为大于 0 的数字（公顷，最多两位小数）',
    en: 'The area must be a number above 0 (hectares, at most 2 decimals)',
    fr: 'La surface doit être un nombre supérieur à 0 (hectares, 2 décimales au plus)',
  },
  'ginseng.plotAreaExceedsFarm': {
    cn: '地块面积合计不能超过农场面积：还可分配 {free} 公顷',
    en: 'The plots together cannot exceed the farm: {free} ha are left to assign',
    fr: 'Les parcelles ensemble ne peuvent pas dépasser la ferme : il reste {free} ha à attribuer',
  },
  'ginseng.farmAreaBelowPlots': {
    cn: '农场面积不能小于其地块面积合计（{used} 公顷）',
    en: 'The farm cannot be smaller than its plots together ({used} ha)',
    fr: 'La ferme ne peut pas être plus petite que ses parcelles ensemble ({used} ha)',
  },
  'ginseng.plantingYearRange': {
    cn: '种植年份须在 1900 年到今年之间',
    en: 'The planting year must be between 1900 and this year',
    fr: "L'année de plantation doit être comprise entre 1900 et cette année",
  },
  'ginseng.soilTypeInvalid': { cn: '未知的土壤类型', en: 'Unknown soil type', fr: 'Type de sol inconnu' },
  'ginseng.shadeTypeInvalid': {
    cn: '未知的遮荫方式',
    en: 'Unknown shade type',
    fr: "Type d'ombrage inconnu",
  },
  'ginseng.activityInvalid': {
    cn: '请选择农事活动',
    en: 'Choose the activity',
    fr: "Choisissez l'activité",
  },
  'ginseng.dateRequired': { cn: '请选择日期', en: 'Choose the date', fr: 'Choisissez la date' },
  'ginseng.dateInFuture': {
    cn: '日期不能晚于今天',
    en: 'The date cannot be in the future',
    fr: 'La date ne peut pas être dans le futur',
  },
  'ginseng.descriptionRequired': {
    cn: '请填写说明',
    en: 'Describe what was done',
    fr: 'Décrivez ce qui a été fait',
  },
  'ginseng.operatorRequired': {
    cn: '请填写操作人',
    en: 'Enter who did it',
    fr: "Saisissez qui l'a fait",
  },
  'ginseng.farmInUse': {
    cn: '该农场的地块已被批次引用，不能删除',
    en: 'A batch names a plot of this farm: the farm cannot be deleted',
    fr: 'Un lot désigne une parcelle de cette ferme : la ferme ne peut pas être supprimée',
  },
  'ginseng.plotInUse': {
    cn: '该地块已被批次引用，不能删除',
    en: 'A batch names this plot: it cannot be deleted',
    fr: 'Un lot désigne cette parcelle : elle ne peut pas être supprimée',
  },
  'ginseng.plotUnknown': {
    cn: '请选择本企业的西洋参地块',
    en: "Choose one of your company's ginseng plots",
    fr: "Choisissez l'une des parcelles de ginseng de votre entreprise",
  },
  'ginseng.dateBeforePlanting': {
    cn: '日期不能早于种植年份（{year} 年）',
    en: 'The date cannot be before the planting year ({year})',
    fr: "La date ne peut pas précéder l'année de plantation ({year})",
  },
} as const satisfies Record<string, Localized>;
