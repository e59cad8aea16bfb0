import { TreeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from './tree';

export interface TreeSelectFieldProps {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  data: TreeOption[];
  value?: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/** Chooses one node of a hierarchy (a department, a parent menu); any level can be chosen. */
export function TreeSelectField({
  label,
  description,
  placeholder,
  data,
  value = null,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  loading,
}: TreeSelectFieldProps) {
  const { t } = useTranslation('system');
  return (
    <TreeSelect
      label={label}
      description={description}
      placeholder={loading ? t('loading') : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled || loading}
      searchable
      clearable={!required}
      defaultExpandAll
      nothingFoundMessage={t('common.nothingFound')}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: true }}
      chevronAriaLabels={{ expand: t('common.expand'), collapse: t('common.collapse') }}
    />
  );
}
