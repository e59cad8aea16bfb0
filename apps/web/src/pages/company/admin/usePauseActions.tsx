import { ROUTES } from '@trace/contracts';
import { callRouteEnvelope } from '../../../api/call';
import { useApiMutation, useTexts } from '../../../kit';
import { COMPANY_KEYS, type Company } from '../api';
import type { ActionRequest } from '../components/ActionDialog';
import { texts } from '../texts';

/**
 * Pausing (with the reason the company is shown) and resuming a company, as dialogs to ask with
 * `useActionDialog`. A paused company cannot apply for labels, bind or ship.
 */
export function usePauseActions(ask: (request: ActionRequest) => void) {
  const t = useTexts(texts).pause;
  const pause = useApiMutation<Company, { id: string; reason: string }>({
    call: ({ id, reason }) => callRouteEnvelope(ROUTES.companies.pause, { params: { id }, body: { reason } }),
    invalidate: [COMPANY_KEYS.all],
    successMessage: t.paused,
  });
  const resume = useApiMutation<Company, { id: string }>({
    call: ({ id }) => callRouteEnvelope(ROUTES.companies.resume, { params: { id } }),
    invalidate: [COMPANY_KEYS.all],
    successMessage: t.resumed,
  });
  return {
    askPause: (company: { id: string; name: string }) =>
      ask({
        title: t.pauseTitle(company.name),
        message: t.pauseText,
        confirmLabel: t.pause,
        danger: true,
        reason: 'required',
        reasonLabel: t.reason,
        reasonPlaceholder: t.reasonPlaceholder,
        onConfirm: (reason) => pause.mutateAsync({ id: company.id, reason: reason ?? '' }),
      }),
    askResume: (company: { id: string; name: string }) =>
      ask({
        title: t.resumeTitle(company.name),
        message: t.resumeText,
        confirmLabel: t.resume,
        onConfirm: () => resume.mutateAsync({ id: company.id }),
      }),
  };
}
