import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AlertCircleIcon,
  CheckIcon,
  DetailSections,
  EpcisDownloadButton,
  FileIcon,
  MissingRecord,
  PageHeader,
  SendIcon,
  useIdParam,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type Shipment, SIDE_PAGES, type Side, useShipment } from '../api';
import { ReturnDialog } from './ReturnDialog';
import { ShipmentBadges, ShipmentMilestones, useShipmentSections } from './shipmentSections';
import { stepHref } from './steps';

/** The receiver's next steps as buttons, from the shipment's `actions`. */
function ReceiverActions({ shipment, onReturn }: { shipment: Shipment; onReturn: () => void }) {
  const { t: a } = useTranslation('shipments');
  const navigate = useNavigate();
  const has = (action: Shipment['actions'][number]) => shipment.actions.includes(action);
  const go = (step: string) => navigate(stepHref(step, shipment.id));
  return (
    <Group gap="sm">
      {has('return') ? (
        <Button variant="default" color="red" c="red" onClick={onReturn}>
          {a('received.actions.return')}
        </Button>
      ) : null}
      {has('completeDocuments') ? (
        <Button variant="light" leftSection={<FileIcon size={16} />} onClick={() => go('completeDocuments')}>
          {a('received.actions.completeDocuments')}
        </Button>
      ) : null}
      {has('forward') ? (
        <Button variant="light" leftSection={<SendIcon size={16} />} onClick={() => go('forward')}>
          {a('received.actions.forward')}
        </Button>
      ) : null}
      {has('confirmImport') ? (
        <Button leftSection={<CheckIcon size={16} />} onClick={() => go('confirmImport')}>
          {a('received.actions.confirmImport')}
        </Button>
      ) : null}
      {has('confirm') ? (
        <Button leftSection={<CheckIcon size={16} />} onClick={() => go('confirm')}>
          {shipment.importReceipt ? a('received.actions.count') : a('received.actions.confirm')}
        </Button>
      ) : null}
    </Group>
  );
}

/** /sendDetails and /takeDetails: a shipment with its progress, transport, receipt and documents. */
export function ShipmentDetail({ side }: { side: Side }) {
  const { t } = useTranslation('shipments');
  const id = useIdParam();
  const navigate = useNavigate();
  const shipment = useShipment(side, id);
  const sections = useShipmentSections();
  const [returning, setReturning] = useState(false);
  const pages = SIDE_PAGES[side];
  if (!id) return <MissingRecord title={t('view')} back={pages.list} />;
  const data = shipment.data;
  const producing =
    data?.status === 'sent' ? data.batches.find((b) => b.status === 'in_production') : undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          data ? t(side === 'sent' ? 'detail.sendTitle' : 'detail.takeTitle', { no: data.shipmentNo }) : ''
        }
        back={pages.list}
        subtitle={data ? `${data.senderName} → ${data.receiverName}` : undefined}
        badge={data ? <ShipmentBadges shipment={data} /> : undefined}
        actions={
          data ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => navigate(`${pages.labels}?id=${data.id}`)}>
                {t('viewLabels')}
              </Button>
              <EpcisDownloadButton
                target={{ of: 'shipment', side, id: data.id, shipmentNo: data.shipmentNo }}
              />
              <ReceiverActions shipment={data} onReturn={() => setReturning(true)} />
            </Group>
          ) : undefined
        }
      />
      {data ? (
        <>
          <Card withBorder radius="md" padding="lg">
            <ShipmentMilestones shipment={data} />
          </Card>
          {producing ? (
            <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />}>
              <Text size="sm">{t('detail.inProduction', { batchNo: producing.batchNo })}</Text>
            </Alert>
          ) : null}
          <DetailSections sections={sections(data)} />
          <ReturnDialog shipment={returning ? data : null} onClose={() => setReturning(false)} />
        </>
      ) : shipment.isError ? (
        <LoadFailed error={shipment.error} onRetry={() => void shipment.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
