import { SimpleGrid, Stack, Text } from '@mantine/core';
import { COMPANY_USER_TYPES } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { statusLabel } from '../../../kit';
import { LABEL_STATUS } from '../../labels/statuses';
import type { Dashboard } from '../api';
import { CountBarChart, ScansByDayChart } from '../dashboard/charts';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { StatTiles } from '../dashboard/StatTiles';
import type { HomeCard } from '../homeCard';

type CompanyFigures = Extract<Dashboard, { kind: 'company' }>;

function CompanyFiguresView({ figures }: { figures: CompanyFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const states = figures.labelsByState.map((row) => ({
    name: statusLabel(LABEL_STATUS, row.state, language),
    count: row.count,
  }));
  return (
    <Stack gap="lg">
      <StatTiles
        cols={5}
        tiles={[
          {
            label: t('home.dashboard.scansThisMonth'),
            value: figures.scansThisMonth,
            to: '/getProduct',
            testId: 'dashboard-scans-this-month',
          },
          { label: t('home.dashboard.scansLastMonth'), value: figures.scansLastMonth, to: '/getProduct' },
          {
            label: t('home.dashboard.alertsLast30Days'),
            value: figures.alertsLast30Days,
            to: '/labelAlertSearch',
            alert: 'orange',
          },
          {
            label: t('home.dashboard.shipmentsIncoming'),
            value: figures.shipmentsWaiting.incoming,
            to: '/takerRecord',
            alert: 'blue',
          },
          {
            label: t('home.dashboard.shipmentsOutgoing'),
            value: figures.shipmentsWaiting.outgoing,
            to: '/senderRecord',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {states.length === 0 ? (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('home.dashboard.labelsByState')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('home.dashboard.noLabels')}
            </Text>
          </div>
        ) : (
          <CountBarChart
            title={t('home.dashboard.labelsByState')}
            rows={states}
            horizontal
            testId="dashboard-labels-chart"
          />
        )}
        <ScansByDayChart title={t('home.dashboard.scansByDay')} days={figures.scansByDay} />
      </SimpleGrid>
    </Stack>
  );
}

function CompanyDashboardCard() {
  const { t } = useTranslation();
  return (
    <DashboardFrame kind="company" title={t('home.dashboard.companyTitle')} color="teal">
      {(figures) => <CompanyFiguresView figures={figures} />}
    </DashboardFrame>
  );
}

export const card: HomeCard = {
  order: 1,
  userTypes: COMPANY_USER_TYPES,
  wide: true,
  Component: CompanyDashboardCard,
};
