import { Group, Image, Loader, Modal, Paper, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PhotoIcon, useStoredFileUrl } from '../../../kit';

const STORED_FILE_URL = /^\/files\/([0-9a-f-]{36})$/;
const fileOf = (url: string) => {
  const id = STORED_FILE_URL.exec(url)?.[1];
  return id ? { id, url } : undefined;
};

function Thumb({ url, label, onOpen }: { url: string; label: string; onOpen: () => void }) {
  const { url: objectUrl, isLoading } = useStoredFileUrl(fileOf(url));
  return (
    <UnstyledButton onClick={onOpen} aria-label={label}>
      <Paper withBorder radius="md" w={104} h={104} style={{ overflow: 'hidden' }}>
        {objectUrl ? (
          <Image src={objectUrl} alt={label} w="100%" h="100%" fit="cover" />
        ) : (
          <Group h="100%" justify="center" c="dimmed">
            {isLoading ? <Loader size="sm" /> : <PhotoIcon size={24} />}
          </Group>
        )}
      </Paper>
    </UnstyledButton>
  );
}

function Preview({ url, label, onClose }: { url: string | null; label: string; onClose: () => void }) {
  const { url: objectUrl } = useStoredFileUrl(url ? fileOf(url) : undefined);
  return (
    <Modal opened={url !== null} onClose={onClose} title={label} size="auto" centered>
      {objectUrl ? (
        <Image src={objectUrl} alt={label} mah="75vh" maw="min(90vw, 1000px)" fit="contain" />
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}

/** Uploaded pictures (`/files/:id`) as thumbnails that open full size; fetched with the session. */
export function StoredImages({ urls, label }: { urls: readonly string[]; label: (index: number) => string }) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <Group gap="sm" data-testid="advice-images">
        {urls.map((url, index) => (
          <Thumb key={url} url={url} label={label(index)} onOpen={() => setOpened(index)} />
        ))}
      </Group>
      <Preview
        url={opened === null ? null : (urls[opened] ?? null)}
        label={opened === null ? '' : label(opened)}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
