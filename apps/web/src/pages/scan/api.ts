import { useQuery } from '@tanstack/react-query';
import type {
  LabelAlert,
  ScanAlertSettings,
  ScanFilterOptions,
  ScanRecord,
  ServedRegions,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { LabelAlert, ScanAlertSettings, ScanFilterOptions, ScanRecord, ServedRegions };

/** Query keys of the scan pages; statistics share the options. */
export const SCAN_KEYS = {
  records: ['scan-records'],
  alerts: ['label-alerts'],
  settings: ['label-alerts', 'settings'],
  served: ['label-alerts', 'served-regions'],
  options: ['scan-stats', 'options'],
} as const;

/** Products and regions that have scans in the caller's data, for the filters. */
export function useScanFilterOptions() {
  return useQuery({
    queryKey: SCAN_KEYS.options,
    queryFn: ({ signal }) => callRoute(ROUTES.scanStats.options, undefined, { signal }),
    staleTime: 60_000,
  });
}

export function useAlertSettings() {
  return useQuery({
    queryKey: SCAN_KEYS.settings,
    queryFn: ({ signal }) => callRoute(ROUTES.scan.alertSettings, undefined, { signal }),
  });
}
