import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { type RouteBody, translate, ZTraceabilityApproveBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { CheckIcon, CloseIcon, useApiMutation, useZodForm } from '../../../kit';
import { COMPANY_KEYS, type TraceabilityApplication } from '../api';
import { DateField } from '../components/DateField';
import { dayEndIso, dayFromToday, dayStartIso, daysUntil, isoToDay } from '../components/dates';

const REMARK_MAX = 500;

type DecisionValues = { contractStart: string | null; contractEnd: string | null; remark: string };

const toApproveBody = (values: DecisionValues) => ({
  contractStart: dayStartIso(values.contractStart),
  contractEnd: dayEndIso(values.contractEnd),
  remark: values.remark.trim() === '' ? null : values.remark,
});

/** A year from the start (a contract's usual term), for the end proposed before the reviewer edits it. */
function proposedEnd(application: TraceabilityApplication, start: string): string {
  const requested = isoToDay(application.requestedEnd);
  if (requested && (daysUntil(application.requestedEnd) ?? -1) > 0) return requested;
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(year + 1, month - 1, day - 1);
  return `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
}

/**
 * The reviewer's decision on a traceability application: approving sets the contract period (its
 * end is the company's syEndTime, which drives the reminders); rejecting needs the reason.
 */
export function ContractDecision({
  application,
  onDecided,
}: {
  application: TraceabilityApplication;
  onDecided: () => void;
}) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const start = isoToDay(application.requestedStart) ?? dayFromToday(0);
  const form = useZodForm(
    ZTraceabilityApproveBody,
    { contractStart: start, contractEnd: proposedEnd(application, start), remark: '' } as DecisionValues,
    { toInput: toApproveBody },
  );
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);

  const approve = useApiMutation<TraceabilityApplication, RouteBody<typeof ROUTES.traceability.approve>>({
    call: (body) => callRouteEnvelope(ROUTES.traceability.approve, { params: { id: application.id }, body }),
    form,
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('syAudit.approved'),
    onSuccess: onDecided,
  });
  const reject = useApiMutation<TraceabilityApplication, { remark: string }>({
    call: (body) => callRouteEnvelope(ROUTES.traceability.reject, { params: { id: application.id }, body }),
    form,
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('syAudit.rejected'),
    onSuccess: onDecided,
  });

  const onApprove = form.submit(async (body) => {
    setPending('approve');
    try {
      await approve.mutateAsync(body);
    } finally {
      setPending(null);
    }
  });

  async function onReject() {
    const remark = form.values.remark.trim();
    if (!remark) {
      form.setFieldError('remark', translate('review.remarkRequired', language));
      return;
    }
    setPending('reject');
    try {
      await reject.mutateAsync({ remark });
    } catch {
      // The toast or the field says why.
    } finally {
      setPending(null);
    }
  }

  const remark = form.values.remark;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onApprove} noValidate>
      <Title order={3} size="h5" mb={4}>
        {t('syAudit.decisionTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('syAudit.decisionText')} {t('syAudit.contractEndHint')}
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('syAudit.contractStart')}
            required
            clearable={false}
            {...form.getInputProps('contractStart')}
          />
          <DateField
            label={t('syAudit.contractEnd')}
            required
            clearable={false}
            minDate={form.values.contractStart ?? undefined}
            {...form.getInputProps('contractEnd')}
          />
        </SimpleGrid>
        <Textarea
          label={t('syAudit.remark')}
          placeholder={t('syAudit.remarkPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REMARK_MAX}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="red"
            leftSection={<CloseIcon size={16} />}
            loading={pending === 'reject'}
            disabled={pending !== null}
            onClick={() => void onReject()}
          >
            {t('reject')}
          </Button>
          <Button
            type="submit"
            leftSection={<CheckIcon size={16} />}
            loading={pending === 'approve'}
            disabled={pending !== null}
          >
            {t('syAudit.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
