import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterDef, FilterValues } from '../../../kit';
import { readListSearch, toListQuery, writeListSearch } from '../../../kit/query/params';
import { filtersOf, type StatsFilters } from '../api';

/**
 * The filters of a charts page, kept in the address like the table page's, so the table/charts switch
 * and a reload keep the selection.
 */
export function useStatsFilters(defs: readonly FilterDef[]) {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => ({ pageSize: 20 }), []);
  const state = useMemo(() => readListSearch(params, defs, defaults), [params, defs, defaults]);
  const query: StatsFilters = useMemo(() => filtersOf(toListQuery(state, defs)), [state, defs]);
  const apply = (filters: FilterValues) =>
    setParams((current) => writeListSearch(current, { ...state, page: 1, filters }, defs, defaults), {
      replace: true,
    });
  return { values: state.filters, query, apply };
}
