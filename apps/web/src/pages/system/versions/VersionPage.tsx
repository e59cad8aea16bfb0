import { Button, Modal, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { SYS_KEYS, type Version } from '../api';
import { EditIcon, NotesIcon, PublishIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { VERSION_STATUS } from '../statuses';
import { ReleaseNote, ReleaseNotesModal } from './ReleaseNotes';
import { VersionFormModal } from './VersionFormModal';

const MANAGE = 'system.SysVersion.manage';
const fetchVersions = pagedRoute(ROUTES.system.versions.list);
const stateOf = (version: Version) => (version.published ? 'published' : 'draft');

/** /SysVersion: release notes, written as drafts and published to every user. */
export default function VersionPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const can = useCan();
  const [editing, setEditing] = useState<{ version: Version | null } | null>(null);
  const [previewed, setPreviewed] = useState<Version | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const [ask, confirmDialog] = useActionDialog();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('versions.keyword'), width: 240 }],
    [t],
  );
  const versions = usePagedQuery({ queryKey: SYS_KEYS.versions, fetchPage: fetchVersions, filters });
  const publish = useApiMutation<Version, Version>({
    call: (version) => callRouteEnvelope(ROUTES.system.publishVersion, { params: { id: version.id } }),
    invalidate: [SYS_KEYS.versions, SYS_KEYS.releaseNotes],
  });
  const remove = useApiMutation<null, Version>({
    call: (version) => callRouteEnvelope(ROUTES.system.versions.remove, { params: { id: version.id } }),
    invalidate: [SYS_KEYS.versions, SYS_KEYS.releaseNotes],
  });

  const columns = useMemo<DataColumn<Version>[]>(
    () => [
      {
        key: 'version',
        header: t('versions.version'),
        width: 110,
        sortable: true,
        cell: (version) => (
          <Text size="sm" fw={600} ff="monospace">
            {version.version}
          </Text>
        ),
      },
      { key: 'title', header: t('title'), alwaysVisible: true, sortable: true },
      {
        key: 'state',
        header: t('common.status'),
        width: 100,
        cell: (version) => <StateBadge map={VERSION_STATUS} value={stateOf(version)} />,
        exportValue: (version) => statusLabel(VERSION_STATUS, stateOf(version), language),
      },
      {
        key: 'publishTime',
        header: t('versions.publishTime'),
        width: 150,
        cell: (version) => <TimeText iso={version.publishTime} />,
        exportValue: (version) => formatDateTime(version.publishTime),
      },
      {
        key: 'createTime',
        header: t('common.createTime'),
        width: 150,
        defaultHidden: true,
        cell: (version) => <TimeText iso={version.createTime} />,
        exportValue: (version) => formatDateTime(version.createTime),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<Version>[]>(
    () => [
      { key: 'preview', label: t('preview'), icon: <EyeIcon size={15} />, onClick: setPreviewed },
      {
        key: 'publish',
        label: t('versions.publish'),
        icon: <PublishIcon size={15} />,
        color: 'teal',
        permission: MANAGE,
        visible: (version) => !version.published,
        onClick: (version) =>
          ask({
            title: t('versions.publishTitle'),
            message: t('versions.publishConfirm', { version: version.version, title: version.title }),
            confirmLabel: t('versions.publish'),
            onConfirm: () => publish.mutateAsync(version),
          }),
      },
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (version) => setEditing({ version }),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (version) =>
          ask({
            title: t('versions.deleteTitle'),
            message: version.published
              ? t('versions.deletePublishedConfirm', { version: version.version })
              : t('versions.deleteConfirm', { version: version.version }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(version),
          }),
      },
    ],
    [t, ask, publish.mutateAsync, remove.mutateAsync],
  );

  return (
    <>
      <ListPage
        title={t('versions.title')}
        subtitle={t('versions.subtitle')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<NotesIcon size={16} />}
              onClick={() => setNotesOpen(true)}
            >
              {t('versions.releaseNotes')}
            </Button>
            {can(MANAGE) ? (
              <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ version: null })}>
                {t('versions.add')}
              </Button>
            ) : null}
          </>
        }
        tableId="sys-versions"
        query={versions}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={setPreviewed}
        emptyText={t('versions.empty')}
      />
      {editing ? <VersionFormModal version={editing.version} onClose={() => setEditing(null)} /> : null}
      <Modal
        opened={previewed !== null}
        onClose={() => setPreviewed(null)}
        title={t('versions.previewTitle')}
        size={720}
        radius="md"
        centered
      >
        {previewed ? <ReleaseNote version={previewed} /> : null}
      </Modal>
      <ReleaseNotesModal opened={notesOpen} onClose={() => setNotesOpen(false)} />
      {confirmDialog}
    </>
  );
}
