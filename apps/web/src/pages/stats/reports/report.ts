import {
  STAT_REPORT_KEYS,
  STAT_REPORTS,
  type StatDimension,
  type StatFilter,
  type StatMeasure,
  type StatReportKey,
  statChartsPage,
} from '@trace/contracts';
import { useLocation } from 'react-router-dom';

/** The report whose table or charts page a path is, if any. */
export function reportOfPath(path: string): StatReportKey | undefined {
  return STAT_REPORT_KEYS.find(
    (key) => STAT_REPORTS[key].page === path || statChartsPage(STAT_REPORTS[key].page) === path,
  );
}

/**
 * The report of the page on screen: the two report pages serve every report, each at its own path,
 * so the path says which one (the registry only opens them at a report's paths).
 */
export function useReportKey(): StatReportKey {
  const { pathname } = useLocation();
  const key = reportOfPath(pathname);
  if (!key) throw new Error(`${pathname} is not a statistics report page`);
  return key;
}

/** A report's definition, with the wide types the generic pages read it through. */
export function reportDefinition(key: StatReportKey) {
  const report = STAT_REPORTS[key];
  return {
    ...report,
    dimensions: report.dimensions as readonly StatDimension[],
    measures: report.measures as readonly StatMeasure[],
    filters: report.filters as readonly StatFilter[],
    funnel: 'funnel' in report && report.funnel === true,
  };
}

/** Figures in the platform's weight unit; the others are counts. */
export const isWeight = (measure: StatMeasure) => measure === 'weight';

/** The filter a click on a breakdown's item narrows (company → corpId, origin country → country). */
export const DIMENSION_FILTER: Partial<Record<StatDimension, StatFilter>> = {
  company: 'corpId',
  country: 'country',
  originCountry: 'country',
  port: 'port',
  product: 'productId',
};

/** Dimensions whose keys are ISO 3166 country codes. */
export const isCountry = (dimension: StatDimension) =>
  dimension === 'country' || dimension === 'originCountry';

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The range a report shows until the person picks another: the last 12 months, this one included
 * (UTC, as the server counts months), the same default the API applies without dates.
 */
export function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: day(first), to: day(now) };
}
