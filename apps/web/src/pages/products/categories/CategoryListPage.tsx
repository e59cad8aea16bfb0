import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  localized,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { PRODUCT_KEYS, type ProductCategory } from '../api';
import { CATEGORY_STATE } from '../statuses';

export const MANAGE_CATEGORIES = 'product.productCategoryMessage.manage';
const state = (category: ProductCategory) => (category.enabled ? 'enabled' : 'disabled');

/** /productCategoryMessage: the product categories companies file their products under. */
export default function CategoryListPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [ask, dialog] = useActionDialog();

  // The running platform's categories (and those of every platform) unless all are asked for.
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('code'), width: 220 },
      {
        key: 'allPlatforms',
        type: 'select',
        label: t('categories.platformFilter'),
        width: 240,
        options: [
          { value: 'false', label: t('categories.thisPlatform') },
          { value: 'true', label: t('categories.allPlatforms') },
        ],
      },
    ],
    [t],
  );
  const categories = usePagedQuery({
    queryKey: PRODUCT_KEYS.categories,
    fetchPage: pagedRoute(ROUTES.products.categories.list),
    filters,
    sort: { field: 'sort', order: 'asc' },
  });
  const remove = useApiMutation<null, ProductCategory>({
    call: (category) => callRouteEnvelope(ROUTES.products.categories.remove, { params: { id: category.id } }),
    invalidate: [PRODUCT_KEYS.categories],
    successMessage: t('categories.deleted'),
  });

  const columns = useMemo<DataColumn<ProductCategory>[]>(
    () => [
      {
        key: 'name',
        header: t('categories.name'),
        alwaysVisible: true,
        cell: (category) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {localized(category.name, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {(['cn', 'en', 'fr'] as const)
                .filter((other) => other !== language)
                .map((other) => category.name[other])
                .join(' · ')}
            </Text>
          </Stack>
        ),
        exportValue: (category) => localized(category.name, language),
      },
      {
        key: 'code',
        header: t('code'),
        width: 200,
        sortable: true,
        cell: (category) => (
          <Text size="sm" ff="monospace">
            {category.code}
          </Text>
        ),
      },
      {
        key: 'platforms',
        header: t('platforms'),
        width: 220,
        cell: (category) =>
          category.platforms ? (
            <Group gap={4}>
              {category.platforms.map((key) => (
                <Badge key={key} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                  {t(`platformNames.${key}`)}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('categories.everyPlatform')}
            </Text>
          ),
        exportValue: (category) =>
          category.platforms
            ? category.platforms.map((key) => t(`platformNames.${key}`)).join(', ')
            : t('categories.everyPlatform'),
      },
      { key: 'sort', header: t('order'), width: 100, sortable: true, align: 'right' },
      {
        key: 'enabled',
        header: t('status'),
        width: 110,
        cell: (category) => <StatusBadge miw="max-content" map={CATEGORY_STATE} value={state(category)} />,
        exportValue: (category) => statusLabel(CATEGORY_STATE, state(category), language),
      },
      dateTimeColumn('createdAt', t('created'), (category) => category.createTime, { sortable: true }),
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<ProductCategory>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        permission: MANAGE_CATEGORIES,
        onClick: (category) => navigate(`/editProductCategoryMessage?id=${category.id}`),
      },
      {
        key: 'delete',
        label: t('delete'),
        color: 'red',
        icon: <TrashIcon size={15} />,
        permission: MANAGE_CATEGORIES,
        onClick: (category) =>
          ask({
            title: t('categories.deleteTitle'),
            message: t('categories.deleteText', { name: localized(category.name, language) }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(category),
          }),
      },
    ],
    [t, language, navigate, ask, remove],
  );

  return (
    <>
      <ListPage
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
        actions={
          can(MANAGE_CATEGORIES) ? (
            <Button
              leftSection={<PlusIcon size={16} />}
              onClick={() => navigate('/addProductCategoryMessage')}
            >
              {t('categories.add')}
            </Button>
          ) : null
        }
        tableId="product-categories"
        query={categories}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        exportCsv
        exportFilename="product-categories.csv"
        emptyText={t('categories.empty')}
      />
      {dialog}
    </>
  );
}
