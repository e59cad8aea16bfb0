import { Alert, Button, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTION_PERMISSIONS, EPCIS_BACKFILL } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { labelText } from '../../../i18n/text';
import { PageHeader, RefreshIcon, StatusBadge, useApiMutation, useCan } from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { navigationPage } from '../../../routing/navigation';
import { type EpcisBackfill, SYS_KEYS } from '../api';
import { TimeText } from '../components/TimeText';
import { JOB_STATUS } from '../statuses';
import { BACKFILL_POLL_MS, backfillActive, jobStatusOf, missingEvents } from './backfill';

const PAGE = navigationPage('/sysEpcis');

/** Per source kind: how many rows exist and how many have their events. */
function SourcesTable({ status }: { status: EpcisBackfill }) {
  const { t } = useTranslation('system');
  const format = (value: number) => value.toLocaleString();
  return (
    <Table striped withTableBorder data-testid="epcis-sources">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('epcis.kind')}</Table.Th>
          <Table.Th ta="right">{t('epcis.total')}</Table.Th>
          <Table.Th ta="right">{t('epcis.recorded')}</Table.Th>
          <Table.Th ta="right">{t('epcis.missing')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {status.sources.map((source) => (
          <Table.Tr key={source.kind} data-kind={source.kind}>
            <Table.Td>{t(`epcis.kinds.${source.kind}`)}</Table.Td>
            <Table.Td ta="right">{format(source.total)}</Table.Td>
            <Table.Td ta="right">{format(source.recorded)}</Table.Td>
            <Table.Td ta="right" c={source.total > source.recorded ? 'orange' : undefined}>
              {format(Math.max(0, source.total - source.recorded))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The backfill job running or last run: its state, progress and any error. */
function JobSummary({ job }: { job: EpcisBackfill['job'] }) {
  const { t } = useTranslation('system');
  if (!job)
    return (
      <Text size="sm" c="dimmed">
        {t('epcis.noJob')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="epcis-job" data-status={job.status}>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {t('epcis.job')}
        </Text>
        <StatusBadge map={JOB_STATUS} value={jobStatusOf(job.status)} />
        <Text size="sm" c="dimmed" data-testid="epcis-progress">
          {t('epcis.progress')}: {job.progress}%
        </Text>
        <TimeText iso={job.updatedAt} seconds />
      </Group>
      <Progress
        value={job.progress}
        aria-label={t('epcis.progress')}
        color={job.status === 'failed' ? 'red' : undefined}
        animated={job.status === 'running'}
      />
      {job.error ? (
        <Alert color="red" variant="light" radius="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {job.error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The repository card: what is recorded, the job, and the button starting a backfill. */
function BackfillCard() {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const status = useQuery({
    ...routeQuery(ROUTES.epcis.backfillStatus, undefined, { key: SYS_KEYS.epcisBackfill }),
    // Only a waiting or running job changes the figures on its own.
    refetchInterval: (query) => (backfillActive(query.state.data) ? BACKFILL_POLL_MS : false),
  });
  // A 409 (a backfill already under way) is shown in the server's words.
  const run = useApiMutation({
    call: () => callRouteEnvelope(ROUTES.epcis.runBackfill),
    successMessage: t('epcis.started'),
    onSuccess: (data) => queryClient.setQueryData(SYS_KEYS.epcisBackfill, data),
  });
  const data = status.data;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="epcis-backfill">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {t('epcis.title')}
          </Title>
          {data ? (
            <Text size="sm" c="dimmed" data-testid="epcis-events">
              {t('epcis.events', { count: data.events })}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<RefreshIcon size={16} />}
          loading={run.isPending}
          disabled={!data || backfillActive(data)}
          onClick={() => run.mutate()}
        >
          {t('epcis.run')}
        </Button>
      </Group>
      {data ? (
        <Stack gap="md">
          <SourcesTable status={data} />
          {missingEvents(data) === 0 ? (
            <Text size="sm" c="teal">
              {t('epcis.complete')}
            </Text>
          ) : null}
          <JobSummary job={data.job} />
        </Stack>
      ) : status.isError ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Progress value={100} animated aria-busy />
      )}
    </Card>
  );
}

/**
 * /sysEpcis: the EPCIS event repository (decision 0026) for administrators: which source rows have
 * their events and, for data older than the repository, a resumable backfill.
 */
export default function EpcisBackfillPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader title={labelText(PAGE.title, language)} subtitle={t('epcis.subtitle')} />
      {can(EPCIS_BACKFILL) ? (
        <BackfillCard />
      ) : (
        <Alert color="orange" variant="light" radius="md" data-testid="epcis-no-permission">
          {t('epcis.noPermission', { permission: ACTION_PERMISSIONS[EPCIS_BACKFILL][language] })}
        </Alert>
      )}
    </Stack>
  );
}
