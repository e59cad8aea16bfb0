import { ActionIcon, Alert, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { sumWeights } from '@trace/contracts/weight-math';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ApiError, isSessionError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, CloseIcon, MissingRecord, PageHeader, useIdParam } from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type Batch, useBatch } from '../api';
import { BatchCard } from '../components/BatchCard';
import { useWeightProblem, WeightInput } from '../components/WeightInput';
import { DeepSteps, DeepTotals } from './DeepSteps';
import { type ChosenLabel, readSelection, writeSelection } from './selection';

const ITEM_ERROR = /^items\.(\d+)\.(useWeight|excode)$/;

function SetWeights({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const format = useFormatCount();
  const queryClient = useQueryClient();
  const problemOf = useWeightProblem();
  const [chosen, setChosen] = useState<ChosenLabel[]>(() => readSelection(batch.id));
  const [uses, setUses] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const back = `/deepBatch?id=${batch.id}`;

  const setUse = (excode: string, value: string) => {
    setUses((current) => ({ ...current, [excode]: value }));
    setErrors(({ [excode]: _, ...rest }) => rest);
  };
  const removeLabel = (excode: string) => {
    const next = chosen.filter((label) => label.excode !== excode);
    setChosen(next);
    writeSelection(batch.id, next);
  };

  const submit = async () => {
    setProblem(null);
    const found: Record<string, string> = {};
    for (const label of chosen) {
      const message = problemOf(uses[label.excode] ?? '', label.remainingWeight);
      if (message) found[label.excode] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const done = await callRoute(ROUTES.batches.useRawMaterial, {
        params: { id: batch.id },
        body: {
          items: chosen.map((label) => ({ excode: label.excode, useWeight: uses[label.excode] ?? '' })),
        },
      });
      writeSelection(batch.id, []);
      notifications.show({
        color: 'teal',
        message: t('deep.done', { count: done.count, shown: format(done.count) }),
      });
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
      navigate(`/deepBatchDetails?id=${batch.id}`, { replace: true });
    } catch (error) {
      if (isSessionError(error)) return;
      if (error instanceof ApiError) {
        const placed: Record<string, string> = {};
        for (const fieldError of error.errors) {
          const match = ITEM_ERROR.exec(fieldError.path);
          const label = match ? chosen[Number(match[1])] : undefined;
          if (label) placed[label.excode] ??= fieldError.message;
        }
        setErrors(placed);
        if (Object.keys(placed).length === 0) setProblem(error.msg);
      } else setProblem(String(error));
    } finally {
      setPending(false);
    }
  };

  const totalUse = sumWeights(
    chosen.map((label) => uses[label.excode]).filter((use): use is string => !!use),
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('deep.title')} subtitle={batch.batchNo} back={back} />
      <DeepSteps active={1} />
      <BatchCard batch={batch} />
      <DeepTotals
        count={format(chosen.length)}
        totalWeight={sumWeights(chosen.map((label) => label.remainingWeight))}
        totalUseWeight={totalUse}
      />
      {chosen.length === 0 ? (
        <Alert color="orange" icon={<AlertCircleIcon size={18} />} title={t('deep.nothingChosen')}>
          <Button size="xs" variant="default" onClick={() => navigate(back)}>
            {t('deep.back')}
          </Button>
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="deep-weights">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('labelCode')}</Table.Th>
                  <Table.Th>{t('deep.rawBatch')}</Table.Th>
                  <Table.Th ta="right">{t('common.remaining')}</Table.Th>
                  <Table.Th>{t('deep.useWeight')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {chosen.map((label) => (
                  <Table.Tr key={label.excode} data-code={label.excode}>
                    <Table.Td ff="monospace">{label.excode}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{label.batchNo}</Text>
                      <Text size="xs" c="dimmed">
                        {label.productName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{label.remainingWeight}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <WeightInput
                          aria-label={`${t('deep.useWeight')} ${label.excode}`}
                          value={uses[label.excode] ?? ''}
                          max={label.remainingWeight}
                          onChange={(value) => setUse(label.excode, value)}
                          error={errors[label.excode]}
                          w={180}
                        />
                        <Button
                          size="xs"
                          variant="default"
                          mt={4}
                          onClick={() => setUse(label.excode, label.remainingWeight)}
                        >
                          {t('deep.useAll')}
                        </Button>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t('remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('remove')}
                          onClick={() => removeLabel(label.excode)}
                        >
                          <CloseIcon size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {problem ? (
        <Alert color="red" icon={<AlertCircleIcon size={18} />} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(back)}>
          {t('deep.back')}
        </Button>
        <Button onClick={submit} loading={pending} disabled={chosen.length === 0}>
          {t('deep.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /deepBatch2: step 2 — the weight this batch takes from each chosen raw-material label. */
export default function DeepBatch2Page() {
  const { t } = useTranslation('batches');
  const id = useIdParam();
  const batch = useBatch('main', id);
  if (!id) return <MissingRecord title={t('deep.title')} back="/batchList" />;
  if (batch.data) return <SetWeights batch={batch.data} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('deep.title')} back="/batchList" />
      {batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
