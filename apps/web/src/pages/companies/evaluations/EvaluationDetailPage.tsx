import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDate, MissingRecord, useIdParam } from '../../../kit';
import { COMPANY_KEYS } from '../api';
import { DaysLeft } from '../profile/companyDetails';

const LIST = '/myCorpEvaluate';

/** /myCorpEvaluateDetail: one evaluation: the grade, the score, what the body wrote and when the next is due. */
export default function EvaluationDetailPage() {
  const { t } = useTranslation('companies');
  const id = useIdParam();
  const evaluation = useQuery({
    queryKey: [...COMPANY_KEYS.evaluations, 'one', id ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.evaluations.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
  if (!id) return <MissingRecord title={t('evaluations.detailTitle')} back={LIST} />;
  return (
    <DetailPage
      title={(data) => data.title}
      back={LIST}
      query={evaluation}
      badge={(data) => (
        <Badge variant="light" color="indigo" size="lg">
          {data.grade}
        </Badge>
      )}
      subtitle={(data) => data.certBodyName}
      sections={(data) => [
        {
          title: t('evaluations.summarySection'),
          columns: 3,
          items: [
            { label: t('certificationBody'), value: data.certBodyName },
            { label: t('evaluations.grade'), value: data.grade },
            { label: t('evaluations.score'), value: data.score === null ? null : String(data.score) },
            { label: t('evaluations.evaluatedAt'), value: formatDate(data.evaluatedAt) },
            {
              label: t('evaluations.dueTime'),
              value: data.dueTime ? (
                <Group gap={8}>
                  <span>{formatDate(data.dueTime)}</span>
                  <DaysLeft end={data.dueTime} />
                </Group>
              ) : null,
            },
          ],
        },
        {
          title: t('evaluations.contentSection'),
          content: (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lh={1.7}>
              {data.content}
            </Text>
          ),
        },
      ]}
    />
  );
}
