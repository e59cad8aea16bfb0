import { Alert, Group, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { BARCODE_MAX, type RouteBody, ZBarcodeApplicationBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { AlertCircleIcon, FormModal, useApiMutation, useZodForm } from '../../../kit';
import { BARCODE_KEYS, type BarcodeApplication, useApprovedProducts } from '../api';

type Symbology = 'gs1-128' | 'code128';
type Values = { productId: string | null; symbology: Symbology; count: number | string };
const EMPTY: Values = { productId: null, symbology: 'gs1-128', count: '' };
const SYMBOLOGIES: Symbology[] = ['gs1-128', 'code128'];
const toBody = (values: Values) => ({
  ...values,
  count: values.count === '' ? undefined : Number(values.count),
});

/**
 * A company applies for barcodes of one of its approved products: GS1-128 (the product's GTIN and a
 * serial; only for a product with a GTIN) or Code 128, fewer than 10,000. The contract's rules and
 * the GTIN rule are checked as the person fills the form, in the API's words.
 */
export function BarcodeApplicationForm({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (application: BarcodeApplication) => void;
}) {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const products = useApprovedProducts();
  // The server refuses GS1-128 for a product without a GTIN; the form says so before sending.
  const schema = useMemo(
    () =>
      ZBarcodeApplicationBody.refine(
        (body) => {
          const product = products.data?.find((entry) => entry.id === body.productId);
          return body.symbology !== 'gs1-128' || !product || Boolean(product.gtin);
        },
        { message: 'barcode.needsGtin', path: ['symbology'] },
      ),
    [products.data],
  );
  const form = useZodForm(schema, EMPTY, { toInput: toBody });
  const create = useApiMutation<BarcodeApplication, RouteBody<typeof ROUTES.barcodes.create>>({
    call: (body) => callRouteEnvelope(ROUTES.barcodes.create, { body }),
    form,
    invalidate: [BARCODE_KEYS.all],
    successMessage: t('barcodes.form.submitted'),
    onSuccess: (application) => {
      form.reset();
      onCreated(application);
    },
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    onClose();
  };
  const options = useMemo(
    () => (products.data ?? []).map((product) => ({ value: product.id, label: product.displayName })),
    [products.data],
  );
  const chosen = products.data?.find((product) => product.id === form.values.productId);

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('barcodes.form.title')}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      submitLabel={t('barcodes.form.submit')}
      cancelLabel={t('cancel')}
      formErrors={form.formErrors}
    >
      <Text size="sm" c="dimmed">
        {t('barcodes.form.intro')}
      </Text>
      {products.data && products.data.length === 0 ? (
        <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />}>
          {t('barcodes.form.noProducts')}
        </Alert>
      ) : null}
      <Select
        label={t('product')}
        placeholder={t('barcodes.form.productPlaceholder')}
        required
        searchable
        data={options}
        disabled={products.isPending}
        description={
          chosen
            ? chosen.gtin
              ? t('barcodes.form.gtin', { gtin: chosen.gtin })
              : t('barcodes.form.noGtin')
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('productId')}
        onChange={(id) => {
          form.setFieldValue('productId', id);
          const product = products.data?.find((entry) => entry.id === id);
          // A product without a GTIN can only have Code 128 barcodes.
          if (product && !product.gtin) form.setFieldValue('symbology', 'code128');
        }}
      />
      <Radio.Group label={t('barcodes.form.symbology')} required {...form.getInputProps('symbology')}>
        <Stack gap="xs" mt={6}>
          {SYMBOLOGIES.map((symbology) => (
            <Radio.Card key={symbology} value={symbology} radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {t(`barcodes.symbology.${symbology}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {symbology === 'gs1-128'
                      ? t('barcodes.symbology.gs1Hint')
                      : t('barcodes.symbology.code128Hint')}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('barcodes.form.count')}
        placeholder={t('barcodes.form.countPlaceholder')}
        description={t('barcodes.form.countHint')}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        required
        min={1}
        max={BARCODE_MAX}
        clampBehavior="none"
        allowDecimal={false}
        thousandSeparator={language === 'fr' ? ' ' : ','}
        maw={260}
        {...form.getInputProps('count')}
      />
    </FormModal>
  );
}
