import { Card, Group, SimpleGrid, Stepper, Text } from '@mantine/core';
import { roundWeight } from '@trace/contracts/weight-math';
import { useTranslation } from 'react-i18next';

/** Where the person is in the two steps of using raw material. */
export function DeepSteps({ active }: { active: 0 | 1 }) {
  const { t: d } = useTranslation('batches');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={d('deep.step1')} description={d('deep.step1Hint')} />
        <Stepper.Step label={d('deep.step2')} description={d('deep.step2Hint')} />
      </Stepper>
    </Card>
  );
}

/** deepSelectCount, deepTotalWeight and (step 2) deepTotalUseWeight. */
export function DeepTotals({
  count,
  countLabel,
  totalWeight,
  totalUseWeight,
}: {
  count: string;
  /** Default: "Labels chosen". */
  countLabel?: string;
  totalWeight?: string;
  totalUseWeight?: string;
}) {
  const { t } = useTranslation('batches');
  const figures = [
    { label: countLabel ?? t('deep.selectCount'), value: count, testId: 'deep-select-count' },
    ...(totalWeight === undefined
      ? []
      : [
          {
            label: t('deep.totalWeight'),
            value: t('common.g', { value: roundWeight(totalWeight) }),
            testId: 'deep-total-weight',
          },
        ]),
    ...(totalUseWeight === undefined
      ? []
      : [
          {
            label: t('deep.totalUseWeight'),
            value: t('common.g', { value: roundWeight(totalUseWeight) }),
            testId: 'deep-total-use-weight',
          },
        ]),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: figures.length }}>
      {figures.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} size="lg" data-testid={figure.testId}>
              {figure.value}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
