import type { ProductLine } from '../api';

/** The pages of each product line's subclasses: the main line and the second ("Panda") line. */
export interface LinePages {
  line: ProductLine;
  list: string;
  details: string;
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
    details: '/productSubclassDetails',
    audit: '/productSubclassAudit',
    add: '/addProductSubclass',
    edit: '/editProductSubclass',
    view: 'product.productSubclassMessage.view',
    manage: 'product.productSubclassMessage.manage',
  },
  panda: {
    line: 'panda',
    list: '/productSubclassMessagePanda',
    details: '/productSubclassDetailsPanda',
    audit: '/productSubclassAuditPanda',
    add: '/addProductSubclassPanda',
    edit: '/editProductSubclassPanda',
    view: 'product.productSubclassMessagePanda.view',
    manage: 'product.productSubclassMessagePanda.manage',
  },
};
