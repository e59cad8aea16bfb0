import { Alert, Stack, Text } from '@mantine/core';
import { AlertCircleIcon, DetailSections, PageHeader } from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import type { useShipment } from '../api';
import { ShipmentBadges, useShipmentSections } from './shipmentSections';

/** A receiver step opened when the shipment does not allow it (already received, not counted yet…). */
export function StepUnavailable({
  title,
  shipment,
  notice,
}: {
  title: string;
  shipment: ReturnType<typeof useShipment>;
  notice: string;
}) {
  const sections = useShipmentSections();
  const data = shipment.data;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={title}
        back={data ? `/takeDetails?id=${data.id}` : '/takerRecord'}
        subtitle={data ? `${data.shipmentNo} · ${data.senderName}` : undefined}
        badge={data ? <ShipmentBadges shipment={data} /> : undefined}
      />
      {shipment.isError ? (
        <LoadFailed error={shipment.error} onRetry={() => void shipment.refetch()} />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <>
          <Alert color="blue" variant="light" icon={<AlertCircleIcon size={18} />}>
            <Text size="sm">{notice}</Text>
          </Alert>
          <DetailSections sections={sections(data)} />
        </>
      )}
    </Stack>
  );
}
