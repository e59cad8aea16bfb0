import { Button } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n';
import { useActionDialog } from '../dialog/ActionDialog';
import { useApiMutation } from '../form/useApiMutation';
import { EyeIcon, PlusIcon, TrashIcon } from '../icons';
import { ListPage } from '../pages/ListPage';
import { useCan, useIsCompanyAccount } from '../permissions';
import type { ListQuery } from '../query/params';
import { withFixedQuery, withReaderActions } from '../query/readerActions';
import { type FetchPage, pagedRoute, usePagedQuery } from '../query/usePagedQuery';
import { StatusBadge } from '../status/StatusBadge';
import { type StatusMap, statusLabel, statusOptions } from '../status/statusMap';
import type { DataColumn, FilterDef, RowAction } from '../table/types';
import {
  callOnRecord,
  placeReviewed,
  type ReviewedColumn,
  type ReviewedFilter,
  type ReviewedPaths,
  type ReviewedRoutes,
  type ReviewedRow,
  recordPath,
} from './reviewed';

export interface ReviewedListPageProps<T extends ReviewedRow> {
  title: string;
  subtitle?: string;
  /** Names the table (its remembered columns) and the export file (`<tableId>.csv`). */
  tableId: string;
  emptyText: string;
  /** The resource's routes (`ROUTES.certificates`): its list, and its delete when rows may be deleted. */
  routes: Pick<ReviewedRoutes, 'list' | 'remove'>;
  /** Parameters every request of this list carries (a product line), beside the filters. */
  fixedQuery?: ListQuery;
  queryKey: QueryKey;
  /** What a deletion refreshes (default `queryKey`). */
  invalidate?: QueryKey;
  paths: Omit<ReviewedPaths, 'list'>;
  /** The review states (`REVIEW_STATUS`), for the state column, its filter and the export. */
  statuses: StatusMap;
  /** Header of the review state column and label of its filter (default "Review status"). */
  statusLabel?: string;
  /** The permission to add: a company's people holding it see the add button. */
  manage: string;
  addLabel: string;
  keywordLabel: string;
  /** The list's own columns; `'company'` and `'reviewStatus'` say where those go (default: last). */
  columns: readonly ReviewedColumn<T>[];
  /** Filters after the keyword; `'reviewStatus'` says where the review state goes (default: last). */
  filters?: readonly ReviewedFilter[];
  /** More row actions, between edit and delete (listing moves, stages, certificates). */
  rowActions?: readonly RowAction<T>[];
  /** Row actions every reader may use beside `view` (the server's `actions` govern the others). */
  readerActions?: readonly string[];
  /** The words of the delete confirmation and its toast. */
  deleteTexts?: { title: string; text: (row: T) => string; done: string };
  /** Dialogs the page's own actions open. */
  children?: ReactNode;
}

/**
 * The list of a resource under the shared review workflow: a company's own rows, or every company's
 * for reviewers (with a company column), its review state as a column and a filter, and the verbs the
 * server allows on each row — review (reviewers), view, edit and resubmit (owners), delete.
 */
export function ReviewedListPage<T extends ReviewedRow>(props: ReviewedListPageProps<T>) {
  const { t } = useTranslation('kit');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const [ask, dialog] = useActionDialog();
  const { paths, statuses, routes, fixedQuery } = props;
  const reviewLabel = props.statusLabel ?? t('reviewStatus');

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: props.keywordLabel, width: 240 },
      ...placeReviewed<FilterDef, 'reviewStatus'>(props.filters ?? [], {
        reviewStatus: {
          key: 'reviewStatus',
          type: 'select',
          label: reviewLabel,
          options: statusOptions(statuses, language),
          width: 180,
        },
      }),
    ],
    [props.keywordLabel, props.filters, reviewLabel, statuses, language],
  );
  const readerActions = useMemo(() => ['view', ...(props.readerActions ?? [])], [props.readerActions]);
  const fetchPage = useMemo(() => {
    // The rows are the resource's, typed by the caller's columns.
    const list = pagedRoute(routes.list) as unknown as FetchPage<T>;
    return withReaderActions(fixedQuery ? withFixedQuery(list, fixedQuery) : list, readerActions);
  }, [routes.list, fixedQuery, readerActions]);
  const query = usePagedQuery({ queryKey: props.queryKey, fetchPage, filters });
  const remove = useApiMutation<unknown, T>({
    // The delete action is offered only with a delete route.
    call: (row) => callOnRecord(routes.remove!, row.id),
    invalidate: [props.invalidate ?? props.queryKey],
    successMessage: props.deleteTexts?.done,
  });

  const columns = useMemo<DataColumn<T>[]>(
    () =>
      placeReviewed<DataColumn<T>, 'company' | 'reviewStatus'>(props.columns, {
        company: companyAccount ? null : { key: 'corpName', header: t('company') },
        reviewStatus: {
          key: 'reviewStatus',
          header: reviewLabel,
          width: 150,
          cell: (row) => <StatusBadge miw="max-content" map={statuses} value={row.review.reviewStatus} />,
          exportValue: (row) => statusLabel(statuses, row.review.reviewStatus, language),
        },
      }),
    [props.columns, companyAccount, t, reviewLabel, statuses, language],
  );

  const { deleteTexts } = props;
  const rowActions = useMemo<RowAction<T>[]>(
    () => [
      {
        key: 'approve',
        label: t('review'),
        color: 'orange',
        onClick: (row) => navigate(recordPath(paths.audit, row.id)),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(recordPath(paths.detail, row.id)),
      },
      { key: 'edit', label: t('edit'), onClick: (row) => navigate(recordPath(paths.edit, row.id)) },
      ...(props.rowActions ?? []),
      ...(routes.remove && deleteTexts
        ? [
            {
              key: 'delete',
              label: t('delete'),
              color: 'red',
              icon: <TrashIcon size={15} />,
              onClick: (row: T) =>
                ask({
                  title: deleteTexts.title,
                  message: deleteTexts.text(row),
                  confirmLabel: t('delete'),
                  danger: true,
                  onConfirm: () => remove.mutateAsync(row),
                }),
            },
          ]
        : []),
    ],
    [t, navigate, paths, props.rowActions, routes.remove, deleteTexts, ask, remove],
  );

  return (
    <>
      <ListPage
        title={props.title}
        subtitle={props.subtitle}
        actions={
          companyAccount && can(props.manage) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate(paths.add)}>
              {props.addLabel}
            </Button>
          ) : null
        }
        tableId={props.tableId}
        query={query}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(row) => navigate(recordPath(paths.detail, row.id))}
        exportCsv
        exportFilename={`${props.tableId}.csv`}
        emptyText={props.emptyText}
      />
      {dialog}
      {props.children}
    </>
  );
}
