import { Alert, Button, Group, Stack } from '@mantine/core';
import { ZBindBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  UploadIcon,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useMyCompany } from '../../companies/api';
import { type Batch, type BatchLine, LINES, useBatch } from '../api';
import { BatchCard } from '../components/BatchCard';
import { BoundAlert, RefusalAlert } from '../components/BindOutcome';
import { useBindSubmit } from '../components/useBindSubmit';
import { BindFields, bindFieldOf, EMPTY_BIND, toBindBody } from './BindFields';

/** Why the caller's company may not bind now (paused, no contract...), from its operability. */
export function OperabilityNotice() {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const mine = useMyCompany();
  const company = mine.data;
  if (!company || company.operability.ok) return null;
  return (
    <Alert
      color="orange"
      icon={<AlertCircleIcon size={18} />}
      title={t('bind.cannotOperate')}
      data-testid="cannot-bind"
    >
      <Group justify="space-between" gap="sm">
        <span>{company.operability.reason}</span>
        <Button size="xs" variant="default" onClick={() => navigate('/setCompanyInformation')}>
          {t('bind.toCompany')}
        </Button>
      </Group>
    </Alert>
  );
}

function BindForm({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const paths = LINES[batch.line];
  const raw = batch.kind === 'raw_material';
  const form = useZodForm(ZBindBody, EMPTY_BIND, {
    toInput: (values) => toBindBody(values, raw),
    fieldOf: bindFieldOf,
  });
  const { send, refusal, result, pending } = useBindSubmit();
  const submit = form.submit(async (_body, values) => {
    const done = await send(() =>
      callRoute(ROUTES.batches[batch.line].bind, { params: { id: batch.id }, body: toBindBody(values, raw) }),
    );
    if (done) form.setValues({ startCode: '', endCode: '', codesText: '' });
  });
  const locked = batch.status === 'complete';
  return (
    <FormPage
      title={t('bind.title')}
      subtitle={t('bind.subtitle', { batchNo: batch.batchNo })}
      back={`${paths.details}?id=${batch.id}`}
      onSubmit={submit}
      submitting={pending}
      submitLabel={t('bind.submit')}
      formErrors={form.formErrors}
    >
      <BatchCard batch={batch} />
      <OperabilityNotice />
      {locked ? (
        <Alert color="orange" icon={<AlertCircleIcon size={18} />}>
          {t('bind.locked')}
        </Alert>
      ) : null}
      {result ? <BoundAlert count={result.count} logPath={`${paths.bindLog}?batchId=${batch.id}`} /> : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
      <FormSection title={t('labels')}>
        <BindFields form={form} raw={raw} left={Math.max(0, batch.labelLimit - batch.boundCount)} />
        {batch.line === 'main' ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<UploadIcon size={14} />}
              onClick={() => navigate(`/importLabel?id=${batch.id}`)}
            >
              {t('importCodesFromAFile')}
            </Button>
          </Group>
        ) : null}
      </FormSection>
    </FormPage>
  );
}

/**
 * /bindLabel and /bindLabelPanda: bind the company's delivered labels to a batch in production, by
 * range or list; all or nothing, each refused code named with its reason.
 */
function BindLabelPage({ line }: { line: BatchLine }) {
  const { t } = useTranslation('batches');
  const id = useIdParam();
  const batch = useBatch(line, id);
  if (!id) return <MissingRecord title={t('bind.title')} back={LINES[line].list} />;
  if (batch.data) return <BindForm batch={batch.data} />;
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('bind.title')} back={LINES[line].list} />
      {batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

export const MainBindLabelPage = () => <BindLabelPage line="main" />;
export const PandaBindLabelPage = () => <BindLabelPage line="panda" />;
