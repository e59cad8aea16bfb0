import { Badge, Code } from '@mantine/core';
import type { RouteData } from '@trace/contracts';
import { PARTNER_RESOURCES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  type DataColumn,
  DataTable,
  dateTimeColumn,
  type FilterDef,
  type ListQuery,
  pagedRoute,
  saveBlob,
  usePagedQuery,
  withFixedQuery,
} from '../../kit';
import { EXTERNAL_KEYS, useResourceName } from './api';

type AccessRow = RouteData<typeof ROUTES.external.accessLog>['list'][number];

const okStatus = (status: number) => status < 400;

export interface AccessLogTableProps {
  /** Only this application's calls (its record page); every call the reader may see otherwise. */
  appId?: string;
  /** Keep the filters in the address bar (the page's main list). */
  syncUrl?: boolean;
  /** Show the company read (administrators). */
  showCompany?: boolean;
}

/**
 * The partner calls, newest first: when, which application and key, the route and the data it
 * reached, the answer and the caller's address; filters by day, kind of data and outcome, and the
 * xlsx export of what matches.
 */
export function AccessLogTable({ appId, syncUrl = true, showCompany = false }: AccessLogTableProps) {
  const { t } = useTranslation('external');
  const resourceName = useResourceName();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'at', type: 'dateRange', label: t('log.time') },
      {
        key: 'resource',
        type: 'select',
        label: t('log.resource'),
        options: PARTNER_RESOURCES.map((resource) => ({ value: resource, label: resourceName(resource) })),
      },
      {
        key: 'outcome',
        type: 'select',
        label: t('log.outcome'),
        options: [
          { value: 'ok', label: t('log.ok') },
          { value: 'error', label: t('log.error') },
        ],
      },
    ],
    [t, resourceName],
  );
  const fixed = useMemo((): ListQuery => (appId ? { appId } : {}), [appId]);
  const fetchPage = useMemo(
    () => withFixedQuery<AccessRow>(pagedRoute(ROUTES.external.accessLog), fixed),
    [fixed],
  );
  const query = usePagedQuery({
    queryKey: [...EXTERNAL_KEYS.accessLog, fixed],
    fetchPage,
    filters,
    syncUrl,
  });
  const columns = useMemo<DataColumn<AccessRow>[]>(
    () => [
      dateTimeColumn('at', t('log.time'), (row) => row.at, { alwaysVisible: true }),
      ...(appId ? [] : [{ key: 'appName', header: t('log.app') }]),
      ...(showCompany ? [{ key: 'corpName', header: t('company') }] : []),
      {
        key: 'keyPrefix',
        header: t('log.key'),
        cell: (row) => <Code>{row.keyPrefix}</Code>,
      },
      {
        key: 'route',
        header: t('log.route'),
        width: 280,
        cell: (row) => (
          <Code style={{ whiteSpace: 'nowrap' }}>
            {row.method} {row.route}
          </Code>
        ),
        exportValue: (row) => `${row.method} ${row.route}`,
      },
      {
        key: 'resource',
        header: t('log.resource'),
        cell: (row) => (row.resource ? resourceName(row.resource) : '—'),
        exportValue: (row) => (row.resource ? resourceName(row.resource) : ''),
      },
      {
        key: 'status',
        header: t('log.status'),
        align: 'center',
        cell: (row) => (
          <Badge variant="light" color={okStatus(row.status) ? 'teal' : row.status < 500 ? 'orange' : 'red'}>
            {row.status}
          </Badge>
        ),
      },
      { key: 'ip', header: t('log.address') },
      { key: 'durationMs', header: t('log.duration'), align: 'right', defaultHidden: true },
    ],
    [t, appId, showCompany, resourceName],
  );
  return (
    <DataTable
      tableId={appId ? 'partner-app-access-log' : 'partner-access-log'}
      query={query}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={t('log.empty')}
      onExport={async (listQuery) => {
        const { page: _page, pageSize: _pageSize, ...rest } = listQuery;
        const download = downloadRoute as (route: unknown, input: { query: object }) => Promise<Blob>;
        saveBlob(
          await download(ROUTES.external.exportAccessLog, { query: { ...rest, ...fixed } }),
          'access-log.xlsx',
        );
      }}
    />
  );
}
