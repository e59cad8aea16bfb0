import type { StoredFile } from '@trace/contracts';

/** The product form as people fill it. */
export type ProductFormValues = {
  categoryId: string | null;
  subclassId: string | null;
  productName: string;
  replaceProductName: string;
  description: string;
  gtin: string;
  specification: string;
  images: StoredFile[];
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  categoryId: null,
  subclassId: null,
  productName: '',
  replaceProductName: '',
  description: '',
  gtin: '',
  specification: '',
  images: [],
};

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The body of POST/PUT /products: blank optional text is null, the GTIN without spaces. */
export function toProductBody(values: ProductFormValues) {
  return {
    categoryId: values.categoryId ?? '',
    subclassId: values.subclassId,
    productName: values.productName,
    replaceProductName: blankToNull(values.replaceProductName),
    description: blankToNull(values.description),
    gtin: blankToNull(values.gtin.replace(/\s+/g, '')),
    specification: blankToNull(values.specification),
    images: values.images.map((file) => file.url),
  };
}

/** A saved product (or its waiting change) as form values, with its pictures resolved. */
export function productFormValues(product: Record<string, unknown>, images: StoredFile[]): ProductFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    categoryId: text(product.categoryId) || null,
    subclassId: text(product.subclassId) || null,
    productName: text(product.productName),
    replaceProductName: text(product.replaceProductName),
    description: text(product.description),
    gtin: text(product.gtin),
    specification: text(product.specification),
    images,
  };
}
