import { Group, Stack, Text } from '@mantine/core';
import { CERT_PERMISSIONS } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../kit';
import { useIsBodyUser, useSchemeLabel, useSchemeOptions } from '../certBodies/api';
import { AUDITOR_KEYS, type Auditor } from './api';
import { QualificationBadge } from './QualificationBadge';
import { AUDITOR_STATUS } from './statuses';

/** /auditorList: the body's auditor register (every body's for the administrator, read-only). */
export default function AuditorListPage() {
  const { t } = useTranslation('auditors');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const bodyUser = useIsBodyUser();
  const schemes = useSchemeOptions();
  const schemeLabel = useSchemeLabel();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('keyword'), width: 220 },
      { key: 'scheme', type: 'select', label: t('schemes'), options: schemes },
      { key: 'status', type: 'select', label: t('status'), options: statusOptions(AUDITOR_STATUS, language) },
      {
        key: 'expiringWithin',
        type: 'select',
        label: t('qualification.filter'),
        options: [
          { value: '0', label: t('qualification.filterExpired') },
          { value: '30', label: t('qualification.filterDays', { count: 30 }) },
          { value: '90', label: t('qualification.filterDays', { count: 90 }) },
        ],
      },
    ],
    [t, language, schemes],
  );
  const query = usePagedQuery({
    queryKey: AUDITOR_KEYS.list,
    fetchPage: pagedRoute(ROUTES.auditors.list),
    filters,
  });
  const columns = useMemo<DataColumn<Auditor>[]>(
    () => [
      {
        key: 'name',
        header: t('name'),
        alwaysVisible: true,
        cell: (a) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {a.name}
            </Text>
            {a.account ? (
              <Text size="xs" c="dimmed">
                {a.account}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (a) => a.name,
      },
      { key: 'certBodyName', header: t('body'), defaultHidden: bodyUser },
      {
        key: 'schemes',
        header: t('schemes'),
        cell: (a) => <Text size="sm">{a.schemes.map(schemeLabel).join(', ')}</Text>,
        exportValue: (a) => a.schemes.join(', '),
      },
      { key: 'languages', header: t('languages'), cell: (a) => a.languages.join(', ') },
      {
        key: 'qualificationExpiry',
        header: t('qualification.expiry'),
        cell: (a) => (
          <Group gap={6}>
            <Text size="sm">{a.qualificationExpiry}</Text>
            <QualificationBadge daysLeft={a.qualificationDaysLeft} />
          </Group>
        ),
        exportValue: (a) => a.qualificationExpiry,
      },
      {
        key: 'status',
        header: t('status'),
        cell: (a) => <StatusBadge map={AUDITOR_STATUS} value={a.status} />,
        exportValue: (a) => statusLabel(AUDITOR_STATUS, a.status, language),
      },
    ],
    [t, language, bodyUser, schemeLabel],
  );
  return (
    <ListPage
      title={t('listTitle')}
      actions={
        bodyUser && can(CERT_PERMISSIONS.manageAuditors) ? (
          <AddButton to={'/addAuditor'}>{t('add')}</AddButton>
        ) : null
      }
      tableId="auditors"
      query={query}
      filters={filters}
      columns={columns}
      rowActions={[
        { key: 'view', label: t('view'), onClick: (a) => navigate(`/auditorDetails?id=${a.id}`) },
        {
          key: 'edit',
          label: t('edit'),
          permission: CERT_PERMISSIONS.manageAuditors,
          visible: () => bodyUser,
          onClick: (a) => navigate(`/editAuditor?id=${a.id}`),
        },
      ]}
    />
  );
}
