import { Badge, Code, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  DetailSections,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
} from '../../../kit';
import { type ExceptionLog, SYS_KEYS } from '../api';
import { TimeText } from '../components/TimeText';

const fetchExceptions = pagedRoute(ROUTES.system.exceptionLogs);

/** /SysException: unhandled server errors, newest first; a row opens its stack trace. */
export default function ExceptionLogPage() {
  const { t } = useTranslation('system');
  const [opened, setOpened] = useState<ExceptionLog | null>(null);
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('logs.exceptionKeyword'), width: 260 },
      { key: 'created', type: 'dateRange', label: t('time') },
    ],
    [t],
  );
  const exceptions = usePagedQuery({ queryKey: SYS_KEYS.exceptions, fetchPage: fetchExceptions, filters });

  const columns = useMemo<DataColumn<ExceptionLog>[]>(
    () => [
      {
        key: 'createTime',
        header: t('time'),
        width: 160,
        cell: (entry) => <TimeText iso={entry.createTime} seconds />,
        exportValue: (entry) => formatDateTime(entry.createTime, { seconds: true }),
      },
      {
        key: 'message',
        header: t('logs.message'),
        alwaysVisible: true,
        cell: (entry) => (
          <Text size="sm" lineClamp={2} c="red" style={{ overflowWrap: 'anywhere' }}>
            {entry.message}
          </Text>
        ),
      },
      {
        key: 'url',
        header: t('logs.url'),
        cell: (entry) =>
          entry.url ? (
            <Group gap={6} wrap="nowrap">
              {entry.method ? (
                <Badge size="xs" variant="default" radius="sm">
                  {entry.method}
                </Badge>
              ) : null}
              <Text size="xs" ff="monospace" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {entry.url}
              </Text>
            </Group>
          ) : (
            '—'
          ),
        exportValue: (entry) => [entry.method, entry.url].filter(Boolean).join(' '),
      },
      { key: 'requestId', header: t('logs.requestId'), defaultHidden: true },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<ExceptionLog>[]>(
    () => [{ key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: setOpened }],
    [t],
  );

  return (
    <>
      <ListPage
        title={t('logs.exceptionTitle')}
        subtitle={t('logs.exceptionSubtitle')}
        tableId="sys-exceptions"
        query={exceptions}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={setOpened}
        exportCsv
        exportFilename="exceptions.csv"
        emptyText={t('logs.noExceptions')}
      />
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size={760}
        title={t('logs.exceptionDetail')}
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened ? (
          <Stack gap="lg" data-testid="exception-detail">
            <Text c="red" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {opened.message}
            </Text>
            <DetailSections
              sections={[
                {
                  items: [
                    { label: t('time'), value: formatDateTime(opened.createTime, { seconds: true }) },
                    { label: t('logs.method'), value: opened.method },
                    {
                      label: t('logs.url'),
                      value: opened.url ? <Code>{opened.url}</Code> : null,
                      wide: true,
                    },
                    { label: t('logs.userId'), value: opened.userId ? <Code>{opened.userId}</Code> : null },
                    {
                      label: t('logs.requestId'),
                      value: opened.requestId ? <Code>{opened.requestId}</Code> : null,
                    },
                  ],
                },
              ]}
            />
            <div>
              <Text size="sm" fw={600} mb={6}>
                {t('logs.stack')}
              </Text>
              {opened.stack ? (
                <ScrollArea.Autosize mah={480} type="auto">
                  <Code block fz={12} style={{ whiteSpace: 'pre' }}>
                    {opened.stack}
                  </Code>
                </ScrollArea.Autosize>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('logs.noStack')}
                </Text>
              )}
            </div>
          </Stack>
        ) : null}
      </Drawer>
    </>
  );
}
