import { Badge, Button, Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
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
  PhotoIcon,
  PlusIcon,
  pagedRoute,
  type RowAction,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { type Advice, SYS_KEYS } from '../api';
import { NotesIcon, ReplyIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { ADVICE_STATUS } from '../statuses';
import { ReleaseNotesModal } from '../versions/ReleaseNotes';
import { AdviceFormModal } from './AdviceFormModal';

export const PROCESS_ADVICE = 'system.adviceFeedback.manage';
const fetchAdvice = pagedRoute(ROUTES.system.listAdvice);

/**
 * /adviceFeedback: people send advice to the platform and follow the replies to theirs; those who
 * process advice see everyone's.
 */
export default function AdvicePage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const processor = can(PROCESS_ADVICE);
  const [sending, setSending] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('advice.keyword'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('common.status'),
        options: statusOptions(ADVICE_STATUS, language),
        width: 150,
      },
    ],
    [t, language],
  );
  const advice = usePagedQuery({ queryKey: SYS_KEYS.advice, fetchPage: fetchAdvice, filters });
  const open = useCallback((item: Advice) => navigate(`/adviceFeedbackDetail?id=${item.id}`), [navigate]);

  const columns = useMemo<DataColumn<Advice>[]>(
    () => [
      {
        key: 'title',
        header: t('title'),
        alwaysVisible: true,
        cell: (item) => (
          <div>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} lineClamp={1}>
                {item.title}
              </Text>
              {item.images.length > 0 ? (
                <Badge size="xs" variant="light" color="gray" leftSection={<PhotoIcon size={10} />}>
                  {item.images.length}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.content}
            </Text>
          </div>
        ),
      },
      ...(processor
        ? [
            {
              key: 'account',
              header: t('advice.sender'),
              cell: (item: Advice) => (
                <div>
                  <Text size="sm">{item.account}</Text>
                  {item.corpName ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.corpName}
                    </Text>
                  ) : null}
                </div>
              ),
              exportValue: (item: Advice) => [item.account, item.corpName].filter(Boolean).join(' · '),
            },
          ]
        : []),
      {
        key: 'status',
        header: t('common.status'),
        width: 100,
        cell: (item) => <StateBadge map={ADVICE_STATUS} value={item.status} />,
        exportValue: (item) => statusLabel(ADVICE_STATUS, item.status, language),
      },
      {
        key: 'createTime',
        header: t('advice.sentAt'),
        width: 150,
        cell: (item) => <TimeText iso={item.createTime} />,
        exportValue: (item) => formatDateTime(item.createTime),
      },
      {
        key: 'processTime',
        header: t('advice.processedAt'),
        width: 150,
        defaultHidden: !processor,
        cell: (item) => <TimeText iso={item.processTime} />,
        exportValue: (item) => formatDateTime(item.processTime),
      },
    ],
    [t, language, processor],
  );
  const rowActions = useMemo<RowAction<Advice>[]>(
    () => [
      { key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: open },
      {
        key: 'process',
        label: t('advice.process'),
        icon: <ReplyIcon size={15} />,
        color: 'teal',
        permission: PROCESS_ADVICE,
        onClick: (item) => navigate(`/adviceFeedbackDetail?id=${item.id}#reply`),
      },
    ],
    [t, navigate, open],
  );

  return (
    <>
      <ListPage
        title={t('advice.title')}
        subtitle={processor ? t('advice.subtitleProcessor') : t('advice.subtitle')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<NotesIcon size={16} />}
              onClick={() => setNotesOpen(true)}
            >
              {t('versions.releaseNotes')}
            </Button>
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setSending(true)}>
              {t('advice.send')}
            </Button>
          </>
        }
        tableId="sys-advice"
        query={advice}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={open}
        rowProps={(item) => ({ 'data-status': String(item.status) })}
        exportCsv={processor}
        exportFilename="advice.csv"
        emptyText={processor ? t('advice.emptyProcessor') : t('advice.empty')}
      />
      {sending ? (
        <AdviceFormModal onClose={() => setSending(false)} onSent={() => setSending(false)} />
      ) : null}
      <ReleaseNotesModal opened={notesOpen} onClose={() => setNotesOpen(false)} />
    </>
  );
}
