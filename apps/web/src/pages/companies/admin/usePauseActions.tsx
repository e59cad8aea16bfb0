import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import type { ActionRequest } from '../../../kit';
import { useApiMutation } from '../../../kit';
import { COMPANY_KEYS, type Company } from '../api';

/**
 * Pausing (with the reason the company is shown) and resuming a company, as dialogs to ask with
 * `useActionDialog`. A paused company cannot apply for labels, bind or ship.
 */
export function usePauseActions(ask: (request: ActionRequest) => void) {
  const { t } = useTranslation('companies');
  const pause = useApiMutation<Company, { id: string; reason: string }>({
    call: ({ id, reason }) => callRouteEnvelope(ROUTES.companies.pause, { params: { id }, body: { reason } }),
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('pause.paused'),
  });
  const resume = useApiMutation<Company, { id: string }>({
    call: ({ id }) => callRouteEnvelope(ROUTES.companies.resume, { params: { id } }),
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('pause.resumed'),
  });
  return {
    askPause: (company: { id: string; name: string }) =>
      ask({
        title: t('pause.pauseTitle', { name: company.name }),
        message: t('pause.pauseText'),
        confirmLabel: t('pause.pause'),
        danger: true,
        reason: 'required',
        reasonLabel: t('reasonShownToTheCompany'),
        reasonPlaceholder: t('pause.reasonPlaceholder'),
        onConfirm: (reason) => pause.mutateAsync({ id: company.id, reason: reason ?? '' }),
      }),
    askResume: (company: { id: string; name: string }) =>
      ask({
        title: t('pause.resumeTitle', { name: company.name }),
        message: t('pause.resumeText'),
        confirmLabel: t('pause.resume'),
        onConfirm: () => resume.mutateAsync({ id: company.id }),
      }),
  };
}
