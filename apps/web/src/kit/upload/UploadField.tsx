import '@mantine/dropzone/styles.css';

import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Image,
  Input,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@trace/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAddress, uploadRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { saveBlob } from '../download';
import { formatBytes } from '../format';
import { CloseIcon, DownloadIcon, FileIcon, PhotoIcon, UploadIcon } from '../icons';
import classes from './UploadField.module.css';
import { useReportUploading } from './uploadActivity';
import { checkUpload, UPLOAD_RULES, type UploadKind } from './uploadRules';
import { storedFileKey, useStoredFileUrl } from './useStoredFile';

export interface UploadFieldProps {
  /**
   * `image`: JPG/PNG/GIF up to 5 MB, shown as previews; `document`: PDF/XLS/XLSX up to 20 MB;
   * `spreadsheet`: XLS/XLSX up to 20 MB, listed like documents.
   */
  kind: UploadKind;
  /** The stored files (what the form submits, usually as their ids). */
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  multiple?: boolean;
  /** At most this many files (default 1, or 9 with `multiple`). */
  maxFiles?: number;
  label?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** The form's error for the field. */
  error?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
}

interface Problem {
  name: string;
  message: string;
}

function ImageThumb({
  file,
  onOpen,
  onRemove,
  removeLabel,
}: {
  file: StoredFile;
  onOpen: () => void;
  onRemove?: () => void;
  removeLabel: string;
}) {
  const { url, isLoading } = useStoredFileUrl(file);
  return (
    <Box className={classes.thumb}>
      <UnstyledButton onClick={onOpen} className={classes.thumbButton} aria-label={file.name}>
        {url ? (
          <Image src={url} alt={file.name} w="100%" h="100%" fit="cover" />
        ) : (
          <Group h="100%" justify="center">
            {isLoading ? <Loader size="sm" /> : <PhotoIcon size={26} />}
          </Group>
        )}
      </UnstyledButton>
      {onRemove ? (
        <ActionIcon
          className={classes.remove}
          size="sm"
          radius="xl"
          color="dark"
          variant="filled"
          aria-label={`${removeLabel}: ${file.name}`}
          onClick={onRemove}
        >
          <CloseIcon size={12} />
        </ActionIcon>
      ) : null}
    </Box>
  );
}

function ImagePreview({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  const { url } = useStoredFileUrl(file ?? undefined);
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.name} size="auto" centered>
      {url ? (
        <Image src={url} alt={file?.name} mah="75vh" maw="min(90vw, 1000px)" fit="contain" />
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}

/**
 * Uploads files to `POST /upload/file` and holds the stored files as its value. Files are checked
 * here first (type, size, with the server's own wording) and the server's refusals are shown per file.
 * Images preview through the session (stored file URLs need the token).
 */
export function UploadField({
  kind,
  value,
  onChange,
  multiple = false,
  maxFiles = multiple ? 9 : 1,
  label,
  description,
  required,
  error,
  disabled,
  onBlur,
}: UploadFieldProps) {
  const { t } = useTranslation('kit');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const rule = UPLOAD_RULES[kind];
  const [pending, setPending] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [previewed, setPreviewed] = useState<StoredFile | null>(null);
  // Uploads finish one by one; each adds to the latest list, not to the list when it started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  useReportUploading(pending.length > 0);

  const room = maxFiles - value.length - pending.length;
  const full = room <= 0;

  async function upload(file: FileWithPath): Promise<void> {
    const stored = await uploadRoute(ROUTES.files.upload, file, file.name);
    queryClient.setQueryData(storedFileKey(stored.id), file);
    const next = multiple ? [...latest.current, stored] : [stored];
    latest.current = next;
    onChange(next);
  }

  async function accept(files: FileWithPath[]) {
    const found: Problem[] = [];
    const chosen: FileWithPath[] = [];
    for (const file of files) {
      const message = checkUpload(file, kind, language);
      if (message) found.push({ name: file.name, message });
      else if (chosen.length < Math.max(room, multiple ? 0 : 1)) chosen.push(file);
      else found.push({ name: file.name, message: t('upload.tooMany', { count: maxFiles }) });
    }
    setProblems(found);
    if (chosen.length === 0) return;
    const names = chosen.map((file) => file.name);
    setPending((current) => [...current, ...names]);
    await Promise.all(
      chosen.map(async (file) => {
        try {
          await upload(file);
        } catch (failure) {
          const message =
            failure instanceof ApiError
              ? failure.msg
              : failure instanceof Error
                ? failure.message
                : String(failure);
          setProblems((current) => [...current, { name: file.name, message }]);
        } finally {
          setPending((current) => {
            const index = current.indexOf(file.name);
            return index < 0 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
          });
        }
      }),
    );
    onBlur?.();
  }

  function remove(id: string) {
    const next = value.filter((file) => file.id !== id);
    latest.current = next;
    onChange(next);
  }

  async function download(file: StoredFile) {
    try {
      saveBlob(await downloadAddress(file.url), file.name);
    } catch (failure) {
      if (failure instanceof ApiError) setProblems([{ name: file.name, message: failure.msg }]);
    }
  }

  const hint = t('upload.hint', {
    types: rule.allowedText,
    size: formatBytes(rule.maxBytes),
  });

  const dropzone = (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(accepted, rejected) => void accept([...accepted, ...rejected.map((r) => r.file)])}
      accept={rule.accept as Record<string, string[]>}
      multiple={multiple}
      disabled={disabled || (full && multiple)}
      className={kind === 'image' && multiple ? classes.tile : classes.strip}
      inputProps={{ id: inputId }}
      data-invalid={error ? true : undefined}
      aria-label={typeof label === 'string' ? label : undefined}
    >
      {kind === 'image' && multiple ? (
        <Stack align="center" justify="center" gap={4} h="100%">
          <UploadIcon size={22} />
          <Text size="xs" c="dimmed">
            {t('upload.add')}
          </Text>
        </Stack>
      ) : (
        <Group justify="center" gap="md" wrap="nowrap" mih={64}>
          <ThemeIcon variant="light" size={40} radius="xl">
            <UploadIcon size={20} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={500}>
              {full ? t('upload.replace') : t('upload.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      )}
    </Dropzone>
  );

  return (
    <Input.Wrapper
      label={label}
      description={kind === 'image' && multiple ? (description ?? hint) : description}
      required={required}
      error={error}
      labelProps={{ htmlFor: inputId }}
    >
      <Stack gap="xs" mt={label || description ? 6 : 0}>
        {kind === 'image' ? (
          <Group gap="sm" align="flex-start">
            {value.map((file) => (
              <ImageThumb
                key={file.id}
                file={file}
                onOpen={() => setPreviewed(file)}
                onRemove={disabled ? undefined : () => remove(file.id)}
                removeLabel={t('upload.remove')}
              />
            ))}
            {pending.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same name can be uploading twice
              <Paper key={`${name}-${index}`} className={classes.thumb} withBorder>
                <Stack align="center" justify="center" h="100%" gap={4}>
                  <Loader size="sm" />
                  <Text size="xs" c="dimmed" lineClamp={1} maw={80}>
                    {name}
                  </Text>
                </Stack>
              </Paper>
            ))}
            {multiple ? (full ? null : dropzone) : null}
          </Group>
        ) : null}
        {kind !== 'image' || !multiple ? dropzone : null}
        {kind !== 'image' && (value.length > 0 || pending.length > 0) ? (
          <Stack gap={6}>
            {value.map((file) => (
              <Paper key={file.id} withBorder radius="md" px="sm" py={6}>
                <Group gap="sm" wrap="nowrap">
                  <FileIcon size={18} />
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void download(file)}
                    lineClamp={1}
                    style={{ flex: 1, textAlign: 'left' }}
                  >
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                  <Tooltip label={t('upload.download')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${t('upload.download')}: ${file.name}`}
                      onClick={() => void download(file)}
                    >
                      <DownloadIcon size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {disabled ? null : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('upload.remove')}: ${file.name}`}
                      onClick={() => remove(file.id)}
                    >
                      <CloseIcon size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            ))}
            {pending.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same name can be uploading twice
              <Paper key={`${name}-${index}`} withBorder radius="md" px="sm" py={6}>
                <Group gap="sm" wrap="nowrap">
                  <Loader size={16} />
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {t('upload.uploading', { name })}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
        {problems.length > 0 ? (
          <Stack gap={2} role="alert" data-testid="upload-problems">
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are shown, never reordered
              <Text key={index} size="xs" c="red">
                {problem.name}: {problem.message}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ImagePreview file={previewed} onClose={() => setPreviewed(null)} />
    </Input.Wrapper>
  );
}
