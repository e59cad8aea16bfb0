import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ROUTES, type StoredFile, ZShipGoodsInput } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ApiError } from '../../api/client';
import {
  AlertCircleIcon,
  CheckIcon,
  FormPage,
  FormSection,
  PlusIcon,
  TrashIcon,
  useApiMutation,
  useTexts,
  useZodForm,
} from '../../kit';
import { useFormatCount } from '../label/format';
import { SHIPMENT_KEYS, type Shipment, useBatchOptions } from './api';
import {
  emptyShipping,
  parseCodes,
  ShippingFields,
  type ShippingValues,
  shippingInput,
} from './components/ShippingFields';
import { texts } from './texts';

type Mode = 'batch' | 'codes';
type Values = ShippingValues & {
  mode: Mode;
  batchId: string | null;
  codesText: string;
  ranges: { from: string; to: string }[];
};

const selectionOf = (values: Values) => ({
  codes: parseCodes(values.codesText),
  ranges: values.ranges.filter((r) => r.from.trim() !== '' || r.to.trim() !== ''),
});

const toInput = (values: Values) =>
  values.mode === 'batch'
    ? { mode: 'batch' as const, batchId: values.batchId, ...shippingInput(values) }
    : { mode: 'codes' as const, ...selectionOf(values), ...shippingInput(values) };

/** Schema paths of the selection land on the fields that hold them. */
const fieldOf = (path: string) => (path === 'codes' || path.startsWith('codes.') ? 'codesText' : path);

/**
 * /sendGoodsInBatch: ship goods to a partner — a whole batch (every label of it still in the
 * company's hands) or chosen label codes and ranges, checked before sending (count, weight, and the
 * codes that cannot go with the reason).
 */
export default function SendGoodsInBatchPage() {
  const t = useTexts(texts);
  const s = t.send;
  const navigate = useNavigate();
  const format = useFormatCount();
  const [params] = useSearchParams();
  const [batchSearch, setBatchSearch] = useState('');
  const [batchKeyword, setBatchKeyword] = useState('');
  const batches = useBatchOptions(batchKeyword);
  const [refused, setRefused] = useState<{ title: string; items: string[] } | null>(null);
  const initial = useMemo<Values>(
    () => ({
      mode: params.get('batchId') || !params.has('codes') ? 'batch' : 'codes',
      batchId: params.get('batchId'),
      codesText: '',
      ranges: [{ from: '', to: '' }],
      ...emptyShipping(),
    }),
    [params],
  );
  const form = useZodForm(ZShipGoodsInput, initial, { toInput, fieldOf });
  const values = form.values;

  const check = useMutation({
    mutationFn: () => callRoute(ROUTES.shipments.preview, { body: selectionOf(values) }),
    onMutate: () => setRefused(null),
    onError: (error) => form.setServerErrors(error),
  });
  const ship = useApiMutation<Shipment, z.output<typeof ZShipGoodsInput>>({
    call: (input) => {
      if (input.mode === 'batch') {
        const { mode: _mode, ...body } = input;
        return callRouteEnvelope(ROUTES.shipments.createFromBatch, { body });
      }
      const { mode: _mode, ...body } = input;
      return callRouteEnvelope(ROUTES.shipments.create, { body });
    },
    invalidate: [SHIPMENT_KEYS.all],
    successMessage: s.done,
    onSuccess: (shipment) => navigate(`/sendDetails?id=${shipment.id}`, { replace: true }),
  });

  const submit = form.submit(async (body) => {
    setRefused(null);
    try {
      await ship.mutateAsync(body);
    } catch (error) {
      // Labels that cannot go are listed together; other field errors go to their fields.
      if (
        error instanceof ApiError &&
        error.errors.length > 0 &&
        error.errors.every((e) => e.path === 'codes')
      ) {
        setRefused({ title: error.msg, items: error.errors.map((e) => e.message) });
        return;
      }
      throw error;
    }
  });

  const batchOptions = (batches.data ?? []).map((batch) => ({
    value: batch.id,
    label: `${batch.batchNo} · ${batch.productName} (${format(batch.boundCount)})`,
  }));
  const batchData =
    values.batchId && !batchOptions.some((o) => o.value === values.batchId)
      ? [...batchOptions, { value: values.batchId, label: values.batchId }]
      : batchOptions;
  const preview = check.data;
  return (
    <FormPage
      title={s.title}
      back={params.get('batchId') ? '/batchList' : '/senderRecord'}
      onSubmit={submit}
      submitting={ship.isPending}
      submitLabel={s.submit}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <FormSection title={s.goodsSection} description={s.goodsHint}>
        <SegmentedControl
          value={values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode as Mode)}
          data={[
            { value: 'batch', label: s.mode.batch },
            { value: 'codes', label: s.mode.codes },
          ]}
          w="fit-content"
        />
        {values.mode === 'batch' ? (
          <Select
            label={s.batch}
            placeholder={s.batchPlaceholder}
            description={s.batchHint}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            required
            searchable
            searchValue={batchSearch}
            onSearchChange={(search) => {
              setBatchSearch(search);
              // The box shows the chosen option's label: that text is not a keyword to search by.
              if (!batchData.some((o) => o.label === search)) setBatchKeyword(search);
            }}
            data={batchData}
            nothingFoundMessage={s.noBatches}
            comboboxProps={{ withinPortal: true }}
            maw={560}
            {...form.getInputProps('batchId')}
          />
        ) : (
          <Stack gap="md">
            <Textarea
              label={s.codes}
              placeholder={s.codesPlaceholder}
              autosize
              minRows={3}
              maxRows={10}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('codesText')}
            />
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {s.ranges}
              </Text>
              {values.ranges.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ranges are edited in place by position
                <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={`${s.rangeFrom} ${index + 1}`}
                    placeholder={s.rangeFrom}
                    maxLength={20}
                    ff="monospace"
                    {...form.getInputProps(`ranges.${index}.from`)}
                  />
                  <TextInput
                    aria-label={`${s.rangeTo} ${index + 1}`}
                    placeholder={s.rangeTo}
                    maxLength={20}
                    ff="monospace"
                    {...form.getInputProps(`ranges.${index}.to`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={s.removeRange}
                    onClick={() => form.removeListItem('ranges', index)}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<PlusIcon size={14} />}
                onClick={() => form.insertListItem('ranges', { from: '', to: '' })}
              >
                {s.addRange}
              </Button>
            </Stack>
            <Group gap="md">
              <Button
                variant="light"
                leftSection={<CheckIcon size={16} />}
                loading={check.isPending}
                onClick={() => check.mutate()}
              >
                {s.check}
              </Button>
              {preview && preview.refused.length === 0 ? (
                <Text size="sm" c="teal" data-testid="shipment-preview">
                  {s.checked(format(preview.labelCount), preview.totalWeight)}
                </Text>
              ) : null}
            </Group>
            {preview && preview.refused.length > 0 ? (
              <Alert
                color="orange"
                variant="light"
                icon={<AlertCircleIcon size={18} />}
                title={s.refused(preview.refused.length)}
              >
                <List size="sm" ff="monospace">
                  {preview.refused.slice(0, 50).map((r) => (
                    <List.Item key={r.code}>
                      {r.code}: {s.reasons[r.reason]}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
          </Stack>
        )}
        {refused ? (
          <Alert
            color="red"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={refused.title}
            data-testid="refused-labels"
          >
            <List size="sm">
              {refused.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </FormSection>
      <ShippingFields
        inputProps={(path) => form.getInputProps(path as never)}
        values={values as { shippingDate: string | null; documents: StoredFile[] }}
      />
    </FormPage>
  );
}
