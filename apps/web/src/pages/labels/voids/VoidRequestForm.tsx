import { Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { VOID_MAX_CODES, ZVoidRequestBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { VOID_KEYS, type VoidRequest } from '../api';
import { useFormatCount } from '../format';
import { isRangeTooLarge, parseCodeList, rangeSize } from './codes';

type Mode = 'list' | 'range';
type VoidRequestBody = { reason: string; codes: string[]; rangeFrom?: string; rangeTo?: string };
type Values = { mode: Mode; codesText: string; rangeFrom: string; rangeTo: string; reason: string };
const EMPTY: Values = { mode: 'list', codesText: '', rangeFrom: '', rangeTo: '', reason: '' };
const REASON_MAX = 500;
/** How many wrong entries the summary names before it stops. */
const SHOWN_INVALID = 5;

/**
 * The request as the API takes it. Wrong entries of the list are sent along so the contract's own
 * rule words them (`label.codeFormat`) on the list field; blank range ends are left out.
 */
function toBody(values: Values): VoidRequestBody {
  if (values.mode === 'list') {
    const { codes, invalid } = parseCodeList(values.codesText);
    return { reason: values.reason, codes: [...codes, ...invalid] };
  }
  return {
    reason: values.reason,
    codes: [] as string[],
    rangeFrom: values.rangeFrom.trim() || undefined,
    rangeTo: values.rangeTo.trim() || undefined,
  };
}

/** What the entered codes amount to, under the list or the range. */
function CodesSummary({ values }: { values: Values }) {
  const { t: f } = useTranslation('labels');
  const format = useFormatCount();
  if (values.mode === 'list') {
    const { codes, invalid, repeated } = parseCodeList(values.codesText);
    if (codes.length === 0 && invalid.length === 0) return null;
    const shown = invalid.slice(0, SHOWN_INVALID).join(', ') + (invalid.length > SHOWN_INVALID ? ' …' : '');
    return (
      <Stack gap={2} data-testid="void-codes-summary">
        <Text size="sm" fw={600} c={codes.length > VOID_MAX_CODES ? 'red' : undefined}>
          {f('voids.form.summaryList', { count: codes.length, shown: format(codes.length) })}
          {repeated > 0 ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {' · '}
              {f('voids.form.repeated', { count: repeated })}
            </Text>
          ) : null}
        </Text>
        {invalid.length > 0 ? (
          <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {f('voids.form.invalidEntries', { entries: shown })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  const size = rangeSize(values.rangeFrom, values.rangeTo);
  if (size === null || size < 1n) return null;
  return (
    <Text size="sm" fw={600} c={isRangeTooLarge(size) ? 'red' : undefined} data-testid="void-codes-summary">
      {f('voids.form.summaryRange', {
        count: Number(size),
        shown: size <= BigInt(Number.MAX_SAFE_INTEGER) ? format(Number(size)) : size.toString(),
      })}
    </Text>
  );
}

/**
 * A company asks to void some of its labels: a pasted list of codes or one range, and the reason.
 * The contract's rules (code format, range order, at most 10,000, a reason) are checked as the person
 * types; the server then checks the codes are the company's and not void yet, naming those that are not.
 */
export function VoidRequestForm({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (request: VoidRequest) => void;
}) {
  const { t: f } = useTranslation('labels');
  const format = useFormatCount();
  const form = useZodForm(ZVoidRequestBody, EMPTY, {
    toInput: toBody,
    // The rule "at least one code or a range" and the server's "not your labels" name `codes`.
    fieldOf: (path): string =>
      path === 'codes' || path.startsWith('codes.')
        ? form.values.mode === 'list'
          ? 'codesText'
          : 'rangeFrom'
        : path,
  });
  const create = useApiMutation<VoidRequest, VoidRequestBody>({
    call: (body) => callRouteEnvelope(ROUTES.voidRequests.create, { body }),
    form,
    invalidate: [VOID_KEYS.all],
    successMessage: f('voids.form.submitted'),
    onSuccess: (request) => {
      form.reset();
      onCreated(request);
    },
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    onClose();
  };
  const modes = useMemo(
    () => [
      { value: 'list', label: f('voids.form.byList') },
      { value: 'range', label: f('voids.form.byRange') },
    ],
    [f],
  );

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={f('voids.form.title')}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      submitLabel={f('voids.form.submit')}
      cancelLabel={f('cancel')}
      formErrors={form.formErrors}
    >
      <Text size="sm" c="dimmed">
        {f('voids.form.intro')}
      </Text>
      <SegmentedControl
        aria-label={f('voids.form.mode')}
        data={modes}
        value={form.values.mode}
        onChange={(mode) => {
          form.setFieldValue('mode', mode as Mode);
          form.clearErrors();
        }}
      />
      {form.values.mode === 'list' ? (
        <Textarea
          label={f('voids.form.codes')}
          placeholder={f('voids.form.codesPlaceholder')}
          description={`${f('voids.form.codesHint')} ${f('voids.form.max', { max: format(VOID_MAX_CODES) })}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          required
          autosize
          minRows={5}
          maxRows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('codesText')}
        />
      ) : (
        <Stack gap={6}>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={f('firstCode')}
              required
              inputMode="numeric"
              maxLength={20}
              ff="monospace"
              {...form.getInputProps('rangeFrom')}
            />
            <TextInput
              label={f('lastCode')}
              required
              inputMode="numeric"
              maxLength={20}
              ff="monospace"
              {...form.getInputProps('rangeTo')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {f('voids.form.rangeHint')} {f('voids.form.max', { max: format(VOID_MAX_CODES) })}
          </Text>
        </Stack>
      )}
      <CodesSummary values={form.values} />
      <Textarea
        label={f('voids.form.reason')}
        placeholder={f('voids.form.reasonPlaceholder')}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={REASON_MAX}
        description={`${form.values.reason.length} / ${REASON_MAX}`}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
