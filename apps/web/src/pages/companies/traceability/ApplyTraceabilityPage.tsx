import { Alert, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { APPROVED_COMPANY_STATUSES, type StoredFile, ZTraceabilityApplyBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FileIcon,
  FormPage,
  FormSection,
  formatDate,
  PageHeader,
  StatusBadge,
  UploadField,
  useApiMutation,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { COMPANY_KEYS, type Company, type TraceabilityApplication, useMyCompany } from '../api';
import { DateField } from '../components/DateField';
import { dayEndIso, dayStartIso } from '../components/dates';
import { DaysLeft } from '../profile/companyDetails';
import { TRACE_STATUS } from '../statuses';

const LIST = '/rootsApply';
const REMARK_MAX = 500;

type ApplyValues = {
  requestedStart: string | null;
  requestedEnd: string | null;
  remark: string;
  documents: StoredFile[];
};
const EMPTY: ApplyValues = { requestedStart: null, requestedEnd: null, remark: '', documents: [] };

const toApplyBody = (values: ApplyValues) => ({
  requestedStart: dayStartIso(values.requestedStart),
  requestedEnd: dayEndIso(values.requestedEnd),
  remark: values.remark.trim() === '' ? null : values.remark,
  documents: values.documents.map((file) => file.url),
});

function ApplyForm({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const form = useZodForm(ZTraceabilityApplyBody, EMPTY, { toInput: toApplyBody });
  const apply = useApiMutation<TraceabilityApplication, ReturnType<typeof toApplyBody>>({
    call: (body) => callRouteEnvelope(ROUTES.traceability.apply, { body }),
    form,
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('apply.submitted'),
    onSuccess: () => navigate(LIST),
  });
  const remark = form.values.remark;
  return (
    <FormPage
      title={t('applyForTraceability')}
      subtitle={company.name}
      back={LIST}
      onSubmit={form.submit((_body, values) => apply.mutateAsync(toApplyBody(values)))}
      submitting={apply.isPending}
      submitLabel={t('submitTheApplication')}
      formErrors={form.formErrors}
    >
      {company.traceStatus === 'traceable' ? (
        <Alert
          color="teal"
          variant="light"
          icon={<AlertCircleIcon size={18} />}
          title={t('apply.renewTitle')}
        >
          <Group gap={8}>
            <Text size="sm">{t('apply.renewText', { date: formatDate(company.syEndTime) })}</Text>
            <DaysLeft end={company.syEndTime} />
          </Group>
        </Alert>
      ) : null}
      <FormSection title={t('apply.periodSection')} description={t('apply.periodDescription')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label={t('apply.requestedStart')} {...form.getInputProps('requestedStart')} />
          <DateField
            label={t('apply.requestedEnd')}
            minDate={form.values.requestedStart ?? undefined}
            {...form.getInputProps('requestedEnd')}
          />
        </SimpleGrid>
        <Textarea
          label={t('remark')}
          placeholder={t('apply.remarkPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REMARK_MAX}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('remark')}
        />
      </FormSection>
      <FormSection title={t('apply.documentsSection')} description={t('apply.documentsDescription')}>
        <UploadField
          kind="document"
          multiple
          maxFiles={20}
          label={t('apply.documents')}
          {...form.getInputProps('documents')}
          value={form.values.documents}
        />
      </FormSection>
    </FormPage>
  );
}

/** Why the company cannot apply now, with the way forward. */
function CannotApply({ company }: { company: Company | null }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const waiting = company?.traceStatus === 'traceability_pending';
  const paused = company?.status === 'paused';
  const reason = !company ? 'noCompany' : paused ? 'paused' : waiting ? 'waiting' : 'notPassed';
  const target = !company ? '/createCompanyInformation' : waiting ? LIST : '/setCompanyInformation';
  return (
    <Card withBorder radius="md" padding="xl" data-testid="cannot-apply">
      <EmptyState
        icon={waiting ? <FileIcon size={26} /> : <AlertCircleIcon size={26} />}
        color={waiting ? 'blue' : 'orange'}
        title={t(`apply.${reason}.title`)}
        description={
          paused && company?.pauseReason
            ? `${t(`apply.${reason}.text`)} ${company.pauseReason}`
            : t(`apply.${reason}.text`)
        }
      >
        {company ? (
          <Group justify="center" mb="sm">
            <StatusBadge map={TRACE_STATUS} value={company.traceStatus} />
          </Group>
        ) : null}
        <EmptyState.Actions>
          <Button variant="default" onClick={() => navigate(target)}>
            {t(`apply.${reason}.action`)}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** /ApplyTraceability: a company that passed review applies for (or renews) its traceability contract. */
export default function ApplyTraceabilityPage() {
  const { t } = useTranslation('companies');
  const mine = useMyCompany();
  const company = mine.data;
  if (
    company &&
    APPROVED_COMPANY_STATUSES.includes(company.status) &&
    company.traceStatus !== 'traceability_pending'
  ) {
    return <ApplyForm company={company} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('applyForTraceability')} back={LIST} />
      {mine.isError ? (
        <LoadFailed error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <DetailSkeleton />
      ) : (
        <CannotApply company={company ?? null} />
      )}
    </Stack>
  );
}
