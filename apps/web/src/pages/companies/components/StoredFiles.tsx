import {
  ActionIcon,
  Anchor,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAddress } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { BackIcon, DownloadIcon, FileIcon, PhotoIcon, saveBlob, useStoredFileUrl } from '../../../kit';
import { fileRefOf, storedFileOf } from './storedFiles';

async function download(url: string, name: string) {
  try {
    const blob = await downloadAddress(url);
    saveBlob(blob, storedFileOf(url, name, blob).name);
  } catch (error) {
    notifications.show({ color: 'red', message: error instanceof ApiError ? error.msg : String(error) });
  }
}

function Thumb({
  url,
  label,
  size,
  onOpen,
}: {
  url: string;
  label: string;
  size: number;
  onOpen: () => void;
}) {
  const { url: objectUrl, isLoading, error } = useStoredFileUrl(fileRefOf(url));
  return (
    <UnstyledButton onClick={onOpen} aria-label={label} data-testid="stored-image">
      <Paper withBorder radius="md" w={size} h={size} style={{ overflow: 'hidden' }} bg="gray.0">
        {objectUrl ? (
          <Image src={objectUrl} alt={label} w="100%" h="100%" fit="cover" />
        ) : (
          <Group h="100%" justify="center" c="dimmed">
            {isLoading ? <Loader size="sm" /> : error ? <FileIcon size={24} /> : <PhotoIcon size={24} />}
          </Group>
        )}
      </Paper>
    </UnstyledButton>
  );
}

function Preview({
  urls,
  index,
  label,
  onMove,
  onClose,
}: {
  urls: readonly string[];
  index: number | null;
  label: (index: number) => string;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  const url = index === null ? undefined : urls[index];
  const { url: objectUrl } = useStoredFileUrl(url ? fileRefOf(url) : undefined);
  const many = urls.length > 1;
  return (
    <Modal
      opened={index !== null}
      onClose={onClose}
      title={index === null ? '' : `${label(index)}${many ? ` (${index + 1} / ${urls.length})` : ''}`}
      size="auto"
      centered
    >
      <Stack align="center" gap="md">
        {objectUrl ? (
          <Image
            src={objectUrl}
            alt={index === null ? '' : label(index)}
            mah="70vh"
            maw="min(88vw, 1000px)"
            fit="contain"
          />
        ) : (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        )}
        <Group gap="sm">
          {many && index !== null ? (
            <>
              <Tooltip label={t('attachments.previous')} withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('attachments.previous')}
                  onClick={() => onMove((index - 1 + urls.length) % urls.length)}
                >
                  <BackIcon size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('attachments.next')} withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('attachments.next')}
                  onClick={() => onMove((index + 1) % urls.length)}
                >
                  <BackIcon size={18} style={{ transform: 'rotate(180deg)' }} />
                </ActionIcon>
              </Tooltip>
            </>
          ) : null}
          {url && index !== null ? (
            <Tooltip label={t('download')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('download')}
                onClick={() => void download(url, label(index))}
              >
                <DownloadIcon size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Uploaded pictures as thumbnails that open full size, one after another; read with the session. */
export function ImageGallery({
  urls,
  label,
  size = 104,
}: {
  urls: readonly string[];
  /** The name of the picture at an index (`Licence 1`). */
  label: (index: number) => string;
  size?: number;
}) {
  const [opened, setOpened] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <Group gap="sm">
        {urls.map((url, index) => (
          <Thumb key={url} url={url} label={label(index)} size={size} onOpen={() => setOpened(index)} />
        ))}
      </Group>
      <Preview urls={urls} index={opened} label={label} onMove={setOpened} onClose={() => setOpened(null)} />
    </>
  );
}

/** Uploaded documents as a list with downloads. */
export function DocumentList({ urls, label }: { urls: readonly string[]; label: (index: number) => string }) {
  const { t } = useTranslation('companies');
  if (urls.length === 0) return null;
  return (
    <Stack gap={6}>
      {urls.map((url, index) => (
        <Paper key={url} withBorder radius="md" px="sm" py={6}>
          <Group gap="sm" wrap="nowrap">
            <FileIcon size={18} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void download(url, label(index))}
              style={{ flex: 1, textAlign: 'left' }}
            >
              {label(index)}
            </Anchor>
            <Tooltip label={t('download')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${t('download')}: ${label(index)}`}
                onClick={() => void download(url, label(index))}
              >
                <DownloadIcon size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
