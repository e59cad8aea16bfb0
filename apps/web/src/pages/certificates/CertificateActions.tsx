import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CertificateUserAction } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useApiMutation } from '../../kit';
import { CERT_KEYS, type Certificate } from './api';

export type DialogAction = CertificateUserAction;

const todayPlusMonths = (months: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** What a suspension touches: batches, bound labels and shipments of the scope since the last good audit. */
export function SuspensionImpact({ certificateId }: { certificateId: string }) {
  const { t } = useTranslation('certificates');
  const impact = useQuery(
    routeQuery(
      ROUTES.certCertificates.impact,
      { params: { id: certificateId } },
      { key: CERT_KEYS.impact(certificateId) },
    ),
  );
  if (!impact.data) return null;
  const data = impact.data;
  return (
    <Alert color="orange" title={t('impact.title')} data-testid="suspension-impact">
      <Text size="sm" mb="xs">
        {t('impact.since', { date: data.since ?? '—' })}
      </Text>
      <Table withRowBorders={false}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('impact.batches')}</Table.Td>
            <Table.Td>{data.batches.count}</Table.Td>
            <Table.Td>{data.batches.first.map((b) => b.batchNo).join(', ') || t('impact.none')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t('impact.labels')}</Table.Td>
            <Table.Td>{data.labels.count}</Table.Td>
            <Table.Td>{data.labels.first.map((l) => l.excode).join(', ') || t('impact.none')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t('impact.shipments')}</Table.Td>
            <Table.Td>{data.shipments.count}</Table.Td>
            <Table.Td>
              {data.shipments.first.map((s) => s.shipmentNo).join(', ') || t('impact.none')}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Alert>
  );
}

/** One change of a certificate: its fields, then the call; the server refuses what the state forbids. */
export function CertificateActionDialog({
  certificate,
  action,
  onClose,
}: {
  certificate: Certificate;
  action: DialogAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('certificates');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(todayPlusMonths(1));
  const [keep, setKeep] = useState<string[]>(certificate.modules.map((m) => m.id));
  const [validUntil, setValidUntil] = useState(certificate.validUntil);
  const id = certificate.id;
  const mutation = useApiMutation({
    call: () => {
      const c = ROUTES.certCertificates;
      switch (action) {
        case 'suspend':
          return callRouteEnvelope(c.suspend, { params: { id }, body: { reason, until } });
        case 'reinstate':
          return callRouteEnvelope(c.reinstate, { params: { id }, body: { reason } });
        case 'reduce':
          return callRouteEnvelope(c.reduce, { params: { id }, body: { reason, moduleIds: keep } });
        case 'withdraw':
          return callRouteEnvelope(c.withdraw, { params: { id }, body: { reason } });
        case 'surrender':
          return callRouteEnvelope(c.surrender, { params: { id }, body: { reason } });
        case 'replace':
          return callRouteEnvelope(c.replace, {
            params: { id },
            body: { reason, moduleIds: keep, validUntil },
          });
      }
    },
    invalidate: [CERT_KEYS.all],
    successMessage: t('changes.done'),
    onSuccess: onClose,
  });
  const needsReason = action !== 'reinstate';
  return (
    <Modal opened onClose={onClose} title={t(`changes.${action}`)} size="lg">
      <Stack gap="sm">
        {action === 'withdraw' || action === 'surrender' || action === 'reinstate' ? (
          <Text size="sm">{t(`changes.${action}Text`, { certNo: certificate.certNo })}</Text>
        ) : null}
        {action === 'suspend' ? (
          <>
            <SuspensionImpact certificateId={id} />
            <TextInput
              type="date"
              label={t('changes.until')}
              description={t('changes.untilHint', { months: certificate.maxSuspensionMonths })}
              value={until}
              max={todayPlusMonths(certificate.maxSuspensionMonths)}
              onChange={(e) => setUntil(e.currentTarget.value)}
              required
            />
          </>
        ) : null}
        {action === 'reduce' || action === 'replace' ? (
          <Checkbox.Group
            label={t('changes.keep')}
            description={t('changes.keepHint')}
            value={keep}
            onChange={setKeep}
          >
            <Stack gap={4} mt="xs">
              {certificate.modules.map((m) => (
                <Checkbox key={m.id} value={m.id} label={m.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        {action === 'replace' ? (
          <TextInput
            type="date"
            label={t('changes.newValidUntil')}
            value={validUntil}
            max={certificate.validUntil}
            onChange={(e) => setValidUntil(e.currentTarget.value)}
          />
        ) : null}
        <Textarea
          label={t('changes.reason')}
          required={needsReason}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel', 'Cancel')}
          </Button>
          <Button
            color={action === 'reinstate' ? undefined : 'red'}
            loading={mutation.isPending}
            disabled={
              (needsReason && !reason.trim()) ||
              ((action === 'reduce' || action === 'replace') && keep.length === 0)
            }
            onClick={() => mutation.mutate()}
          >
            {t('changes.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
