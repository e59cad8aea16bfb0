import { z } from 'zod';
import type { MessageKey } from './messages';

/** Interface languages; `cn` is the fallback. */
export const LANGUAGES = ['cn', 'en', 'fr'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type Language = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: Language = 'cn';

/** Text in the three interface languages. */
export const ZLocalized = z.object({ cn: z.string(), en: z.string(), fr: z.string() });
export type Localized = z.infer<typeof ZLocalized>;

/** Who a user is; decides default roles, tenancy and which pages make sense. */
export const USER_TYPES = [
  'admin',
  'producer',
  'importer',
  'dealer',
  'overseas_producer',
  'cert_body',
  'auditor',
  'printer',
] as const;
export const ZUserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof ZUserType>;

/** The user types that belong to a company (enterprise accounts). */
export const COMPANY_USER_TYPES = ['producer', 'importer', 'dealer', 'overseas_producer'] as const;
export const ZCompanyUserType = z.enum(COMPANY_USER_TYPES);

/**
 * The id of a record chosen in a picker: nothing chosen is worded `key` ("Choose a batch") rather than
 * zod's "Invalid UUID"; a malformed id keeps zod's message.
 */
export function ZChosenId(key: MessageKey = 'select.required') {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? key : undefined,
  });
}
export const ZId = ZChosenId();

/**
 * For a refinement that reads only `fields`: run it even when other fields have problems, so a person
 * sees every rule at once (zod skips object refinements after any issue by default).
 */
export function whenValid(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.length === 0 || fields.includes(String(issue.path?.[0])));
}
export const ZIdParams = z.object({ id: ZId });
export const ZIdBody = z.object({ id: ZId });

/** Shared list query: every list endpoint extends this. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** A column of the listed items; lists that support it sort by it, others keep their order. */
  sortBy: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/)
    .optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** One page of a list, as every list route answers (`ZPage`). */
export type Page<T> = z.output<ReturnType<typeof ZPage<z.ZodType<T>>>>;

/**
 * Whether an ISO date or date-time falls in a year PostgreSQL stores (1 to 9999, in UTC): ISO text also
 * allows the year 0000, which no calendar has. Text that is not a date is left to the format check.
 */
function inStoredYears(value: string): boolean {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return true;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** A date-time with its offset, in a year the database stores; `message` for a malformed one. */
export function isoDateTime(message?: MessageKey) {
  return z.iso
    .datetime({ offset: true, ...(message ? { message } : {}) })
    .refine(inStoredYears, { message: 'date.outOfRange' });
}
export const ZIsoDateTime = isoDateTime();
/** A calendar day (YYYY-MM-DD) in a year the database stores. */
export const ZIsoDate = z.iso.date().refine(inStoredYears, { message: 'date.outOfRange' });
