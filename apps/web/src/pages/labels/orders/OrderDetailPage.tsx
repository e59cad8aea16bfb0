import { Card, Grid, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSections, MissingRecord, PageHeader, useIdParam } from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { OrderCertificationCard } from '../../certificates/OrderCertificationCard';
import { type LabelOrder, useOrder } from '../api';
import { OrderActions } from '../components/OrderActions';
import { OrderMilestones, OrderTimeline } from '../components/OrderProgress';
import {
  type OrderPart,
  OrderStatusBadges,
  OverdueBadge,
  useOrderSections,
} from '../components/orderSections';
import { UploadApplicationDialog } from '../components/UploadApplicationDialog';

const LIST = '/applyLabel';

/** The sections worth showing at an order's stage: payment and production appear once they begin. */
function detailParts(order: LabelOrder): OrderPart[] {
  const paid = order.status === 'paid' || order.status === 'delivered';
  const reviewed = order.status !== 'waiting_upload' && order.status !== 'to_be_reviewed';
  return [
    'order',
    ...(paid ? (['production'] as const) : []),
    ...(reviewed || order.reviewRemark ? (['review'] as const) : []),
    'documents',
    'address',
  ];
}

/**
 * /detailPage: the whole order — where it stands among its milestones, every field, its documents,
 * the label data being generated (polled live), and the history of who did what.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const order = useOrder(id);
  const sections = useOrderSections();
  const [uploading, setUploading] = useState(false);
  if (!id) return <MissingRecord title={t('view')} back={LIST} />;
  const data = order.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? t('detail.title', { orderNo: data.orderNo }) : ''}
        back={LIST}
        subtitle={data ? `${data.corpName} · ${data.productName}` : undefined}
        badge={
          data ? (
            <Group gap={6} wrap="nowrap">
              <OrderStatusBadges order={data} />
              <OverdueBadge order={data} withDays />
            </Group>
          ) : undefined
        }
        actions={
          data ? <OrderActions order={data} onUploadApplication={() => setUploading(true)} /> : undefined
        }
      />
      {data ? (
        <>
          <Card withBorder radius="md" padding="lg">
            <OrderMilestones order={data} />
          </Card>
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <DetailSections sections={sections(data, detailParts(data))} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                <OrderCertificationCard productId={data.productId} />
                <Card withBorder radius="md" padding="lg">
                  <Title order={3} size="h5" mb="lg">
                    {t('detail.historySection')}
                  </Title>
                  <OrderTimeline order={data} />
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>
          <UploadApplicationDialog order={uploading ? data : null} onClose={() => setUploading(false)} />
        </>
      ) : order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
