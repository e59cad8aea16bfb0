import { Stack, Text, Timeline } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../kit/format';
import type { ScanAnswer } from './api';
import { Facts } from './Facts';

type Ginseng = NonNullable<ScanAnswer['ginseng']>;

/** American ginseng: the farm and plot the roots came from, and what was done on the plot. */
export function GinsengOrigin({ ginseng, t }: { ginseng: Ginseng; t: TFunction<'scan'> }) {
  const { farm, plot, records } = ginseng;
  const facts: [string, string][] = [
    [t('public.ginseng.farm'), farm.name],
    [t('public.ginseng.place'), `${farm.regionName} · ${farm.city}`],
    [t('public.ginseng.plot'), plot.name],
    [t('public.ginseng.area'), t('public.ginseng.hectares', { area: plot.area.toFixed(2) })],
    [t('public.ginseng.plantingYear'), String(plot.plantingYear)],
    [t('public.ginseng.rootAge'), t('public.ginseng.years', { count: plot.rootAge })],
  ];
  return (
    <Stack gap="sm" data-testid="scan-ginseng">
      <Facts items={facts} />
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('public.ginseng.noRecords')}
        </Text>
      ) : (
        <Timeline active={records.length} bulletSize={14} lineWidth={2} color="teal">
          {records.map((record, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: records come in a fixed order and carry no id here
              key={index}
              title={record.activityName}
            >
              <Text size="xs" c="dimmed">
                {formatDate(record.date)}
              </Text>
              <Text size="sm">{record.description}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
