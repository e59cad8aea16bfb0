import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps
  extends Omit<
    SelectProps,
    'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
  > {
  /** The server's answer to the last search. */
  options: readonly SearchOption[];
  /**
   * Asks the server for options: called with the typed text (debounced), and with '' while the text
   * shown is the chosen option's name, so the list then holds the first options rather than that one.
   */
  onSearch: (keyword: string) => void;
  /** The server search is under way (the empty list says so instead of "nothing found"). */
  searching?: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The name of the option already chosen (an edited record's), shown before any search finds it. */
  selectedLabel?: string | null;
}

/** Chooses one record by typing part of its name; the server searches, and the chosen one stays listed. */
export function SearchSelect({
  options,
  onSearch,
  searching,
  value,
  onChange,
  selectedLabel,
  nothingFoundMessage,
  ...props
}: SearchSelectProps) {
  const { t } = useTranslation('kit');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [typed] = useDebouncedValue(text.trim(), 250);
  const chosenLabel =
    (chosen && chosen.value === value ? chosen.label : undefined) ??
    selectedLabel ??
    options.find((option) => option.value === value)?.label;
  const keyword = typed === (chosenLabel ?? '') ? '' : typed;
  useEffect(() => onSearch(keyword), [onSearch, keyword]);

  const data = useMemo(() => {
    const byValue = new Map<string, SearchOption>();
    if (value && chosen?.value === value) byValue.set(value, chosen);
    else if (value && selectedLabel) byValue.set(value, { value, label: selectedLabel });
    for (const option of options) byValue.set(option.value, option);
    return [...byValue.values()];
  }, [value, chosen, selectedLabel, options]);

  return (
    <Select
      leftSection={<SearchIcon size={15} />}
      clearable
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? { value: next, label: option?.label ?? '' } : null);
        onChange(next);
      }}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        searching ? t('table.searching') : (nothingFoundMessage ?? t('table.nothingFound'))
      }
    />
  );
}
