import { Badge, Button, Card, EmptyState, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DataTable,
  type FilterDef,
  InboxIcon,
  localized,
  PageHeader,
  PlusIcon,
  pagedRoute,
  type RowAction,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
  withFixedQuery,
} from '../../../kit';
import { type DictItem, type DictType, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { ENABLED_STATUS, enabledState } from '../statuses';
import { DictItemFormModal, DictTypeFormModal } from './DictionaryForms';
import { DictTypeList } from './DictTypeList';

const MANAGE = 'system.SysDic.manage';
const TYPE_PARAM = 'type';
const fetchTypes = pagedRoute(ROUTES.system.dictTypes.list);
const ITEM_SORT = { field: 'sort', order: 'asc' } as const;
const TYPE_FILTERS = [{ key: 'keyword', type: 'text' }] as const;

/** /SysDic: dictionary types on the left; the items of the chosen type, labelled in cn/en/fr, on the right. */
export default function DictionaryPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const can = useCan();
  const manage = can(MANAGE);
  const [params, setParams] = useSearchParams();
  const [ask, confirmDialog] = useActionDialog();
  const [editingType, setEditingType] = useState<{ type: DictType | null } | null>(null);
  const [editingItem, setEditingItem] = useState<{ item: DictItem | null } | null>(null);

  const types = usePagedQuery({
    queryKey: SYS_KEYS.dictTypes,
    fetchPage: fetchTypes,
    filters: TYPE_FILTERS,
    pageSize: 50,
  });
  const chosenId = params.get(TYPE_PARAM) ?? types.rows[0]?.id ?? null;
  const chosen = types.rows.find((type) => type.id === chosenId) ?? null;

  const itemFilters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('dict.itemKeyword'), width: 200 }],
    [t],
  );
  const fetchItems = useMemo(
    () => withFixedQuery(pagedRoute(ROUTES.system.dictItems.list), { typeId: chosenId ?? '' }),
    [chosenId],
  );
  const items = usePagedQuery({
    queryKey: [...SYS_KEYS.dictItems, chosenId],
    fetchPage: fetchItems,
    filters: itemFilters,
    sort: ITEM_SORT,
    syncUrl: false,
    enabled: chosenId !== null,
  });

  const choose = (type: DictType) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TYPE_PARAM, type.id);
        return next;
      },
      { replace: true },
    );

  const removeType = useApiMutation<null, DictType>({
    call: (type) => callRouteEnvelope(ROUTES.system.dictTypes.remove, { params: { id: type.id } }),
    invalidate: [SYS_KEYS.dictTypes],
  });
  const removeItem = useApiMutation<null, DictItem>({
    call: (item) => callRouteEnvelope(ROUTES.system.dictItems.remove, { params: { id: item.id } }),
    invalidate: [SYS_KEYS.dictItems, SYS_KEYS.dictTypes, ['lookups', 'dictionary']],
  });

  const itemColumns = useMemo<DataColumn<DictItem>[]>(
    () => [
      {
        key: 'value',
        header: t('dict.value'),
        alwaysVisible: true,
        sortable: true,
        cell: (item) => (
          <Text size="sm" ff="monospace">
            {item.value}
          </Text>
        ),
      },
      {
        key: 'label',
        header: t('dict.label'),
        cell: (item) => (
          <Stack gap={2}>
            {LANGUAGES.map((lang) => (
              <Group key={lang} gap={6} wrap="nowrap">
                <Badge size="xs" variant="default" radius="sm" w={28} px={0}>
                  {lang.toUpperCase()}
                </Badge>
                <Text size="sm" lineClamp={1}>
                  {item.label[lang]}
                </Text>
              </Group>
            ))}
          </Stack>
        ),
        exportValue: (item) => LANGUAGES.map((lang) => item.label[lang]).join(' / '),
      },
      { key: 'sort', header: t('order'), align: 'right', width: 80, sortable: true },
      {
        key: 'enabled',
        header: t('common.status'),
        width: 90,
        cell: (item) => <StateBadge map={ENABLED_STATUS} value={enabledState(item.enabled)} />,
        exportValue: (item) => statusLabel(ENABLED_STATUS, enabledState(item.enabled), language),
      },
    ],
    [t, language],
  );
  const itemActions = useMemo<RowAction<DictItem>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (item) => setEditingItem({ item }),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (item) =>
          ask({
            title: t('dict.deleteItemTitle'),
            message: t('dict.deleteItemConfirm', {
              label: localized(item.label, language),
              value: item.value,
            }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => removeItem.mutateAsync(item),
          }),
      },
    ],
    [t, language, ask, removeItem.mutateAsync],
  );
  const nextSort = items.rows.reduce((max, item) => Math.max(max, item.sort + 1), 0);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dict.title')}
        subtitle={t('dict.subtitle')}
        actions={
          manage ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditingType({ type: null })}>
              {t('dict.addType')}
            </Button>
          ) : null
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={3} size="h5" mb="md">
              {t('dict.types')}
            </Title>
            <DictTypeList
              query={types}
              chosenId={chosenId}
              onChoose={choose}
              onEdit={manage ? (type) => setEditingType({ type }) : undefined}
              onDelete={
                manage
                  ? (type) =>
                      ask({
                        title: t('dict.deleteTypeTitle'),
                        message: t('dict.deleteTypeConfirm', { name: localized(type.name, language) }),
                        confirmLabel: t('delete'),
                        danger: true,
                        onConfirm: () => removeType.mutateAsync(type),
                      })
                  : undefined
              }
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Card withBorder radius="md" padding="lg" data-testid="dict-items">
            <Group justify="space-between" mb="md" gap="sm">
              <Group gap="sm">
                <Title order={3} size="h5">
                  {chosen ? t('dict.itemsOf', { name: localized(chosen.name, language) }) : t('dict.items')}
                </Title>
                {chosen ? (
                  <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace">
                    {chosen.code}
                  </Badge>
                ) : null}
              </Group>
              {manage && chosen ? (
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<PlusIcon size={15} />}
                  onClick={() => setEditingItem({ item: null })}
                >
                  {t('dict.addItem')}
                </Button>
              ) : null}
            </Group>
            {chosenId ? (
              <DataTable
                tableId="sys-dict-items"
                query={items}
                filters={itemFilters}
                columns={itemColumns}
                rowActions={itemActions}
                emptyText={t('dict.noItems')}
              />
            ) : (
              <EmptyState
                py={48}
                withIndicatorBackground
                icon={<InboxIcon size={26} />}
                title={t('dict.chooseType')}
              />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {editingType ? (
        <DictTypeFormModal type={editingType.type} onClose={() => setEditingType(null)} />
      ) : null}
      {editingItem && chosen ? (
        <DictItemFormModal
          type={chosen}
          item={editingItem.item}
          nextSort={nextSort}
          onClose={() => setEditingItem(null)}
        />
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
