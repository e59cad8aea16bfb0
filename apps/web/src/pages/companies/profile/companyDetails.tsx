import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DetailSection, formatDate, formatDateTime, StatusBadge, useDictionary } from '../../../kit';
import type { Company } from '../api';
import { daysUntil } from '../components/dates';
import { DocumentList, ImageGallery } from '../components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../review/PendingChange';
import { useReviewSection } from '../review/ReviewHistory';
import { COMPANY_STATUS, SY_STATUS, TRACE_STATUS } from '../statuses';

/** Days left of a contract, coloured as the reminders count them (30 days and less: soon). */
export function DaysLeft({ end }: { end: string | null }) {
  const { t } = useTranslation('companies');
  const days = daysUntil(end);
  if (days === null) return null;
  const color = days < 0 ? 'red' : days <= 30 ? 'orange' : 'teal';
  return (
    <Badge variant="light" color={color} miw="max-content" data-testid="contract-days-left">
      {days < 0 ? t('trace.ended') : days === 0 ? t('trace.endsToday') : t('trace.daysLeft', { count: days })}
    </Badge>
  );
}

/** The profile of a company as detail sections: identity, contacts and addresses, documents. */
export function useCompanySections() {
  const { t } = useTranslation('companies');
  return (company: Company): DetailSection[] => [
    {
      title: t('company'),
      columns: 3,
      items: [
        { label: t('companyName'), value: company.name },
        { label: t('fields.kind'), value: t(`kinds.${company.kind}`) },
        { label: t('country'), value: company.countryName ?? company.countryId },
        { label: t('fields.registrationNo'), value: company.registrationNo },
        { label: t('fields.gln'), value: company.gln },
        { label: t('fields.legalRepresentative'), value: company.legalRepresentative },
        { label: t('created'), value: formatDateTime(company.createTime) },
      ],
    },
    {
      title: t('detail.contactSection'),
      columns: 3,
      items: [
        { label: t('fields.contactName'), value: company.contactName },
        { label: t('fields.contactPhone'), value: company.contactPhone },
        { label: t('fields.contactEmail'), value: company.contactEmail },
        { label: t('fields.address'), value: company.address, wide: true },
        { label: t('fields.productionAddress'), value: company.productionAddress, wide: true },
        {
          label: t('fields.introduction'),
          value: company.introduction ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {company.introduction}
            </Text>
          ) : null,
          wide: true,
        },
      ],
    },
    {
      title: t('detail.documentsSection'),
      columns: 1,
      items: [
        {
          label: t('fields.licenceFiles'),
          value:
            company.licenceFiles.length > 0 ? (
              <ImageGallery
                urls={company.licenceFiles}
                label={(index: number) => t('attachments.licence', { number: index + 1 })}
              />
            ) : null,
        },
        {
          label: t('fields.documentFiles'),
          value:
            company.documentFiles.length > 0 ? (
              <DocumentList
                urls={company.documentFiles}
                label={(index: number) => t('attachments.document', { number: index + 1 })}
              />
            ) : null,
        },
      ],
    },
  ];
}

/** The traceability contract of a company as a detail section. */
export function useTraceabilitySection() {
  const { t } = useTranslation('companies');
  return (company: Company): DetailSection => ({
    title: t('trace.contractSection'),
    columns: 3,
    items: [
      { label: t('traceability'), value: <StatusBadge map={TRACE_STATUS} value={company.traceStatus} /> },
      {
        label: t('trace.syStatus'),
        value:
          company.syStatus === null ? null : (
            <StatusBadge map={SY_STATUS} value={company.syStatus as keyof typeof SY_STATUS} />
          ),
      },
      { label: t('trace.tracePause'), value: company.tracePause ? t('yes') : t('no') },
      { label: t('trace.contractStart'), value: formatDate(company.syStartTime) },
      {
        label: t('trace.contractEnd'),
        value: company.syEndTime ? (
          <Group gap={8}>
            <span>{formatDate(company.syEndTime)}</span>
            <DaysLeft end={company.syEndTime} />
          </Group>
        ) : null,
      },
      {
        label: t('trace.operability'),
        value: company.operability.ok ? (
          <Text size="sm" c="teal">
            {t('trace.operable')}
          </Text>
        ) : (
          <Text size="sm" c="red" data-testid="operability-reason">
            {company.operability.reason}
          </Text>
        ),
      },
    ],
  });
}

/** The fields of a company as a waiting change compares them. */
export function useCompanyChangeFields(): ChangeField[] {
  const { t } = useTranslation('companies');
  const countries = useDictionary('country');
  const countryName = (value: unknown) =>
    countries.data?.find((item) => item.value === value)?.label ?? (value as string | null);
  return [
    { key: 'name', label: t('companyName') },
    { key: 'countryId', label: t('country'), render: countryName },
    { key: 'registrationNo', label: t('fields.registrationNo') },
    { key: 'gln', label: t('fields.gln') },
    { key: 'legalRepresentative', label: t('fields.legalRepresentative') },
    { key: 'contactName', label: t('fields.contactName') },
    { key: 'contactPhone', label: t('fields.contactPhone') },
    { key: 'contactEmail', label: t('fields.contactEmail') },
    { key: 'address', label: t('fields.address') },
    { key: 'productionAddress', label: t('fields.productionAddress') },
    { key: 'introduction', label: t('fields.introduction') },
    {
      key: 'licenceFiles',
      label: t('fields.licenceFiles'),
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <ImageGallery
            urls={value as string[]}
            label={(index: number) => t('attachments.licence', { number: index + 1 })}
            size={64}
          />
        ) : null,
    },
    {
      key: 'documentFiles',
      label: t('fields.documentFiles'),
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <DocumentList
            urls={value as string[]}
            label={(index: number) => t('attachments.document', { number: index + 1 })}
          />
        ) : null,
    },
  ];
}

/**
 * A company as its detail, profile and review pages show it: a waiting change beside the approved
 * profile first, then the profile, the traceability contract and the review with its history.
 */
export function useCompanyRecordSections() {
  const { t } = useTranslation('companies');
  const profile = useCompanySections();
  const traceability = useTraceabilitySection();
  const review = useReviewSection();
  const pending = usePendingChangeSection();
  const changeFields = useCompanyChangeFields();
  return (company: Company): DetailSection[] => [
    ...(company.review.pendingChange
      ? [pending({ approved: company, change: company.review.pendingChange, fields: changeFields })]
      : []),
    ...profile(company),
    traceability(company),
    review(company.review, [
      { label: t('status'), value: <StatusBadge map={COMPANY_STATUS} value={company.status} /> },
      ...(company.status === 'paused'
        ? [{ label: t('detail.pauseReason'), value: company.pauseReason }]
        : []),
    ]),
  ];
}
