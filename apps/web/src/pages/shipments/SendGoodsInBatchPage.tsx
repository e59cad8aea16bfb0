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
import { type StoredFile, ZShipGoodsInput } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import {
  AlertCircleIcon,
  CheckIcon,
  FormPage,
  FormSection,
  PlusIcon,
  TrashIcon,
  useApiMutation,
  useZodForm,
} from '../../kit';
import { useFormatCount } from '../labels/format';
import { SHIPMENT_KEYS, type Shipment, useBatchOptions } from './api';
import {
  emptyShipping,
  parseCodes,
  ShippingFields,
  type ShippingValues,
  shippingInput,
} from './components/ShippingFields';

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
  const { t } = useTranslation('shipments');
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
    successMessage: t('send.done'),
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
      title={t('send.title')}
      back={params.get('batchId') ? '/batchList' : '/senderRecord'}
      onSubmit={submit}
      submitting={ship.isPending}
      submitLabel={t('ship')}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <FormSection title={t('send.goodsSection')} description={t('send.goodsHint')}>
        <SegmentedControl
          value={values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode as Mode)}
          data={[
            { value: 'batch', label: t('send.mode.batch') },
            { value: 'codes', label: t('send.mode.codes') },
          ]}
          w="fit-content"
        />
        {values.mode === 'batch' ? (
          <Select
            label={t('batch')}
            placeholder={t('send.batchPlaceholder')}
            description={t('send.batchHint')}
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
            nothingFoundMessage={t('send.noBatches')}
            comboboxProps={{ withinPortal: true }}
            maw={560}
            {...form.getInputProps('batchId')}
          />
        ) : (
          <Stack gap="md">
            <Textarea
              label={t('labelCodes')}
              placeholder={t('send.codesPlaceholder')}
              autosize
              minRows={3}
              maxRows={10}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('codesText')}
            />
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('send.ranges')}
              </Text>
              {values.ranges.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ranges are edited in place by position
                <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={`${t('firstCode')} ${index + 1}`}
                    placeholder={t('firstCode')}
                    maxLength={20}
                    ff="monospace"
                    {...form.getInputProps(`ranges.${index}.from`)}
                  />
                  <TextInput
                    aria-label={`${t('lastCode')} ${index + 1}`}
                    placeholder={t('lastCode')}
                    maxLength={20}
                    ff="monospace"
                    {...form.getInputProps(`ranges.${index}.to`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('send.removeRange')}
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
                {t('send.addRange')}
              </Button>
            </Stack>
            <Group gap="md">
              <Button
                variant="light"
                leftSection={<CheckIcon size={16} />}
                loading={check.isPending}
                onClick={() => check.mutate()}
              >
                {t('send.check')}
              </Button>
              {preview && preview.refused.length === 0 ? (
                <Text size="sm" c="teal" data-testid="shipment-preview">
                  {t('send.checked', {
                    count: preview.labelCount,
                    shown: format(preview.labelCount),
                    weight: preview.totalWeight,
                  })}
                </Text>
              ) : null}
            </Group>
            {preview && preview.refused.length > 0 ? (
              <Alert
                color="orange"
                variant="light"
                icon={<AlertCircleIcon size={18} />}
                title={t('send.refused', { count: preview.refused.length })}
              >
                <List size="sm" ff="monospace">
                  {preview.refused.slice(0, 50).map((r) => (
                    <List.Item key={r.code}>
                      {r.code}: {t(`send.reasons.${r.reason}`)}
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
