import { regionName } from '@trace/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n';
import { type FilterDef, useTexts } from '../../kit';
import { useScanFilterOptions } from '../scan/api';
import { texts } from './texts';

/** The filters of the product pages: days and region. */
export function useProductStatsFilters(): FilterDef[] {
  const t = useTexts(texts);
  const language = useLanguage();
  const options = useScanFilterOptions();
  return useMemo<FilterDef[]>(
    () => [
      { key: 'day', type: 'dateRange', label: t.filters.days, from: 'from', to: 'to' },
      {
        key: 'region',
        type: 'select',
        label: t.filters.region,
        options: (options.data?.regions ?? []).map((code) => ({
          value: code,
          label: regionName(code, language),
        })),
        width: 180,
      },
    ],
    [t, language, options.data],
  );
}

/** The filters of the region pages: days and product. */
export function useRegionStatsFilters(): FilterDef[] {
  const t = useTexts(texts);
  const options = useScanFilterOptions();
  return useMemo<FilterDef[]>(
    () => [
      { key: 'day', type: 'dateRange', label: t.filters.days, from: 'from', to: 'to' },
      {
        key: 'productId',
        type: 'select',
        label: t.filters.product,
        options: options.data?.products ?? [],
        width: 220,
      },
    ],
    [t, options.data],
  );
}
