import { z } from 'zod';

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

export const ZId = z.uuid();
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

export const ZIsoDateTime = z.iso.datetime({ offset: true });
