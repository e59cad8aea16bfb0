import { Alert, Button, Chip, Group, Input, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  CONSUMER_FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPES,
  type RouteInput,
  ZConsumerFeedbackBody,
} from '@trace/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { statusLabel, useZodForm } from '../../../kit';
import { FEEDBACK_TYPE } from '../statuses';
import { type ConsumerLabel, postPublic } from './api';

function FeedbackForm({
  label,
  t,
  onSent,
}: {
  label: ConsumerLabel;
  t: TFunction<'members'>;
  onSent: () => void;
}) {
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    ZConsumerFeedbackBody,
    { excode: label.excode, type: label.labelVoid ? 'authenticity' : 'quality', content: '', contact: '' },
    { toInput: (values) => ({ ...values, contact: values.contact?.trim() || null }) },
  );
  const send = useMutation({
    mutationFn: (body: RouteInput<typeof ROUTES.consumers.feedback>['body']) =>
      postPublic(ROUTES.consumers.feedback, body),
  });

  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        setFailure(null);
        try {
          await send.mutateAsync(body);
          onSent();
        } catch (error) {
          if (form.setServerErrors(error)) return;
          setFailure(error instanceof ApiError ? error.msg : t('public.unexpected'));
        }
      })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('public.feedback.intro')}</Text>
        <Input.Wrapper label={t('public.feedback.type')} required error={form.errors.type}>
          <Chip.Group
            multiple={false}
            value={form.values.type}
            onChange={(value) => form.setFieldValue('type', value as typeof form.values.type)}
          >
            <Group gap={8} mt={6}>
              {FEEDBACK_TYPES.map((type) => (
                <Chip key={type} value={type} size="sm" variant="outline">
                  {statusLabel(FEEDBACK_TYPE, type, language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Textarea
          label={t('public.feedback.content')}
          placeholder={t('public.feedback.contentPlaceholder')}
          description={`${form.values.content.length}/${CONSUMER_FEEDBACK_TEXT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={3}
          maxRows={6}
          maxLength={CONSUMER_FEEDBACK_TEXT_MAX}
          {...form.getInputProps('content')}
        />
        <TextInput
          label={t('public.feedback.contact')}
          description={t('public.feedback.contactHint')}
          maxLength={50}
          autoComplete="tel"
          {...form.getInputProps('contact')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('public.feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Feedback or a complaint about the product; taken for void labels too (a counterfeit report). */
export function FeedbackSection({ label }: { label: ConsumerLabel }) {
  const { t } = useTranslation('members');
  const [sent, setSent] = useState(0);
  const [showForm, setShowForm] = useState(true);

  if (!showForm)
    return (
      <Stack gap="sm">
        <Alert color="teal" variant="light" role="status">
          {t('public.feedback.done', { corp: label.corpName })}
        </Alert>
        <Button variant="subtle" onClick={() => setShowForm(true)}>
          {t('public.feedback.another')}
        </Button>
      </Stack>
    );
  return (
    <FeedbackForm
      key={sent}
      label={label}
      t={t}
      onSent={() => {
        setSent((count) => count + 1);
        setShowForm(false);
      }}
    />
  );
}
