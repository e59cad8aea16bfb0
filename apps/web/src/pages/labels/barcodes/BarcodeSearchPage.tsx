import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  DataTable,
  type PagedQuery,
  PageHeader,
  pagedRoute,
  RefreshIcon,
  SearchIcon,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { BARCODE_KEYS, type BarcodeHit, useBarcodeApplication } from '../api';
import {
  BARCODE_SEARCH_FILTERS,
  type BarcodeSearch,
  filtersOf,
  sameSearch,
  searchInAddress,
  searchProblem,
} from './search';

const fetchBarcodes = pagedRoute(ROUTES.barcodes.search);

/** The caller's barcode applications (all of them for administrators), newest first, by number. */
function useApplicationOptions(keyword: string) {
  return useQuery({
    queryKey: BARCODE_KEYS.options(keyword),
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.barcodes.list,
        { query: { keyword: keyword || undefined, pageSize: 100 } },
        { signal },
      ),
    select: (page) => page.list,
    staleTime: 30_000,
  });
}

/**
 * /barcodeSearch: barcodes by value, by application (all of its barcodes) and by product, found and
 * paged by the server (`GET /barcodes`). A value on its own finds the barcodes that start with it (or
 * whose serial does); with an application or a product, any part of theirs. The search and the page
 * live in the address, so a link can open them (an application's "find these barcodes").
 */
export default function BarcodeSearchPage() {
  const { t } = useTranslation('labels');
  const can = useCan();
  const navigate = useNavigate();
  const user = useCurrentUserQuery();
  const ownCompany = Boolean(user.data?.corpId);

  // The search in the address; one that cannot be sent shows why instead of asking.
  const [params] = useSearchParams();
  const applied = searchInAddress(params);
  const appliedKey = JSON.stringify(applied);
  const problem = searchProblem(applied);
  const sendable = problem === null;
  const barcodes = usePagedQuery<BarcodeHit>({
    queryKey: BARCODE_KEYS.search,
    fetchPage: fetchBarcodes,
    filters: BARCODE_SEARCH_FILTERS,
    enabled: sendable,
  });

  const [draft, setDraft] = useState<BarcodeSearch>(applied);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the applied search
  useEffect(() => {
    setDraft(applied);
    setError(problem === 'tooShort' ? t('barcodes.search.tooShort') : null);
  }, [appliedKey]);

  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 250);
  const options = useApplicationOptions(keyword);
  const all = useApplicationOptions('');
  // The chosen application, even when it is not among the options loaded (opened from a link).
  const chosen = useBarcodeApplication(applied.applicationId ?? null);
  const application = applied.applicationId ? chosen.data : undefined;
  const known = useMemo(
    () => [...(all.data ?? []), ...(application ? [application] : [])],
    [all.data, application],
  );

  // Products with barcode applications; the barcodes found name theirs too (a product from a link).
  const products = useMemo(() => {
    const names = new Map<string, string>();
    for (const entry of known) names.set(entry.productId, entry.productName);
    for (const hit of barcodes.rows) if (!names.has(hit.productId)) names.set(hit.productId, hit.productName);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [known, barcodes.rows]);
  const applicationOptions = useMemo(() => {
    const list = (options.data ?? [])
      .filter((entry) => entry.status === 'success')
      .filter((entry) => !draft.productId || entry.productId === draft.productId)
      .map((entry) => ({ value: entry.id, label: `${entry.applicationNo} · ${entry.productName}` }));
    if (application && !list.some((option) => option.value === application.id))
      list.unshift({
        value: application.id,
        label: `${application.applicationNo} · ${application.productName}`,
      });
    return list;
  }, [options.data, draft.productId, application]);

  // Until a search can be sent there is nothing to wait for, and nothing from an earlier one to show.
  const table: PagedQuery<BarcodeHit> = sendable
    ? barcodes
    : { ...barcodes, rows: [], total: 0, data: undefined, isPending: false, isFetching: false, error: null };

  const columns = useMemo<DataColumn<BarcodeHit>[]>(
    () => [
      {
        key: 'value',
        header: t('barcodes.search.columns.value'),
        alwaysVisible: true,
        cell: (hit) => (
          <Text size="sm" ff="monospace" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {hit.value}
          </Text>
        ),
      },
      { key: 'seq', header: t('barcodes.search.columns.seq'), align: 'right', width: 80 },
      {
        key: 'applicationNo',
        header: t('barcodes.search.columns.application'),
        cell: (hit) =>
          can('label.codeApplication.view') ? (
            <Anchor
              size="sm"
              ff="monospace"
              onClick={(event) => {
                event.stopPropagation();
                navigate(`/codeApplication?id=${hit.applicationId}`);
              }}
            >
              {hit.applicationNo}
            </Anchor>
          ) : (
            <Text size="sm" ff="monospace">
              {hit.applicationNo}
            </Text>
          ),
        exportValue: (hit) => hit.applicationNo,
      },
      { key: 'productName', header: t('product') },
      // A company finds only its own barcodes: the company column is for administrators.
      ...(ownCompany ? [] : [{ key: 'corpName', header: t('company') }]),
    ],
    [t, can, navigate, ownCompany],
  );

  const apply = (next: BarcodeSearch) => {
    const reason = searchProblem(next);
    if (reason) {
      setError(t(`barcodes.search.${reason}`));
      return;
    }
    setError(null);
    if (sameSearch(next, applied)) barcodes.refetch();
    else barcodes.setFilters(filtersOf(next));
  };
  const hasDraft = Boolean(draft.value?.trim() || draft.applicationId || draft.productId);

  return (
    <Stack gap="lg">
      <PageHeader title={t('barcodes.search.title')} subtitle={t('barcodes.search.subtitle')} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap={6} mb="md">
          <Group
            component="form"
            role="search"
            gap="sm"
            align="flex-start"
            wrap="wrap"
            onSubmit={(event) => {
              event.preventDefault();
              apply(draft);
            }}
          >
            <TextInput
              aria-label={t('barcodes.search.value')}
              placeholder={t('barcodes.search.valuePlaceholder')}
              w={300}
              maxLength={80}
              leftSection={<SearchIcon size={15} />}
              value={draft.value ?? ''}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setDraft((current) => ({ ...current, value: next }));
                setError(null);
              }}
              error={error}
            />
            <Select
              aria-label={t('product')}
              placeholder={t('barcodes.search.productPlaceholder')}
              w={200}
              data={products}
              value={draft.productId ?? null}
              searchable
              clearable
              nothingFoundMessage={t('barcodes.search.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              onChange={(productId) => {
                const current = known.find((entry) => entry.id === draft.applicationId);
                const next = {
                  ...draft,
                  productId: productId ?? undefined,
                  // An application of another product no longer fits.
                  applicationId:
                    productId && current && current.productId !== productId ? undefined : draft.applicationId,
                };
                setDraft(next);
                apply(next);
              }}
            />
            <Select
              aria-label={t('barcodes.search.application')}
              placeholder={t('barcodes.search.applicationPlaceholder')}
              w={300}
              data={applicationOptions}
              value={draft.applicationId ?? null}
              searchable
              searchValue={typed}
              onSearchChange={setTyped}
              clearable
              nothingFoundMessage={options.isFetching ? '…' : t('barcodes.search.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              onChange={(applicationId) => {
                const next = { ...draft, applicationId: applicationId ?? undefined };
                setDraft(next);
                apply(next);
              }}
            />
            <Group gap="xs">
              <Button type="submit" leftSection={<SearchIcon size={16} />}>
                {t('barcodes.search.search')}
              </Button>
              <Button
                variant="default"
                leftSection={<RefreshIcon size={16} />}
                disabled={!hasDraft}
                onClick={() => {
                  setDraft({});
                  setError(null);
                  barcodes.setFilters({});
                }}
              >
                {t('reset')}
              </Button>
            </Group>
          </Group>
          <Text size="xs" c="dimmed" maw={760}>
            {t('barcodes.search.hint')}
          </Text>
        </Stack>

        <DataTable
          tableId="barcodes"
          query={table}
          columns={columns}
          rowKey={(hit) => hit.value}
          emptyText={sendable ? t('barcodes.search.empty') : t('barcodes.search.start')}
          exportCsv
          exportFilename="barcodes.csv"
        />
      </Card>
    </Stack>
  );
}
