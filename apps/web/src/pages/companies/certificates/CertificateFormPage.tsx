import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZHonourCertificateBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  FormPage,
  FormSection,
  MissingRecord,
  UploadField,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { COMPANY_KEYS, type HonourCertificate } from '../api';
import { DateField } from '../components/DateField';
import { useStoredFiles } from '../components/storedFiles';
import { profileToEdit } from '../profile/companyForm';
import { ReviewNotice } from '../review/ReviewNotice';
import { CERTIFICATE_LIST, useCertificate } from './certificateApi';
import { certificateFormValues, EMPTY_CERTIFICATE_FORM, toCertificateBody } from './certificateForm';

const DESCRIPTION_MAX = 500;

function CertificateForm({
  certificate,
  loading,
  loadError,
  onRetry,
}: {
  /** The certificate being changed; none for a new one. */
  certificate?: HonourCertificate;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const start = useMemo(
    () => (certificate ? profileToEdit(certificate, certificate.review.pendingChange) : undefined),
    [certificate],
  );
  const images = useStoredFiles(start?.images as string[] | undefined, (index: number) =>
    t('attachments.image', { number: index + 1 }),
  );
  const form = useZodForm(ZHonourCertificateBody, EMPTY_CERTIFICATE_FORM, { toInput: toCertificateBody });
  const { initialize } = form;
  useEffect(() => {
    if (start && images) initialize(certificateFormValues(start, images));
  }, [start, images, initialize]);

  const save = useApiMutation<HonourCertificate, z.output<typeof ZHonourCertificateBody>>({
    call: (body) =>
      certificate
        ? callRouteEnvelope(ROUTES.certificates.update, { params: { id: certificate.id }, body })
        : callRouteEnvelope(ROUTES.certificates.create, { body }),
    form,
    invalidate: [COMPANY_KEYS.certificates, COMPANY_KEYS.directory],
    successMessage: certificate ? t('changeSubmittedForReview') : t('certificateList.created'),
    onSuccess: (saved) => navigate(`/previewCertificate?id=${saved.id}`, { replace: true }),
  });
  const description = form.values.description;

  return (
    <FormPage
      title={editing ? t('certificateList.editTitle') : t('certificateList.addTitle')}
      subtitle={editing ? certificate?.name : t('certificateList.addSubtitle')}
      back={CERTIFICATE_LIST}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {certificate ? (
        <ReviewNotice status={certificate.review.reviewStatus} remark={certificate.review.lastRemark} />
      ) : null}
      <FormSection title={t('certificateList.detailsSection')}>
        <TextInput
          label={t('certificateList.name')}
          required
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('issuedBy')} required maxLength={100} {...form.getInputProps('issuer')} />
          <TextInput label={t('certificateNumber')} maxLength={50} {...form.getInputProps('number')} />
          <DateField label={t('certificateList.issueDate')} required {...form.getInputProps('issueDate')} />
          <DateField
            label={t('certificateList.expiryDate')}
            description={t('certificateList.expiryHint')}
            minDate={form.values.issueDate ?? undefined}
            {...form.getInputProps('expiryDate')}
          />
        </SimpleGrid>
        <Textarea
          label={t('certificateList.description')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={DESCRIPTION_MAX}
          description={`${description.length} / ${DESCRIPTION_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('description')}
        />
      </FormSection>
      <FormSection
        title={t('certificateList.imagesSection')}
        description={t('certificateList.imagesDescription')}
      >
        <UploadField
          kind="image"
          multiple
          maxFiles={9}
          label={t('certificateList.images')}
          required
          {...form.getInputProps('images')}
          value={form.values.images}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addCertificate: a company adds an honour certificate; it waits for review. */
export function AddCertificatePage() {
  return <CertificateForm />;
}

/** /editCertificate: a change goes through review; an approved certificate stays as approved until then. */
export function EditCertificatePage() {
  const { t } = useTranslation('companies');
  const id = useIdParam();
  const certificate = useCertificate(id);
  if (!id) return <MissingRecord title={t('certificateList.editTitle')} back={CERTIFICATE_LIST} />;
  return (
    <CertificateForm
      certificate={certificate.data}
      loading={certificate.isPending}
      loadError={certificate.error}
      onRetry={() => void certificate.refetch()}
    />
  );
}
