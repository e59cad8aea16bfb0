import { Button, Group, Stack, Text } from '@mantine/core';
import { COMPANY_USER_TYPES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  EyeIcon,
  type FilterDef,
  formatDate,
  LinkIcon,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  useActionDialog,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { COMPANY_KEYS, type CompanySummary } from '../api';
import { DaysLeft } from '../profile/companyDetails';
import { COMPANY_STATUS, TRACE_STATUS } from '../statuses';
import { usePauseActions } from './usePauseActions';

export const MANAGE_COMPANIES = 'company.companyInformationList.manage';
const REVIEWABLE: readonly CompanySummary['status'][] = ['to_be_reviewed', 'altered_to_audit'];

/** /companyInformationList: every company for reviewers and administrators, by state, kind and traceability. */
export default function CompanyListPage() {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [ask, dialog] = useActionDialog();
  const { askPause, askResume } = usePauseActions(ask);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(COMPANY_STATUS, language),
      },
      {
        key: 'kind',
        type: 'select',
        label: t('fields.kind'),
        options: COMPANY_USER_TYPES.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        width: 170,
      },
      {
        key: 'traceStatus',
        type: 'select',
        label: t('traceability'),
        options: statusOptions(TRACE_STATUS, language),
        width: 170,
      },
    ],
    [t, language],
  );
  const companies = usePagedQuery({
    queryKey: COMPANY_KEYS.list,
    fetchPage: pagedRoute(ROUTES.companies.list),
    filters,
  });

  const columns = useMemo<DataColumn<CompanySummary>[]>(
    () => [
      {
        key: 'name',
        header: t('companyName'),
        width: 220,
        alwaysVisible: true,
        cell: (company) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {company.name}
            </Text>
            <Text size="xs" c="dimmed">
              {company.registrationNo}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'kind',
        header: t('fields.kind'),
        width: 130,
        cell: (company) => t(`kinds.${company.kind}`),
        exportValue: (company) => t(`kinds.${company.kind}`),
      },
      { key: 'countryName', header: t('country'), width: 120 },
      {
        key: 'status',
        header: t('status'),
        width: 140,
        cell: (company) => <StatusBadge miw="max-content" map={COMPANY_STATUS} value={company.status} />,
        exportValue: (company) => statusLabel(COMPANY_STATUS, company.status, language),
      },
      {
        key: 'traceStatus',
        header: t('traceability'),
        width: 140,
        cell: (company) => <StatusBadge miw="max-content" map={TRACE_STATUS} value={company.traceStatus} />,
        exportValue: (company) => statusLabel(TRACE_STATUS, company.traceStatus, language),
      },
      {
        key: 'syEndTime',
        header: t('trace.contractEnd'),
        width: 190,
        cell: (company) =>
          company.syEndTime ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(company.syEndTime)}
              </Text>
              <DaysLeft end={company.syEndTime} />
            </Group>
          ) : (
            <Text c="dimmed">—</Text>
          ),
        exportValue: (company) => formatDate(company.syEndTime),
      },
      dateTimeColumn('createTime', t('created'), (company) => company.createTime, {
        width: 150,
        defaultHidden: true,
      }),
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<CompanySummary>[]>(
    () => [
      {
        key: 'review',
        label: t('list.review'),
        color: 'orange',
        visible: (company) => REVIEWABLE.includes(company.status),
        onClick: (company) => navigate(`/auditPage?id=${company.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (company) => navigate(`/viewCompanyDetails?id=${company.id}`),
      },
      {
        key: 'edit',
        label: t('list.edit'),
        permission: MANAGE_COMPANIES,
        onClick: (company) => navigate(`/modifyComponyIoformation?id=${company.id}`),
      },
      {
        key: 'traceability',
        label: t('list.traceability'),
        onClick: (company) => navigate(`/syDetails?id=${company.id}`),
      },
      {
        key: 'editTraceability',
        label: t('list.editTraceability'),
        permission: MANAGE_COMPANIES,
        onClick: (company) => navigate(`/syEdit?id=${company.id}`),
      },
      {
        key: 'pause',
        label: t('pause.pause'),
        color: 'red',
        permission: MANAGE_COMPANIES,
        visible: (company) => company.status === 'passed',
        onClick: askPause,
      },
      {
        key: 'resume',
        label: t('pause.resume'),
        color: 'teal',
        permission: MANAGE_COMPANIES,
        visible: (company) => company.status === 'paused',
        onClick: askResume,
      },
    ],
    [t, navigate, askPause, askResume],
  );

  return (
    <>
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          can('company.rootsApply.view') ? (
            <Button
              variant="default"
              leftSection={<LinkIcon size={16} />}
              onClick={() => navigate('/syAudit')}
            >
              {t('list.applications')}
            </Button>
          ) : null
        }
        tableId="companies"
        query={companies}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(company) => navigate(`/viewCompanyDetails?id=${company.id}`)}
        exportCsv
        exportFilename="companies.csv"
        emptyText={t('list.empty')}
      />
      {dialog}
    </>
  );
}
