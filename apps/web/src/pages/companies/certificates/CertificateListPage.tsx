import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  dateTimeColumn,
  formatDate,
  type ReviewedColumn,
  type ReviewedFilter,
  ReviewedListPage,
  StatusBadge,
  statusLabel,
  statusOptions,
} from '../../../kit';
import { COMPANY_KEYS, type HonourCertificate } from '../api';
import { REVIEW_STATUS } from '../review/reviewStatus';
import { CERTIFICATE_VALIDITY } from '../statuses';
import { CERTIFICATE_PATHS, MANAGE_CERTIFICATES } from './certificateApi';

/** /honorCertificateMessage: honour certificates — a company's own, or every company's for reviewers. */
export default function CertificateListPage() {
  const { t } = useTranslation('companies');
  const language = useLanguage();

  const filters = useMemo<ReviewedFilter[]>(
    () => [
      'reviewStatus',
      {
        key: 'validity',
        type: 'select',
        label: t('validity'),
        options: statusOptions(CERTIFICATE_VALIDITY, language),
        width: 140,
      },
    ],
    [t, language],
  );
  const columns = useMemo<ReviewedColumn<HonourCertificate>[]>(
    () => [
      {
        key: 'name',
        header: t('certificateList.name'),
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            {row.number ? (
              <Text size="xs" c="dimmed">
                {row.number}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { key: 'issuer', header: t('issuedBy'), sortable: true },
      'company',
      {
        key: 'issueDate',
        header: t('certificateList.issueDate'),
        width: 120,
        sortable: true,
        cell: (row) => formatDate(row.issueDate),
        exportValue: (row) => formatDate(row.issueDate),
      },
      {
        key: 'expiryDate',
        header: t('certificateList.expiryDate'),
        width: 120,
        sortable: true,
        cell: (row) =>
          row.expiryDate ? (
            formatDate(row.expiryDate)
          ) : (
            <Text c="dimmed">{t('certificateList.noExpiry')}</Text>
          ),
        exportValue: (row) => formatDate(row.expiryDate),
      },
      {
        key: 'validity',
        header: t('validity'),
        width: 100,
        cell: (row) => <StatusBadge miw="max-content" map={CERTIFICATE_VALIDITY} value={row.validity} />,
        exportValue: (row) => statusLabel(CERTIFICATE_VALIDITY, row.validity, language),
      },
      'reviewStatus',
      dateTimeColumn('createdAt', t('created'), (row) => row.createTime, {
        width: 150,
        sortable: true,
        defaultHidden: true,
      }),
    ],
    [t, language],
  );

  return (
    <ReviewedListPage
      title={t('certificateList.title')}
      subtitle={t('certificateList.subtitle')}
      tableId="honour-certificates"
      emptyText={t('certificateList.empty')}
      routes={ROUTES.certificates}
      queryKey={COMPANY_KEYS.certificates}
      paths={CERTIFICATE_PATHS}
      statuses={REVIEW_STATUS}
      manage={MANAGE_CERTIFICATES}
      addLabel={t('certificateList.add')}
      keywordLabel={t('certificateList.keyword')}
      filters={filters}
      columns={columns}
      deleteTexts={{
        title: t('certificateList.deleteTitle'),
        text: (row) => t('certificateList.deleteText', { name: row.name }),
        done: t('certificateList.deleted'),
      }}
    />
  );
}
