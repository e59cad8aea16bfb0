import { Code, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDateTime } from '../../../kit';
import { SYS_KEYS } from '../api';
import { JsonDiffView } from './JsonDiffView';
import { nameOf } from './logNames';

/** /SysLogDetails?id=: one change: who, what, when, from where, and the record before and after. */
export default function AuditLogDetailPage() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const log = useQuery({
    queryKey: [...SYS_KEYS.auditLogs, id],
    queryFn: ({ signal }) => callRoute(ROUTES.system.auditLog, { params: { id } }, { signal }),
    enabled: id !== '',
  });

  return (
    <DetailPage
      title={(entry) =>
        `${nameOf(t('logs.actions', { returnObjects: true }), entry.action)} · ${nameOf(t('logs.entities', { returnObjects: true }), entry.entity)}`
      }
      back="/SysLog"
      query={log}
      subtitle={(entry) => formatDateTime(entry.createTime, { seconds: true })}
      sections={(entry) => [
        {
          title: t('logs.summary'),
          columns: 3,
          items: [
            {
              label: t('logs.operator'),
              value: entry.account ?? (
                <Text span c="dimmed" size="sm">
                  {t('system')}
                </Text>
              ),
            },
            { label: t('time'), value: formatDateTime(entry.createTime, { seconds: true }) },
            { label: t('logs.ip'), value: entry.ip },
            {
              label: t('logs.action'),
              value: nameOf(t('logs.actions', { returnObjects: true }), entry.action),
            },
            {
              label: t('logs.entity'),
              value: nameOf(t('logs.entities', { returnObjects: true }), entry.entity),
            },
            { label: t('logs.entityId'), value: entry.entityId ? <Code>{entry.entityId}</Code> : null },
            {
              label: t('logs.requestId'),
              value: entry.requestId ? <Code>{entry.requestId}</Code> : null,
              wide: true,
            },
          ],
        },
        {
          title: t('logs.changes'),
          content: <JsonDiffView before={entry.before} after={entry.after} />,
        },
      ]}
    />
  );
}
