import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupOption, useCertBodyLookup, usePrintingFactoryLookup } from '../../../api/lookups';

export interface OrganisationSelectProps {
  /** Certification bodies (certification-body and auditor accounts) or printing factories (printers). */
  kind: 'certBody' | 'printingFactory';
  label: ReactNode;
  description?: ReactNode;
  value?: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The name of the organisation already chosen (an edited user's), shown before the list arrives. */
  selectedLabel?: string | null;
}

/** Chooses the certification body or printing factory an account belongs to; the lists are short. */
export function OrganisationSelect({
  kind,
  label,
  description,
  value = null,
  onChange,
  onBlur,
  error,
  selectedLabel,
}: OrganisationSelectProps) {
  const { t } = useTranslation('system');
  const certBodies = useCertBodyLookup(kind === 'certBody');
  const factories = usePrintingFactoryLookup(kind === 'printingFactory');
  const options = kind === 'certBody' ? certBodies : factories;

  const data = useMemo(() => {
    const byId = new Map<string, LookupOption>();
    if (value && selectedLabel) byId.set(value, { value, label: selectedLabel });
    for (const option of options.data ?? []) byId.set(option.value, option);
    return [...byId.values()];
  }, [value, selectedLabel, options.data]);

  return (
    <Select
      label={label}
      description={description}
      placeholder={
        kind === 'certBody' ? t('users.certBodyPlaceholder') : t('users.printingFactoryPlaceholder')
      }
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      onBlur={onBlur}
      searchable
      clearable
      required
      error={error ?? (options.error ? options.error.message : undefined)}
      nothingFoundMessage={options.isFetching ? t('loading') : t('users.noOrganisation')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
