import { Button, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  EyeIcon,
  type FilterDef,
  ListPage,
  localized,
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
import { withFixedQuery, withReaderActions } from '../../companies/components/rowActions';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type ProductSubclass, useCategories } from '../api';
import { LineGuard } from './LineGuard';
import { LINES, type LinePages } from './lines';

function SubclassList({ pages }: { pages: LinePages }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const categories = useCategories();
  const [ask, dialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('subclasses.keyword'), width: 220 },
      {
        key: 'categoryId',
        type: 'select',
        label: t('fields.category'),
        options: (categories.data ?? []).map((category) => ({
          value: category.id,
          label: localized(category.name, language),
        })),
        width: 200,
      },
      {
        key: 'reviewStatus',
        type: 'select',
        label: t('reviewStatus'),
        options: statusOptions(REVIEW_STATUS, language),
        width: 180,
      },
    ],
    [t, language, categories.data],
  );
  const fetchPage = useMemo(
    () =>
      withReaderActions(withFixedQuery(pagedRoute(ROUTES.products.subclasses.list), { line: pages.line })),
    [pages.line],
  );
  const subclasses = usePagedQuery({
    queryKey: [...PRODUCT_KEYS.subclasses, pages.line],
    fetchPage,
    filters,
  });
  const remove = useApiMutation<null, ProductSubclass>({
    call: (subclass) => callRouteEnvelope(ROUTES.products.subclasses.remove, { params: { id: subclass.id } }),
    invalidate: [PRODUCT_KEYS.subclasses],
    successMessage: t('subclasses.deleted'),
  });

  const columns = useMemo<DataColumn<ProductSubclass>[]>(
    () => [
      {
        key: 'name',
        header: t('subclasses.name'),
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { key: 'categoryName', header: t('fields.category'), width: 180 },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company') }]),
      {
        key: 'description',
        header: t('subclasses.description'),
        defaultHidden: true,
        cell: (row) => (
          <Text size="sm" lineClamp={1}>
            {row.description}
          </Text>
        ),
      },
      {
        key: 'reviewStatus',
        header: t('reviewStatus'),
        width: 150,
        cell: (row) => <StatusBadge miw="max-content" map={REVIEW_STATUS} value={row.review.reviewStatus} />,
        exportValue: (row) => statusLabel(REVIEW_STATUS, row.review.reviewStatus, language),
      },
      dateTimeColumn('createdAt', t('created'), (row) => row.createTime, { sortable: true }),
    ],
    [t, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<ProductSubclass>[]>(
    () => [
      {
        key: 'approve',
        label: t('review'),
        color: 'orange',
        onClick: (row) => navigate(`${pages.audit}?id=${row.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`${pages.details}?id=${row.id}`),
      },
      { key: 'edit', label: t('edit'), onClick: (row) => navigate(`${pages.edit}?id=${row.id}`) },
      {
        key: 'delete',
        label: t('delete'),
        color: 'red',
        icon: <TrashIcon size={15} />,
        onClick: (row) =>
          ask({
            title: t('subclasses.deleteTitle'),
            message: t('subclasses.deleteText', { name: row.name }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(row),
          }),
      },
    ],
    [t, pages, navigate, ask, remove],
  );

  return (
    <>
      <ListPage
        title={t(`subclasses.lines.${pages.line}.title`)}
        subtitle={t(`subclasses.lines.${pages.line}.subtitle`)}
        actions={
          companyAccount && can(pages.manage) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate(pages.add)}>
              {t('subclasses.add')}
            </Button>
          ) : null
        }
        tableId={`product-subclasses-${pages.line}`}
        query={subclasses}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(row) => navigate(`${pages.details}?id=${row.id}`)}
        exportCsv
        exportFilename={`product-subclasses-${pages.line}.csv`}
        emptyText={t('subclasses.empty')}
      />
      {dialog}
    </>
  );
}

/** /productSubclassMessage: a company's product subclasses (or every company's, for reviewers). */
export function MainSubclassListPage() {
  return <SubclassList pages={LINES.main} />;
}

/** /productSubclassMessagePanda: the same for the second product line, where the platform has it. */
export function PandaSubclassListPage() {
  return (
    <LineGuard pages={LINES.panda}>
      <SubclassList pages={LINES.panda} />
    </LineGuard>
  );
}
