import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { regionName, regionOptions } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { useCompanyLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DataTable,
  formatDateTime,
  Icon,
  type KitIconProps,
  PlusIcon,
  pagedRoute,
  type RowAction,
  TrashIcon,
  useApiMutation,
  usePagedQuery,
} from '../../../kit';
import { SCAN_KEYS, type ServedRegions } from '../api';

const PencilIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M14 6l4 4" />
  </Icon>
);

type Editing = { corpId: string; corpName: string; regions: string[] } | 'new' | null;

function CompanySelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null, name: string) => void;
}) {
  const { t } = useTranslation('scan');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const companies = useCompanyLookup(keyword);
  return (
    <Select
      label={t('company')}
      required
      searchable
      data={companies.data ?? []}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => onChange(id, option?.label ?? '')}
      nothingFoundMessage="—"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function RegionsDialog({ editing, onClose }: { editing: Exclude<Editing, null>; onClose: () => void }) {
  const { t } = useTranslation('scan');
  const language = useLanguage();
  const options = useMemo(() => regionOptions(language), [language]);
  const [corpId, setCorpId] = useState<string | null>(editing === 'new' ? null : editing.corpId);
  const [regions, setRegions] = useState<string[]>(editing === 'new' ? [] : editing.regions);
  const save = useApiMutation<ServedRegions | null, { corpId: string; regions: string[] }>({
    call: ({ corpId, regions }) =>
      callRouteEnvelope(ROUTES.scan.setServedRegions, { params: { corpId }, body: { regions } }),
    invalidate: [SCAN_KEYS.served],
    onSuccess: onClose,
  });
  const error = save.error instanceof ApiError ? (save.error.errors[0]?.message ?? save.error.msg) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing === 'new' ? t('served.add') : `${t('served.edit')}: ${editing.corpName}`}
      size="lg"
    >
      <Stack gap="md">
        {editing === 'new' ? <CompanySelect value={corpId} onChange={(id) => setCorpId(id)} /> : null}
        <MultiSelect
          label={t('served.pickRegions')}
          data={options}
          value={regions}
          onChange={setRegions}
          searchable
          clearable
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button
            disabled={!corpId}
            loading={save.isPending}
            onClick={() => corpId && save.mutate({ corpId, regions })}
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Administrators: which regions each company serves (for the outside-region alert). */
export function ServedRegionsCard() {
  const { t } = useTranslation('scan');
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const list = usePagedQuery({
    queryKey: SCAN_KEYS.served,
    fetchPage: pagedRoute(ROUTES.scan.servedRegions),
    syncUrl: false,
    pageSize: 10,
  });
  const remove = useApiMutation<ServedRegions | null, string>({
    call: (corpId) =>
      callRouteEnvelope(ROUTES.scan.setServedRegions, { params: { corpId }, body: { regions: [] } }),
    invalidate: [SCAN_KEYS.served],
  });
  const columns = useMemo<DataColumn<ServedRegions>[]>(
    () => [
      { key: 'corpName', header: t('company'), alwaysVisible: true },
      {
        key: 'regions',
        header: t('served.regions'),
        cell: (row) => (
          <Group gap={4}>
            {row.regions.map((code) => (
              <Badge key={code} variant="light" color="gray" radius="sm">
                {regionName(code, language)}
              </Badge>
            ))}
          </Group>
        ),
        exportValue: (row) => row.regions.join(' '),
      },
      { key: 'updateTime', header: t('served.updated'), cell: (row) => formatDateTime(row.updateTime) },
    ],
    [t, language],
  );
  const actions = useMemo<RowAction<ServedRegions>[]>(
    () => [
      {
        key: 'edit',
        label: t('served.edit'),
        icon: <PencilIcon size={15} />,
        onClick: (row) => setEditing(row),
      },
      {
        key: 'remove',
        label: t('remove'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        onClick: (row) => remove.mutate(row.corpId),
      },
    ],
    [t, remove],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t('served.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('served.subtitle')}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<PlusIcon size={14} />}
            onClick={() => setEditing('new')}
          >
            {t('served.add')}
          </Button>
        </Group>
        <DataTable
          tableId="served-regions"
          query={list}
          columns={columns}
          rowActions={actions}
          rowKey={(row) => row.corpId}
          emptyText={t('served.empty')}
        />
      </Stack>
      {editing ? <RegionsDialog editing={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
