import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  DetailPage,
  dateTimeColumn,
  type FilterDef,
  formatDate,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  useIdParam,
  usePagedQuery,
  withFixedQuery,
} from '../../../kit';
import { COMPANY_KEYS, type TraceabilityApplication } from '../api';
import { APPLICATION_STATUS } from '../statuses';
import { useApplication, useApplicationSections } from './applicationDetails';
import { ContractDecision } from './ContractDecision';

const fetchWaiting = withFixedQuery(pagedRoute(ROUTES.traceability.list), {
  status: 'traceability_pending',
});

/** The applications still waiting for a decision, to pick one. */
function WaitingApplications() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('companyName'), width: 260 }],
    [t],
  );
  const waiting = usePagedQuery({
    queryKey: [...COMPANY_KEYS.applications, 'waiting'],
    fetchPage: fetchWaiting,
    filters,
  });
  const columns = useMemo<DataColumn<TraceabilityApplication>[]>(
    () => [
      { key: 'corpName', header: t('company'), alwaysVisible: true },
      {
        key: 'requested',
        header: t('applications.requested'),
        cell: (row) =>
          row.requestedStart || row.requestedEnd
            ? `${formatDate(row.requestedStart) || '…'} – ${formatDate(row.requestedEnd) || '…'}`
            : '—',
      },
      dateTimeColumn('createTime', t('applications.appliedAt'), (row) => row.createTime, { width: 170 }),
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<TraceabilityApplication>[]>(
    () => [
      {
        key: 'approve',
        label: t('applications.review'),
        color: 'orange',
        onClick: (row) => navigate(`/syAudit?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <ListPage
      title={t('syAudit.listTitle')}
      subtitle={t('syAudit.listSubtitle')}
      tableId="traceability-waiting"
      query={waiting}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      onRowClick={(row) => navigate(`/syAudit?id=${row.id}`)}
      emptyText={t('syAudit.empty')}
    />
  );
}

/**
 * /syAudit: reviewing traceability applications. With `?id=` one application and the decision (the
 * contract period on approval, the reason on rejection); without, the applications still waiting.
 */
export default function SyAuditPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const application = useApplication(id);
  const sections = useApplicationSections();
  if (!id) return <WaitingApplications />;
  return (
    <DetailPage
      title={t('syAudit.title')}
      back="/syAudit"
      query={application}
      badge={(data) => <StatusBadge map={APPLICATION_STATUS} value={data.status} size="lg" />}
      subtitle={(data) => data.corpName}
      sections={sections}
    >
      {(data) =>
        data.actions.includes('approve') ? (
          <ContractDecision application={data} onDecided={() => navigate('/syAudit', { replace: true })} />
        ) : null
      }
    </DetailPage>
  );
}
