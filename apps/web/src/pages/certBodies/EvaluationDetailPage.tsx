import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { DetailPage, formatDate, MissingRecord, useIdParam } from '../../kit';
import type { CertEvaluation } from './api';
import { GRADE_COLOR } from './statuses';

/** /corpEvaluateDetail?id=: one evaluation of a client company. */
export default function EvaluationDetailPage() {
  const { t } = useTranslation('certBodies');
  const id = useIdParam();
  const evaluation = useQuery({
    ...routeQuery(ROUTES.certEvaluations.get, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
  if (!id) return <MissingRecord title={t('evaluations.detail')} back="/corpEvaluate" />;
  return (
    <DetailPage
      title={(e: CertEvaluation) => e.title}
      back="/corpEvaluate"
      query={evaluation}
      badge={(e) => (
        <Badge color={GRADE_COLOR[e.grade] ?? 'gray'} variant="light">
          {e.grade}
        </Badge>
      )}
      sections={(e) => [
        {
          items: [
            { label: t('evaluations.company'), value: e.corpName },
            { label: t('evaluations.body'), value: e.certBodyName },
            { label: t('evaluations.grade'), value: e.grade },
            { label: t('evaluations.score'), value: e.score === null ? '—' : String(e.score) },
            { label: t('evaluations.evaluatedAt'), value: formatDate(e.evaluatedAt) },
            { label: t('evaluations.dueTime'), value: e.dueTime ? formatDate(e.dueTime) : '—' },
            { label: t('evaluations.content'), value: e.content, wide: true },
          ],
        },
      ]}
    />
  );
}
