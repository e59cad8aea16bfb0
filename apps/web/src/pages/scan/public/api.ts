import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ScanAnswer, VerifyAnswer } from '@trace/contracts';
import { useRef } from 'react';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';

export type { ScanAnswer, VerifyAnswer };

/** What the QR code opened: the short form `/s/{excode}` or a GS1 Digital Link path `/01/…`. */
export type ScanTarget = { kind: 'short'; excode: string } | { kind: 'link'; path: string };

/**
 * The scan page's answer. The first request records the scan; asking again in another language
 * sends the recorded scan back, so switching languages is not counted as another scan.
 */
export function useScanAnswer(target: ScanTarget) {
  const language = useLanguage();
  const recorded = useRef<{ key: string; scanId: string } | null>(null);
  const key = target.kind === 'short' ? target.excode : target.path;
  return useQuery({
    queryKey: ['scan-page', key, language],
    queryFn: async ({ signal }) => {
      const scan = recorded.current?.key === key ? recorded.current.scanId : undefined;
      const answer =
        target.kind === 'short'
          ? await callRoute(
              ROUTES.scan.lookup,
              { params: { excode: target.excode }, query: { scan } },
              { signal, recoverSession: false },
            )
          : await callRoute(
              ROUTES.scan.digitalLink,
              { query: { path: target.path, scan } },
              { signal, recoverSession: false },
            );
      recorded.current = { key, scanId: answer.scanId };
      return answer;
    },
    // Another language keeps the page (and the check's result) on screen while its texts arrive.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useVerify(excode: string) {
  return useMutation({
    mutationFn: (pcode: string) =>
      callRoute(ROUTES.scan.verify, { params: { excode }, body: { pcode } }, { recoverSession: false }),
  });
}
