import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReviewState } from '@trace/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useLanguage } from '../../../i18n';
import {
  AuditPage,
  type DataColumn,
  type DetailItem,
  DetailPage,
  type DetailSection,
  dateTimeColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  TrashIcon,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { useActionDialog } from '../../companies/components/ActionDialog';
import { withReaderActions } from '../../companies/components/rowActions';
import { ImageGallery } from '../../companies/components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../../companies/review/PendingChange';
import { useReviewSection } from '../../companies/review/ReviewHistory';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { RECORD_KEYS, type ReviewedRecordRoutes, useProductOptions } from '../api';

/** What every reviewed record item carries (contracts `ZRecordOwnership`). */
export interface RecordBase {
  id: string;
  corpId: string;
  corpName: string;
  productId: string;
  productName: string;
  batchId: string | null;
  batchNo: string | null;
  review: {
    reviewStatus: ReviewState;
    pendingChange: Record<string, unknown> | null;
    lastRemark: string | null;
    history: readonly {
      id: string;
      action: 'approve' | 'reject' | 'resubmit' | 'modify';
      fromStatus: string;
      toStatus: string;
      actorName: string | null;
      remark: string | null;
      createTime: string;
    }[];
  };
  createTime: string;
  updateTime: string;
  actions: readonly string[];
}

/** The page addresses of one record kind. */
export interface RecordPaths {
  list: string;
  detail: string;
  audit: string;
  edit: string;
  add: string;
}

/** The batch pages gathering a batch's approved records. */
export const batchRecordsPath = (batchId: string) => `/birdProductMsgDetails1?batchId=${batchId}`;

export interface RecordListPageProps<T extends RecordBase> {
  title: string;
  subtitle: string;
  tableId: string;
  /** The routes of the record kind (`ROUTES.records.testReports`). */
  routes: ReviewedRecordRoutes;
  queryKey: readonly unknown[];
  paths: RecordPaths;
  managePermission: string;
  addLabel: string;
  keywordLabel: string;
  emptyText: string;
  /** The columns naming the record, shown before product, batch, company and review. */
  columns: DataColumn<T>[];
  filters?: FilterDef[];
  /** The words of the delete confirmation. */
  deleteTexts: { title: string; text: (row: T) => string; done: string };
  /** More row actions (certificates, stages), offered to every reader of a row. */
  rowActions?: RowAction<T>[];
}

/**
 * The list of a reviewed record kind: the company's own records, or every company's for reviewers,
 * with the review state, filters by product, batch and state, and the verbs the server allows.
 */
export function RecordListPage<T extends RecordBase>(props: RecordListPageProps<T>) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const products = useProductOptions();
  const [ask, dialog] = useActionDialog();
  const { paths } = props;

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: props.keywordLabel, width: 240 },
      {
        key: 'productId',
        type: 'select',
        label: t('product'),
        options: (products.data ?? []).map((product) => ({ value: product.id, label: product.displayName })),
        width: 200,
      },
      {
        key: 'reviewStatus',
        type: 'select',
        label: t('reviewDone.status'),
        options: statusOptions(REVIEW_STATUS, language),
        width: 180,
      },
      ...(props.filters ?? []),
    ],
    [t, language, products.data, props.keywordLabel, props.filters],
  );
  const readerActions = useMemo(
    () => ['view', ...(props.rowActions ?? []).map((action) => action.key)],
    [props.rowActions],
  );
  const fetchPage = useMemo(
    // The page is shared by the record kinds: its rows are the kind's, typed by the caller.
    () => withReaderActions(pagedRoute(props.routes.list) as unknown as FetchPage<T>, readerActions),
    [props.routes, readerActions],
  );
  const records = usePagedQuery({ queryKey: [...props.queryKey, 'list'], fetchPage, filters });
  const remove = useApiMutation<null, T>({
    call: (row) => callRouteEnvelope(props.routes.remove, { params: { id: row.id } }),
    invalidate: [RECORD_KEYS.all],
    successMessage: props.deleteTexts.done,
  });

  const columns = useMemo<DataColumn<T>[]>(
    () => [
      ...props.columns,
      {
        key: 'product',
        header: t('product'),
        width: 200,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.productName}</Text>
            <Text size="xs" c="dimmed">
              {row.batchNo ?? t('common.wholeProduct')}
            </Text>
          </Stack>
        ),
        exportValue: (row) => `${row.productName} ${row.batchNo ?? ''}`.trim(),
      },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company'), width: 180 }]),
      {
        key: 'reviewStatus',
        header: t('reviewDone.status'),
        width: 150,
        cell: (row) => <StatusBadge miw="max-content" map={REVIEW_STATUS} value={row.review.reviewStatus} />,
        exportValue: (row) => statusLabel(REVIEW_STATUS, row.review.reviewStatus, language),
      },
      dateTimeColumn('updatedAt', t('common.updateTime'), (row) => row.updateTime, { sortable: true }),
      dateTimeColumn('createdAt', t('created'), (row) => row.createTime, {
        sortable: true,
        defaultHidden: true,
      }),
    ],
    [t, language, companyAccount, props.columns],
  );

  const rowActions = useMemo<RowAction<T>[]>(
    () => [
      {
        key: 'approve',
        label: t('common.review'),
        color: 'orange',
        onClick: (row) => navigate(`${paths.audit}?id=${row.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`${paths.detail}?id=${row.id}`),
      },
      { key: 'edit', label: t('edit'), onClick: (row) => navigate(`${paths.edit}?id=${row.id}`) },
      ...(props.rowActions ?? []),
      {
        key: 'delete',
        label: t('delete'),
        color: 'red',
        icon: <TrashIcon size={15} />,
        onClick: (row) =>
          ask({
            title: props.deleteTexts.title,
            message: props.deleteTexts.text(row),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(row),
          }),
      },
    ],
    [t, navigate, paths, ask, remove, props.deleteTexts, props.rowActions],
  );

  return (
    <>
      <ListPage
        title={props.title}
        subtitle={props.subtitle}
        actions={
          companyAccount && can(props.managePermission) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate(paths.add)}>
              {props.addLabel}
            </Button>
          ) : null
        }
        tableId={props.tableId}
        query={records}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(row) => navigate(`${paths.detail}?id=${row.id}`)}
        exportCsv
        exportFilename={`${props.tableId}.csv`}
        emptyText={props.emptyText}
      />
      {dialog}
    </>
  );
}

/** Product, batch (with a link to the batch's records), company and times of a record. */
export function useOwnershipItems() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  return (record: RecordBase): DetailItem[] => [
    { label: t('product'), value: record.productName },
    {
      label: t('common.batch'),
      value: record.batchId ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => navigate(batchRecordsPath(record.batchId!))}
        >
          {record.batchNo}
        </Anchor>
      ) : (
        t('common.wholeProduct')
      ),
    },
    { label: t('company'), value: record.corpName },
    { label: t('created'), value: formatDateTime(record.createTime) },
    { label: t('common.updateTime'), value: formatDateTime(record.updateTime) },
  ];
}

export interface RecordReviewPageProps<T extends RecordBase> {
  mode: 'detail' | 'audit';
  title: (data: T) => ReactNode;
  subtitle?: (data: T) => ReactNode;
  query: UseQueryResult<T>;
  paths: RecordPaths;
  /** The routes of the record kind (`ROUTES.records.testReports`), for decisions. */
  routes: ReviewedRecordRoutes;
  /** The record's own sections (before the ownership and review ones). */
  sections: (data: T) => DetailSection[];
  /** Fields a waiting change is compared on. */
  changeFields: (data: T) => ChangeField[];
  /** More header buttons (certificates, stages). */
  actions?: (data: T) => ReactNode;
  /** Leave out the ownership card (pages that show it in their own way). */
  ownership?: boolean;
  /**
   * The approved version and the waiting change in one comparable shape, for records whose views
   * differ from their bodies (certificates, stages). Default: as they are.
   */
  comparable?: {
    approved: (data: T) => Record<string, unknown>;
    change: (change: Record<string, unknown>) => Record<string, unknown>;
  };
}

/**
 * A reviewed record's detail page (with the owner's edit and the reviewer's review buttons) or its
 * review page (approve, or reject with a reason): the record, a waiting change beside the approved
 * version, and the review history.
 */
export function RecordReviewPage<T extends RecordBase>(props: RecordReviewPageProps<T>) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const ownershipItems = useOwnershipItems();
  const reviewSection = useReviewSection();
  const pendingSection = usePendingChangeSection();
  const { paths } = props;
  const decide = useApiMutation<
    { status: string },
    { decision: 'approve' | 'reject'; remark: string; id: string }
  >({
    call: ({ decision, id, remark }) =>
      callRouteEnvelope(props.routes[decision], { params: { id }, body: { remark: remark || null } }),
    invalidate: [RECORD_KEYS.all],
    successMessage: (_data, { decision }) =>
      decision === 'approve' ? t('reviewDone.approved') : t('reviewDone.rejected'),
    onSuccess: (_data, { id }) => navigate(`${paths.detail}?id=${id}`, { replace: true }),
  });

  const sections = (data: T): DetailSection[] => [
    ...(data.review.pendingChange
      ? [
          pendingSection({
            approved: props.comparable
              ? props.comparable.approved(data)
              : (data as unknown as Record<string, unknown>),
            change: props.comparable
              ? props.comparable.change(data.review.pendingChange)
              : data.review.pendingChange,
            fields: props.changeFields(data),
          }),
        ]
      : []),
    ...props.sections(data),
    ...(props.ownership === false
      ? []
      : [{ title: t('product'), columns: 3 as const, items: ownershipItems(data) }]),
    reviewSection(data.review, [
      {
        label: t('reviewDone.status'),
        value: <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} />,
      },
    ]),
  ];
  const badge = (data: T) => <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} size="lg" />;
  const actions = (data: T) => (
    <Group gap="xs">
      {props.actions?.(data)}
      {data.actions.includes('edit') ? (
        <Button variant="default" onClick={() => navigate(`${paths.edit}?id=${data.id}`)}>
          {t('edit')}
        </Button>
      ) : null}
      {props.mode === 'detail' && data.actions.includes('approve') ? (
        <Button onClick={() => navigate(`${paths.audit}?id=${data.id}`)}>{t('common.review')}</Button>
      ) : null}
    </Group>
  );

  if (props.mode === 'audit')
    return (
      <AuditPage
        title={props.title}
        subtitle={props.subtitle}
        back={paths.list}
        query={props.query}
        badge={badge}
        actions={actions}
        sections={sections}
        onDecide={(decision, remark, data) => decide.mutateAsync({ decision, remark, id: data.id })}
      />
    );
  return (
    <DetailPage
      title={props.title}
      subtitle={props.subtitle}
      back={paths.list}
      query={props.query}
      badge={badge}
      actions={actions}
      sections={(data) => [
        ...(data.review.reviewStatus === 'passed'
          ? []
          : [
              {
                content: (
                  <ReviewNotice
                    status={data.review.reviewStatus}
                    remark={data.review.lastRemark}
                    editPath={data.actions.includes('edit') ? `${paths.edit}?id=${data.id}` : undefined}
                  />
                ),
              },
            ]),
        ...sections(data),
      ]}
    />
  );
}

/** Pictures as a detail value, or a dimmed "no picture". */
export function ImagesValue({ urls, empty }: { urls: readonly string[]; empty: string }) {
  const { t } = useTranslation('records');
  return urls.length > 0 ? (
    <ImageGallery
      urls={urls}
      label={(index: number) => t('common.image', { number: index + 1 })}
      size={120}
    />
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}
