import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ProductionLine, STAGES_OF_LINE, type WholeChainStage, ZWholeChainBody } from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AlertCircleIcon,
  type DataColumn,
  type FilterDef,
  FormPage,
  FormSection,
  MissingRecord,
  StatusBadge,
  statusLabel,
  statusOptions,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { RECORD_KEYS, useWholeChain, type WholeChainRecord } from '../api';
import { BatchPicker } from '../components/RecordPickers';
import { RecordListPage, type RecordPaths, RecordReviewPage } from '../components/recordPages';
import {
  EMPTY_MAIN_PRODUCTION,
  type MainProductionValues,
  mainProductionValues,
  type StagesBody,
  stagesBodyOf,
  toWholeChainBody,
} from '../recordForms';
import { PRODUCTION_LINE } from '../statuses';
import { canonicalStages, StageCounts, StageEditor, StageTimeline } from './stages';

export const CHAIN_PATHS: RecordPaths = {
  list: '/allRoots',
  detail: '/allRootsDetails',
  audit: '/allRootsAudit',
  add: '/mainProduction',
  edit: '/mainProduction',
};
export const STAGES_PATH = '/addAllRoots';
export const MANAGE_CHAIN = 'product.allRoots.manage';

const entryCount = (row: WholeChainRecord) =>
  row.stages.reduce((sum, stage) => sum + stage.entries.length, 0);

/** /allRoots: whole-chain records of batches with their review state. */
export function WholeChainListPage() {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'lineType',
        type: 'select',
        label: t('chain.lineType'),
        options: statusOptions(PRODUCTION_LINE, language),
        width: 150,
      },
    ],
    [t, language],
  );
  const columns = useMemo<DataColumn<WholeChainRecord>[]>(
    () => [
      {
        key: 'producer',
        header: t('chain.producer'),
        sortable: true,
        alwaysVisible: true,
        width: 220,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.producer}
            </Text>
            <Text size="xs" c="dimmed">
              {row.place}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'lineType',
        header: t('chain.lineType'),
        width: 110,
        cell: (row) => <StatusBadge map={PRODUCTION_LINE} value={row.lineType} />,
        exportValue: (row) => statusLabel(PRODUCTION_LINE, row.lineType, language),
      },
      {
        key: 'entries',
        header: t('chain.stagesSection'),
        width: 120,
        cell: (row) => t('chain.entries', { count: entryCount(row) }),
        exportValue: (row) => entryCount(row),
      },
    ],
    [t, language],
  );
  const rowActions = useMemo(
    () => [
      {
        key: 'stages',
        label: t('chain.editStages'),
        visible: (row: WholeChainRecord) => row.actions.includes('edit'),
        onClick: (row: WholeChainRecord) => navigate(`${STAGES_PATH}?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <RecordListPage<WholeChainRecord>
      title={t('wholeChainTraceability')}
      subtitle={t('chain.subtitle')}
      tableId="whole-chain-records"
      routes={ROUTES.records.wholeChain}
      queryKey={RECORD_KEYS.wholeChain}
      paths={CHAIN_PATHS}
      managePermission={MANAGE_CHAIN}
      addLabel={t('chain.add')}
      keywordLabel={t('chain.keyword')}
      emptyText={t('chain.empty')}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      deleteTexts={{
        title: t('chain.deleteTitle'),
        text: (row) => t('chain.deleteText', { batchNo: row.batchNo }),
        done: t('chain.deleted'),
      }}
    />
  );
}

function WholeChainView({ mode }: { mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useWholeChain(id);
  const language = useLanguage();
  if (!id)
    return (
      <MissingRecord
        title={mode === 'audit' ? t('chain.auditTitle') : t('chain.detailTitle')}
        back={CHAIN_PATHS.list}
      />
    );
  return (
    <RecordReviewPage<WholeChainRecord>
      mode={mode}
      title={(data) =>
        `${mode === 'audit' ? t('chain.auditTitle') : t('chain.detailTitle')}: ${data.batchNo}`
      }
      subtitle={(data) => `${data.producer} · ${data.corpName}`}
      query={record}
      paths={CHAIN_PATHS}
      routes={ROUTES.records.wholeChain}
      comparable={{
        approved: (data) => ({ ...data, stages: canonicalStages(stagesBodyOf(data.stages)) }),
        change: (change) => ({ ...change, stages: canonicalStages(stagesBodyOf(change.stages)) }),
      }}
      changeFields={() => [
        {
          key: 'lineType',
          label: t('chain.lineType'),
          render: (value) => statusLabel(PRODUCTION_LINE, value as string, language),
        },
        { key: 'producer', label: t('chain.producer') },
        { key: 'place', label: t('chain.place') },
        { key: 'description', label: t('chain.description') },
        { key: 'stages', label: t('chain.stagesSection'), render: (value) => <StageCounts value={value} /> },
      ]}
      actions={(data) =>
        data.actions.includes('edit') ? (
          <Button variant="light" onClick={() => navigate(`${STAGES_PATH}?id=${data.id}`)}>
            {t('chain.editStages')}
          </Button>
        ) : null
      }
      sections={(data) => [
        {
          title: t('chain.mainSection'),
          columns: 3,
          items: [
            {
              label: t('chain.lineType'),
              value: <StatusBadge map={PRODUCTION_LINE} value={data.lineType} />,
            },
            { label: t('chain.producer'), value: data.producer },
            { label: t('chain.place'), value: data.place },
            { label: t('chain.description'), value: data.description, wide: true },
          ],
        },
        { title: t('chain.stagesSection'), content: <StageTimeline stages={data.stages} /> },
      ]}
    />
  );
}

/** /allRootsDetails */
export const WholeChainDetailPage = () => <WholeChainView mode="detail" />;
/** /allRootsAudit */
export const WholeChainAuditPage = () => <WholeChainView mode="audit" />;

/** The record being changed, as the owner last submitted it (a waiting change over the approved one). */
function useStartOf(record: WholeChainRecord | undefined) {
  return useMemo(() => {
    if (!record) return undefined;
    const start = profileToEdit(record as unknown as Record<string, unknown>, record.review.pendingChange);
    return { main: mainProductionValues(start), stages: stagesBodyOf(start.stages) };
  }, [record]);
}

/** Line names as a segmented control. */
function LineControl({
  value,
  onChange,
}: {
  value: ProductionLine;
  onChange: (line: ProductionLine) => void;
}) {
  const language = useLanguage();
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as ProductionLine)}
      data={statusOptions(PRODUCTION_LINE, language)}
      data-testid="line-control"
    />
  );
}

function MainProductionForm({
  record,
  loading,
  loadError,
  onRetry,
}: {
  record?: WholeChainRecord;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const start = useStartOf(record);
  const form = useZodForm(ZWholeChainBody, EMPTY_MAIN_PRODUCTION, {
    toInput: (values: MainProductionValues) => toWholeChainBody(values, start?.stages ?? {}),
  });
  const { initialize } = form;
  useEffect(() => {
    if (start) initialize(start.main);
  }, [start, initialize]);
  const save = useApiMutation<WholeChainRecord, ReturnType<typeof toWholeChainBody>>({
    call: (body) => {
      if (!record) return callRouteEnvelope(ROUTES.records.wholeChain.create, { body });
      // A record's batch is fixed once it is filed.
      const { batchId: _batch, ...main } = body;
      return callRouteEnvelope(ROUTES.records.wholeChain.update, { params: { id: record.id }, body: main });
    },
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: record ? t('changeSubmittedForReview') : t('chain.created'),
    onSuccess: (saved) =>
      navigate(record ? `${CHAIN_PATHS.detail}?id=${saved.id}` : `${STAGES_PATH}?id=${saved.id}`, {
        replace: true,
      }),
  });
  const dropped =
    start !== undefined &&
    (Object.keys(start.stages) as WholeChainStage[]).some(
      (stage) => start.stages[stage]?.length && !STAGES_OF_LINE[form.values.lineType].includes(stage),
    );
  return (
    <FormPage
      title={t('chain.mainTitle')}
      subtitle={editing ? t('chain.mainEditSubtitle') : t('chain.mainAddSubtitle')}
      back={CHAIN_PATHS.list}
      onSubmit={form.submit((_body, values) =>
        save.mutateAsync(toWholeChainBody(values, start?.stages ?? {})),
      )}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && loading}
      loadError={loadError}
      onRetry={onRetry}
    >
      {record ? <ReviewNotice status={record.review.reviewStatus} remark={record.review.lastRemark} /> : null}
      <FormSection title={t('chain.mainSection')}>
        {record ? (
          <TextInput
            label={t('common.batch')}
            value={`${record.batchNo} · ${record.productName}`}
            readOnly
            disabled
          />
        ) : (
          <BatchPicker label={t('common.batch')} required {...form.getInputProps('batchId')} />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('chain.lineType')}
          </Text>
          <Group>
            <LineControl
              value={form.values.lineType}
              onChange={(line) => form.setFieldValue('lineType', line)}
            />
          </Group>
        </Stack>
        {dropped ? (
          <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />}>
            {t('chain.lineChanged')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('chain.producer')}
            required
            maxLength={100}
            {...form.getInputProps('producer')}
          />
          <TextInput label={t('chain.place')} required maxLength={200} {...form.getInputProps('place')} />
        </SimpleGrid>
        <Textarea
          label={t('chain.description')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('description')}
        />
      </FormSection>
    </FormPage>
  );
}

/** /mainProduction: starts a batch's whole-chain record, or (with `?id=`) changes its main information. */
export function MainProductionPage() {
  const id = useIdParam();
  const record = useWholeChain(id);
  if (!id) return <MainProductionForm />;
  return (
    <MainProductionForm
      record={record.data}
      loading={record.isPending}
      loadError={record.error}
      onRetry={() => void record.refetch()}
    />
  );
}

/** Server errors of the stages, per stage (`stages.harvest.0.date` -> harvest). */
function stageErrors(error: unknown): { byStage: Record<string, string>; other: string[] } {
  const byStage: Record<string, string> = {};
  const other: string[] = [];
  if (error instanceof ApiError)
    for (const item of error.errors) {
      const stage = /^stages\.(\w+)/.exec(item.path)?.[1];
      if (stage) byStage[stage] ??= item.message;
      else other.push(item.message);
    }
  return { byStage, other };
}

function StagesForm({ record }: { record: WholeChainRecord }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartOf(record)!;
  const [stages, setStages] = useState<StagesBody>(start.stages);
  const [errors, setErrors] = useState<{ byStage: Record<string, string>; other: string[] }>({
    byStage: {},
    other: [],
  });
  const save = useApiMutation<WholeChainRecord, StagesBody>({
    call: (body) => {
      const { batchId: _batch, ...main } = toWholeChainBody(start.main, body);
      return callRouteEnvelope(ROUTES.records.wholeChain.update, { params: { id: record.id }, body: main });
    },
    invalidate: [RECORD_KEYS.all],
    successMessage: t('changeSubmittedForReview'),
    onSuccess: (saved) => navigate(`${CHAIN_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  return (
    <FormPage
      title={t('chain.stagesTitle')}
      subtitle={`${record.batchNo} · ${record.producer} · ${t('chain.stagesSubtitle')}`}
      back={CHAIN_PATHS.list}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ byStage: {}, other: [] });
        save.mutateAsync(stages).catch((error: unknown) => setErrors(stageErrors(error)));
      }}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={errors.other}
      maxWidth={1000}
    >
      <ReviewNotice status={record.review.reviewStatus} remark={record.review.lastRemark} />
      <FormSection
        title={`${t('chain.stagesSection')} · ${statusLabel(PRODUCTION_LINE, start.main.lineType, language)}`}
      >
        <StageEditor
          line={start.main.lineType}
          stages={stages}
          onChange={setStages}
          errors={errors.byStage}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addAllRoots: the owner records what was done at each stage of a batch (through review). */
export function StagesPage() {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const record = useWholeChain(id);
  if (!id) return <MainProductionForm />;
  if (!record.data)
    return (
      <FormPage
        title={t('chain.stagesTitle')}
        back={CHAIN_PATHS.list}
        onSubmit={(event) => event.preventDefault()}
        loading={record.isPending}
        loadError={record.error}
        onRetry={() => void record.refetch()}
      >
        {null}
      </FormPage>
    );
  return <StagesForm key={record.data.id} record={record.data} />;
}
