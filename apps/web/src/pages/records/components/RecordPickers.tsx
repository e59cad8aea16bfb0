import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchOptions, useProductOptions } from '../api';

interface PickerProps {
  label: ReactNode;
  value?: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
}

/** One of the caller's products. */
export function ProductPicker(props: PickerProps) {
  const { t } = useTranslation('records');
  const products = useProductOptions();
  const data = (products.data ?? []).map((product) => ({ value: product.id, label: product.displayName }));
  return (
    <Select
      {...props}
      placeholder={t('common.productPlaceholder')}
      searchable
      data={data}
      comboboxProps={{ withinPortal: true }}
      data-testid="product-picker"
    />
  );
}

/** One of the caller's batches (of `productId` when given). */
export function BatchPicker({
  productId,
  clearable,
  requireProduct,
  ...props
}: PickerProps & { productId?: string | null; clearable?: boolean; requireProduct?: boolean }) {
  const { t } = useTranslation('records');
  const waiting = requireProduct && !productId;
  const batches = useBatchOptions(productId);
  const data = waiting
    ? []
    : (batches.data ?? []).map((batch) => ({
        value: batch.id,
        label: requireProduct ? batch.batchNo : `${batch.batchNo} · ${batch.productDisplayName}`,
      }));
  return (
    <Select
      {...props}
      disabled={props.disabled || waiting}
      placeholder={waiting ? t('common.pickProductFirst') : t('common.batchPlaceholder')}
      searchable
      clearable={clearable}
      data={data}
      nothingFoundMessage={t('common.noBatch')}
      comboboxProps={{ withinPortal: true }}
      data-testid="batch-picker"
    />
  );
}
