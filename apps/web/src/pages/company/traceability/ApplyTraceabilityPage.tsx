import { Alert, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { APPROVED_COMPANY_STATUSES, ROUTES, type StoredFile, ZTraceabilityApplyBody } from '@trace/contracts';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
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
  useTexts,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { COMPANY_KEYS, type Company, type TraceabilityApplication, useMyCompany } from '../api';
import { DateField } from '../components/DateField';
import { dayEndIso, dayStartIso } from '../components/dates';
import { DaysLeft } from '../profile/companyDetails';
import { TRACE_STATUS } from '../statuses';
import { texts } from '../texts';

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
  const t = useTexts(texts);
  const a = t.apply;
  const navigate = useNavigate();
  const form = useZodForm(ZTraceabilityApplyBody, EMPTY, { toInput: toApplyBody });
  const apply = useApiMutation<TraceabilityApplication, ReturnType<typeof toApplyBody>>({
    call: (body) => callRouteEnvelope(ROUTES.traceability.apply, { body }),
    form,
    invalidate: [COMPANY_KEYS.all],
    successMessage: a.submitted,
    onSuccess: () => navigate(LIST),
  });
  const remark = form.values.remark;
  return (
    <FormPage
      title={a.title}
      subtitle={company.name}
      back={LIST}
      onSubmit={form.submit((_body, values) => apply.mutateAsync(toApplyBody(values)))}
      submitting={apply.isPending}
      submitLabel={a.submit}
      formErrors={form.formErrors}
    >
      {company.traceStatus === 'traceable' ? (
        <Alert color="teal" variant="light" icon={<AlertCircleIcon size={18} />} title={a.renewTitle}>
          <Group gap={8}>
            <Text size="sm">{a.renewText(formatDate(company.syEndTime))}</Text>
            <DaysLeft end={company.syEndTime} />
          </Group>
        </Alert>
      ) : null}
      <FormSection title={a.periodSection} description={a.periodDescription}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label={a.requestedStart} {...form.getInputProps('requestedStart')} />
          <DateField
            label={a.requestedEnd}
            minDate={form.values.requestedStart ?? undefined}
            {...form.getInputProps('requestedEnd')}
          />
        </SimpleGrid>
        <Textarea
          label={a.remark}
          placeholder={a.remarkPlaceholder}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REMARK_MAX}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('remark')}
        />
      </FormSection>
      <FormSection title={a.documentsSection} description={a.documentsDescription}>
        <UploadField
          kind="document"
          multiple
          maxFiles={20}
          label={a.documents}
          {...form.getInputProps('documents')}
          value={form.values.documents}
        />
      </FormSection>
    </FormPage>
  );
}

/** Why the company cannot apply now, with the way forward. */
function CannotApply({ company }: { company: Company | null }) {
  const t = useTexts(texts);
  const a = t.apply;
  const navigate = useNavigate();
  const waiting = company?.traceStatus === 'traceability_pending';
  const paused = company?.status === 'paused';
  const words = !company ? a.noCompany : paused ? a.paused : waiting ? a.waiting : a.notPassed;
  const target = !company ? '/createCompanyInformation' : waiting ? LIST : '/setCompanyInformation';
  return (
    <Card withBorder radius="md" padding="xl" data-testid="cannot-apply">
      <EmptyState
        icon={waiting ? <FileIcon size={26} /> : <AlertCircleIcon size={26} />}
        color={waiting ? 'blue' : 'orange'}
        title={words.title}
        description={paused && company?.pauseReason ? `${words.text} ${company.pauseReason}` : words.text}
      >
        {company ? (
          <Group justify="center" mb="sm">
            <StatusBadge map={TRACE_STATUS} value={company.traceStatus} />
          </Group>
        ) : null}
        <EmptyState.Actions>
          <Button variant="default" onClick={() => navigate(target)}>
            {words.action}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** /ApplyTraceability: a company that passed review applies for (or renews) its traceability contract. */
export default function ApplyTraceabilityPage() {
  const t = useTexts(texts);
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
      <PageHeader title={t.apply.title} back={LIST} />
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
