import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { ZStockInBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, FormPage, FormSection, useZodForm } from '../../../kit';
import { useBatchOptions } from '../api';
import { BindFields, type BindValues, bindFieldOf, EMPTY_BIND, toBindBody } from '../bind/BindFields';
import { OperabilityNotice } from '../bind/BindLabelPage';
import { BoundAlert, RefusalAlert } from '../components/BindOutcome';
import { useBindSubmit } from '../components/useBindSubmit';

type StockValues = BindValues & { batchId: string | null };
const toStockBody = (values: StockValues) => ({
  batchId: values.batchId ?? undefined,
  ...toBindBody(values, true),
});

/** /rawMaterialStockIn: labelled raw material into storage, bound with its weight to a raw-material batch. */
export default function StockInPage() {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const batches = useBatchOptions('main', 'raw_material');
  const form = useZodForm(ZStockInBody, { ...EMPTY_BIND, batchId: null } as StockValues, {
    toInput: toStockBody,
    fieldOf: bindFieldOf,
  });
  const { send, refusal, result, pending } = useBindSubmit();
  const submit = form.submit(async (body) => {
    const done = await send(() => callRoute(ROUTES.batches.stockIn, { body }));
    if (done) form.setValues({ startCode: '', endCode: '', codesText: '' });
  });
  const chosen = batches.data?.find((batch) => batch.id === form.values.batchId);
  return (
    <FormPage
      title={t('storage.stockInTitle')}
      subtitle={t('storage.stockInSubtitle')}
      back="/rawMaterialStorage"
      onSubmit={submit}
      submitting={pending}
      submitLabel={t('storage.stockIn')}
      formErrors={form.formErrors}
    >
      <OperabilityNotice />
      {result ? <BoundAlert count={result.count} logPath={`/bindLog?batchId=${result.batchId}`} /> : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      <FormSection title={t('storage.batch')}>
        {batches.data && batches.data.length === 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={t('storage.noRawBatch')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('storage.noRawBatchText')}</Text>
              <Button size="xs" variant="default" onClick={() => navigate('/createBatchNew')}>
                {t('storage.newBatch')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Select
          label={t('storage.batch')}
          placeholder={t('storage.batchPlaceholder')}
          required
          searchable
          disabled={batches.isPending}
          data={(batches.data ?? []).map((batch) => ({
            value: batch.id,
            label: `${batch.batchNo} · ${batch.productName}`,
          }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('batchId')}
        />
      </FormSection>
      <FormSection title={t('labels')}>
        <BindFields
          form={form}
          raw
          left={chosen ? Math.max(0, chosen.labelLimit - chosen.boundCount) : undefined}
        />
      </FormSection>
    </FormPage>
  );
}
