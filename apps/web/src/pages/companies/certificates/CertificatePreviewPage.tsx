import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import {
  formatDate,
  formatDateTime,
  MissingRecord,
  ReviewedRecordPage,
  StatusBadge,
  useIdParam,
} from '../../../kit';
import { COMPANY_KEYS, type HonourCertificate } from '../api';
import { ImageGallery } from '../components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../review/PendingChange';
import { useReviewSection } from '../review/ReviewHistory';
import { REVIEW_STATUS } from '../review/reviewStatus';
import { CERTIFICATE_VALIDITY } from '../statuses';
import { CERTIFICATE_LIST, CERTIFICATE_PATHS, useCertificate } from './certificateApi';

/**
 * /previewCertificate: a certificate with its pictures, validity, review state and history; a
 * waiting change beside the approved version; reviewers decide here.
 */
export default function CertificatePreviewPage() {
  const { t } = useTranslation('companies');
  const id = useIdParam();
  const certificate = useCertificate(id);
  const reviewSection = useReviewSection();
  const pendingSection = usePendingChangeSection();
  if (!id) return <MissingRecord title={t('certificateList.previewTitle')} back={CERTIFICATE_LIST} />;

  const changeFields: ChangeField[] = [
    { key: 'name', label: t('certificateList.name') },
    { key: 'issuer', label: t('issuedBy') },
    { key: 'number', label: t('certificateNumber') },
    {
      key: 'issueDate',
      label: t('certificateList.issueDate'),
      render: (value) => formatDate(value as string),
    },
    {
      key: 'expiryDate',
      label: t('certificateList.expiryDate'),
      render: (value) => formatDate(value as string | null),
    },
    { key: 'description', label: t('certificateList.description') },
    {
      key: 'images',
      label: t('certificateList.images'),
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <ImageGallery
            urls={value as string[]}
            label={(index: number) => t('attachments.image', { number: index + 1 })}
            size={64}
          />
        ) : null,
    },
  ];

  return (
    <ReviewedRecordPage
      mode="audit"
      title={(data: HonourCertificate) => data.name}
      query={certificate}
      routes={ROUTES.certificates}
      paths={CERTIFICATE_PATHS}
      statuses={REVIEW_STATUS}
      invalidate={[COMPANY_KEYS.certificates, COMPANY_KEYS.directory]}
      afterDecision="stay"
      badge={(data) => (
        <Group gap={6}>
          <StatusBadge map={CERTIFICATE_VALIDITY} value={data.validity} size="lg" />
          <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} size="lg" />
        </Group>
      )}
      subtitle={(data) => `${data.issuer} · ${data.corpName}`}
      sections={(data) => [
        {
          title: t('certificateList.imagesSection'),
          content:
            data.images.length > 0 ? (
              <ImageGallery
                urls={data.images}
                label={(index: number) => t('attachments.image', { number: index + 1 })}
                size={160}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('certificateList.noImages')}
              </Text>
            ),
        },
        {
          title: t('certificateList.detailsSection'),
          columns: 3,
          items: [
            { label: t('certificateList.name'), value: data.name },
            { label: t('issuedBy'), value: data.issuer },
            { label: t('certificateNumber'), value: data.number },
            { label: t('certificateList.issueDate'), value: formatDate(data.issueDate) },
            {
              label: t('certificateList.expiryDate'),
              value: data.expiryDate ? formatDate(data.expiryDate) : t('certificateList.noExpiry'),
            },
            { label: t('validity'), value: <StatusBadge map={CERTIFICATE_VALIDITY} value={data.validity} /> },
            { label: t('company'), value: data.corpName },
            { label: t('created'), value: formatDateTime(data.createTime) },
            {
              label: t('certificateList.description'),
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
            label: t('reviewStatus'),
            value: <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} />,
          },
        ]),
      ]}
    />
  );
}
