import { Badge, Group, Text } from '@mantine/core';
import {
  type DetailSection,
  formatDate,
  formatDateTime,
  StatusBadge,
  useDictionary,
  useTexts,
} from '../../../kit';
import type { Company } from '../api';
import { daysUntil } from '../components/dates';
import { DocumentList, ImageGallery } from '../components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../review/PendingChange';
import { useReviewSection } from '../review/ReviewHistory';
import { COMPANY_STATUS, SY_STATUS, TRACE_STATUS } from '../statuses';
import { texts } from '../texts';

/** Days left of a contract, coloured as the reminders count them (30 days and less: soon). */
export function DaysLeft({ end }: { end: string | null }) {
  const t = useTexts(texts).trace;
  const days = daysUntil(end);
  if (days === null) return null;
  const color = days < 0 ? 'red' : days <= 30 ? 'orange' : 'teal';
  return (
    <Badge variant="light" color={color} miw="max-content" data-testid="contract-days-left">
      {days < 0 ? t.ended : t.daysLeft(days)}
    </Badge>
  );
}

/** The profile of a company as detail sections: identity, contacts and addresses, documents. */
export function useCompanySections() {
  const t = useTexts(texts);
  const f = t.fields;
  return (company: Company): DetailSection[] => [
    {
      title: t.detail.basicSection,
      columns: 3,
      items: [
        { label: f.name, value: company.name },
        { label: f.kind, value: t.kinds[company.kind] },
        { label: f.country, value: company.countryName ?? company.countryId },
        { label: f.registrationNo, value: company.registrationNo },
        { label: f.legalRepresentative, value: company.legalRepresentative },
        { label: t.common.createTime, value: formatDateTime(company.createTime) },
      ],
    },
    {
      title: t.detail.contactSection,
      columns: 3,
      items: [
        { label: f.contactName, value: company.contactName },
        { label: f.contactPhone, value: company.contactPhone },
        { label: f.contactEmail, value: company.contactEmail },
        { label: f.address, value: company.address, wide: true },
        { label: f.productionAddress, value: company.productionAddress, wide: true },
        {
          label: f.introduction,
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
      title: t.detail.documentsSection,
      columns: 1,
      items: [
        {
          label: f.licenceFiles,
          value:
            company.licenceFiles.length > 0 ? (
              <ImageGallery urls={company.licenceFiles} label={t.files.licence} />
            ) : null,
        },
        {
          label: f.documentFiles,
          value:
            company.documentFiles.length > 0 ? (
              <DocumentList urls={company.documentFiles} label={t.files.document} />
            ) : null,
        },
      ],
    },
  ];
}

/** The traceability contract of a company as a detail section. */
export function useTraceabilitySection() {
  const t = useTexts(texts);
  return (company: Company): DetailSection => ({
    title: t.trace.contractSection,
    columns: 3,
    items: [
      { label: t.trace.traceStatus, value: <StatusBadge map={TRACE_STATUS} value={company.traceStatus} /> },
      {
        label: t.trace.syStatus,
        value:
          company.syStatus === null ? null : (
            <StatusBadge map={SY_STATUS} value={company.syStatus as keyof typeof SY_STATUS} />
          ),
      },
      { label: t.trace.tracePause, value: company.tracePause ? t.common.yes : t.common.no },
      { label: t.trace.contractStart, value: formatDate(company.syStartTime) },
      {
        label: t.trace.contractEnd,
        value: company.syEndTime ? (
          <Group gap={8}>
            <span>{formatDate(company.syEndTime)}</span>
            <DaysLeft end={company.syEndTime} />
          </Group>
        ) : null,
      },
      {
        label: t.trace.operability,
        value: company.operability.ok ? (
          <Text size="sm" c="teal.7">
            {t.trace.operable}
          </Text>
        ) : (
          <Text size="sm" c="red.7" data-testid="operability-reason">
            {company.operability.reason}
          </Text>
        ),
      },
    ],
  });
}

/** The fields of a company as a waiting change compares them. */
export function useCompanyChangeFields(): ChangeField[] {
  const t = useTexts(texts);
  const f = t.fields;
  const countries = useDictionary('country');
  const countryName = (value: unknown) =>
    countries.data?.find((item) => item.value === value)?.label ?? (value as string | null);
  return [
    { key: 'name', label: f.name },
    { key: 'countryId', label: f.country, render: countryName },
    { key: 'registrationNo', label: f.registrationNo },
    { key: 'legalRepresentative', label: f.legalRepresentative },
    { key: 'contactName', label: f.contactName },
    { key: 'contactPhone', label: f.contactPhone },
    { key: 'contactEmail', label: f.contactEmail },
    { key: 'address', label: f.address },
    { key: 'productionAddress', label: f.productionAddress },
    { key: 'introduction', label: f.introduction },
    {
      key: 'licenceFiles',
      label: f.licenceFiles,
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <ImageGallery urls={value as string[]} label={t.files.licence} size={64} />
        ) : null,
    },
    {
      key: 'documentFiles',
      label: f.documentFiles,
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <DocumentList urls={value as string[]} label={t.files.document} />
        ) : null,
    },
  ];
}

/**
 * A company as its detail, profile and review pages show it: a waiting change beside the approved
 * profile first, then the profile, the traceability contract and the review with its history.
 */
export function useCompanyRecordSections() {
  const t = useTexts(texts);
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
      { label: t.common.status, value: <StatusBadge map={COMPANY_STATUS} value={company.status} /> },
      ...(company.status === 'paused' ? [{ label: t.detail.pauseReason, value: company.pauseReason }] : []),
    ]),
  ];
}
