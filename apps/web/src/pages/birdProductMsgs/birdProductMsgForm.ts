import type { NestType, StoredFile } from '@trace/contracts';

/** The sheet form as people fill it (percentages as typed, pictures as uploaded) and its API bodies. */
export type SheetFormValues = {
  productId: string | null;
  origin: string;
  processingMethod: string;
  nestType: NestType | null;
  /** A number input holds '' while empty. */
  contentShare: number | string;
  solidContent: number | string;
  images: StoredFile[];
  remark: string;
};

export const EMPTY_SHEET_FORM: SheetFormValues = {
  productId: null,
  origin: '',
  processingMethod: '',
  nestType: null,
  contentShare: '',
  solidContent: '',
  images: [],
  remark: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A typed percentage as the API takes it: a number, or nothing (the schema then says "enter a number"). */
export function percentInput(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** The body of POST /bird-product-msgs (with the product) or PUT (without: the product is fixed). */
export function toSheetBody(values: SheetFormValues, withProduct = true) {
  return {
    ...(withProduct ? { productId: values.productId ?? '' } : {}),
    origin: values.origin,
    processingMethod: values.processingMethod,
    nestType: values.nestType ?? undefined,
    contentShare: percentInput(values.contentShare),
    solidContent: percentInput(values.solidContent),
    images: values.images.map((file) => file.url),
    remark: values.remark.trim() === '' ? null : values.remark,
  };
}

/**
 * A saved sheet, its waiting change, or a copy's draft as form values. A copy starts without a
 * product: the person picks which of the company's products it describes.
 */
export function sheetFormValues(
  sheet: Record<string, unknown>,
  images: StoredFile[],
  options: { keepProduct: boolean },
): SheetFormValues {
  const percent = (value: unknown) => (typeof value === 'number' ? value : '');
  return {
    productId: options.keepProduct ? text(sheet.productId) || null : null,
    origin: text(sheet.origin),
    processingMethod: text(sheet.processingMethod),
    nestType: (text(sheet.nestType) || null) as NestType | null,
    contentShare: percent(sheet.contentShare),
    solidContent: percent(sheet.solidContent),
    images,
    remark: text(sheet.remark),
  };
}
