import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const number = (value: number) => value.toLocaleString();

/** Total scans, code checks and the share of scans that went on to a check. */
export function TotalsCards({ totals }: { totals: { scans: number; verifications: number } | undefined }) {
  const { t } = useTranslation('stats');
  const cards = [
    { label: t('totals.scans'), value: totals ? number(totals.scans) : undefined, testId: 'total-scans' },
    {
      label: t('totals.verifications'),
      value: totals ? number(totals.verifications) : undefined,
      testId: 'total-checks',
    },
    {
      label: t('totals.checkRate'),
      value: totals
        ? totals.scans > 0
          ? `${((totals.verifications / totals.scans) * 100).toFixed(1)}%`
          : '—'
        : undefined,
      testId: 'check-rate',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.label} withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton h={28} w={80} mt={6} />
          ) : (
            <Text fz={26} fw={700} data-testid={card.testId}>
              {card.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
