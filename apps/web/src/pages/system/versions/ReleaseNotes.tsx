import { Badge, Group, Loader, Modal, Pagination, Stack, Text, Timeline, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { formatDate } from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { SYS_KEYS, type Version } from '../api';
import { NotesIcon } from '../components/icons';

const PAGE_SIZE = 10;

/** One release note as people read it: version, title, date and the text as written. */
export function ReleaseNote({
  version,
}: {
  version: Pick<Version, 'version' | 'title' | 'content' | 'publishTime'>;
}) {
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Badge variant="light" radius="sm" size="lg" tt="none">
          v{version.version}
        </Badge>
        <Title order={4} size="h5">
          {version.title}
        </Title>
      </Group>
      {version.publishTime ? (
        <Text size="xs" c="dimmed">
          {formatDate(version.publishTime)}
        </Text>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {version.content}
      </Text>
    </Stack>
  );
}

/**
 * The published release notes, newest first, for everyone signed in (`GET /versions`). The list
 * loads only while the dialog is open.
 */
export function ReleaseNotesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('system');
  const [page, setPage] = useState(1);
  const notes = useQuery({
    queryKey: [...SYS_KEYS.releaseNotes, page],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.system.publishedVersions, { query: { page, pageSize: PAGE_SIZE } }, { signal }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((notes.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap="xs">
          <NotesIcon size={20} />
          <Text fw={600} size="lg">
            {t('versions.releaseNotes')}
          </Text>
        </Group>
      }
      size={720}
      radius="md"
      centered
    >
      {notes.error ? (
        <LoadFailed error={notes.error} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Group justify="center" py={60}>
          <Loader />
        </Group>
      ) : notes.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('versions.noReleaseNotes')}
        </Text>
      ) : (
        <Stack gap="lg" data-testid="release-notes">
          <Timeline bulletSize={14} lineWidth={2} active={0}>
            {notes.data.list.map((version) => (
              <Timeline.Item key={version.id}>
                <ReleaseNote version={version} />
              </Timeline.Item>
            ))}
          </Timeline>
          {pages > 1 ? (
            <Group justify="center">
              <Pagination size="sm" total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
