import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { statusLabel } from '../../../kit';
import { APPLICATION_STATUS } from '../../certApplications/statuses';
import type { Dashboard } from '../api';
import { CountBarChart } from '../dashboard/charts';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { StatTiles } from '../dashboard/StatTiles';
import type { HomeCard } from '../homeCard';

type CertBodyFigures = Extract<Dashboard, { kind: 'certBody' }>;

function CertBodyFiguresView({ figures }: { figures: CertBodyFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const applications = figures.applications.map((row) => ({
    name: statusLabel(APPLICATION_STATUS, row.state, language),
    count: row.count,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <StatTiles
          cols={2}
          tiles={[
            {
              label: t('home.dashboard.auditsDueIn14Days'),
              value: figures.audits.dueIn14Days,
              to: '/monitor',
              testId: 'dashboard-audits-due',
            },
            {
              label: t('home.dashboard.auditsLate'),
              value: figures.audits.late,
              to: '/monitor',
              alert: 'red',
            },
            { label: t('home.dashboard.findingsOpen'), value: figures.findings.open, to: '/monitor' },
            {
              label: t('home.dashboard.findingsOverdue'),
              value: figures.findings.overdue,
              to: '/monitor',
              alert: 'red',
            },
            {
              label: t('home.dashboard.certificatesValid'),
              value: figures.certificates.valid,
              to: '/corpCert',
            },
            {
              label: t('home.dashboard.certificatesExpiring'),
              value: figures.certificates.expiringIn90Days,
              to: '/corpCert',
              alert: 'orange',
            },
          ]}
        />
      </Stack>
      {applications.length === 0 ? (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('home.dashboard.applicationsByState')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('home.dashboard.noApplications')}
          </Text>
        </div>
      ) : (
        <CountBarChart
          title={t('home.dashboard.applicationsByState')}
          rows={applications}
          horizontal
          testId="dashboard-applications-chart"
        />
      )}
    </SimpleGrid>
  );
}

function CertBodyDashboardCard() {
  const { t } = useTranslation();
  return (
    <DashboardFrame kind="certBody" title={t('home.dashboard.certBodyTitle')} color="grape">
      {(figures) => <CertBodyFiguresView figures={figures} />}
    </DashboardFrame>
  );
}

export const card: HomeCard = {
  order: 1,
  userTypes: ['cert_body', 'auditor'],
  wide: true,
  Component: CertBodyDashboardCard,
};
