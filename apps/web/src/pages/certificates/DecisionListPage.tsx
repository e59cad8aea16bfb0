import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
  withReaderActions,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { CERT_KEYS, type CertDecision } from './api';
import { DECISION_STATUS } from './statuses';

/** /certDecisions: the body's technical reviews and decisions, those to review or decide first. */
export default function DecisionListPage() {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'status',
        type: 'select',
        label: t('certState'),
        options: statusOptions(DECISION_STATUS, language),
        width: 160,
      },
      {
        key: 'subject',
        type: 'select',
        label: t('decisions.subject'),
        options: (['grant', 'suspend'] as const).map((s) => ({
          value: s,
          label: t(`decisions.subjects.${s}`),
        })),
        width: 180,
      },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: CERT_KEYS.decisions,
    fetchPage: useMemo(() => withReaderActions(pagedRoute(ROUTES.certDecisions.list)), []),
    filters,
  });
  const columns = useMemo<DataColumn<CertDecision>[]>(
    () => [
      {
        key: 'subject',
        header: t('decisions.subject'),
        alwaysVisible: true,
        cell: (d) => (
          <Text size="sm" fw={600}>
            {t(`decisions.subjects.${d.subject}`)} · {d.applicationNo ?? d.certNo ?? ''}
          </Text>
        ),
        exportValue: (d) => `${t(`decisions.subjects.${d.subject}`)} ${d.applicationNo ?? d.certNo ?? ''}`,
      },
      {
        key: 'status',
        header: t('certState'),
        cell: (d) => <StatusBadge map={DECISION_STATUS} value={d.status} />,
        exportValue: (d) => statusLabel(DECISION_STATUS, d.status, language),
      },
      { key: 'corpName', header: t('holder') },
      { key: 'scheme', header: t('scheme'), cell: (d) => d.scheme?.toUpperCase() ?? '—' },
      { key: 'createTime', header: t('decisions.created'), cell: (d) => formatDateTime(d.createTime) },
    ],
    [t, language],
  );
  return (
    <>
      <CertificationTabs active="/certDecisions" />
      <ListPage
        title={t('decisions.title')}
        tableId="cert-decisions"
        query={query}
        filters={filters}
        columns={columns}
        rowActions={[
          { key: 'view', label: t('open'), onClick: (d) => navigate(`/certDecisionDetail?id=${d.id}`) },
        ]}
      />
    </>
  );
}
