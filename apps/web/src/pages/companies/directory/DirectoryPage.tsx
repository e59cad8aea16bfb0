import { Badge, Text } from '@mantine/core';
import { COMPANY_USER_TYPES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  EyeIcon,
  type FilterDef,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
} from '../../../kit';
import { COMPANY_KEYS, type DirectoryCompany } from '../api';

/** Traceable or not, as the public directory says it. */
export function TraceableBadge({ traceable }: { traceable: boolean }) {
  const { t } = useTranslation('companies');
  return (
    <Badge variant="light" color={traceable ? 'teal' : 'gray'} miw="max-content">
      {traceable ? t('directory.traceable') : t('directory.notTraceable')}
    </Badge>
  );
}

/** /corpIndex: the public directory of companies that passed review, with their certificates. */
export default function DirectoryPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('companyName'), width: 260 },
      {
        key: 'kind',
        type: 'select',
        label: t('fields.kind'),
        options: COMPANY_USER_TYPES.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        width: 180,
      },
    ],
    [t],
  );
  const directory = usePagedQuery({
    queryKey: COMPANY_KEYS.directory,
    fetchPage: pagedRoute(ROUTES.companies.directory),
    filters,
  });
  const columns = useMemo<DataColumn<DirectoryCompany>[]>(
    () => [
      {
        key: 'name',
        header: t('companyName'),
        alwaysVisible: true,
        cell: (company) => (
          <Text size="sm" fw={500}>
            {company.name}
          </Text>
        ),
      },
      {
        key: 'kind',
        header: t('fields.kind'),
        width: 140,
        cell: (company) => t(`kinds.${company.kind}`),
        exportValue: (company) => t(`kinds.${company.kind}`),
      },
      { key: 'countryName', header: t('country'), width: 130 },
      {
        key: 'traceable',
        header: t('directory.traceability'),
        width: 130,
        cell: (company) => <TraceableBadge traceable={company.traceable} />,
        exportValue: (company) =>
          company.traceable ? t('directory.traceable') : t('directory.notTraceable'),
      },
      {
        key: 'certificates',
        header: t('directory.certificates'),
        width: 130,
        cell: (company) =>
          company.certificates.length > 0 ? (
            <Badge variant="outline" color="indigo" miw="max-content">
              {t('directory.certificateCount', { count: company.certificates.length })}
            </Badge>
          ) : (
            <Text c="dimmed">—</Text>
          ),
        exportValue: (company) => company.certificates.map((certificate) => certificate.name).join('; '),
      },
      {
        key: 'address',
        header: t('fields.address'),
        defaultHidden: true,
        cell: (company) => (
          <Text size="sm" lineClamp={1}>
            {company.address}
          </Text>
        ),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<DirectoryCompany>[]>(
    () => [
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (company) => navigate(`/corpIndexDetial?id=${company.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <ListPage
      title={t('directory.title')}
      subtitle={t('directory.subtitle')}
      tableId="company-directory"
      query={directory}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      onRowClick={(company) => navigate(`/corpIndexDetial?id=${company.id}`)}
      exportCsv
      exportFilename="company-directory.csv"
      emptyText={t('directory.empty')}
    />
  );
}
