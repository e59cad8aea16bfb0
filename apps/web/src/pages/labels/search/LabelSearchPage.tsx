import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  BackIcon,
  type DataColumn,
  DataTable,
  DownloadIcon,
  formatDateTime,
  type PagedQuery,
  PageHeader,
  RefreshIcon,
  type RowAction,
  SearchIcon,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  useEpcisDownload,
} from '../../../kit';
import { LABEL_KEYS, type LabelRow, useRunOptions } from '../api';
import {
  isRangeReversed,
  LABEL_CODE,
  type LabelSearchFilters,
  labelSearchQuery,
  readLabelSearch,
  writeLabelSearch,
} from '../rules';
import { LABEL_STATUS } from '../statuses';

const PAGE_SIZES = [20, 50, 100] as const;
const ALL = '-1';
const CODE_FIELDS = ['excode', 'excodeFrom', 'excodeTo'] as const;
type CodeField = (typeof CODE_FIELDS)[number];

/** The generation run filter: runs found by number as the person types. */
function RunSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t: s } = useTranslation('labels');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const runs = useRunOptions(keyword, true);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const data = useMemo(() => {
    const list = (runs.data ?? []).map((run) => ({ value: run.id, label: run.runNo }));
    if (value && !list.some((option) => option.value === value))
      list.unshift({ value, label: chosenName ?? value.slice(0, 8) });
    return list;
  }, [runs.data, value, chosenName]);
  return (
    <Select
      aria-label={s('search.run')}
      placeholder={s('search.runPlaceholder')}
      w={220}
      data={data}
      value={value ?? null}
      onChange={(id, option) => {
        setChosenName(id && option ? option.label : null);
        onChange(id ?? undefined);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={s('search.empty')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * /labelSearch: labels by code, code range, status and generation run. Pages follow each other by a
 * cursor (the last code shown), so the search stays fast on millions of labels; there is no total.
 * The menu opens it with `status=-1&firstEnter=true`: every label, first page, no filter kept.
 */
export default function LabelSearchPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const { filters, firstEnter } = readLabelSearch(params);
  const filterKey = JSON.stringify(filters);
  const applied = useMemo<LabelSearchFilters>(() => JSON.parse(filterKey), [filterKey]);

  // Entering from the menu: the address keeps the "all statuses" search, without the entry flag.
  useEffect(() => {
    if (firstEnter) setParams((current) => writeLabelSearch(current, {}), { replace: true });
  }, [firstEnter, setParams]);

  const [draft, setDraft] = useState<LabelSearchFilters>(applied);
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  useEffect(() => {
    setDraft(applied);
    setErrors({});
  }, [applied]);

  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  // The cursors of the pages up to the current one ("previous" pops, "next" pushes); another search
  // or page size starts again from the first page.
  const pagingKey = `${filterKey}|${pageSize}`;
  const [paging, setPaging] = useState({ key: pagingKey, cursors: [undefined] as (string | undefined)[] });
  const cursors = paging.key === pagingKey ? paging.cursors : [undefined];
  const setCursors = (change: (current: (string | undefined)[]) => (string | undefined)[]) =>
    setPaging({ key: pagingKey, cursors: change(cursors) });
  const after = cursors.at(-1);

  const query = useQuery({
    queryKey: [...LABEL_KEYS.labels, applied, pageSize, after ?? ''],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.labels.search, { query: labelSearchQuery(applied, pageSize, after) }, { signal }),
    placeholderData: keepPreviousData,
  });

  const apply = (next: LabelSearchFilters) => {
    const found: Partial<Record<CodeField, string>> = {};
    for (const field of CODE_FIELDS) {
      const value = next[field]?.trim();
      if (value && !LABEL_CODE.test(value)) found[field] = t('search.codeFormat');
    }
    if (!found.excodeTo && isRangeReversed(next.excodeFrom, next.excodeTo))
      found.excodeTo = t('search.rangeReversed');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const cleaned: LabelSearchFilters = {};
    for (const [key, value] of Object.entries(next) as [keyof LabelSearchFilters, string | undefined][]) {
      const trimmed = value?.trim();
      if (trimmed) (cleaned as Record<string, string>)[key] = trimmed;
    }
    setParams((current) => writeLabelSearch(current, cleaned), { replace: true });
    if (JSON.stringify(cleaned) === filterKey) void query.refetch();
  };

  const rows = query.data?.list ?? [];
  const nextCursor = query.data?.nextCursor ?? null;
  const page = cursors.length;

  // The kit's table shows the rows; this list pages by cursor, so it has no total and its own pager.
  const table: PagedQuery<LabelRow> = {
    state: { page, pageSize, filters: {} },
    listQuery: {},
    rows,
    total: 0,
    data: undefined,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
    setPage: () => {},
    setPageSize,
    setSort: () => {},
    setFilters: () => {},
    filterSpecs: [],
    fetchPage: async () => ({ list: [], total: 0, page: 1, pageSize }),
  };

  const columns = useMemo<DataColumn<LabelRow>[]>(
    () => [
      {
        key: 'excode',
        header: t('search.columns.excode'),
        alwaysVisible: true,
        cell: (label) => (
          <Text size="sm" ff="monospace" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {label.excode}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (label) => <StatusBadge map={LABEL_STATUS} value={label.status} style={{ flex: 'none' }} />,
        exportValue: (label) => statusLabel(LABEL_STATUS, label.status, language),
      },
      {
        key: 'corpName',
        header: `${t('company')} / ${t('product')}`,
        cell: (label) =>
          label.corpName ? (
            <Stack gap={2} miw={160}>
              <Text size="sm" lineClamp={1}>
                {label.corpName}
              </Text>
              {label.productName ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {label.productName}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('common.platformStock')}
            </Text>
          ),
      },
      {
        key: 'runNo',
        header: t('search.columns.run'),
        cell: (label) =>
          label.runNo ? (
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {label.runNo}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      {
        key: 'createTime',
        header: t('search.columns.createTime'),
        cell: (label) => (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(label.createTime)}
          </Text>
        ),
      },
    ],
    [t, language],
  );

  const { t: k } = useTranslation('kit');
  const { save: saveEpcis } = useEpcisDownload();
  const rowActions = useMemo<RowAction<LabelRow>[]>(
    () => [
      {
        key: 'epcis',
        label: k('epcis.download'),
        icon: <DownloadIcon size={14} />,
        permission: ROUTES.epcis.labelDocument.access,
        onClick: (label) => void saveEpcis({ of: 'label', excode: label.excode }),
      },
    ],
    [k, saveEpcis],
  );

  const setCode = (field: CodeField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const hasFilters = Object.values(draft).some((value) => value && String(value).trim() !== '');

  return (
    <Stack gap="lg">
      <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} />
      <Card withBorder radius="md" padding="lg">
        <Group
          component="form"
          role="search"
          gap="sm"
          align="flex-start"
          wrap="wrap"
          mb="md"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <TextInput
            aria-label={t('search.excode')}
            placeholder={t('search.excode')}
            w={200}
            inputMode="numeric"
            maxLength={20}
            leftSection={<SearchIcon size={15} />}
            value={draft.excode ?? ''}
            onChange={(event) => setCode('excode', event.currentTarget.value)}
            error={errors.excode}
          />
          <Group gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('search.excodeFrom')}
              placeholder={t('search.excodeFrom')}
              w={180}
              inputMode="numeric"
              maxLength={20}
              value={draft.excodeFrom ?? ''}
              onChange={(event) => setCode('excodeFrom', event.currentTarget.value)}
              error={errors.excodeFrom}
            />
            <Text c="dimmed" mt={6}>
              –
            </Text>
            <TextInput
              aria-label={t('search.excodeTo')}
              placeholder={t('search.excodeTo')}
              w={180}
              inputMode="numeric"
              maxLength={20}
              value={draft.excodeTo ?? ''}
              onChange={(event) => setCode('excodeTo', event.currentTarget.value)}
              error={errors.excodeTo}
            />
          </Group>
          <Select
            aria-label={t('status')}
            w={160}
            data={[{ value: ALL, label: t('search.allStatuses') }, ...statusOptions(LABEL_STATUS, language)]}
            value={draft.status ?? ALL}
            allowDeselect={false}
            onChange={(value) => {
              const next = {
                ...draft,
                status: value && value !== ALL ? (value as LabelSearchFilters['status']) : undefined,
              };
              setDraft(next);
              apply(next);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {can('label.labelGenerateList.view') ? (
            <RunSelect
              value={draft.runId}
              onChange={(runId) => {
                const next = { ...draft, runId };
                setDraft(next);
                apply(next);
              }}
            />
          ) : null}
          <Group gap="xs">
            <Button type="submit" leftSection={<SearchIcon size={16} />}>
              {t('search.search')}
            </Button>
            <Button
              variant="default"
              leftSection={<RefreshIcon size={16} />}
              disabled={!hasFilters}
              onClick={() => {
                setDraft({});
                apply({});
              }}
            >
              {t('reset')}
            </Button>
          </Group>
        </Group>

        <DataTable
          tableId="labels"
          query={table}
          columns={columns}
          rowKey={(label) => label.excode}
          rowActions={rowActions}
          emptyText={t('search.empty')}
        />

        {rows.length > 0 || page > 1 ? (
          <Group justify="space-between" mt="md" gap="sm" wrap="wrap" data-testid="keyset-pager">
            <Text size="sm" c="dimmed">
              {t('search.page', { page })} · {t('search.shown', { count: rows.length })}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Select
                aria-label={t('rowsPerPage')}
                w={120}
                allowDeselect={false}
                data={PAGE_SIZES.map((size) => ({
                  value: String(size),
                  label: t('search.perPage', { size }),
                }))}
                value={String(pageSize)}
                onChange={(value) => value && setPageSize(Number(value))}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                variant="default"
                size="sm"
                disabled={page === 1 || query.isFetching}
                onClick={() => setCursors(() => [undefined])}
              >
                {t('firstPage')}
              </Button>
              <Button
                variant="default"
                size="sm"
                leftSection={<BackIcon size={14} />}
                disabled={page === 1 || query.isFetching}
                onClick={() => setCursors((current) => current.slice(0, -1))}
              >
                {t('previousPage')}
              </Button>
              <Button
                variant="default"
                size="sm"
                rightSection={<BackIcon size={14} style={{ transform: 'rotate(180deg)' }} />}
                disabled={!nextCursor || query.isFetching}
                onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
              >
                {t('nextPage')}
              </Button>
            </Group>
          </Group>
        ) : null}
      </Card>
    </Stack>
  );
}
