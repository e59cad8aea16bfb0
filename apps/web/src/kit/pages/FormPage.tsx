import { Card, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormErrors } from '../form/FormErrors';
import { SubmitBar } from '../form/SubmitBar';
import { UploadActivity, useUploadActivity } from '../upload/uploadActivity';
import { DetailSkeleton } from './DetailSections';
import { LoadFailed } from './LoadFailed';
import { PageHeader, useGoBack } from './PageHeader';

export interface FormPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The list page to return to (back button and cancel). */
  back?: string;
  /** `form.submit(handler)` from `useZodForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  submitLabel?: string;
  /** Server errors that belong to no field (`form.formErrors`). */
  formErrors?: readonly string[];
  /** Edit pages: the record is still loading, or failed to (then `onRetry`). */
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** Widest the form grows (default 880 px). */
  maxWidth?: number;
  children: ReactNode;
}

/** A titled group of fields inside a form page. */
export function FormSection({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      {title ? (
        <Title order={3} size="h5" mb={description ? 4 : 'md'}>
          {title}
        </Title>
      ) : null}
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** The add and edit page of a resource: header, the fields, errors without a field, save/cancel. */
export function FormPage({
  title,
  subtitle,
  back,
  onSubmit,
  submitting,
  submitLabel,
  formErrors = [],
  loading,
  loadError,
  onRetry,
  maxWidth = 880,
  children,
}: FormPageProps) {
  const goBack = useGoBack(back);
  const uploads = useUploadActivity();
  return (
    <Stack gap="lg" maw={maxWidth}>
      <PageHeader title={title} subtitle={subtitle} back={back} />
      {loadError ? (
        <LoadFailed error={loadError} onRetry={() => onRetry?.()} />
      ) : loading ? (
        <DetailSkeleton />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <UploadActivity.Provider value={uploads.report}>{children}</UploadActivity.Provider>
            <FormErrors messages={formErrors} />
            <SubmitBar
              submitting={submitting}
              uploading={uploads.uploading}
              submitLabel={submitLabel}
              onCancel={goBack}
            />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
