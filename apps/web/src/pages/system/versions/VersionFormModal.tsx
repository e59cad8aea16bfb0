import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZVersionBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { SYS_KEYS, type Version } from '../api';

const CONTENT_MAX = 20000;

/** Writes or changes a release note; it stays a draft until published. */
export function VersionFormModal({ version, onClose }: { version: Version | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const initial = useMemo(
    () => ({
      version: version?.version ?? '',
      title: version?.title ?? '',
      content: version?.content ?? '',
    }),
    [version],
  );
  const form = useZodForm(ZVersionBody, initial);
  const save = useApiMutation<Version, typeof initial>({
    call: (body) =>
      version
        ? callRouteEnvelope(ROUTES.system.versions.update, { params: { id: version.id }, body })
        : callRouteEnvelope(ROUTES.system.versions.create, { body }),
    form,
    invalidate: [SYS_KEYS.versions, SYS_KEYS.releaseNotes],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={version ? t('versions.editTitle') : t('versions.addTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('versions.version')}
          description={t('versions.versionHint')}
          placeholder="2.1.0"
          required
          maxLength={40}
          data-autofocus
          {...form.getInputProps('version')}
        />
        <TextInput
          label={t('title')}
          required
          maxLength={100}
          style={{ gridColumn: 'span 2' }}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <Textarea
        label={t('versions.content')}
        description={t('versions.contentHint', { length: form.values.content.length, max: CONTENT_MAX })}
        required
        autosize
        minRows={10}
        maxRows={20}
        maxLength={CONTENT_MAX}
        {...form.getInputProps('content')}
      />
    </FormModal>
  );
}
