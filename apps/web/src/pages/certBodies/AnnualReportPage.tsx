import { Group, Progress, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRoute, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { ReportCard, ReportPage, saveBlob } from '../../kit';
import { CERT_BODY_KEYS, useIsAdmin } from './api';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 8 }, (_, i) => String(thisYear - i));

/** Rows of a name, a count and a bar sized against the largest count. */
function Bars({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; count: number; extra?: ReactNode }[];
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ReportCard title={title}>
      <Stack gap="sm">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows keep a fixed order
          <Stack key={index} gap={2}>
            <Group justify="space-between">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" fw={600}>
                {row.count}
                {row.extra ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {row.extra}
                  </Text>
                ) : null}
              </Text>
            </Group>
            <Progress value={(row.count / max) * 100} size="sm" aria-label={row.label} />
          </Stack>
        ))}
      </Stack>
    </ReportCard>
  );
}

/** /annualReport: a year's audits, findings, certificates and auditors: the body's own, or any body's. */
export default function AnnualReportPage() {
  const { t } = useTranslation('certBodies');
  const admin = useIsAdmin();
  const [year, setYear] = useState(String(thisYear));
  const [certBodyId, setCertBodyId] = useState<string | null>(null);
  const bodies = useQuery({ ...routeQuery(ROUTES.lookups.certBodies), enabled: admin });
  const input = { query: { year: Number(year), certBodyId: certBodyId ?? undefined } };
  const report = useQuery(
    routeQuery(ROUTES.certReports.annual, input, { key: [...CERT_BODY_KEYS.report, year, certBodyId] }),
  );
  return (
    <ReportPage
      title={t('report.title')}
      subtitle={t('report.subtitle')}
      exportReport={{
        label: t('report.export'),
        download: async () =>
          saveBlob(await downloadRoute(ROUTES.certReports.exportAnnual, input), `annual-report-${year}.xlsx`),
      }}
      filters={
        <>
          <Select
            label={t('report.year')}
            data={YEARS}
            value={year}
            allowDeselect={false}
            w={140}
            onChange={(value) => value && setYear(value)}
          />
          {admin ? (
            <Select
              label={t('report.body')}
              placeholder={t('report.allBodies')}
              data={bodies.data ?? []}
              value={certBodyId}
              clearable
              searchable
              w={320}
              onChange={setCertBodyId}
            />
          ) : null}
        </>
      }
      query={report}
      figures={(data) => [
        { label: t('report.certificatesIssued'), value: String(data.certificatesIssued) },
        { label: t('report.averageDays'), value: String(data.averageDaysToClose ?? '—') },
        { label: t('report.medianDays'), value: String(data.medianDaysToClose ?? '—') },
      ]}
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Bars
              title={t('report.auditsByType')}
              rows={data.auditsByType.map((r) => ({
                label: t(`report.auditTypes.${r.type}`),
                count: r.count,
              }))}
            />
            <Bars
              title={t('report.findingsByGrade')}
              rows={data.findingsByGrade.map((r) => ({
                label: t(`report.grades.${r.grade}`),
                count: r.count,
                extra: t('report.closedCount', { count: r.closed }),
              }))}
            />
            <Bars
              title={t('report.certificatesByStatus')}
              rows={data.certificatesByStatus.map((r) => ({
                label: t(`report.certificateStatuses.${r.status}`),
                count: r.count,
              }))}
            />
          </SimpleGrid>
          <ReportCard title={t('report.auditors')}>
            {data.auditors.length ? (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('report.auditor')}</Table.Th>
                    <Table.Th ta="right">{t('report.led')}</Table.Th>
                    <Table.Th ta="right">{t('report.joined')}</Table.Th>
                    <Table.Th ta="right">{t('report.findingsRaised')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.auditors.map((a) => (
                    <Table.Tr key={a.auditorId}>
                      <Table.Td>{a.name}</Table.Td>
                      <Table.Td ta="right">{a.led}</Table.Td>
                      <Table.Td ta="right">{a.joined}</Table.Td>
                      <Table.Td ta="right">{a.findings}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                {t('report.noAuditors')}
              </Text>
            )}
          </ReportCard>
        </>
      )}
    </ReportPage>
  );
}
