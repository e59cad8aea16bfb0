import { Badge, Text, Tooltip } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
} from '../../../kit';
import { type AuditLogRow, SYS_KEYS } from '../api';
import { TimeText } from '../components/TimeText';
import { nameOf } from './logNames';

const fetchLogs = pagedRoute(ROUTES.system.auditLogs);

/** /SysLog: every change made on the platform, who made it and when; a row opens the before/after. */
export default function AuditLogPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('logs.auditKeyword'), width: 220 },
      {
        key: 'entity',
        type: 'select',
        label: t('logs.entity'),
        options: Object.entries(t('logs.entities', { returnObjects: true })).map(([value, label]) => ({
          value,
          label,
        })),
        width: 170,
      },
      {
        key: 'action',
        type: 'select',
        label: t('logs.action'),
        options: Object.entries(t('logs.actions', { returnObjects: true })).map(([value, label]) => ({
          value,
          label,
        })),
        width: 150,
      },
      { key: 'created', type: 'dateRange', label: t('time') },
    ],
    [t],
  );
  const logs = usePagedQuery({ queryKey: SYS_KEYS.auditLogs, fetchPage: fetchLogs, filters });
  const open = useCallback((log: AuditLogRow) => navigate(`/SysLogDetails?id=${log.id}`), [navigate]);

  const columns = useMemo<DataColumn<AuditLogRow>[]>(
    () => [
      {
        key: 'createTime',
        header: t('time'),
        width: 160,
        cell: (log) => <TimeText iso={log.createTime} seconds />,
        exportValue: (log) => formatDateTime(log.createTime, { seconds: true }),
      },
      {
        key: 'account',
        header: t('logs.operator'),
        alwaysVisible: true,
        cell: (log) =>
          log.account ? (
            <Text size="sm" fw={500}>
              {log.account}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('system')}
            </Text>
          ),
      },
      {
        key: 'action',
        header: t('logs.action'),
        cell: (log) => (
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            color={log.action === 'delete' ? 'red' : 'blue'}
            styles={{ label: { overflow: 'visible' } }}
          >
            {nameOf(t('logs.actions', { returnObjects: true }), log.action)}
          </Badge>
        ),
        exportValue: (log) => nameOf(t('logs.actions', { returnObjects: true }), log.action),
      },
      {
        key: 'entity',
        header: t('logs.entity'),
        cell: (log) => nameOf(t('logs.entities', { returnObjects: true }), log.entity),
        exportValue: (log) => nameOf(t('logs.entities', { returnObjects: true }), log.entity),
      },
      {
        key: 'entityId',
        header: t('logs.entityId'),
        cell: (log) =>
          log.entityId ? (
            <Tooltip label={log.entityId} withArrow openDelay={300}>
              <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {log.entityId.length > 13 ? `${log.entityId.slice(0, 8)}…` : log.entityId}
              </Text>
            </Tooltip>
          ) : (
            '—'
          ),
      },
      { key: 'ip', header: t('logs.ip'), width: 130 },
      { key: 'requestId', header: t('logs.requestId'), defaultHidden: true },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<AuditLogRow>[]>(
    () => [{ key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: open }],
    [t, open],
  );

  return (
    <ListPage
      title={t('logs.auditTitle')}
      subtitle={t('logs.auditSubtitle')}
      tableId="sys-audit-logs"
      query={logs}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={open}
      exportCsv
      exportFilename="audit-log.csv"
      emptyText={t('logs.empty')}
    />
  );
}
