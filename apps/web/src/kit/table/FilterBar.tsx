import { Button, Group, MultiSelect, Select, Skeleton, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, SearchIcon } from '../icons';
import type { DateRangeValue, FilterValue, FilterValues } from '../query/params';
import { countActiveFilters } from '../query/params';
import { useDictionary } from '../query/useDictionary';
import { SearchSelect } from '../select/SearchSelect';
import type { FilterDef } from './types';

// The date picker and its locale data load only for lists that filter by date.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

export interface FilterBarProps {
  filters: readonly FilterDef[];
  /** The applied values (the list's state). */
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

type SelectFilterDef = Extract<FilterDef, { type: 'select' }>;

function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: SelectFilterDef;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  const dictionary = useDictionary(filter.dictionary);
  const data = filter.options ?? dictionary.data ?? [];
  if (filter.onSearch && !filter.multiple)
    return (
      <SearchSelectFilter filter={filter} onSearch={filter.onSearch} value={value} onChange={onChange} />
    );
  const common = {
    'aria-label': filter.label,
    placeholder: filter.label,
    data,
    w: filter.width ?? 200,
    clearable: true,
    searchable: data.length > 8,
    comboboxProps: { withinPortal: true },
    disabled: Boolean(filter.dictionary) && dictionary.isPending,
  };
  if (filter.multiple) {
    return (
      <MultiSelect
        {...common}
        placeholder={Array.isArray(value) && value.length > 0 ? undefined : filter.label}
        value={Array.isArray(value) ? (value.filter(Boolean) as string[]) : []}
        onChange={onChange}
      />
    );
  }
  return (
    <Select
      {...common}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      allowDeselect
    />
  );
}

/** A select whose options the server searches as the person types (companies, products). */
function SearchSelectFilter({
  filter,
  onSearch,
  value,
  onChange,
}: {
  filter: SelectFilterDef;
  onSearch: (keyword: string) => void;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  return (
    <SearchSelect
      aria-label={filter.label}
      placeholder={filter.label}
      w={filter.width ?? 200}
      options={filter.options ?? []}
      onSearch={onSearch}
      searching={filter.searching}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      allowDeselect
    />
  );
}

/**
 * The filters above a list, from a declarative list: text applies on Enter or "Search"; selects and
 * dates apply as soon as they change; "Reset" clears them all.
 */
export function FilterBar({ filters, values, onApply }: FilterBarProps) {
  const { t } = useTranslation('kit');
  const [draft, setDraft] = useState<FilterValues>(values);
  // The applied values can change from outside (address bar, back button): follow them.
  useEffect(() => setDraft(values), [values]);

  const set = (key: string, value: FilterValue, apply: boolean) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (apply) onApply(next);
  };

  return (
    <Group
      gap="sm"
      wrap="wrap"
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      role="search"
    >
      {filters.map((filter) => {
        const value = draft[filter.key];
        switch (filter.type) {
          case 'text':
            return (
              <TextInput
                key={filter.key}
                aria-label={filter.label}
                placeholder={filter.label}
                w={filter.width ?? 200}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(filter.key, event.currentTarget.value, false)}
                leftSection={<SearchIcon size={15} />}
              />
            );
          case 'select':
            return (
              <SelectFilter
                key={filter.key}
                filter={filter}
                value={value}
                onChange={(next) => set(filter.key, next, true)}
              />
            );
          case 'dateRange':
            return (
              <Suspense key={filter.key} fallback={<Skeleton h={36} w={filter.width ?? 260} radius="md" />}>
                <DateRangeFilter
                  label={filter.label}
                  width={filter.width ?? 260}
                  value={
                    Array.isArray(value) && value.length === 2 ? (value as DateRangeValue) : [null, null]
                  }
                  onChange={(next) => set(filter.key, next, next[0] === null || next[1] !== null)}
                />
              </Suspense>
            );
          default:
            return null;
        }
      })}
      <Group gap="xs">
        <Button type="submit" leftSection={<SearchIcon size={16} />}>
          {t('table.search')}
        </Button>
        <Button
          variant="default"
          leftSection={<RefreshIcon size={16} />}
          disabled={countActiveFilters(draft) === 0}
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('table.reset')}
        </Button>
      </Group>
    </Group>
  );
}
