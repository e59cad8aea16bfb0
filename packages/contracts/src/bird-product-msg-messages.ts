import type { Localized } from './common';

/** Messages of bird's-nest product information sheets (/birdProductMsgList). */
export const BIRD_PRODUCT_MSG_MESSAGES = {
  'birdProductMsg.percentNotNumber': {
    cn: '请输入数字',
    en: 'Enter a number',
    fr: 'Saisissez un nombre',
  },
  'birdProductMsg.oneDecimal': {
    cn: '最多保留一位小数',
    en: 'At most one decimal is allowed',
    fr: 'Une décimale au plus',
  },
  'birdProductMsg.contentShareRange': {
    cn: '燕窝含量须不低于50%且不超过100%',
    en: "The bird's nest content must be at least 50% and at most 100%",
    fr: "La teneur en nid d'hirondelle doit être d'au moins 50 % et d'au plus 100 %",
  },
  'birdProductMsg.solidContentRange': {
    cn: '固形物含量须大于0且小于100',
    en: 'The solid content must be greater than 0 and less than 100',
    fr: 'La teneur en matière sèche doit être supérieure à 0 et inférieure à 100',
  },
  'birdProductMsg.productNotApproved': {
    cn: '产品不存在、不属于本企业或尚未审核通过',
    en: 'The product does not exist, is not your company’s or is not approved',
    fr: "Le produit n'existe pas, n'appartient pas à votre entreprise ou n'est pas approuvé",
  },
  'birdProductMsg.productTaken': {
    cn: '该产品已有燕窝产品信息，每个产品只能有一份',
    en: "This product already has a bird's nest product sheet; a product has one at most",
    fr: "Ce produit a déjà une fiche de produit de nid d'hirondelle ; un produit n'en a qu'une",
  },
} as const satisfies Record<string, Localized>;
