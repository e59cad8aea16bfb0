import { regionName } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import type { FilterDef } from '../../kit';
import { useScanFilterOptions } from '../scan/api';

/** The filters of the product pages: days and region. */
export function useProductStatsFilters(): FilterDef[] {
  const { t } = useTranslation('stats');
  const language = useLanguage();
  const options = useScanFilterOptions();
  return useMemo<FilterDef[]>(
    () => [
      { key: 'day', type: 'dateRange', label: t('filters.days'), from: 'from', to: 'to' },
      {
        key: 'region',
        type: 'select',
        label: t('region'),
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
  const { t } = useTranslation('stats');
  const options = useScanFilterOptions();
  return useMemo<FilterDef[]>(
    () => [
      { key: 'day', type: 'dateRange', label: t('filters.days'), from: 'from', to: 'to' },
      {
        key: 'productId',
        type: 'select',
        label: t('product'),
        options: options.data?.products ?? [],
        width: 220,
      },
    ],
    [t, options.data],
  );
}
