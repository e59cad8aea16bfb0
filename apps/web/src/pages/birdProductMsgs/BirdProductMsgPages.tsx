import { Button, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { NEST_TYPE_NAMES, NEST_TYPES, ZBirdProductMsgBody, ZBirdProductMsgFields } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type FilterDef,
  FormPage,
  FormSection,
  MissingRecord,
  type RowAction,
  UploadField,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../kit';
import { useStoredFiles } from '../companies/components/storedFiles';
import { profileToEdit } from '../companies/profile/companyForm';
import { ReviewNotice } from '../companies/review/ReviewNotice';
import { RECORD_KEYS } from '../records/api';
import {
  ImagesValue,
  RecordListPage,
  type RecordPaths,
  RecordReviewPage,
} from '../records/components/recordPages';
import {
  type BirdProductMsg,
  SHEET_KEYS,
  useApprovedProductOptions,
  useBirdProductMsg,
  useCopyDraft,
} from './api';
import { EMPTY_SHEET_FORM, sheetFormValues, toSheetBody } from './birdProductMsgForm';

export const SHEET_PATHS: RecordPaths & { copy: string } = {
  list: '/birdProductMsgList',
  detail: '/birdProductMsgDetails',
  audit: '/birdProductMsgAudit',
  add: '/addBirdProductMsg',
  edit: '/editBirdProductMsg',
  copy: '/copyBirdProductMsg',
};
export const MANAGE_SHEETS = 'product.birdProductMsgList.manage';

function useNestTypeOptions() {
  const language = useLanguage();
  return useMemo(
    () => NEST_TYPES.map((type) => ({ value: type, label: NEST_TYPE_NAMES[type][language] })),
    [language],
  );
}

const percentText = (value: unknown) => (typeof value === 'number' ? `${value}%` : '');

/** /birdProductMsgList: the sheets of the company's bird's-nest products with their review state. */
export function BirdProductMsgListPage() {
  const { t } = useTranslation('birdProductMsgs');
  const navigate = useNavigate();
  const nestTypes = useNestTypeOptions();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'nestType', type: 'select', label: t('nestType'), options: nestTypes, width: 150 }],
    [t, nestTypes],
  );
  const columns = useMemo(
    () => [
      {
        key: 'origin',
        header: t('origin'),
        alwaysVisible: true,
        width: 200,
        cell: (row: BirdProductMsg) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.origin}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.processingMethod}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'nestType',
        header: t('nestType'),
        width: 110,
        cell: (row: BirdProductMsg) => row.nestTypeName,
        exportValue: (row: BirdProductMsg) => row.nestTypeName,
      },
      {
        key: 'contentShare',
        header: t('contentShare'),
        width: 120,
        cell: (row: BirdProductMsg) => percentText(row.contentShare),
        exportValue: (row: BirdProductMsg) => percentText(row.contentShare),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<BirdProductMsg>[]>(
    () => [
      {
        key: 'copy',
        label: t('copy'),
        permission: MANAGE_SHEETS,
        // Only the company's own sheets are copied (the server answers 404 for others').
        visible: (row) => row.actions.includes('edit'),
        onClick: (row) => navigate(`${SHEET_PATHS.copy}?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <RecordListPage<BirdProductMsg>
      title={t('listTitle')}
      subtitle={t('subtitle')}
      tableId="bird-product-msgs"
      routes={ROUTES.birdProductMsgs}
      queryKey={SHEET_KEYS.all}
      paths={SHEET_PATHS}
      managePermission={MANAGE_SHEETS}
      addLabel={t('add')}
      keywordLabel={t('keyword')}
      emptyText={t('empty')}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      deleteTexts={{
        title: t('deleteTitle'),
        text: (row) => t('deleteText', { product: row.productName }),
        done: t('deleted'),
      }}
    />
  );
}

function SheetView({ mode }: { mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('birdProductMsgs');
  const navigate = useNavigate();
  const language = useLanguage();
  const id = useIdParam();
  const sheet = useBirdProductMsg(id);
  if (!id)
    return (
      <MissingRecord title={mode === 'audit' ? t('auditTitle') : t('detailTitle')} back={SHEET_PATHS.list} />
    );
  return (
    <RecordReviewPage<BirdProductMsg>
      mode={mode}
      title={(data) => (mode === 'audit' ? `${t('auditTitle')}: ${data.productName}` : data.productName)}
      subtitle={(data) => `${data.origin} · ${data.corpName}`}
      query={sheet}
      paths={SHEET_PATHS}
      routes={ROUTES.birdProductMsgs}
      actions={(data) =>
        mode === 'detail' && data.actions.includes('edit') ? (
          <Button variant="default" onClick={() => navigate(`${SHEET_PATHS.copy}?id=${data.id}`)}>
            {t('copy')}
          </Button>
        ) : null
      }
      changeFields={() => [
        { key: 'origin', label: t('origin') },
        { key: 'processingMethod', label: t('processingMethod') },
        {
          key: 'nestType',
          label: t('nestType'),
          render: (value) =>
            NEST_TYPE_NAMES[value as keyof typeof NEST_TYPE_NAMES]?.[language] ?? String(value),
        },
        { key: 'contentShare', label: t('contentShare'), render: percentText },
        { key: 'solidContent', label: t('solidContent'), render: percentText },
        { key: 'remark', label: t('remark') },
        {
          key: 'images',
          label: t('images'),
          render: (value) => <ImagesValue urls={(value as string[]) ?? []} empty={t('noImages')} />,
        },
      ]}
      sections={(data) => [
        {
          title: t('section'),
          columns: 3,
          items: [
            { label: t('origin'), value: data.origin },
            { label: t('nestType'), value: data.nestTypeName },
            { label: t('contentShare'), value: percentText(data.contentShare) },
            { label: t('solidContent'), value: percentText(data.solidContent) },
            { label: t('processingMethod'), value: data.processingMethod, wide: true },
            { label: t('remark'), value: data.remark, wide: true },
          ],
        },
        { title: t('images'), content: <ImagesValue urls={data.images} empty={t('noImages')} /> },
      ]}
    />
  );
}

/** /birdProductMsgDetails: a sheet with its waiting change and review history. */
export const BirdProductMsgDetailPage = () => <SheetView mode="detail" />;
/** /birdProductMsgAudit: the administrator approves or rejects a sheet or its waiting change. */
export const BirdProductMsgAuditPage = () => <SheetView mode="audit" />;

type FormMode =
  | { kind: 'add' }
  | { kind: 'copy'; sourceName: string }
  | { kind: 'edit'; sheet: BirdProductMsg };

function SheetForm({
  mode,
  start,
  loading,
  loadError,
  onRetry,
}: {
  mode: FormMode;
  /** The fields the form opens with: the sheet (its waiting change included) or the copy's source. */
  start?: Record<string, unknown>;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('birdProductMsgs');
  const navigate = useNavigate();
  const nestTypes = useNestTypeOptions();
  const products = useApprovedProductOptions();
  const editing = mode.kind === 'edit';
  const images = useStoredFiles(start?.images as string[] | undefined, (index: number) =>
    t('imageName', { number: index + 1 }),
  );
  const schema = editing ? ZBirdProductMsgFields : ZBirdProductMsgBody;
  const form = useZodForm(schema, EMPTY_SHEET_FORM, {
    toInput: (values) => toSheetBody(values, !editing),
    fieldOf: (path) => (path.startsWith('images') ? 'images' : path),
  });
  const { initialize } = form;
  useEffect(() => {
    if (start && images) initialize(sheetFormValues(start, images, { keepProduct: editing }));
  }, [start, images, initialize, editing]);
  const save = useApiMutation<BirdProductMsg, z.output<typeof ZBirdProductMsgBody>>({
    call: (body) =>
      mode.kind === 'edit'
        ? callRouteEnvelope(ROUTES.birdProductMsgs.update, { params: { id: mode.sheet.id }, body })
        : callRouteEnvelope(ROUTES.birdProductMsgs.create, { body }),
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: editing ? t('changeSubmitted') : t('submitted'),
    onSuccess: (saved) => navigate(`${SHEET_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  const title = mode.kind === 'edit' ? t('editTitle') : mode.kind === 'copy' ? t('copyTitle') : t('addTitle');
  const subtitle =
    mode.kind === 'edit'
      ? mode.sheet.productName
      : mode.kind === 'copy'
        ? t('copySubtitle', { product: mode.sourceName })
        : t('addSubtitle');

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      back={SHEET_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body as z.output<typeof ZBirdProductMsgBody>))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={loading !== undefined && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {mode.kind === 'edit' ? (
        <ReviewNotice status={mode.sheet.review.reviewStatus} remark={mode.sheet.review.lastRemark} />
      ) : null}
      <FormSection title={t('productSection')}>
        {mode.kind === 'edit' ? (
          <TextInput label={t('product')} value={mode.sheet.productName} readOnly />
        ) : (
          <Select
            label={t('product')}
            description={t('productHint')}
            required
            searchable
            data={products.data}
            comboboxProps={{ withinPortal: true }}
            data-testid="product-picker"
            {...form.getInputProps('productId')}
          />
        )}
      </FormSection>
      <FormSection title={t('section')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('origin')} required maxLength={100} {...form.getInputProps('origin')} />
          <Select
            label={t('nestType')}
            required
            data={nestTypes}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('nestType')}
          />
          <NumberInput
            label={t('contentShare')}
            description={t('contentShareHint')}
            required
            min={50}
            max={100}
            decimalScale={1}
            suffix="%"
            {...form.getInputProps('contentShare')}
          />
          <NumberInput
            label={t('solidContent')}
            description={t('solidContentHint')}
            required
            min={0}
            max={100}
            decimalScale={1}
            suffix="%"
            {...form.getInputProps('solidContent')}
          />
        </SimpleGrid>
        <Textarea
          label={t('processingMethod')}
          required
          autosize
          minRows={2}
          maxRows={5}
          maxLength={200}
          {...form.getInputProps('processingMethod')}
        />
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
      </FormSection>
      <FormSection title={t('images')} description={t('imagesHint')}>
        <UploadField
          kind="image"
          multiple
          maxFiles={10}
          label={t('images')}
          {...form.getInputProps('images')}
          value={form.values.images}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addBirdProductMsg: a company writes the sheet of one of its approved products; it waits for review. */
export function AddBirdProductMsgPage() {
  return <SheetForm mode={{ kind: 'add' }} />;
}

/**
 * /copyBirdProductMsg?id=: a new sheet for another product, opened with the fields of one of the
 * company's sheets (without its product); saving creates a new sheet waiting for review.
 */
export function CopyBirdProductMsgPage() {
  const { t } = useTranslation('birdProductMsgs');
  const id = useIdParam();
  const draft = useCopyDraft(id);
  if (!id) return <MissingRecord title={t('copyTitle')} back={SHEET_PATHS.list} />;
  return (
    <SheetForm
      mode={{ kind: 'copy', sourceName: draft.data?.sourceProductName ?? '' }}
      start={draft.data}
      loading={draft.isPending}
      loadError={draft.error}
      onRetry={() => void draft.refetch()}
    />
  );
}

/** /editBirdProductMsg: a change goes through review; an approved sheet stays as approved until then. */
export function EditBirdProductMsgPage() {
  const { t } = useTranslation('birdProductMsgs');
  const id = useIdParam();
  const sheet = useBirdProductMsg(id);
  const start = useMemo(
    () => (sheet.data ? profileToEdit(sheet.data, sheet.data.review.pendingChange) : undefined),
    [sheet.data],
  );
  if (!id) return <MissingRecord title={t('editTitle')} back={SHEET_PATHS.list} />;
  return (
    <SheetForm
      mode={sheet.data ? { kind: 'edit', sheet: sheet.data } : { kind: 'add' }}
      start={start}
      loading={sheet.isPending || !sheet.data}
      loadError={sheet.error}
      onRetry={() => void sheet.refetch()}
    />
  );
}
