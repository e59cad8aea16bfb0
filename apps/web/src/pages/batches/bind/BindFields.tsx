import { Badge, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '../../labels/format';
import { WeightInput } from '../components/WeightInput';
import { parseCodeList, rangeSize, tooManyCodes } from '../rules';

/** Codes are read digit by digit: the inputs (not their labels) use a monospaced face. */
const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export interface BindValues {
  mode: 'range' | 'list';
  startCode: string;
  endCode: string;
  codesText: string;
  weight: string;
  [key: string]: unknown;
}

export const EMPTY_BIND: BindValues = {
  mode: 'range',
  startCode: '',
  endCode: '',
  codesText: '',
  weight: '',
};

/** The form's values as the binding the API takes; the weight only for raw-material batches. */
export function toBindBody(values: BindValues, raw: boolean) {
  return {
    mode: values.mode,
    ...(values.mode === 'range'
      ? { startCode: values.startCode.trim() || undefined, endCode: values.endCode.trim() || undefined }
      : { codes: parseCodeList(values.codesText) }),
    ...(raw ? { weight: values.weight } : {}),
  };
}
export const bindFieldOf = (path: string) => (path.startsWith('codes') ? 'codesText' : path);

/**
 * How labels are chosen: a range (start and end code, with the count it makes) or a list of codes;
 * raw-material batches add the weight of each label.
 */
export function BindFields<V extends BindValues>({
  form,
  raw,
  left,
}: {
  form: UseFormReturnType<V>;
  raw: boolean;
  /** How many more labels the batch takes, to warn before sending. */
  left?: number;
}) {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  const values = form.values;
  const size = values.mode === 'range' ? rangeSize(values.startCode, values.endCode) : null;
  const listed = values.mode === 'list' ? parseCodeList(values.codesText).length : 0;
  const count = values.mode === 'range' ? size : BigInt(listed);
  const over = count !== null && (tooManyCodes(count) || (left !== undefined && count > BigInt(left)));
  const countBadge =
    count !== null && count > 0n ? (
      <Badge color={over ? 'red' : 'blue'} variant="light" size="lg" data-testid="bind-count">
        {values.mode === 'range'
          ? t('bind.rangeCount', { count: Number(count), shown: format(Number(count)) })
          : t('bind.codesCount', { count: listed, shown: format(listed) })}
      </Badge>
    ) : null;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('bind.mode')}
        </Text>
        <SegmentedControl
          data={[
            { value: 'range', label: t('bind.range') },
            { value: 'list', label: t('bind.list') },
          ]}
          {...form.getInputProps('mode')}
          w="fit-content"
        />
      </Stack>
      {values.mode === 'range' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('bind.startCode')}
            placeholder={t('bind.codePlaceholder')}
            required
            inputMode="numeric"
            maxLength={20}
            styles={MONO}
            {...form.getInputProps('startCode')}
          />
          <TextInput
            label={t('bind.endCode')}
            placeholder={t('bind.codePlaceholder')}
            required
            inputMode="numeric"
            maxLength={20}
            styles={MONO}
            {...form.getInputProps('endCode')}
          />
        </SimpleGrid>
      ) : (
        <Textarea
          label={t('labelCodes')}
          description={t('bind.codesHint')}
          required
          autosize
          minRows={4}
          maxRows={12}
          styles={MONO}
          {...form.getInputProps('codesText')}
        />
      )}
      {countBadge ? <Group>{countBadge}</Group> : null}
      {raw ? (
        <WeightInput
          label={t('bind.weight')}
          description={t('bind.weightHint')}
          required
          w={280}
          value={values.weight}
          onChange={(value) => form.setFieldValue('weight', value as never)}
          error={form.errors.weight}
          data-testid="bind-weight"
        />
      ) : null}
    </Stack>
  );
}
