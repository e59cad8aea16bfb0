import type { ProductLine } from '../api';

/** The pages of each product line's subclasses: the main line and the second ("Panda") line. */
export interface LinePages {
  line: ProductLine;
  list: string;
  detail: string;
  audit: string;
  add: string;
  edit: string;
  view: string;
  manage: string;
}

export const LINES: Record<ProductLine, LinePages> = {
  main: {
    line: 'main',
    list: '/productSubclassMessage',
    detail: '/productSubclassDetails',
    audit: '/productSubclassAudit',
    add: '/addProductSubclass',
    edit: '/editProductSubclass',
    view: 'product.productSubclassMessage.view',
    manage: 'product.productSubclassMessage.manage',
  },
  panda: {
    line: 'panda',
    list: '/productSubclassMessagePanda',
    detail: '/productSubclassDetailsPanda',
    audit: '/productSubclassAuditPanda',
    add: '/addProductSubclassPanda',
    edit: '/editProductSubclassPanda',
    view: 'product.productSubclassMessagePanda.view',
    manage: 'product.productSubclassMessagePanda.manage',
  },
};
