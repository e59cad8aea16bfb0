import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatCount } from '../../../kit/useFormatCount';
import { useCanOpen } from '../../../routing/useCanOpen';
import type { Dashboard } from '../api';
import { ScansByDayChart } from '../dashboard/charts';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { DueOrderList } from '../dashboard/DueOrderList';
import { StatTiles } from '../dashboard/StatTiles';
import type { HomeCard } from '../homeCard';

type AdminFigures = Extract<Dashboard, { kind: 'admin' }>;

/** The review queues with something waiting, each a link to its page. */
function PendingReviews({ queues }: { queues: AdminFigures['pendingReviews'] }) {
  const { t } = useTranslation();
  const format = useFormatCount();
  const canOpen = useCanOpen();
  const waiting = queues.filter((queue) => queue.count > 0);
  return (
    <div>
      <Text size="sm" fw={600} mb={6}>
        {t('home.dashboard.pendingReviews')}
      </Text>
      {waiting.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.dashboard.noPendingReviews')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="dashboard-pending-reviews">
          {waiting.map((queue) => (
            <Group key={queue.queue} justify="space-between" wrap="nowrap" gap="xs">
              {canOpen(queue.page) ? (
                <Anchor component={Link} to={queue.page} size="sm">
                  {t(`home.dashboard.queue.${queue.queue}`)}
                </Anchor>
              ) : (
                <Text size="sm">{t(`home.dashboard.queue.${queue.queue}`)}</Text>
              )}
              <Badge variant="light" color="orange">
                {format(queue.count)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}

function AdminFiguresView({ figures }: { figures: AdminFigures }) {
  const { t } = useTranslation();
  const { totals, labelOrders, alerts } = figures;
  return (
    <Stack gap="lg">
      <StatTiles
        cols={5}
        tiles={[
          { label: t('home.dashboard.companies'), value: totals.companies, to: '/companyInformationList' },
          { label: t('home.dashboard.products'), value: totals.products, to: '/productMessage' },
          { label: t('home.dashboard.labels'), value: totals.labels, to: '/labelSearch' },
          { label: t('home.dashboard.scansThisMonth'), value: totals.scansThisMonth, to: '/getProduct' },
          {
            label: t('home.dashboard.shipmentsThisMonth'),
            value: totals.shipmentsThisMonth,
            to: '/senderRecord',
          },
          {
            label: t('home.dashboard.ordersOverdue'),
            value: labelOrders.overdue,
            to: '/applyLabel',
            alert: 'red',
            testId: 'dashboard-orders-overdue',
          },
          { label: t('home.dashboard.ordersDueIn7Days'), value: labelOrders.dueIn7Days, to: '/applyLabel' },
          {
            label: t('home.dashboard.alertsLast7Days'),
            value: alerts.last7Days,
            to: '/labelAlertSearch',
            alert: 'orange',
          },
          { label: t('home.dashboard.alertsLast30Days'), value: alerts.last30Days, to: '/labelAlertSearch' },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <PendingReviews queues={figures.pendingReviews} />
        <DueOrderList orders={labelOrders.next} title={t('home.dashboard.nextOrders')} />
        <ScansByDayChart title={t('home.dashboard.scansByDay')} days={figures.scansByDay} />
      </SimpleGrid>
    </Stack>
  );
}

function AdminDashboardCard() {
  const { t } = useTranslation();
  return (
    <DashboardFrame kind="admin" title={t('home.dashboard.adminTitle')} color="indigo">
      {(figures) => <AdminFiguresView figures={figures} />}
    </DashboardFrame>
  );
}

export const card: HomeCard = { order: 1, userTypes: ['admin'], wide: true, Component: AdminDashboardCard };
