import { Alert, NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type RouteInput, type StoredFile, ZBatchBody, ZBatchUpdateBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  MissingRecord,
  statusLabel,
  UploadField,
  useApiMutation,
  useCan,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { useHouseOptions } from '../../birdHouses/api';
import { HOUSE_VIEW } from '../../birdHouses/paths';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { GinsengPlotSelect, useGinsengShown } from '../../ginseng/GinsengPlotSelect';
import { useApprovedProducts } from '../../labels/api';
import { DateField, dayToIso, today } from '../../labels/components/DateField';
import { BATCH_KEYS, type Batch, type BatchLine, LINES, useBatch } from '../api';
import { WeightInput } from '../components/WeightInput';
import { BATCH_KIND } from '../statuses';

type Kind = Batch['kind'];
interface BatchValues {
  batchNo: string;
  productId: string | null;
  kind: Kind;
  productionDate: string | null;
  expiryDate: string | null;
  origin: string;
  quantity: string;
  maxLabels: number | string;
  replaceProductName: string;
  remark: string;
  images: StoredFile[];
  ginsengPlotId: string | null;
  houseId: string | null;
  [key: string]: unknown;
}

const EMPTY: BatchValues = {
  batchNo: '',
  productId: null,
  kind: 'normal',
  productionDate: today(),
  expiryDate: null,
  origin: '',
  quantity: '',
  maxLabels: '',
  replaceProductName: '',
  remark: '',
  images: [],
  ginsengPlotId: null,
  houseId: null,
};

const orNull = (text: string) => (text.trim() === '' ? null : text);
export const toBatchBody = (values: BatchValues) => ({
  batchNo: values.batchNo,
  productId: values.productId ?? undefined,
  kind: values.kind,
  productionDate: dayToIso(values.productionDate),
  expiryDate: dayToIso(values.expiryDate) ?? null,
  origin: orNull(values.origin),
  quantity: orNull(values.quantity),
  maxLabels: values.maxLabels === '' ? null : Number(values.maxLabels),
  replaceProductName: orNull(values.replaceProductName),
  remark: orNull(values.remark),
  images: values.images.map((file) => file.url),
  ginsengPlotId: values.ginsengPlotId,
  // Only a raw-material batch names the bird house its raw material came from.
  houseId: values.kind === 'raw_material' ? values.houseId : null,
});
const fieldOf = (path: string) => (path.startsWith('images') ? 'images' : path);
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

function valuesOf(batch: Batch, images: StoredFile[]): BatchValues {
  return {
    batchNo: batch.batchNo,
    productId: batch.productId,
    kind: batch.kind,
    productionDate: dayOf(batch.productionDate),
    expiryDate: dayOf(batch.expiryDate),
    origin: batch.origin ?? '',
    quantity: batch.quantity ?? '',
    maxLabels: batch.maxLabels ?? '',
    replaceProductName: batch.replaceProductName ?? '',
    remark: batch.remark ?? '',
    images,
    ginsengPlotId: batch.ginsengPlot?.id ?? null,
    houseId: batch.house?.id ?? null,
  };
}

/** The raw-material batch's bird house: one of the company's passed houses. */
function HouseSelect({ form }: { form: { getInputProps: (path: string) => object } }) {
  const { t } = useTranslation('batches');
  const houses = useHouseOptions();
  return (
    <Select
      label={t('form.house')}
      description={t('form.houseHint')}
      clearable
      searchable
      data={houses.data ?? []}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('houseId')}
    />
  );
}

const counter = (value: string, max: number) => `${value.length} / ${max}`;

function BatchForm({
  line,
  batch,
  loading,
  loadError,
  onRetry,
}: {
  line: BatchLine;
  batch?: Batch;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const navigate = useNavigate();
  const paths = LINES[line];
  const editing = loading !== undefined;
  const products = useApprovedProducts();
  const ginsengShown = useGinsengShown();
  const housesShown = useCan()(HOUSE_VIEW);
  const images = useStoredFiles(batch?.images, (index) => `${t('form.images')} ${index + 1}`);
  const form = useZodForm(editing ? ZBatchUpdateBody : ZBatchBody, EMPTY, { toInput: toBatchBody, fieldOf });
  const { initialize } = form;
  useEffect(() => {
    if (batch && images) initialize(valuesOf(batch, images));
  }, [batch, images, initialize]);

  const save = useApiMutation<Batch, RouteInput<typeof ROUTES.batches.main.create>['body']>({
    call: ({ kind, ...rest }) =>
      batch
        ? callRouteEnvelope(ROUTES.batches[line].update, { params: { id: batch.id }, body: rest })
        : callRouteEnvelope(ROUTES.batches[line].create, { body: { ...rest, kind } }),
    form,
    invalidate: [BATCH_KEYS.all],
    successMessage: batch ? t('form.changed') : t('form.created'),
    onSuccess: (saved) => navigate(`${paths.details}?id=${saved.id}`, { replace: true }),
  });

  const productOptions = useMemo(() => {
    const options = (products.data ?? []).map((product) => ({
      value: product.id,
      label: product.displayName,
    }));
    if (batch && !options.some((option) => option.value === batch.productId))
      options.unshift({ value: batch.productId, label: batch.productName });
    return options;
  }, [products.data, batch]);
  const { values } = form;
  const locked = batch?.status === 'complete';

  return (
    <FormPage
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      subtitle={editing ? batch?.batchNo : t('form.addSubtitle')}
      back={batch ? `${paths.details}?id=${batch.id}` : paths.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={loading || (editing && !images)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {locked ? (
        <Alert color="orange" icon={<AlertCircleIcon size={18} />}>
          {t('form.locked')}
        </Alert>
      ) : null}
      <FormSection title={t('form.basics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('batchNumber')}
            description={t('form.batchNoHint')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            required
            maxLength={50}
            {...form.getInputProps('batchNo')}
          />
          <Select
            label={t('product')}
            placeholder={t('form.productPlaceholder')}
            required
            searchable
            data={productOptions}
            nothingFoundMessage={t('form.noProducts')}
            disabled={products.isPending}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('productId')}
          />
        </SimpleGrid>
        {line === 'main' ? (
          <Radio.Group
            label={t('form.kind')}
            description={editing ? t('form.kindFixed') : undefined}
            {...form.getInputProps('kind')}
          >
            <Stack gap="xs" mt="xs">
              {(['normal', 'deep', 'raw_material'] as const).map((kind) => (
                <Radio
                  key={kind}
                  value={kind}
                  disabled={editing}
                  label={statusLabel(BATCH_KIND, kind, language)}
                  description={t(`form.kindHint.${kind}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={t('productionDate')}
            required
            {...form.getInputProps('productionDate')}
            value={values.productionDate}
          />
          <DateField
            label={t('form.expiryDate')}
            {...form.getInputProps('expiryDate')}
            value={values.expiryDate}
          />
        </SimpleGrid>
        <TextInput label={t('origin')} maxLength={100} {...form.getInputProps('origin')} />
        {ginsengShown ? (
          <GinsengPlotSelect
            {...form.getInputProps('ginsengPlotId')}
            value={values.ginsengPlotId}
            current={batch?.ginsengPlot}
          />
        ) : null}
        {housesShown && values.kind === 'raw_material' ? <HouseSelect form={form} /> : null}
      </FormSection>

      <FormSection title={t('form.output')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WeightInput
            label={t('form.quantity')}
            description={t('form.quantityHint')}
            value={values.quantity}
            onChange={(value) => form.setFieldValue('quantity', value)}
            error={form.errors.quantity}
            data-testid="batch-quantity"
          />
          <NumberInput
            label={t('form.maxLabels')}
            description={t('form.maxLabelsHint')}
            min={1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('maxLabels')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('form.more')}>
        <TextInput
          label={t('form.replaceProductName')}
          maxLength={20}
          description={counter(values.replaceProductName, 20)}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('replaceProductName')}
        />
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={200}
          description={counter(values.remark, 200)}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('remark')}
        />
        <UploadField
          kind="image"
          multiple
          label={t('form.images')}
          {...form.getInputProps('images')}
          value={values.images}
        />
      </FormSection>
    </FormPage>
  );
}

function AddBatchPage({ line }: { line: BatchLine }) {
  return <BatchForm line={line} />;
}

function EditBatchPage({ line }: { line: BatchLine }) {
  const { t } = useTranslation('batches');
  const id = useIdParam();
  const batch = useBatch(line, id);
  if (!id) return <MissingRecord title={t('form.editTitle')} back={LINES[line].list} />;
  return (
    <BatchForm
      line={line}
      batch={batch.data}
      loading={batch.isPending}
      loadError={batch.error}
      onRetry={() => void batch.refetch()}
    />
  );
}

export const AddMainBatchPage = () => <AddBatchPage line="main" />;
export const AddPandaBatchPage = () => <AddBatchPage line="panda" />;
export const EditMainBatchPage = () => <EditBatchPage line="main" />;
export const EditPandaBatchPage = () => <EditBatchPage line="panda" />;
