import { regionOptions, type StatReportKey } from '@trace/contracts';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { type LookupOption, useCompanyLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { type FilterDef, useCan } from '../../../kit';
import { useProductOptions } from '../../records/api';
import { lastTwelveMonths, reportDefinition } from './report';

/** People who read several companies' figures and so choose a company: the administrator, a certification body. */
const CHOOSE_COMPANY = new Set(['admin', 'cert_body']);

/** Options of a filter with the items a click on a chart chose added when the list lacks them. */
function withPicked(options: LookupOption[], picked: LookupOption | undefined): LookupOption[] {
  if (!picked || options.some((option) => option.value === picked.value)) return options;
  return [picked, ...options];
}

/**
 * The filters a report accepts, in the order the contract lists them, after the period. A company
 * account reads its own figures, so only the administrator and certification bodies get a company
 * filter. Companies and products are searched on the server as the person types; `picked` are a
 * company or product chosen by a click on a chart, which the option lists may not hold.
 */
export function useReportFilters(
  key: StatReportKey,
  picked: Partial<Record<'corpId' | 'productId', LookupOption>> = {},
): FilterDef[] {
  const { t } = useTranslation('stats');
  const language = useLanguage();
  const accepted = reportDefinition(key).filters;
  const user = useCurrentUserQuery();
  const chooseCompany = accepted.includes('corpId') && CHOOSE_COMPANY.has(user.data?.userType ?? '');
  const [companyKeyword, setCompanyKeyword] = useState('');
  const [productKeyword, setProductKeyword] = useState('');
  const companies = useCompanyLookup(companyKeyword);
  // A product filter for those who may list products (a printer or a certification body may not).
  const can = useCan();
  const chooseProduct = accepted.includes('productId') && can(ROUTES.products.products.list.access as string);
  const products = useProductOptions(productKeyword, chooseProduct);
  const { corpId, productId } = picked;

  return useMemo<FilterDef[]>(() => {
    const defs: FilterDef[] = [
      { key: 'day', type: 'dateRange', label: t('reports.filters.period'), from: 'from', to: 'to' },
    ];
    for (const filter of accepted) {
      if (filter === 'corpId' && chooseCompany)
        defs.push({
          key: 'corpId',
          type: 'select',
          label: t('company'),
          options: withPicked(companies.data ?? [], corpId),
          onSearch: setCompanyKeyword,
          searching: companies.isFetching,
          width: 220,
        });
      if (filter === 'country')
        defs.push({
          key: 'country',
          type: 'select',
          label: t('country'),
          options: regionOptions(language).filter((option) => /^[A-Z]{2}$/.test(option.value)),
          width: 180,
        });
      if (filter === 'port')
        defs.push({
          key: 'port',
          type: 'select',
          label: t('reports.filters.port'),
          dictionary: 'port',
          width: 180,
        });
      if (filter === 'productId' && chooseProduct)
        defs.push({
          key: 'productId',
          type: 'select',
          label: t('product'),
          options: withPicked(
            (products.data ?? []).map((product) => ({ value: product.id, label: product.displayName })),
            productId,
          ),
          onSearch: setProductKeyword,
          searching: products.isFetching,
          width: 220,
        });
    }
    return defs;
  }, [
    t,
    language,
    accepted,
    chooseCompany,
    chooseProduct,
    companies.data,
    companies.isFetching,
    products.data,
    products.isFetching,
    corpId,
    productId,
  ]);
}

/**
 * Puts the default period (the last 12 months) into the address when it holds none, so the date
 * filter shows what the figures cover; a reset of the filters comes back to it. True once a period is set.
 */
export function useDefaultPeriod(): boolean {
  const [params, setParams] = useSearchParams();
  const missing = !params.get('from') && !params.get('to');
  useLayoutEffect(() => {
    if (!missing) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const range = lastTwelveMonths();
        next.set('from', range.from);
        next.set('to', range.to);
        return next;
      },
      { replace: true },
    );
  }, [missing, setParams]);
  return !missing;
}
