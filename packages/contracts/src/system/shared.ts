import { z } from 'zod';
import { ZIsoDate, ZIsoDateTime } from '../common';
import { ZText } from '../rules';

/** System administration (spec section 2 "System administration"). Reads need the page permission,
 * changes the page's `.manage` permission. */
export const view = (page: string) => `system.${page}.view`;
export const manage = (page: string) => `system.${page}.manage`;
export const tag = 'system administration';

export const ZOptionalText = (max: number) => ZText(max).nullable().optional();
/** A creation-date range as the list pages send it: `createdFrom` / `createdTo` (date or date-time). */
const ZDateBound = z.union([ZIsoDate, ZIsoDateTime]);
export const ZDateRange = { createdFrom: ZDateBound.optional(), createdTo: ZDateBound.optional() };

/** A name in every language, as menus, roles and dictionaries take it. */
export const ZLocalizedName = z.object({
  cn: ZText(50).pipe(z.string().min(1)),
  en: ZText(80).pipe(z.string().min(1)),
  fr: ZText(80).pipe(z.string().min(1)),
});
