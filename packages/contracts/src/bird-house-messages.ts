import type { Localized } from './common';

/** Messages of bird houses and their harvests. */
export const BIRD_HOUSE_MESSAGES = {
  'birdHouse.nameRequired': {
    cn: '请输入燕屋名称',
    en: 'Enter the name of the house',
    fr: 'Saisissez le nom de la maison',
  },
  'birdHouse.countryRequired': { cn: '请选择国家', en: 'Choose the country', fr: 'Choisissez le pays' },
  'birdHouse.countryUnknown': {
    cn: '国家不存在',
    en: 'This country does not exist',
    fr: "Ce pays n'existe pas",
  },
  'birdHouse.locationRequired': {
    cn: '请填写省份、城市和地址',
    en: 'Enter the province, the city and the address',
    fr: "Saisissez la province, la ville et l'adresse",
  },
  'birdHouse.latitudeRange': {
    cn: '纬度须在 -90 到 90 之间',
    en: 'The latitude must be between -90 and 90',
    fr: 'La latitude doit être comprise entre -90 et 90',
  },
  'birdHouse.longitudeRange': {
    cn: '经度须在 -180 到 180 之间',
    en: 'The longitude must be between -180 and 180',
    fr: 'La longitude doit être comprise entre -180 et 180',
  },
  'birdHouse.areaInvalid': {
    cn: '面积须为大于 0 的数字，最多两位小数',
    en: 'The floor area must be a number above 0 with at most 2 decimals',
    fr: 'La surface doit être un nombre supérieur à 0 avec au plus 2 décimales',
  },
  'birdHouse.yearBuiltRequired': {
    cn: '请输入建造年份',
    en: 'Enter the year the house was built',
    fr: "Saisissez l'année de construction",
  },
  'birdHouse.yearBuiltRange': {
    cn: '建造年份须在 1900 年到今年之间',
    en: 'The year built must be between 1900 and this year',
    fr: "L'année de construction doit être comprise entre 1900 et cette année",
  },
  'birdHouse.photosRequired': {
    cn: '请上传燕屋照片',
    en: 'Upload at least one photo of the house',
    fr: 'Téléversez au moins une photo de la maison',
  },
  'birdHouse.licenceNoRequired': {
    cn: '请输入许可证编号',
    en: 'Enter the licence number',
    fr: 'Saisissez le numéro de licence',
  },
  'birdHouse.notPassed': {
    cn: '燕屋尚未审核通过',
    en: 'This house has not passed review',
    fr: "Cette maison n'a pas été approuvée",
  },
  'birdHouse.inUse': {
    cn: '燕屋已有采收记录或被批次引用，不能删除',
    en: 'This house has harvests or is named by a batch and cannot be deleted',
    fr: 'Cette maison a des récoltes ou est citée par un lot et ne peut pas être supprimée',
  },
  'birdHouse.harvestDateFuture': {
    cn: '采收日期不能晚于今天',
    en: 'The harvest date cannot be in the future',
    fr: 'La date de récolte ne peut pas être dans le futur',
  },
  'birdHouse.gradeRequired': { cn: '请选择等级', en: 'Choose the grade', fr: 'Choisissez la qualité' },
  'birdHouse.houseNotFound': {
    cn: '燕屋不存在或未审核通过',
    en: 'This house does not exist or has not passed review',
    fr: "Cette maison n'existe pas ou n'a pas été approuvée",
  },
  'birdHouse.onlyRawMaterial': {
    cn: '只有原料批次可以关联燕屋',
    en: 'Only raw-material batches can name a bird house',
    fr: 'Seuls les lots de matière première peuvent indiquer une maison à nids',
  },
  'weight.tooManyDecimals': {
    cn: '重量最多保留 5 位小数',
    en: 'A weight has at most 5 decimals',
    fr: 'Un poids a au plus 5 décimales',
  },
} as const satisfies Record<string, Localized>;
