import { Box, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { SHEET_LABELS } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetType } from '../rules';
import classes from './SheetTypeField.module.css';

/** How the labels sit on a printed sheet: 3 × 3 on a big sheet, 4 rows of 3 on a small one. */
export const SHEET_GRID: Record<SheetType, { rows: number; columns: number }> = {
  big: { rows: 3, columns: 3 },
  small: { rows: 4, columns: 3 },
};

/** A miniature of a sheet of labels. */
export function SheetPreview({ sheetType, size = 'sm' }: { sheetType: SheetType; size?: 'sm' | 'lg' }) {
  const { rows, columns } = SHEET_GRID[sheetType];
  return (
    <Box
      className={classes.sheet}
      data-size={size}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
      aria-hidden
    >
      {Array.from({ length: rows * columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical cells of a drawing
        <span key={index} className={classes.cell}>
          <span className={classes.code} />
        </span>
      ))}
    </Box>
  );
}

export interface SheetTypeFieldProps {
  label: ReactNode;
  value: SheetType;
  onChange: (value: SheetType) => void;
  error?: ReactNode;
}

/** Big sheet (9 labels) or small sheet (12 labels), chosen on cards that show the layout. */
export function SheetTypeField({ label, value, onChange, error }: SheetTypeFieldProps) {
  const { t } = useTranslation('labels');
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as SheetType)} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt={6}>
        {(['big', 'small'] as const).map((type) => (
          <Radio.Card
            key={type}
            value={type}
            radius="md"
            className={classes.card}
            aria-label={t(`sheet.${type}`)}
          >
            <Group wrap="nowrap" align="center" gap="md">
              <Radio.Indicator />
              <Stack gap={2} flex={1}>
                <Text fw={600} size="sm">
                  {t(`sheet.${type}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sheet.perSheet', { per: SHEET_LABELS[type] })} ·{' '}
                  {t('sheet.grid', { rows: SHEET_GRID[type].rows, columns: SHEET_GRID[type].columns })}
                </Text>
              </Stack>
              <SheetPreview sheetType={type} />
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
