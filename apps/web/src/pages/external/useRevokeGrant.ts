import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useActionDialog, useApiMutation } from '../../kit';
import { EXTERNAL_KEYS, type PartnerGrantRow } from './api';

/** Ends a grant at once, with the reason the partner is told: `[revoke(grant), dialog]`. */
export function useRevokeGrant(): [(grant: PartnerGrantRow) => void, React.ReactNode] {
  const { t } = useTranslation('external');
  const [ask, dialog] = useActionDialog();
  const revoke = useApiMutation({
    call: ({ id, reason }: { id: string; reason: string }) =>
      callRouteEnvelope(ROUTES.external.revokeGrant, { params: { id }, body: { reason } }),
    invalidate: [EXTERNAL_KEYS.all],
  });
  const start = (grant: PartnerGrantRow) =>
    ask({
      title: t('grants.revokeTitle', { app: grant.appName }),
      message: t('grants.revokeText', { app: grant.appName }),
      confirmLabel: t('grants.revoke'),
      danger: true,
      reason: 'required',
      reasonLabel: t('grants.revokeReason'),
      onConfirm: (reason) => revoke.mutateAsync({ id: grant.id, reason: reason ?? '' }),
    });
  return [start, dialog];
}
