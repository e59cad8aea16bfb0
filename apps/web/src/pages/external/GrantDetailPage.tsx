import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailPage, formatDateTime, MissingRecord, StatusBadge, useIdParam } from '../../kit';
import { EXTERNAL_PATHS, type PartnerGrantRow, usePartnerGrant, useResourceName } from './api';
import { RequestSummary } from './GrantDecisionPage';
import { GRANT_STATUS } from './statuses';
import { useRevokeGrant } from './useRevokeGrant';

/** /externalRequestCorpPermissionsDetail?id=: a partner's request and what the company decided. */
export default function GrantDetailPage() {
  const { t } = useTranslation('external');
  const navigate = useNavigate();
  const id = useIdParam();
  const grant = usePartnerGrant(id);
  const resourceName = useResourceName();
  const [revoke, revokeDialog] = useRevokeGrant();
  if (!id) return <MissingRecord title={t('grants.detail')} back={EXTERNAL_PATHS.grants} />;
  return (
    <>
      <DetailPage
        title={(g: PartnerGrantRow) => t('grants.detailTitle', { app: g.appName })}
        subtitle={(g) => g.corpName}
        back={EXTERNAL_PATHS.grants}
        query={grant}
        badge={(g) => <StatusBadge map={GRANT_STATUS} value={g.status} />}
        actions={(g) => (
          <Group gap="sm">
            {g.actions.includes('approve') ? (
              <Button onClick={() => navigate(`${EXTERNAL_PATHS.decideGrant}?id=${g.id}`)}>
                {t('grants.decide')}
              </Button>
            ) : null}
            {g.actions.includes('revoke') ? (
              <Button color="red" variant="light" onClick={() => revoke(g)}>
                {t('grants.revoke')}
              </Button>
            ) : null}
          </Group>
        )}
        sections={(g) => [
          ...(g.decidedAt
            ? [
                {
                  title: t('grants.decision'),
                  items: [
                    {
                      label: t('grants.granted'),
                      value: g.granted ? g.granted.map(resourceName).join(', ') : null,
                    },
                    { label: t('grants.grantedUntil'), value: formatDateTime(g.grantedUntil) },
                    { label: t('grants.decidedBy'), value: g.decidedByName },
                    { label: t('grants.decidedAt'), value: formatDateTime(g.decidedAt) },
                    { label: t('grants.decisionNote'), value: g.decisionNote, wide: true },
                  ],
                },
              ]
            : []),
          ...(g.revokedAt
            ? [
                {
                  title: t('grants.revocation'),
                  items: [
                    { label: t('grants.revokedAt'), value: formatDateTime(g.revokedAt) },
                    { label: t('grants.revokeReason'), value: g.revokeReason, wide: true },
                  ],
                },
              ]
            : []),
        ]}
      >
        {(g) => <RequestSummary grant={g} />}
      </DetailPage>
      {revokeDialog}
    </>
  );
}
