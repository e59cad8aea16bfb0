import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { downloadRoute, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { DetailPage, formatDateTime, MissingRecord, StatusBadge, saveBlob, useIdParam } from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { CERT_KEYS, type Certificate, statusPagePath } from './api';
import { CertificateActionDialog, type DialogAction } from './CertificateActions';
import { CERTIFICATE_STATUS } from './statuses';

/** /corpCertDetial?id=: scope, validity, surveillance, history, status QR, PDF and the body's changes. */
export default function CertificateDetailPage() {
  const { t } = useTranslation('certificates');
  const id = useIdParam();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const query = useQuery({
    ...routeQuery(
      ROUTES.certCertificates.get,
      { params: { id: id ?? '' } },
      { key: CERT_KEYS.certificate(id ?? '') },
    ),
    enabled: Boolean(id),
  });
  if (!id) return <MissingRecord title={t('list.title')} back="/corpCert" />;
  const statusUrl = (c: Certificate) => `${window.location.origin}${statusPagePath(c.certNo)}`;
  return (
    <>
      <CertificationTabs active="/corpCert" />
      <DetailPage
        title={(c: Certificate) => c.certNo}
        back="/corpCert"
        query={query}
        badge={(c) => (
          <Group gap="xs">
            <StatusBadge map={CERTIFICATE_STATUS} value={c.status} />
            {c.status !== 'effective' && (
              <Badge variant="dot" color={c.effective ? 'teal' : 'red'}>
                {c.effective ? t('inForce') : t('invalid')}
              </Badge>
            )}
          </Group>
        )}
        actions={(c) => (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={async () =>
                saveBlob(
                  await downloadRoute(ROUTES.certCertificates.pdf, { params: { id: c.id } }),
                  `${c.certNo}.pdf`,
                )
              }
            >
              {t('detail.pdf')}
            </Button>
            {c.actions.map((action) => (
              <Button
                key={action}
                color={
                  action === 'withdraw' || action === 'suspend' || action === 'surrender' ? 'red' : undefined
                }
                variant={action === 'reinstate' ? 'filled' : 'light'}
                data-action={action}
                onClick={() => setDialog(action)}
              >
                {t(`changes.${action}`)}
              </Button>
            ))}
          </Group>
        )}
        sections={(c) => [
          {
            items: [
              { label: t('scheme'), value: c.scheme.toUpperCase() },
              { label: t('holder'), value: c.corpName },
              { label: t('body'), value: c.bodyName },
              { label: t('validPeriod'), value: `${c.validFrom} – ${c.validUntil}` },
              { label: t('nextSurveillanceDue'), value: c.nextSurveillanceDue },
              { label: t('lastGoodAuditOn'), value: c.lastGoodAuditOn },
              { label: t('suspendedUntil'), value: c.suspendedUntil },
              { label: t('statusReason'), value: c.statusReason },
              {
                label: t('detail.replacedBy'),
                value: c.replacedById ? (
                  <Anchor component={Link} to={`/corpCertDetial?id=${c.replacedById}`}>
                    {t('detail.openReplacement')}
                  </Anchor>
                ) : null,
              },
            ],
          },
          {
            title: t('detail.scope'),
            content: (
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.module')}</Table.Th>
                    <Table.Th>{t('detail.products')}</Table.Th>
                    <Table.Th>{t('detail.categories')}</Table.Th>
                    <Table.Th>{t('detail.output')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.modules.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{m.name}</Table.Td>
                      <Table.Td>{m.productNames.join(', ') || '—'}</Table.Td>
                      <Table.Td>{m.categoryNames.join(', ') || '—'}</Table.Td>
                      <Table.Td>{m.certifiedAnnualOutput ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ),
          },
          {
            title: t('detail.statusPage'),
            content: (
              <Group align="center" gap="lg">
                <Stack gap={4}>
                  <Text size="sm">{t('detail.statusQr')}</Text>
                  <Anchor component={Link} to={statusPagePath(c.certNo)} target="_blank">
                    {statusUrl(c)}
                  </Anchor>
                </Stack>
              </Group>
            ),
          },
          {
            title: t('detail.history'),
            content: (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.time')}</Table.Th>
                    <Table.Th>{t('detail.action')}</Table.Th>
                    <Table.Th>{t('certState')}</Table.Th>
                    <Table.Th>{t('statusReason')}</Table.Th>
                    <Table.Th>{t('detail.actor')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.events.map((e) => (
                    <Table.Tr key={e.id} data-event={e.action}>
                      <Table.Td>{formatDateTime(e.createTime)}</Table.Td>
                      <Table.Td>
                        {e.action === 'issue' ? '—' : t(`changes.${e.action as 'suspend'}`, e.action)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge map={CERTIFICATE_STATUS} value={e.toStatus as Certificate['status']} />
                      </Table.Td>
                      <Table.Td>
                        {e.reason ?? ''}
                        {e.moduleNames.length > 0 && e.action === 'reduce'
                          ? ` (${t('detail.removedModules')}: ${e.moduleNames.join(', ')})`
                          : ''}
                      </Table.Td>
                      <Table.Td>{e.actorName ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ),
          },
        ]}
      >
        {(c) =>
          dialog ? (
            <CertificateActionDialog certificate={c} action={dialog} onClose={() => setDialog(null)} />
          ) : null
        }
      </DetailPage>
    </>
  );
}
