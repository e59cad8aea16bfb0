import { Card, Group, SimpleGrid, Stepper, Text } from '@mantine/core';
import { roundWeight } from '@trace/contracts/weight-math';
import { useTexts } from '../../../kit';
import { texts } from '../texts';

/** Where the person is in the two steps of using raw material. */
export function DeepSteps({ active }: { active: 0 | 1 }) {
  const d = useTexts(texts).deep;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={d.step1} description={d.step1Hint} />
        <Stepper.Step label={d.step2} description={d.step2Hint} />
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
  const t = useTexts(texts);
  const d = t.deep;
  const figures = [
    { label: countLabel ?? d.selectCount, value: count, testId: 'deep-select-count' },
    ...(totalWeight === undefined
      ? []
      : [{ label: d.totalWeight, value: t.common.g(roundWeight(totalWeight)), testId: 'deep-total-weight' }]),
    ...(totalUseWeight === undefined
      ? []
      : [
          {
            label: d.totalUseWeight,
            value: t.common.g(roundWeight(totalUseWeight)),
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
