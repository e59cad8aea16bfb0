import { Button, Stack, Text } from '@mantine/core';
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
import { withReaderActions } from '../../companies/components/rowActions';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type Product, useCategories } from '../api';
import { LISTING_STATUS } from '../statuses';
import { MANAGE_PRODUCTS } from './paths';
import { LISTING_ACTION_COLOR, LISTING_ACTION_ORDER, useListingActions } from './useListingActions';

// 'feedback' opens the product's consumer feedback (/productTraceFeedback) for those who may read it.
const fetchProducts = withReaderActions(pagedRoute(ROUTES.products.products.list), ['view', 'feedback']);

/** /productMessage: products with their content review and listing — a company's own, or all for reviewers. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const categories = useCategories();
  const [ask, dialog] = useActionDialog();
  const moveListing = useListingActions(ask);
  const { t: members } = useTranslation('members');
  const feedbackLabel = members('feedback.productFeedback');

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('products.keyword'), width: 220 },
      {
        key: 'categoryId',
        type: 'select',
        label: t('fields.category'),
        options: (categories.data ?? []).map((category) => ({
          value: category.id,
          label: localized(category.name, language),
        })),
        width: 180,
      },
      {
        key: 'reviewStatus',
        type: 'select',
        label: t('reviewStatus'),
        options: statusOptions(REVIEW_STATUS, language),
        width: 170,
      },
      {
        key: 'listingStatus',
        type: 'select',
        label: t('products.listingStatus'),
        options: statusOptions(LISTING_STATUS, language),
        width: 190,
      },
    ],
    [t, language, categories.data],
  );
  const products = usePagedQuery({ queryKey: PRODUCT_KEYS.products, fetchPage: fetchProducts, filters });
  const remove = useApiMutation<null, Product>({
    call: (product) => callRouteEnvelope(ROUTES.products.products.remove, { params: { id: product.id } }),
    invalidate: [PRODUCT_KEYS.products],
    successMessage: t('products.deleted'),
  });

  const columns = useMemo<DataColumn<Product>[]>(
    () => [
      {
        key: 'productName',
        header: t('product'),
        width: 240,
        sortable: true,
        alwaysVisible: true,
        cell: (product) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {product.displayName}
            </Text>
            {product.replaceProductName ? (
              <Text size="xs" c="dimmed">
                {t('products.registeredAs', { name: product.productName })}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (product) => product.displayName,
      },
      {
        key: 'categoryName',
        header: t('fields.category'),
        width: 140,
        cell: (product) => (
          <Stack gap={0}>
            <Text size="sm">{product.categoryName}</Text>
            {product.subclassName ? (
              <Text size="xs" c="dimmed">
                {product.subclassName}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (product) => product.categoryName,
      },
      {
        key: 'gtin',
        header: t('products.gtin'),
        width: 150,
        sortable: true,
        cell: (product) =>
          product.gtin ? (
            <Text size="sm" ff="monospace">
              {product.gtin}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company') }]),
      {
        key: 'reviewStatus',
        header: t('reviewStatus'),
        width: 120,
        cell: (product) => (
          <StatusBadge miw="max-content" map={REVIEW_STATUS} value={product.review.reviewStatus} />
        ),
        exportValue: (product) => statusLabel(REVIEW_STATUS, product.review.reviewStatus, language),
      },
      {
        key: 'listingStatus',
        header: t('products.listingStatus'),
        width: 130,
        cell: (product) => (
          <StatusBadge miw="max-content" map={LISTING_STATUS} value={product.listingStatus} />
        ),
        exportValue: (product) => statusLabel(LISTING_STATUS, product.listingStatus, language),
      },
      dateTimeColumn('createdAt', t('created'), (product) => product.createTime, {
        width: 150,
        sortable: true,
        defaultHidden: true,
      }),
    ],
    [t, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<Product>[]>(
    () => [
      {
        key: 'approve',
        label: t('review'),
        color: 'orange',
        onClick: (product) => navigate(`/productMessageAudit?id=${product.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (product) => navigate(`/productMessageDetails?id=${product.id}`),
      },
      {
        key: 'edit',
        label: t('edit'),
        onClick: (product) => navigate(`/editProductMessage?id=${product.id}`),
      },
      ...LISTING_ACTION_ORDER.map(
        (action): RowAction<Product> => ({
          key: action,
          label: t(`listing.actions.${action}`),
          color: LISTING_ACTION_COLOR[action],
          onClick: (product) => moveListing(product, action),
        }),
      ),
      {
        key: 'feedback',
        label: feedbackLabel,
        permission: 'member.userFeedback.view',
        onClick: (product) => navigate(`/productTraceFeedback?productId=${product.id}`),
      },
      {
        key: 'delete',
        label: t('delete'),
        color: 'red',
        icon: <TrashIcon size={15} />,
        onClick: (product) =>
          ask({
            title: t('products.deleteTitle'),
            message: t('products.deleteText', { name: product.displayName }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(product),
          }),
      },
    ],
    [t, navigate, moveListing, ask, remove, feedbackLabel],
  );

  return (
    <>
      <ListPage
        title={t('products.title')}
        subtitle={t('products.subtitle')}
        actions={
          companyAccount && can(MANAGE_PRODUCTS) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate('/addProductMessage')}>
              {t('products.add')}
            </Button>
          ) : null
        }
        tableId="products"
        query={products}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(product) => navigate(`/productMessageDetails?id=${product.id}`)}
        exportCsv
        exportFilename="products.csv"
        emptyText={t('products.empty')}
      />
      {dialog}
    </>
  );
}
