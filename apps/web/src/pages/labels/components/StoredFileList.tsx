import {
  ActionIcon,
  Anchor,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAddress } from '../../../api/call';
import { DownloadIcon, FileIcon, formatBytes, PhotoIcon, saveBlob } from '../../../kit';
import { storedFileKey } from '../../../kit/upload/useStoredFile';

const FILE_ID = /^\/files\/([0-9a-f-]{36})$/i;
const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.ms-excel': 'xls',
  'application/x-cfb': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The bytes of a stored file, read with the session (the upload field's cache). */
function useStoredBlob(url: string) {
  const id = FILE_ID.exec(url)?.[1] ?? url;
  return useQuery({
    queryKey: storedFileKey(id),
    queryFn: ({ signal }) => downloadAddress(url, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

function StoredFile({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('kit');
  const file = useStoredBlob(url);
  const objectUrl = useObjectUrl(file.data?.type.startsWith('image/') ? file.data : undefined);
  const [opened, setOpened] = useState(false);
  const extension = file.data ? EXTENSION[file.data.type] : undefined;
  const fullName = extension ? `${name}.${extension}` : name;
  const save = () => file.data && saveBlob(file.data, fullName);

  if (objectUrl) {
    return (
      <>
        <UnstyledButton onClick={() => setOpened(true)} aria-label={fullName} data-testid="stored-image">
          <Paper withBorder radius="md" w={112} h={112} style={{ overflow: 'hidden' }}>
            <Image src={objectUrl} alt={fullName} w="100%" h="100%" fit="cover" />
          </Paper>
        </UnstyledButton>
        <Modal opened={opened} onClose={() => setOpened(false)} title={fullName} size="auto" centered>
          <Stack align="center" gap="md">
            <Image src={objectUrl} alt={fullName} mah="70vh" maw="min(88vw, 1000px)" fit="contain" />
            <Anchor component="button" type="button" size="sm" onClick={save}>
              {t('upload.download')}
            </Anchor>
          </Stack>
        </Modal>
      </>
    );
  }
  return (
    <Paper withBorder radius="md" px="sm" py={8} miw={240}>
      <Group gap="sm" wrap="nowrap">
        {file.isPending ? (
          <Loader size={18} />
        ) : file.isError ? (
          <PhotoIcon size={20} />
        ) : (
          <FileIcon size={20} />
        )}
        <Stack gap={0} flex={1} miw={0}>
          <Anchor component="button" type="button" size="sm" onClick={save} ta="left" truncate>
            {fullName}
          </Anchor>
          {file.data ? (
            <Text size="xs" c="dimmed">
              {formatBytes(file.data.size)}
            </Text>
          ) : null}
        </Stack>
        <Tooltip label={t('upload.download')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${t('upload.download')}: ${fullName}`}
            onClick={save}
            disabled={!file.data}
          >
            <DownloadIcon size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** The files of a record (application documents, receipts): pictures as thumbnails, documents as downloads. */
export function StoredFileList({ urls, name }: { urls: readonly string[]; name: string }) {
  if (urls.length === 0) return null;
  return (
    <Group gap="sm" align="flex-start">
      {urls.map((url, index) => (
        <StoredFile key={url} url={url} name={urls.length > 1 ? `${name} ${index + 1}` : name} />
      ))}
    </Group>
  );
}
