import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupOption, useCompanyLookup } from '../../api/lookups';
import { SearchIcon } from '../../kit';

export interface CompanyPickerProps {
  label: ReactNode;
  placeholder?: string;
  value?: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
}

/** Chooses companies by typing part of their name; the server searches, chosen names stay shown. */
export function CompanyPicker({
  label,
  placeholder,
  value = [],
  onChange,
  onBlur,
  error,
  required,
}: CompanyPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const options = useCompanyLookup(keyword);
  // Names of chosen companies, kept when a later search no longer returns them.
  const [chosen, setChosen] = useState<Record<string, string>>({});

  const data = useMemo(() => {
    const byId = new Map<string, LookupOption>();
    for (const id of value) if (chosen[id]) byId.set(id, { value: id, label: chosen[id] });
    for (const option of options.data ?? []) byId.set(option.value, option);
    return [...byId.values()];
  }, [value, chosen, options.data]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      onChange={(ids) => {
        const names = { ...chosen };
        for (const option of data) if (ids.includes(option.value)) names[option.value] = option.label;
        setChosen(names);
        onChange(ids);
      }}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? t('loading') : t('messages.form.companiesNothing')}
      leftSection={<SearchIcon size={15} />}
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      error={error}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
