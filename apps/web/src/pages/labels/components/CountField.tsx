import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { LABEL_COUNT_MULTIPLE, SHEET_LABELS } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useFormatCount } from '../format';
import { type SheetType, sheetsFor } from '../rules';
import { SheetPreview } from './SheetTypeField';

export interface CountFieldProps {
  /** The largest count the schema accepts (from the contracts; shown in the rule). */
  max: number;
  sheetType: SheetType;
  value: number | string;
  onChange: (value: number | string) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

/**
 * The number of labels, stepped by 40, with the sheets it takes shown as the person types. The
 * schema words what is wrong (not a number, not a multiple of 40, too many); nothing is clamped.
 */
export function CountField({ max, sheetType, value, onChange, onBlur, error }: CountFieldProps) {
  const { t } = useTranslation('labels');
  const format = useFormatCount();
  const language = useLanguage();
  const count = typeof value === 'number' ? value : Number.NaN;
  const sheets = sheetsFor(count, sheetType);
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('count.label')}
        placeholder={t('count.placeholder')}
        description={t('count.rule', { max: format(max) })}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        required
        min={LABEL_COUNT_MULTIPLE}
        max={max}
        step={LABEL_COUNT_MULTIPLE}
        clampBehavior="none"
        allowDecimal={false}
        thousandSeparator={language === 'fr' ? ' ' : ','}
        maw={320}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      {sheets > 0 ? (
        <Paper withBorder radius="md" px="md" py="sm" bg="gray.0" maw={420} data-testid="sheet-count">
          <Group gap="md" wrap="nowrap">
            <SheetPreview sheetType={sheetType} />
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {t('count.sheets', { sheets: format(sheets), type: t(`sheet.${sheetType}`) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('sheet.perSheet', { per: SHEET_LABELS[sheetType] })}
                {count % SHEET_LABELS[sheetType] === 0 ? '' : ` · ${t('count.sheetsHint')}`}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
