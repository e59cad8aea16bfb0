import { useQuery } from '@tanstack/react-query';
import type {
  certificateRoutes,
  companyRoutes,
  evaluationRoutes,
  partnerRoutesTable,
  RouteData,
  traceabilityRoutes,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

/** What the company endpoints answer, named once for the pages. */
export type Company = RouteData<typeof companyRoutes.get>;
export type CompanySummary = RouteData<typeof companyRoutes.list>['list'][number];
export type DirectoryCompany = RouteData<typeof companyRoutes.directoryEntry>;
export type TraceabilityApplication = RouteData<typeof traceabilityRoutes.get>;
export type HonourCertificate = RouteData<typeof certificateRoutes.get>;
export type Partner = RouteData<typeof partnerRoutesTable.dealers.link>;
export type PartnerOption = RouteData<typeof partnerRoutesTable.dealers.candidates>[number];
export type Evaluation = RouteData<typeof evaluationRoutes.get>;
export type CompanyKind = Company['kind'];

/**
 * Query keys. Every company read sits under `companies`, so a decision anywhere refreshes the lists,
 * the record and the caller's own company; the shell's `account` reads follow a change of one's own.
 */
export const COMPANY_KEYS = {
  all: ['companies'],
  mine: ['companies', 'mine'],
  list: ['companies', 'list'],
  one: (id: string) => ['companies', 'one', id],
  directory: ['companies', 'directory'],
  applications: ['companies', 'traceability-applications'],
  certificates: ['companies', 'honour-certificates'],
  partners: (relation: PartnerRelation) => ['companies', 'partners', relation],
  evaluations: ['companies', 'evaluations'],
} as const;

/** The shell's reads of the signed-in person's company (header, reminders, profile card). */
export const ACCOUNT_KEY = ['account'] as const;

export type PartnerRelation = 'dealers' | 'importers';

/** The caller's company with whether it may operate (null before it is created). */
export type MyCompany = RouteData<typeof companyRoutes.mine>;

/** The caller's company (null before it is created); label pages read it too. */
export function useMyCompany(enabled = true) {
  return useQuery({
    queryKey: COMPANY_KEYS.mine,
    queryFn: ({ signal }) => callRoute(ROUTES.companies.mine, undefined, { signal }),
    enabled,
  });
}

/** One company, for reviewers and administrators. */
export function useCompany(id: string | null) {
  return useQuery({
    queryKey: COMPANY_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.companies.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

export { useIsCompanyAccount } from '../../kit';
