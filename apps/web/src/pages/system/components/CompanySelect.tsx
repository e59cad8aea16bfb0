import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyLookup } from '../../../api/lookups';
import { SearchSelect } from '../../../kit';

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
export function CompanySelect({ placeholder, value = null, ...props }: CompanySelectProps) {
  const { t } = useTranslation('system');
  const [keyword, setKeyword] = useState('');
  const options = useCompanyLookup(keyword);
  return (
    <SearchSelect
      {...props}
      placeholder={placeholder ?? t('common.companySearch')}
      options={options.data ?? []}
      onSearch={setKeyword}
      searching={options.isFetching}
      value={value}
      nothingFoundMessage={t('noCompanyMatches')}
      maxDropdownHeight={280}
    />
  );
}
