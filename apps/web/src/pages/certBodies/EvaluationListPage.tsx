import { Badge } from '@mantine/core';
import { CERT_PERMISSIONS, EVALUATION_GRADES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  useCan,
  usePagedQuery,
} from '../../kit';
import { CERT_BODY_KEYS, type CertEvaluation, useIsBodyUser } from './api';
import { GRADE_COLOR } from './statuses';

/**
 * /corpEvaluate: evaluations of client companies. A body writes and reads its own; the administrator
 * reads all; an auditor reads those of the companies it audited.
 */
export default function EvaluationListPage() {
  const { t } = useTranslation('certBodies');
  const navigate = useNavigate();
  const can = useCan();
  const writer = useIsBodyUser() && can(CERT_PERMISSIONS.manageEvaluation);
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('evaluations.keyword'), width: 220 },
      {
        key: 'grade',
        type: 'select',
        label: t('evaluations.grade'),
        options: EVALUATION_GRADES.map((g) => ({ value: g, label: g })),
      },
    ],
    [t],
  );
  const query = usePagedQuery({
    queryKey: CERT_BODY_KEYS.evaluations,
    fetchPage: pagedRoute(ROUTES.certEvaluations.list),
    filters,
  });
  const columns = useMemo<DataColumn<CertEvaluation>[]>(
    () => [
      { key: 'title', header: t('evaluations.title'), alwaysVisible: true },
      { key: 'corpName', header: t('evaluations.company') },
      { key: 'certBodyName', header: t('evaluations.body') },
      {
        key: 'grade',
        header: t('evaluations.grade'),
        cell: (e) => (
          <Badge color={GRADE_COLOR[e.grade] ?? 'gray'} variant="light">
            {e.grade}
          </Badge>
        ),
        exportValue: (e) => e.grade,
      },
      { key: 'score', header: t('evaluations.score'), align: 'right' },
      dateTimeColumn('evaluatedAt', t('evaluations.evaluatedAt'), (e) => e.evaluatedAt),
      dateTimeColumn('dueTime', t('evaluations.dueTime'), (e) => e.dueTime),
    ],
    [t],
  );
  return (
    <ListPage
      title={t('evaluations.list')}
      actions={writer ? <AddButton to={'/addCorpEvaluate'}>{t('evaluations.add')}</AddButton> : null}
      tableId="cert-evaluations"
      query={query}
      filters={filters}
      columns={columns}
      rowActions={[
        { key: 'view', label: t('view'), onClick: (e) => navigate(`/corpEvaluateDetail?id=${e.id}`) },
      ]}
    />
  );
}
