import { COMPANY_STATUS_OF } from '@trace/contracts';
import { companies, honourCertificates, productSubclasses, products } from '@trace/db';
import type { Reviewable } from '../../lib/review';

/** The review-able tables of the companies and products modules, each served by the shared engine. */
export const companyReview: Reviewable = {
  type: 'company',
  noun: { cn: '企业信息', en: 'Company information', fr: "Informations de l'entreprise" },
  table: companies,
  id: companies.id,
  status: companies.status,
  corpId: companies.id,
  names: COMPANY_STATUS_OF,
  titleOf: (row) => String(row.name ?? ''),
};

export const certificateReview: Reviewable = {
  type: 'honour_certificate',
  noun: { cn: '荣誉证书', en: 'Honour certificate', fr: "Certificat d'honneur" },
  table: honourCertificates,
  id: honourCertificates.id,
  status: honourCertificates.reviewStatus,
  corpId: honourCertificates.corpId,
  titleOf: (row) => String(row.name ?? ''),
};

export const subclassReview: Reviewable = {
  type: 'product_subclass',
  noun: { cn: '产品子类', en: 'Product subclass', fr: 'Sous-classe de produit' },
  table: productSubclasses,
  id: productSubclasses.id,
  status: productSubclasses.reviewStatus,
  corpId: productSubclasses.corpId,
  titleOf: (row) => String(row.name ?? ''),
};

export const productReview: Reviewable = {
  type: 'product',
  noun: { cn: '产品', en: 'Product', fr: 'Produit' },
  table: products,
  id: products.id,
  status: products.reviewStatus,
  corpId: products.corpId,
  titleOf: (row) => String(row.replaceProductName || row.productName || ''),
};
