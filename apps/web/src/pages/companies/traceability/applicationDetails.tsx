import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { type DetailSection, formatDate, formatDateTime, StatusBadge } from '../../../kit';
import { COMPANY_KEYS, type TraceabilityApplication } from '../api';
import { DocumentList } from '../components/StoredFiles';
import { APPLICATION_STATUS } from '../statuses';

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.applications, 'one', id ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.traceability.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/** A traceability application as detail sections: what was asked, and what was decided. */
export function useApplicationSections() {
  const { t } = useTranslation('companies');
  return (application: TraceabilityApplication): DetailSection[] => [
    {
      title: t('applications.requestSection'),
      items: [
        { label: t('company'), value: application.corpName },
        {
          label: t('status'),
          value: <StatusBadge map={APPLICATION_STATUS} value={application.status} />,
        },
        { label: t('applications.requestedStart'), value: formatDate(application.requestedStart) },
        { label: t('applications.requestedEnd'), value: formatDate(application.requestedEnd) },
        { label: t('applications.appliedAt'), value: formatDateTime(application.createTime) },
        {
          label: t('remark'),
          value: application.remark ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {application.remark}
            </Text>
          ) : null,
          wide: true,
        },
        {
          label: t('applications.documents'),
          value:
            application.documents.length > 0 ? (
              <DocumentList
                urls={application.documents}
                label={(index: number) => t('attachments.document', { number: index + 1 })}
              />
            ) : null,
          wide: true,
        },
      ],
    },
    ...(application.status === 'traceability_pending'
      ? []
      : [
          {
            title: t('applications.decisionSection'),
            items: [
              { label: t('applications.contractStart'), value: formatDate(application.contractStart) },
              { label: t('applications.contractEnd'), value: formatDate(application.contractEnd) },
              { label: t('applications.reviewTime'), value: formatDateTime(application.reviewTime) },
              { label: t('applications.reviewRemark'), value: application.reviewRemark, wide: true },
            ],
          },
        ]),
  ];
}
