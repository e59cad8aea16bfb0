export const PRODUCT_LIST = '/productMessage';
export const MANAGE_PRODUCTS = 'product.productMessage.manage';

/** The product pages; a record's take `?id=`. */
export const PRODUCT_PATHS = {
  list: PRODUCT_LIST,
  detail: '/productMessageDetails',
  audit: '/productMessageAudit',
  edit: '/editProductMessage',
  add: '/addProductMessage',
};
