import { Box, Stack, Text } from '@mantine/core';
import { LABEL_ALERTS_MANAGE, type LabelAlert } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { SCAN_KEYS, useScanFilterOptions } from '../api';
import { ALERT_RULE } from '../statuses';
import { AlertSettingsCard } from './AlertSettingsCard';
import { ServedRegionsCard } from './ServedRegionsCard';

/**
 * /labelAlertSearch: counterfeit alerts of the company's labels (all for administrators), the rules
 * that raise them, and — for administrators — the regions each company serves.
 */
export default function LabelAlertsPage() {
  const { t } = useTranslation('scan');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const options = useScanFilterOptions();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'created', type: 'dateRange', label: t('date') },
      { key: 'excode', type: 'text', label: t('labelCode'), width: 200 },
      {
        key: 'rule',
        type: 'select',
        label: t('rule'),
        options: statusOptions(ALERT_RULE, language),
        width: 200,
      },
      {
        key: 'productId',
        type: 'select',
        label: t('product'),
        options: options.data?.products ?? [],
        width: 200,
      },
    ],
    [t, language, options.data],
  );
  const alerts = usePagedQuery({
    queryKey: SCAN_KEYS.alerts,
    fetchPage: pagedRoute(ROUTES.scan.alerts),
    filters,
  });

  const columns = useMemo<DataColumn<LabelAlert>[]>(
    () => [
      {
        key: 'createTime',
        header: t('alerts.raised'),
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.createTime)}
          </Text>
        ),
        exportValue: (row) => formatDateTime(row.createTime),
      },
      {
        key: 'excode',
        header: t('labelCode'),
        cell: (row) => (
          <Text size="sm" ff="monospace">
            {row.excode}
          </Text>
        ),
      },
      {
        key: 'rule',
        header: t('rule'),
        width: 150,
        cell: (row) => (
          <Box miw={130}>
            <StatusBadge map={ALERT_RULE} value={row.rule} />
          </Box>
        ),
        exportValue: (row) => statusLabel(ALERT_RULE, row.rule, language),
      },
      {
        key: 'summary',
        header: t('alerts.finding'),
        cell: (row) => (
          <Text size="sm" maw={420}>
            {row.summary}
          </Text>
        ),
      },
      {
        key: 'productName',
        header: `${t('product')} / ${t('batch')}`,
        cell: (row) => (
          <Stack gap={2} miw={140}>
            <Text size="sm">{row.productName ?? '—'}</Text>
            <Text size="xs" c="dimmed">
              {row.batchNo}
            </Text>
          </Stack>
        ),
      },
      { key: 'corpName', header: t('company'), defaultHidden: !can(LABEL_ALERTS_MANAGE) },
    ],
    [t, language, can],
  );
  const rowActions = useMemo<RowAction<LabelAlert>[]>(
    () => [
      {
        key: 'scans',
        label: t('alerts.viewScans'),
        icon: <EyeIcon size={15} />,
        permission: 'member.scanCodeMessage.view',
        onClick: (row) => navigate(`/scanCodeMessage?excode=${row.excode}`),
      },
    ],
    [t, navigate],
  );

  return (
    <Stack gap="lg">
      <ListPage
        title={t('alerts.title')}
        subtitle={t('alerts.subtitle')}
        tableId="label-alerts"
        query={alerts}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        exportCsv
        exportFilename="label-alerts.csv"
        emptyText={t('alerts.empty')}
      >
        <AlertSettingsCard />
      </ListPage>
      {can(LABEL_ALERTS_MANAGE) ? <ServedRegionsCard /> : null}
    </Stack>
  );
}
