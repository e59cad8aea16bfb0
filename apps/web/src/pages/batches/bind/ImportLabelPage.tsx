import { Alert, List, Stack } from '@mantine/core';
import { type StoredFile, ZImportBindBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  UploadField,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type Batch, LINES, useBatch } from '../api';
import { BatchCard } from '../components/BatchCard';
import { BoundAlert, RefusalAlert } from '../components/BindOutcome';
import { useBindSubmit } from '../components/useBindSubmit';
import { WeightInput } from '../components/WeightInput';
import { OperabilityNotice } from './BindLabelPage';

interface ImportValues {
  files: StoredFile[];
  weight: string;
  [key: string]: unknown;
}
const toImportBody = (values: ImportValues, raw: boolean) => ({
  fileId: values.files[0]?.id,
  ...(raw ? { weight: values.weight } : {}),
});

function ImportForm({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const paths = LINES.main;
  const raw = batch.kind === 'raw_material';
  const form = useZodForm(ZImportBindBody, { files: [], weight: '' } as ImportValues, {
    toInput: (values) => toImportBody(values, raw),
    fieldOf: (path) => (path === 'fileId' ? 'files' : path),
  });
  const { send, refusal, result, pending } = useBindSubmit();
  const [problems, setProblems] = useState<string[]>([]);
  const submit = form.submit(async (body) => {
    setProblems([]);
    try {
      const done = await send(() =>
        callRoute(ROUTES.batches.main.importBind, { params: { id: batch.id }, body }),
      );
      if (done) form.setFieldValue('files', []);
    } catch (error) {
      // Every bad row of the file is listed, not only the first.
      if (error instanceof ApiError) setProblems(error.errors.map((e) => e.message));
      throw error;
    }
  });
  return (
    <FormPage
      title={t('importPage.title')}
      subtitle={t('bind.subtitle', { batchNo: batch.batchNo })}
      back={`${paths.bind}?id=${batch.id}`}
      onSubmit={submit}
      submitting={pending}
      submitLabel={t('importPage.submit')}
      formErrors={form.formErrors}
    >
      <BatchCard batch={batch} />
      <OperabilityNotice />
      {result ? <BoundAlert count={result.count} logPath={`${paths.bindLog}?batchId=${batch.id}`} /> : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      {problems.length > 1 ? (
        <Alert color="red" icon={<AlertCircleIcon size={18} />} data-testid="import-problems">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <FormSection title={t('importPage.file')} description={t('importPage.fileHint')}>
        <UploadField kind="spreadsheet" required {...form.getInputProps('files')} value={form.values.files} />
        {raw ? (
          <WeightInput
            label={t('bind.weight')}
            description={t('bind.weightHint')}
            required
            w={280}
            value={form.values.weight}
            onChange={(value) => form.setFieldValue('weight', value)}
            error={form.errors.weight}
          />
        ) : null}
      </FormSection>
    </FormPage>
  );
}

/** /importLabel: bind the label codes of an uploaded xls/xlsx (title row, codes in column A). */
export default function ImportLabelPage() {
  const { t } = useTranslation('batches');
  const id = useIdParam();
  const batch = useBatch('main', id);
  if (!id) return <MissingRecord title={t('importPage.title')} back={LINES.main.list} />;
  if (batch.data) return <ImportForm batch={batch.data} />;
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('importPage.title')} back={LINES.main.list} />
      {batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
