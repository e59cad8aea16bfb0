import { Stack, Text } from '@mantine/core';
import { CERT_PERMISSIONS } from '@trace/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  useIsCompanyAccount,
  usePagedQuery,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { useSchemeOptions } from '../certModules/api';
import { APPLICATION_KEYS, APPLICATION_PATHS, applicationsPage, type CertApplication } from './api';
import { APPLICATION_STATUS } from './statuses';

type Row = Omit<CertApplication, 'actions'> & { actions: string[] };

/** /certProcess: a company's applications, or those addressed to the body; admin reads all. */
export default function ApplicationListPage() {
  const { t } = useTranslation(['certApplications', 'certModules']);
  const schemes = useSchemeOptions();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const isCompany = useIsCompanyAccount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 220 },
      {
        key: 'status',
        type: 'select',
        label: t('list.status'),
        options: statusOptions(APPLICATION_STATUS, language),
        width: 140,
      },
      { key: 'scheme', type: 'select', label: t('list.scheme'), options: schemes, width: 140 },
    ],
    [t, language, schemes],
  );
  const query = usePagedQuery({ queryKey: APPLICATION_KEYS.list, fetchPage: applicationsPage, filters });
  const open = useCallback((a: Row) => navigate(`${APPLICATION_PATHS.detail}?id=${a.id}`), [navigate]);
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'applicationNo',
        header: t('fields.applicationNo'),
        alwaysVisible: true,
        cell: (a) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {a.applicationNo}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(a.submittedAt)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'status',
        header: t('list.status'),
        cell: (a) => <StatusBadge map={APPLICATION_STATUS} value={a.status} />,
        exportValue: (a) => statusLabel(APPLICATION_STATUS, a.status, language),
      },
      isCompany
        ? { key: 'certBodyName', header: t('fields.body') }
        : { key: 'corpName', header: t('fields.company') },
      {
        key: 'scheme',
        header: t('fields.scheme'),
        cell: (a) => t(`certModules:schemes.${a.scheme}`),
        exportValue: (a) => t(`certModules:schemes.${a.scheme}`),
      },
      {
        key: 'kind',
        header: t('fields.kind'),
        cell: (a) => t(`kinds.${a.kind}`),
        exportValue: (a) => t(`kinds.${a.kind}`),
      },
      {
        key: 'modules',
        header: t('fields.modules'),
        cell: (a) => a.modules.map((m) => m.name).join(', '),
        exportValue: (a) => a.modules.map((m) => m.name).join(', '),
      },
    ],
    [t, language, isCompany],
  );
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [{ key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: open }],
    [t, open],
  );
  return (
    <>
      <CertificationTabs active="/certProcess" />
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          isCompany && can(CERT_PERMISSIONS.manageCertification) ? (
            <AddButton to={APPLICATION_PATHS.apply}>{t('list.apply')}</AddButton>
          ) : null
        }
        tableId="cert-applications"
        query={query}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={open}
        emptyText={t('list.empty')}
        exportCsv
        exportFilename="cert-applications.csv"
      />
    </>
  );
}
