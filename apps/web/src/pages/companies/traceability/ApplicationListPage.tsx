import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  EyeIcon,
  type FilterDef,
  formatDate,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
  withReaderActions,
} from '../../../kit';
import { COMPANY_KEYS, type TraceabilityApplication, useIsCompanyAccount } from '../api';
import { APPLICATION_STATUS } from '../statuses';

const period = (from: string | null, to: string | null) =>
  from || to ? `${formatDate(from) || '…'} – ${formatDate(to) || '…'}` : '';

function Period({ from, to }: { from: string | null; to: string | null }) {
  const text = period(from, to);
  return text ? (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  ) : (
    <Text c="dimmed">—</Text>
  );
}

const fetchApplications = withReaderActions(pagedRoute(ROUTES.traceability.list));

/** /rootsApply: traceability applications — a company's own, or every company's for reviewers. */
export default function ApplicationListPage() {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('companyName'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(APPLICATION_STATUS, language),
      },
    ],
    [t, language],
  );
  const applications = usePagedQuery({
    queryKey: COMPANY_KEYS.applications,
    fetchPage: fetchApplications,
    filters,
  });

  const columns = useMemo<DataColumn<TraceabilityApplication>[]>(
    () => [
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company'), width: 240, alwaysVisible: true }]),
      {
        key: 'status',
        header: t('status'),
        width: 120,
        cell: (row) => <StatusBadge miw="max-content" map={APPLICATION_STATUS} value={row.status} />,
        exportValue: (row) => statusLabel(APPLICATION_STATUS, row.status, language),
      },
      {
        key: 'requested',
        header: t('applications.requested'),
        width: 210,
        cell: (row) => <Period from={row.requestedStart} to={row.requestedEnd} />,
        exportValue: (row) => period(row.requestedStart, row.requestedEnd),
      },
      {
        key: 'contract',
        header: t('applications.contract'),
        width: 210,
        cell: (row) => <Period from={row.contractStart} to={row.contractEnd} />,
        exportValue: (row) => period(row.contractStart, row.contractEnd),
      },
      {
        key: 'reviewRemark',
        header: t('applications.reviewRemark'),
        cell: (row) =>
          row.reviewRemark ? (
            <Text size="sm" lineClamp={2}>
              {row.reviewRemark}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      dateTimeColumn('createTime', t('applications.appliedAt'), (row) => row.createTime, { width: 150 }),
    ],
    [t, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<TraceabilityApplication>[]>(
    () => [
      {
        key: 'approve',
        label: t('applications.review'),
        color: 'orange',
        onClick: (row) => navigate(`/syAudit?id=${row.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`/rootsApplyDetails?id=${row.id}`),
      },
    ],
    [t, navigate],
  );

  return (
    <ListPage
      title={t('applications.title')}
      subtitle={t('applications.subtitle')}
      actions={
        companyAccount && can('company.ApplyTraceability.view') ? (
          <AddButton to={'/ApplyTraceability'}>{t('applyForTraceability')}</AddButton>
        ) : null
      }
      tableId="traceability-applications"
      query={applications}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      onRowClick={(row) => navigate(`/rootsApplyDetails?id=${row.id}`)}
      exportCsv
      exportFilename="traceability-applications.csv"
      emptyText={t('applications.empty')}
    />
  );
}
