import { Button, Group, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { AuditPage, formatDate, formatDateTime, StatusBadge, useApiMutation, useTexts } from '../../../kit';
import { COMPANY_KEYS, type HonourCertificate, idFrom } from '../api';
import { MissingRecord } from '../components/MissingRecord';
import { ImageGallery } from '../components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../review/PendingChange';
import { useReviewSection } from '../review/ReviewHistory';
import { REVIEW_STATUS } from '../review/reviewStatus';
import { CERTIFICATE_VALIDITY } from '../statuses';
import { texts } from '../texts';
import { CERTIFICATE_LIST, useCertificate } from './certificateApi';

/**
 * /previewCertificate: a certificate with its pictures, validity, review state and history; a
 * waiting change beside the approved version; reviewers decide here.
 */
export default function CertificatePreviewPage() {
  const t = useTexts(texts);
  const c = t.certificates;
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const certificate = useCertificate(id);
  const reviewSection = useReviewSection();
  const pendingSection = usePendingChangeSection();
  const decide = useApiMutation<{ status: string }, { decision: 'approve' | 'reject'; remark: string }>({
    call: ({ decision, remark }) =>
      callRouteEnvelope(ROUTES.certificates[decision], {
        params: { id: id ?? '' },
        body: { remark: remark || null },
      }),
    invalidate: [COMPANY_KEYS.certificates, COMPANY_KEYS.directory],
    successMessage: (_data, { decision }) => (decision === 'approve' ? t.audit.approved : t.audit.rejected),
  });
  if (!id) return <MissingRecord title={c.previewTitle} back={CERTIFICATE_LIST} />;

  const changeFields: ChangeField[] = [
    { key: 'name', label: c.name },
    { key: 'issuer', label: c.issuer },
    { key: 'number', label: c.number },
    { key: 'issueDate', label: c.issueDate, render: (value) => formatDate(value as string) },
    { key: 'expiryDate', label: c.expiryDate, render: (value) => formatDate(value as string | null) },
    { key: 'description', label: c.description },
    {
      key: 'images',
      label: c.images,
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <ImageGallery urls={value as string[]} label={t.files.image} size={64} />
        ) : null,
    },
  ];

  return (
    <AuditPage
      title={(data: HonourCertificate) => data.name}
      back={CERTIFICATE_LIST}
      query={certificate}
      badge={(data) => (
        <Group gap={6}>
          <StatusBadge map={CERTIFICATE_VALIDITY} value={data.validity} size="lg" />
          <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} size="lg" />
        </Group>
      )}
      subtitle={(data) => `${data.issuer} · ${data.corpName}`}
      actions={(data) =>
        data.actions.includes('edit') ? (
          <Button variant="default" onClick={() => navigate(`/editCertificate?id=${data.id}`)}>
            {t.common.edit}
          </Button>
        ) : null
      }
      sections={(data) => [
        {
          title: c.imagesSection,
          content:
            data.images.length > 0 ? (
              <ImageGallery urls={data.images} label={t.files.image} size={160} />
            ) : (
              <Text size="sm" c="dimmed">
                {c.noImages}
              </Text>
            ),
        },
        {
          title: c.detailsSection,
          columns: 3,
          items: [
            { label: c.name, value: data.name },
            { label: c.issuer, value: data.issuer },
            { label: c.number, value: data.number },
            { label: c.issueDate, value: formatDate(data.issueDate) },
            { label: c.expiryDate, value: data.expiryDate ? formatDate(data.expiryDate) : c.noExpiry },
            { label: c.validity, value: <StatusBadge map={CERTIFICATE_VALIDITY} value={data.validity} /> },
            { label: t.common.company, value: data.corpName },
            { label: t.common.createTime, value: formatDateTime(data.createTime) },
            {
              label: c.description,
              value: data.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {data.description}
                </Text>
              ) : null,
              wide: true,
            },
          ],
        },
        ...(data.review.pendingChange
          ? [pendingSection({ approved: data, change: data.review.pendingChange, fields: changeFields })]
          : []),
        reviewSection(data.review, [
          {
            label: t.review.status,
            value: <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} />,
          },
        ]),
      ]}
      onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
    />
  );
}
