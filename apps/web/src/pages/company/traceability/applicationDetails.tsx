import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@trace/contracts';
import { callRoute } from '../../../api/call';
import { type DetailSection, formatDate, formatDateTime, StatusBadge, useTexts } from '../../../kit';
import { COMPANY_KEYS, type TraceabilityApplication } from '../api';
import { DocumentList } from '../components/StoredFiles';
import { APPLICATION_STATUS } from '../statuses';
import { texts } from '../texts';

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.applications, 'one', id ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.traceability.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/** A traceability application as detail sections: what was asked, and what was decided. */
export function useApplicationSections() {
  const t = useTexts(texts);
  const a = t.applications;
  return (application: TraceabilityApplication): DetailSection[] => [
    {
      title: a.requestSection,
      items: [
        { label: t.common.company, value: application.corpName },
        {
          label: t.common.status,
          value: <StatusBadge map={APPLICATION_STATUS} value={application.status} />,
        },
        { label: a.requestedStart, value: formatDate(application.requestedStart) },
        { label: a.requestedEnd, value: formatDate(application.requestedEnd) },
        { label: a.appliedAt, value: formatDateTime(application.createTime) },
        {
          label: a.remark,
          value: application.remark ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {application.remark}
            </Text>
          ) : null,
          wide: true,
        },
        {
          label: a.documents,
          value:
            application.documents.length > 0 ? (
              <DocumentList urls={application.documents} label={t.files.document} />
            ) : null,
          wide: true,
        },
      ],
    },
    ...(application.status === 'traceability_pending'
      ? []
      : [
          {
            title: a.decisionSection,
            items: [
              { label: a.contractStart, value: formatDate(application.contractStart) },
              { label: a.contractEnd, value: formatDate(application.contractEnd) },
              { label: a.reviewTime, value: formatDateTime(application.reviewTime) },
              { label: a.reviewRemark, value: application.reviewRemark, wide: true },
            ],
          },
        ]),
  ];
}
