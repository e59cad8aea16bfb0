import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  localized,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  TrashIcon,
  useApiMutation,
  useCan,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { useActionDialog } from '../../company/components/ActionDialog';
import { texts as systemTexts } from '../../system/texts';
import { PRODUCT_KEYS, type ProductCategory } from '../api';
import { CATEGORY_STATE } from '../statuses';
import { texts } from '../texts';

export const MANAGE_CATEGORIES = 'product.productCategoryMessage.manage';
const state = (category: ProductCategory) => (category.enabled ? 'enabled' : 'disabled');

/** /productCategoryMessage: the product categories companies file their products under. */
export default function CategoryListPage() {
  const t = useTexts(texts);
  const c = t.categories;
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [ask, dialog] = useActionDialog();
  const platformNames = useTexts(systemTexts).common.platformNames;

  // The running platform's categories (and those of every platform) unless all are asked for.
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: c.keyword, width: 220 },
      {
        key: 'allPlatforms',
        type: 'select',
        label: c.platformFilter,
        width: 240,
        options: [
          { value: 'false', label: c.thisPlatform },
          { value: 'true', label: c.allPlatforms },
        ],
      },
    ],
    [c],
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
    successMessage: c.deleted,
  });

  const columns = useMemo<DataColumn<ProductCategory>[]>(
    () => [
      {
        key: 'name',
        header: c.name,
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
        header: c.code,
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
        header: c.platforms,
        width: 220,
        cell: (category) =>
          category.platforms ? (
            <Group gap={4}>
              {category.platforms.map((key) => (
                <Badge key={key} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                  {platformNames[key]}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {c.everyPlatform}
            </Text>
          ),
        exportValue: (category) =>
          category.platforms
            ? category.platforms.map((key) => platformNames[key]).join(', ')
            : c.everyPlatform,
      },
      { key: 'sort', header: c.sort, width: 100, sortable: true, align: 'right' },
      {
        key: 'enabled',
        header: t.common.status,
        width: 110,
        cell: (category) => <StatusBadge miw="max-content" map={CATEGORY_STATE} value={state(category)} />,
        exportValue: (category) => statusLabel(CATEGORY_STATE, state(category), language),
      },
      {
        key: 'createdAt',
        header: t.common.createTime,
        width: 160,
        sortable: true,
        cell: (category) => formatDateTime(category.createTime),
        exportValue: (category) => formatDateTime(category.createTime),
      },
    ],
    [t, c, language, platformNames],
  );

  const rowActions = useMemo<RowAction<ProductCategory>[]>(
    () => [
      {
        key: 'edit',
        label: t.common.edit,
        permission: MANAGE_CATEGORIES,
        onClick: (category) => navigate(`/editProductCategoryMessage?id=${category.id}`),
      },
      {
        key: 'delete',
        label: t.common.delete,
        color: 'red',
        icon: <TrashIcon size={15} />,
        permission: MANAGE_CATEGORIES,
        onClick: (category) =>
          ask({
            title: c.deleteTitle,
            message: c.deleteText(localized(category.name, language)),
            confirmLabel: t.common.delete,
            danger: true,
            onConfirm: () => remove.mutateAsync(category),
          }),
      },
    ],
    [t, c, language, navigate, ask, remove],
  );

  return (
    <>
      <ListPage
        title={c.title}
        subtitle={c.subtitle}
        actions={
          can(MANAGE_CATEGORIES) ? (
            <Button
              leftSection={<PlusIcon size={16} />}
              onClick={() => navigate('/addProductCategoryMessage')}
            >
              {c.add}
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
        emptyText={c.empty}
      />
      {dialog}
    </>
  );
}
