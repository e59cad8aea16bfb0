export const PRODUCT_LIST = '/productMessage';
export const MANAGE_PRODUCTS = 'product.productMessage.manage';
