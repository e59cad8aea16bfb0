import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  JobListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  UploadIcon,
  useCan,
  useOpenedId,
} from '../../../kit';
import { VOID_KEYS, type VoidRequest } from '../api';
import { ShieldCheckIcon } from '../components/labelIcons';
import { useFormatCount } from '../format';
import { VOID_STATUS } from '../statuses';
import { codeRuns } from './codes';
import { VoidRequestDrawer } from './VoidRequestDrawer';
import { VoidRequestForm } from './VoidRequestForm';

/** Every reader may open a request; the server's `actions` say who may review it. */
type Row = Omit<VoidRequest, 'actions'> & { actions: string[] };
const fetchRequests: FetchPage<Row> = async (query, signal) => {
  const page = await pagedRoute(ROUTES.voidRequests.list)(query, signal);
  return {
    ...page,
    list: page.list.map(
      (request): Row => ({
        ...request,
        actions: request.actions.includes('approve') ? ['review', 'view'] : ['view'],
      }),
    ),
  };
};

/**
 * /invalidRequest: void requests — a company's own, or every company's for reviewers — with their
 * state, a form for a new request, and the request itself (codes, review, result) in a drawer kept in
 * the address (`?id=`). While a request's labels are being voided the list is read again every two
 * seconds, so its state moves on by itself.
 */
export default function VoidRequestListPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const user = useCurrentUserQuery();
  const [openedId, open] = useOpenedId();
  const [adding, setAdding] = useState(false);
  const ownCompany = Boolean(user.data?.corpId);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('voids.list.keyword'), width: 200 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(VOID_STATUS, language),
        width: 180,
      },
    ],
    [t, language],
  );
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'requestNo',
        header: t('voids.list.requestNo'),
        alwaysVisible: true,
        cell: (request) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {request.requestNo}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(request.createTime)}
            </Text>
          </Stack>
        ),
      },
      // A company reads only its own requests: the company column is for reviewers.
      ...(ownCompany ? [] : [{ key: 'corpName', header: t('company') }]),
      {
        key: 'codes',
        header: t('labels'),
        cell: (request) => {
          // The list carries the first codes only: a single run is shown whole, else where it starts.
          const runs = codeRuns(request.codes);
          const first = runs[0];
          const whole = runs.length === 1 && first?.count === request.codeCount;
          return (
            <Stack gap={0} miw={170}>
              <Text size="sm" fw={500}>
                {t('voids.list.labels', { count: request.codeCount, shown: format(request.codeCount) })}
              </Text>
              {first ? (
                <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {first.from}
                </Text>
              ) : null}
              {first && whole && first.count > 1 ? (
                <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  – {first.to}
                </Text>
              ) : null}
              {first && !whole ? (
                <Text size="xs" c="dimmed">
                  {t('voids.list.more', { count: format(request.codeCount - 1) })}
                </Text>
              ) : null}
            </Stack>
          );
        },
        exportValue: (request) => request.codeCount,
      },
      {
        key: 'reason',
        header: t('voids.list.reason'),
        cell: (request) => (
          <Text size="sm" lineClamp={2} maw={280}>
            {request.reason}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (request) => (
          <Group miw={150}>
            <StatusBadge map={VOID_STATUS} value={request.status} style={{ flex: 'none' }} />
          </Group>
        ),
        exportValue: (request) => statusLabel(VOID_STATUS, request.status, language),
      },
      {
        key: 'reviewRemark',
        header: t('voids.list.remark'),
        defaultHidden: true,
        cell: (request) =>
          request.reviewRemark ? (
            <Text size="sm" lineClamp={2} maw={240}>
              {request.reviewRemark}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
    ],
    [t, language, format, ownCompany],
  );

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        key: 'review',
        label: t('review'),
        icon: <ShieldCheckIcon size={15} />,
        onClick: (request) => open(request.id),
      },
      { key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: (request) => open(request.id) },
    ],
    [t, open],
  );

  // Requests are made by a company: administrators and reviewers without one only read and decide.
  const mayRequest = can('label.invalidRequest.manage') && ownCompany;
  return (
    <JobListPage
      title={t('voids.list.title')}
      subtitle={t('voids.list.subtitle')}
      actions={
        mayRequest ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<UploadIcon size={16} />}
              onClick={() => navigate('/invalidRequestImport')}
            >
              {t('importCodesFromAFile')}
            </Button>
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)}>
              {t('voids.list.add')}
            </Button>
          </Group>
        ) : null
      }
      tableId="void-requests"
      queryKey={VOID_KEYS.list}
      fetchPage={fetchRequests}
      // Requests being voided: the list follows them until their job is done.
      isRunning={(request) => request.status === 'passed'}
      statusOf={(request) => request.status}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={(request) => open(request.id)}
      emptyText={t('voids.list.empty')}
      exportCsv
      exportFilename="void-requests.csv"
      after={
        <>
          <VoidRequestForm
            opened={adding}
            onClose={() => setAdding(false)}
            onCreated={(request) => {
              setAdding(false);
              open(request.id);
            }}
          />
          <VoidRequestDrawer id={openedId} onClose={() => open(null)} />
        </>
      }
    />
  );
}
