import { Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  statusLabel,
  usePagedQuery,
} from '../../../kit';
import { type LoginLog, SYS_KEYS } from '../api';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { LOGIN_RESULT } from '../statuses';
import { describeAgent } from './userAgent';

const fetchLogins = pagedRoute(ROUTES.system.loginLogs);
const resultOf = (log: LoginLog) => (log.success ? 'success' : 'failure');

/** /sysLogininfor: sign-in attempts with account, address, browser and result. */
export default function LoginLogPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('logs.loginKeyword'), width: 220 },
      {
        key: 'success',
        type: 'select',
        label: t('logs.result'),
        options: [
          { value: 'true', label: statusLabel(LOGIN_RESULT, 'success', language) },
          { value: 'false', label: statusLabel(LOGIN_RESULT, 'failure', language) },
        ],
        width: 140,
      },
      { key: 'created', type: 'dateRange', label: t('time') },
    ],
    [t, language],
  );
  const logins = usePagedQuery({ queryKey: SYS_KEYS.loginLogs, fetchPage: fetchLogins, filters });

  const columns = useMemo<DataColumn<LoginLog>[]>(
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
        header: t('profile.account'),
        alwaysVisible: true,
        cell: (log) => (
          <Text size="sm" fw={500}>
            {log.account}
          </Text>
        ),
      },
      { key: 'ip', header: t('logs.ip'), width: 140 },
      {
        key: 'userAgent',
        header: t('logs.agent'),
        cell: (log) =>
          log.userAgent ? (
            <Tooltip label={log.userAgent} multiline w={420} withArrow openDelay={300}>
              <Text size="sm" lineClamp={1}>
                {describeAgent(log.userAgent)}
              </Text>
            </Tooltip>
          ) : (
            '—'
          ),
        exportValue: (log) => log.userAgent,
      },
      {
        key: 'success',
        header: t('logs.result'),
        width: 100,
        cell: (log) => <StateBadge map={LOGIN_RESULT} value={resultOf(log)} />,
        exportValue: (log) => statusLabel(LOGIN_RESULT, resultOf(log), language),
      },
      {
        key: 'reason',
        header: t('reason'),
        cell: (log) =>
          log.reason ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {log.reason}
            </Text>
          ) : (
            '—'
          ),
      },
    ],
    [t, language],
  );

  return (
    <ListPage
      title={t('logs.loginTitle')}
      subtitle={t('logs.loginSubtitle')}
      tableId="sys-login-logs"
      query={logins}
      filters={filters}
      columns={columns}
      exportCsv
      exportFilename="login-log.csv"
      emptyText={t('logs.empty')}
    />
  );
}
