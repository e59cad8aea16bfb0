import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  EyeIcon,
  formatDate,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
} from '../../../kit';
import { COMPANY_KEYS, type Evaluation } from '../api';
import { DaysLeft } from '../profile/companyDetails';

/** /myCorpEvaluate: the evaluations the caller's company has received from certification bodies. */
export default function EvaluationListPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const evaluations = usePagedQuery({
    queryKey: COMPANY_KEYS.evaluations,
    fetchPage: pagedRoute(ROUTES.evaluations.list),
  });
  const columns = useMemo<DataColumn<Evaluation>[]>(
    () => [
      {
        key: 'title',
        header: t('evaluations.evaluationTitle'),
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.title}
          </Text>
        ),
      },
      { key: 'certBodyName', header: t('certificationBody') },
      {
        key: 'grade',
        header: t('evaluations.grade'),
        width: 110,
        cell: (row) => (
          <Badge variant="light" color="indigo">
            {row.grade}
          </Badge>
        ),
      },
      { key: 'score', header: t('evaluations.score'), width: 90, align: 'right' },
      {
        key: 'evaluatedAt',
        header: t('evaluations.evaluatedAt'),
        width: 130,
        cell: (row) => formatDate(row.evaluatedAt),
        exportValue: (row) => formatDate(row.evaluatedAt),
      },
      {
        key: 'dueTime',
        header: t('evaluations.dueTime'),
        width: 200,
        cell: (row) =>
          row.dueTime ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.dueTime)}
              </Text>
              <DaysLeft end={row.dueTime} />
            </Group>
          ) : (
            <Text c="dimmed">—</Text>
          ),
        exportValue: (row) => formatDate(row.dueTime),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<Evaluation>[]>(
    () => [
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`/myCorpEvaluateDetail?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <ListPage
      title={t('evaluations.title')}
      subtitle={t('evaluations.subtitle')}
      tableId="my-evaluations"
      query={evaluations}
      columns={columns}
      rowActions={rowActions}
      onRowClick={(row) => navigate(`/myCorpEvaluateDetail?id=${row.id}`)}
      exportCsv
      exportFilename="evaluations.csv"
      emptyText={t('evaluations.empty')}
    />
  );
}
