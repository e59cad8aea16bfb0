import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../api';
import { CountBarChart } from '../dashboard/charts';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { DueOrderList } from '../dashboard/DueOrderList';
import { StatTiles } from '../dashboard/StatTiles';
import type { HomeCard } from '../homeCard';

type PrinterFigures = Extract<Dashboard, { kind: 'printer' }>;

function PrinterFiguresView({ figures }: { figures: PrinterFigures }) {
  const { t } = useTranslation();
  const weeks = figures.dueByWeek.map((row) => ({ name: row.week.slice(5), count: row.count }));
  return (
    <Stack gap="lg">
      <StatTiles
        cols={3}
        tiles={[
          {
            label: t('home.dashboard.toDeliver'),
            value: figures.toDeliver,
            to: '/applyLabel',
            testId: 'dashboard-to-deliver',
          },
          {
            label: t('home.dashboard.ordersOverdue'),
            value: figures.overdue,
            to: '/applyLabel',
            alert: 'red',
          },
          {
            label: t('home.dashboard.deliveredThisMonth'),
            value: figures.deliveredThisMonth,
            to: '/applyLabel',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DueOrderList orders={figures.next} title={t('home.dashboard.nextOrders')} />
        <CountBarChart title={t('home.dashboard.dueByWeek')} rows={weeks} testId="dashboard-weeks-chart" />
      </SimpleGrid>
    </Stack>
  );
}

function PrinterDashboardCard() {
  const { t } = useTranslation();
  return (
    <DashboardFrame kind="printer" title={t('home.dashboard.printerTitle')} color="orange">
      {(figures) => <PrinterFiguresView figures={figures} />}
    </DashboardFrame>
  );
}

export const card: HomeCard = {
  order: 1,
  userTypes: ['printer'],
  wide: true,
  Component: PrinterDashboardCard,
};
