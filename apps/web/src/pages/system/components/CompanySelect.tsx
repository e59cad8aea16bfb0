import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupOption, useCompanyLookup } from '../../../api/lookups';
import { SearchIcon } from '../../../kit';

export interface CompanySelectProps {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  value?: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The name of the company already chosen (an edited record's), shown before any search. */
  selectedLabel?: string | null;
}

/** Chooses one company by typing part of its name; the server searches. */
export function CompanySelect({
  label,
  description,
  placeholder,
  value = null,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  selectedLabel,
}: CompanySelectProps) {
  const { t } = useTranslation('system');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  // While the shown text is the chosen name, list every company rather than only that one.
  const searching = keyword !== '' && keyword !== (chosen?.label ?? selectedLabel ?? '');
  const options = useCompanyLookup(searching ? keyword : '');

  const data = useMemo(() => {
    const byId = new Map<string, LookupOption>();
    if (value && chosen?.value === value) byId.set(value, chosen);
    else if (value && selectedLabel) byId.set(value, { value, label: selectedLabel });
    for (const option of options.data ?? []) byId.set(option.value, option);
    return [...byId.values()];
  }, [value, chosen, selectedLabel, options.data]);

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? t('common.companySearch')}
      data={data}
      value={value}
      onChange={(id, option) => {
        setChosen(id ? { value: id, label: option?.label ?? '' } : null);
        onChange(id);
      }}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('loading') : t('noCompanyMatches')}
      leftSection={<SearchIcon size={15} />}
      clearable
      maxDropdownHeight={280}
      error={error}
      required={required}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
