import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  dateTimeColumn,
  localized,
  type ReviewedColumn,
  type ReviewedFilter,
  ReviewedListPage,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  useActionDialog,
} from '../../../kit';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type Product, useCategories } from '../api';
import { LISTING_STATUS } from '../statuses';
import { MANAGE_PRODUCTS, PRODUCT_PATHS } from './paths';
import { LISTING_ACTION_COLOR, LISTING_ACTION_ORDER, useListingActions } from './useListingActions';

// 'feedback' opens the product's consumer feedback (/productTraceFeedback) for those who may read it.
const READER_ACTIONS = ['feedback'];

/** /productMessage: products with their content review and listing — a company's own, or all for reviewers. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const categories = useCategories();
  const [ask, dialog] = useActionDialog();
  const moveListing = useListingActions(ask);
  const { t: members } = useTranslation('members');
  const feedbackLabel = members('feedback.productFeedback');

  const filters = useMemo<ReviewedFilter[]>(
    () => [
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
      'reviewStatus',
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

  const columns = useMemo<ReviewedColumn<Product>[]>(
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
      'company',
      'reviewStatus',
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
    [t, language],
  );

  const rowActions = useMemo<RowAction<Product>[]>(
    () => [
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
    ],
    [t, navigate, moveListing, feedbackLabel],
  );

  return (
    <ReviewedListPage
      title={t('products.title')}
      subtitle={t('products.subtitle')}
      tableId="products"
      emptyText={t('products.empty')}
      routes={ROUTES.products.products}
      queryKey={PRODUCT_KEYS.products}
      paths={PRODUCT_PATHS}
      statuses={REVIEW_STATUS}
      manage={MANAGE_PRODUCTS}
      addLabel={t('products.add')}
      keywordLabel={t('products.keyword')}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      readerActions={READER_ACTIONS}
      deleteTexts={{
        title: t('products.deleteTitle'),
        text: (product) => t('products.deleteText', { name: product.displayName }),
        done: t('products.deleted'),
      }}
    >
      {dialog}
    </ReviewedListPage>
  );
}
