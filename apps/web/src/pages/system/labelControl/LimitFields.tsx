import { NumberInput, SimpleGrid, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LABEL_RUN_MAX } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { numberOrUndefined } from '../components/formValues';

export interface LimitFormValues extends Record<string, unknown> {
  maxPerApplication: number | string;
  maxPerRun: number | string;
  maxUsagePerBatch: number | string;
  remark: string;
}

export type LimitField = 'maxPerApplication' | 'maxPerRun' | 'maxUsagePerBatch' | 'remark';

export const limitInput = (values: LimitFormValues) => ({
  maxPerApplication: numberOrUndefined(values.maxPerApplication),
  maxPerRun: numberOrUndefined(values.maxPerRun),
  maxUsagePerBatch: numberOrUndefined(values.maxUsagePerBatch),
  remark: values.remark.trim() === '' ? null : values.remark.trim(),
});

export const limitValues = (limits: {
  maxPerApplication: number;
  maxPerRun: number;
  maxUsagePerBatch: number;
  remark: string | null;
}): LimitFormValues => ({
  maxPerApplication: limits.maxPerApplication,
  maxPerRun: limits.maxPerRun,
  maxUsagePerBatch: limits.maxUsagePerBatch,
  remark: limits.remark ?? '',
});

/** The three label limits (spec section 5) and a remark, with their bounds. */
export function LimitFields({ inputProps }: { inputProps: (field: LimitField) => GetInputPropsReturnType }) {
  const { t } = useTranslation('system');
  // No clamping: a value out of bounds is reported with the rule's message rather than changed silently.
  const number = {
    allowDecimal: false,
    clampBehavior: 'none',
    thousandSeparator: ',',
    required: true,
  } as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t('labelControl.maxPerApplication')}
          description={t('labelControl.maxPerApplicationHint')}
          min={1}
          max={1_000_000}
          {...number}
          {...inputProps('maxPerApplication')}
        />
        <NumberInput
          label={t('labelControl.maxPerRun')}
          description={t('labelControl.maxPerRunHint', { max: LABEL_RUN_MAX.toLocaleString('en') })}
          min={1}
          max={LABEL_RUN_MAX}
          {...number}
          {...inputProps('maxPerRun')}
        />
        <NumberInput
          label={t('labelControl.maxUsagePerBatch')}
          description={t('labelControl.maxUsagePerBatchHint')}
          min={2}
          max={1_000_000}
          {...number}
          {...inputProps('maxUsagePerBatch')}
        />
      </SimpleGrid>
      <Textarea
        label={t('remark')}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={200}
        {...inputProps('remark')}
      />
    </>
  );
}
