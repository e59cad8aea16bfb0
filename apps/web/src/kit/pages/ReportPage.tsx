import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DownloadIcon } from '../icons';
import { type Figure, FigureCards } from './FigureCards';
import { LoadFailed } from './LoadFailed';
import { PageHeader } from './PageHeader';

export interface ReportPageProps<T> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page to return to; shows a back button. */
  back?: string;
  /** The report as a spreadsheet: the button's text and the download; a failure is shown as a notice. */
  exportReport?: { label: string; download: () => Promise<void> };
  /** The report's filters (a date range, a year, a body), in a card under the header. */
  filters: ReactNode;
  /** The report for the filters: a placeholder while it loads, the reason and a retry if it fails. */
  query: UseQueryResult<T>;
  /** Key figures of the report, in cards above the rest. */
  figures?: (report: T) => readonly Figure[];
  /** The report's charts and tables, once it is read (`ReportCard`s). */
  children: (report: T) => ReactNode;
}

/**
 * A report page: the header with the export, the filters, then the report's key figures, charts and
 * tables for the filters chosen. Each page gives its filters and what it draws of the data.
 */
export function ReportPage<T>({
  title,
  subtitle,
  back,
  exportReport,
  filters,
  query,
  figures,
  children,
}: ReportPageProps<T>) {
  const [exporting, setExporting] = useState(false);
  const data = query.data;
  async function download(run: () => Promise<void>) {
    setExporting(true);
    try {
      await run();
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={subtitle}
        back={back}
        actions={
          exportReport ? (
            <Button
              variant="default"
              leftSection={<DownloadIcon size={16} />}
              loading={exporting}
              disabled={data === undefined}
              onClick={() => void download(exportReport.download)}
            >
              {exportReport.label}
            </Button>
          ) : undefined
        }
      />
      <Card withBorder radius="md" padding="md" data-testid="report-filters">
        <Group gap="md" align="flex-end">
          {filters}
        </Group>
      </Card>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : data === undefined ? (
        <Stack gap="md" data-testid="report-loading">
          <Skeleton h={84} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : (
        <>
          {figures ? <FigureCards figures={figures(data)} /> : null}
          {children(data)}
        </>
      )}
    </Stack>
  );
}

/** A part of a report (a chart, a table) in a card under its title. */
export function ReportCard({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
