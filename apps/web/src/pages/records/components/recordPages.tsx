import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReviewState } from '@trace/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  type DataColumn,
  type DetailItem,
  type DetailSection,
  dateTimeColumn,
  type FilterDef,
  formatDateTime,
  type ReviewedColumn,
  type ReviewedFilter,
  ReviewedListPage,
  ReviewedRecordPage,
  type RowAction,
  StatusBadge,
} from '../../../kit';
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
  const products = useProductOptions();

  const filters = useMemo<ReviewedFilter[]>(
    () => [
      {
        key: 'productId',
        type: 'select',
        label: t('product'),
        options: (products.data ?? []).map((product) => ({ value: product.id, label: product.displayName })),
        width: 200,
      },
      'reviewStatus',
      ...(props.filters ?? []),
    ],
    [t, products.data, props.filters],
  );
  const readerActions = useMemo(
    () => (props.rowActions ?? []).map((action) => action.key),
    [props.rowActions],
  );
  const columns = useMemo<ReviewedColumn<T>[]>(
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
      'company',
      'reviewStatus',
      dateTimeColumn('updatedAt', t('common.updateTime'), (row) => row.updateTime, { sortable: true }),
      dateTimeColumn('createdAt', t('created'), (row) => row.createTime, {
        sortable: true,
        defaultHidden: true,
      }),
    ],
    [t, props.columns],
  );

  return (
    <ReviewedListPage
      title={props.title}
      subtitle={props.subtitle}
      tableId={props.tableId}
      emptyText={props.emptyText}
      routes={props.routes}
      queryKey={[...props.queryKey, 'list']}
      invalidate={RECORD_KEYS.all}
      paths={props.paths}
      statuses={REVIEW_STATUS}
      statusLabel={t('reviewDone.status')}
      manage={props.managePermission}
      addLabel={props.addLabel}
      keywordLabel={props.keywordLabel}
      filters={filters}
      columns={columns}
      rowActions={props.rowActions}
      readerActions={readerActions}
      deleteTexts={props.deleteTexts}
    />
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
  const ownershipItems = useOwnershipItems();
  const reviewSection = useReviewSection();
  const pendingSection = usePendingChangeSection();
  const { paths } = props;

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

  return (
    <ReviewedRecordPage
      mode={props.mode}
      title={props.title}
      subtitle={props.subtitle}
      query={props.query}
      routes={props.routes}
      paths={paths}
      statuses={REVIEW_STATUS}
      invalidate={[RECORD_KEYS.all]}
      actions={props.actions}
      notice={(data) =>
        data.review.reviewStatus === 'passed' ? null : (
          <ReviewNotice
            status={data.review.reviewStatus}
            remark={data.review.lastRemark}
            editPath={data.actions.includes('edit') ? `${paths.edit}?id=${data.id}` : undefined}
          />
        )
      }
      sections={sections}
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
