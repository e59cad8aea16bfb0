import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Stepper,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  CheckIcon,
  CloseIcon,
  type DetailSection,
  DetailSections,
  formatDateTime,
  JobDrawer,
  useApiMutation,
} from '../../../kit';
import { useVoidRequest, VOID_KEYS, type VoidRequest } from '../api';
import { useFormatCount } from '../format';
import { VOID_STATUS } from '../statuses';
import { codeRuns } from './codes';

/** The reason the void job gives for a code it could not void (stored as written by the job). */
const JOB_FAILURE_REASON = 'not the company’s label, already void, or shipped';

const REMARK_MAX = 500;

/**
 * Where a request stands among submitted, reviewed and voided: the steps reached are complete, a step
 * that failed is red with a cross, the step under way spins. A rejected request ends at its review.
 */
function stepsOf(status: VoidRequest['status']): { active: number; failed: number | null; steps: number } {
  switch (status) {
    case 'unreviewed':
      return { active: 1, failed: null, steps: 3 };
    case 'failed':
      return { active: 2, failed: 1, steps: 2 };
    case 'passed':
      return { active: 2, failed: null, steps: 3 };
    case 'execution_error':
      return { active: 3, failed: 2, steps: 3 };
    default:
      return { active: 3, failed: null, steps: 3 };
  }
}

function RequestSteps({ request }: { request: VoidRequest }) {
  const { t: d } = useTranslation('labels');
  const { active, failed, steps } = stepsOf(request.status);
  const labels = [
    d('voids.detail.steps.submitted'),
    d('voids.detail.steps.reviewed'),
    d('voids.detail.steps.executed'),
  ].slice(0, steps);
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} data-testid="void-steps">
      {labels.map((label, index) => (
        <Stepper.Step
          key={label}
          label={label}
          color={failed === index ? 'red' : undefined}
          completedIcon={failed === index ? <CloseIcon size={16} /> : undefined}
          loading={request.status === 'passed' && index === 2}
        />
      ))}
    </Stepper>
  );
}

/** The codes of a request as unbroken runs: thousands of codes read as a few lines. */
function CodeRunsTable({ codes }: { codes: readonly string[] }) {
  const { t: d } = useTranslation('labels');
  const format = useFormatCount();
  const runs = useMemo(() => codeRuns(codes), [codes]);
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {d('voids.detail.codesHint', { count: runs.length, total: format(codes.length) })}
      </Text>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Table striped withTableBorder fz="sm" data-testid="void-code-runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d('voids.detail.from')}</Table.Th>
              <Table.Th>{d('voids.detail.to')}</Table.Th>
              <Table.Th ta="right">{d('voids.detail.labels')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.from}>
                <Table.Td ff="monospace">{run.from}</Table.Td>
                <Table.Td ff="monospace" c={run.count === 1 ? 'dimmed' : undefined}>
                  {run.count === 1 ? d('voids.detail.single') : run.to}
                </Table.Td>
                <Table.Td ta="right">{format(run.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** What the void job did: under way, all voided, or the labels it could not void and why. */
function ExecutionResult({ request }: { request: VoidRequest }) {
  const { t: d } = useTranslation('labels');
  const { t } = useTranslation();
  const format = useFormatCount();
  if (request.status === 'passed') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} data-testid="void-running">
        {d('voids.detail.running')}
      </Alert>
    );
  }
  if (request.status === 'performed') {
    return (
      <Alert color="teal" variant="light" icon={<CheckIcon size={18} />} data-testid="void-performed">
        {t('labelVoids.performed', { count: request.codeCount, shown: format(request.codeCount) })}
      </Alert>
    );
  }
  if (request.status !== 'execution_error') return null;
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        icon={<AlertCircleIcon size={18} />}
        data-testid="void-failed-labels"
      >
        {d('voids.detail.executionError', {
          failed: format(request.failures.length),
          count: format(request.codeCount),
        })}
      </Alert>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Table striped withTableBorder fz="sm" data-testid="void-failures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d('voids.detail.failureCode')}</Table.Th>
              <Table.Th>{d('voids.detail.failureReason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.failures.map((failure) => (
              <Table.Tr key={failure.code}>
                <Table.Td ff="monospace">{failure.code}</Table.Td>
                <Table.Td>
                  {failure.reason === JOB_FAILURE_REASON
                    ? d('voids.detail.failureReasons.notVoidable')
                    : failure.reason}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The reviewer's decision: approve (a remark is optional) or reject (a reason is needed). */
function Decision({ request }: { request: VoidRequest }) {
  const { t: d } = useTranslation('labels');
  const { t } = useTranslation(['shell', 'kit']);
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useApiMutation<VoidRequest, 'approve' | 'reject'>({
    call: (decision) =>
      callRouteEnvelope(ROUTES.voidRequests[decision], {
        params: { id: request.id },
        body: { remark: remark.trim() || null },
      }),
    invalidate: [VOID_KEYS.list],
    successMessage: (_answer, decision) =>
      decision === 'approve' ? d('voids.detail.approved') : d('voids.detail.rejectedToast'),
    onSuccess: (answer) => queryClient.setQueryData(VOID_KEYS.one(answer.id), answer),
  });
  const submit = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !remark.trim()) {
      setError(t('kit:audit.remarkRequired'));
      return;
    }
    setError(null);
    decide.mutate(decision);
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="void-decision">
      <Title order={3} size="h5" mb="md">
        {t('kit:audit.title')}
      </Title>
      <Stack gap="md">
        <Textarea
          label={t('kit:audit.remark')}
          placeholder={t('kit:audit.remarkPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <Group justify="flex-end" gap="sm">
          {request.actions.includes('reject') ? (
            <Button
              variant="outline"
              color="red"
              leftSection={<CloseIcon size={16} />}
              loading={decide.isPending && decide.variables === 'reject'}
              disabled={decide.isPending}
              onClick={() => submit('reject')}
            >
              {t('kit:audit.reject')}
            </Button>
          ) : null}
          {request.actions.includes('approve') ? (
            <Button
              leftSection={<CheckIcon size={16} />}
              loading={decide.isPending && decide.variables === 'approve'}
              disabled={decide.isPending}
              onClick={() => submit('approve')}
            >
              {t('kit:audit.approve')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The review as it stands: waiting, approved or rejected, with the reviewer's remark. */
function reviewSection(request: VoidRequest, d: TFunction<'labels'>): DetailSection | null {
  if (request.status === 'unreviewed') {
    // The reviewer decides below; the company is told it waits.
    return request.actions.length > 0
      ? null
      : {
          title: d('voids.detail.reviewSection'),
          content: (
            <Text size="sm" c="dimmed">
              {d('voids.detail.waitingReview')}
            </Text>
          ),
        };
  }
  const rejected = request.status === 'failed';
  return {
    title: d('voids.detail.reviewSection'),
    content: (
      <Stack gap="xs">
        <Text size="sm" fw={500} c={rejected ? 'red' : 'teal'}>
          {rejected ? d('voids.detail.rejected') : d('voids.detail.approvedNote')}
        </Text>
        {request.reviewRemark ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" c="dimmed">
              {d('voids.detail.reviewRemark')}:{' '}
            </Text>
            {request.reviewRemark}
          </Text>
        ) : null}
      </Stack>
    ),
  };
}

/** Where it stands first (and what the job did), then what was asked, the review and the codes. */
function RequestBody({ request }: { request: VoidRequest }) {
  const { t: d } = useTranslation('labels');
  const format = useFormatCount();
  const executed = ['passed', 'performed', 'execution_error'].includes(request.status);
  const review = reviewSection(request, d);
  return (
    <Stack gap="lg" data-testid="void-request" data-status={request.status}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <RequestSteps request={request} />
          {executed ? <ExecutionResult request={request} /> : null}
        </Stack>
      </Card>
      <DetailSections
        sections={[
          {
            items: [
              { label: d('company'), value: request.corpName },
              { label: d('voids.detail.createTime'), value: formatDateTime(request.createTime) },
              { label: d('voids.detail.count'), value: format(request.codeCount) },
              { label: d('voids.detail.reason'), value: request.reason, wide: true },
            ],
          },
          ...(review ? [review] : []),
          { title: d('voids.detail.codesSection'), content: <CodeRunsTable codes={request.codes} /> },
        ]}
      />
      {request.actions.length > 0 ? <Decision request={request} /> : null}
    </Stack>
  );
}

/**
 * One void request beside its list: where it stands, its codes as runs, the review (the reviewer
 * decides here), and what the void job did — read again every two seconds while the job runs.
 */
export function VoidRequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: d } = useTranslation('labels');
  return (
    <JobDrawer
      id={id}
      onClose={onClose}
      query={useVoidRequest(id)}
      size={720}
      title={(data) => d('voids.detail.title', { requestNo: data.requestNo })}
      statuses={VOID_STATUS}
      status={(data) => data.status}
      // When the job finishes while the drawer is open, the list learns the outcome too.
      isRunning={(data) => data.status === 'passed'}
      listKey={VOID_KEYS.list}
    >
      {(data) => <RequestBody request={data} />}
    </JobDrawer>
  );
}
