import { useQuery } from '@tanstack/react-query';
import { type LabelImport, type labelImportRoutes, type RouteData, routeUrl } from '@trace/contracts';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { isChecking } from './statuses';

export type { LabelImport };
export type ImportError = RouteData<typeof labelImportRoutes.errors>['list'][number];

/** An import's state is read this often while its file is being checked. */
export const POLL_MS = 2000;

/** Query keys: everything under one prefix, so a new import or a finished one refreshes the list. */
export const IMPORT_KEYS = {
  all: ['label-imports'],
  list: ['label-imports', 'list'],
  one: (id: string) => ['label-imports', 'one', id],
  errors: (id: string) => ['label-imports', 'errors', id],
} as const;

export const LIST_PATH = '/labelImportList';
export const FORM_PATH = '/importLabel1';
export const detailPath = (item: Pick<LabelImport, 'id'>) => `/labelImportDetails?id=${item.id}`;

export const TEMPLATE_PATH = routeUrl(ROUTES.labelImports.template);
export const templateName = (title: string) => `${title}.xlsx`;
export const errorReportPath = (item: Pick<LabelImport, 'id'>) =>
  routeUrl(ROUTES.labelImports.errorReport, { id: item.id });
export const errorReportName = (item: Pick<LabelImport, 'importNo'>) =>
  `label-import-errors-${item.importNo}.xlsx`;

/** One import, read again every two seconds while its file is checked. */
export function useLabelImport(id: string | null) {
  return useQuery({
    queryKey: IMPORT_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.labelImports.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && isChecking(query.state.data.status) ? POLL_MS : false),
  });
}
