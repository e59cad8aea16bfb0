import { Checkbox, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { type PartnerResource, ZApprovePartnerGrantBody, ZPartnerGrantReasonBody } from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  DetailSections,
  FormPage,
  FormSection,
  formatDate,
  formatDateTime,
  MissingRecord,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../kit';
import { DateField } from '../companies/components/DateField';
import { EXTERNAL_KEYS, EXTERNAL_PATHS, type PartnerGrantRow, usePartnerGrant, useResourceName } from './api';
import { type ApproveValues, approveFieldOf, approveValues, toApproveBody } from './grantForm';
import { dayAfter } from './keyForm';

type Decision = 'approve' | 'refuse';
const NO_GRANT = { requested: [] as PartnerResource[], requestedUntil: '' };

/** What the partner asked for: who, why, which data and until when. */
export function RequestSummary({ grant }: { grant: PartnerGrantRow }) {
  const { t } = useTranslation('external');
  const resourceName = useResourceName();
  return (
    <DetailSections
      sections={[
        {
          title: t('grants.request'),
          items: [
            { label: t('grants.app'), value: grant.appName },
            { label: t('company'), value: grant.corpName },
            { label: t('grants.purpose'), value: grant.appPurpose, wide: true },
            { label: t('grants.reason'), value: grant.reason, wide: true },
            { label: t('grants.requested'), value: grant.requested.map(resourceName).join(', ') },
            { label: t('grants.requestedUntil'), value: formatDateTime(grant.requestedUntil) },
            { label: t('grants.filed'), value: formatDateTime(grant.createTime) },
            { label: t('grants.source'), value: t(`grants.sources.${grant.source}`) },
          ],
        },
      ]}
    />
  );
}

/**
 * /exitExternalRequestCorpPermissions?id=: the company's answer to a partner's request: approve as
 * asked or narrowed (fewer kinds of data, an earlier end), or refuse with a reason.
 */
export default function GrantDecisionPage() {
  const { t } = useTranslation('external');
  const navigate = useNavigate();
  const id = useIdParam();
  const grant = usePartnerGrant(id);
  const resourceName = useResourceName();
  const [decision, setDecision] = useState<Decision>('approve');
  const data = grant.data;
  const requestedUntil = data?.requestedUntil ?? '';
  const approve = useZodForm(ZApprovePartnerGrantBody, approveValues(NO_GRANT), {
    toInput: (values: ApproveValues) => toApproveBody(values, requestedUntil),
    fieldOf: approveFieldOf,
  });
  const refuse = useZodForm(ZPartnerGrantReasonBody, { reason: '' });
  const { initialize } = approve;
  useEffect(() => {
    if (data) initialize(approveValues(data));
  }, [data, initialize]);
  const done = () => navigate(`${EXTERNAL_PATHS.grant}?id=${id}`);
  const approveCall = useApiMutation({
    call: (values: ApproveValues) =>
      callRouteEnvelope(ROUTES.external.approveGrant, {
        params: { id: id ?? '' },
        body: toApproveBody(values, requestedUntil),
      }),
    form: approve,
    invalidate: [EXTERNAL_KEYS.all],
    onSuccess: done,
  });
  const refuseCall = useApiMutation({
    call: (body: { reason: string }) =>
      callRouteEnvelope(ROUTES.external.refuseGrant, { params: { id: id ?? '' }, body }),
    form: refuse,
    invalidate: [EXTERNAL_KEYS.all],
    onSuccess: done,
  });
  const today = useMemo(() => dayAfter(new Date(), 0), []);
  // A request already answered has nothing to decide: its record says what became of it.
  const decided = data !== undefined && !data.actions.includes('approve');
  useEffect(() => {
    if (decided) navigate(`${EXTERNAL_PATHS.grant}?id=${id}`, { replace: true });
  }, [decided, id, navigate]);
  if (!id) return <MissingRecord title={t('grants.decideTitle')} back={EXTERNAL_PATHS.grants} />;

  return (
    <FormPage
      title={t('grants.decideTitle')}
      subtitle={data ? `${data.appName} · ${data.corpName}` : undefined}
      back={EXTERNAL_PATHS.grants}
      onSubmit={
        decision === 'approve'
          ? approve.submit((_, values) => approveCall.mutateAsync(values))
          : refuse.submit((body) => refuseCall.mutateAsync(body))
      }
      submitting={approveCall.isPending || refuseCall.isPending}
      submitLabel={decision === 'approve' ? t('grants.approve') : t('grants.refuse')}
      formErrors={decision === 'approve' ? approve.formErrors : refuse.formErrors}
      loading={grant.isPending}
      loadError={grant.error}
      onRetry={() => void grant.refetch()}
    >
      {data ? <RequestSummary grant={data} /> : null}
      {decided ? null : (
        <FormSection title={t('grants.decision')}>
          <SegmentedControl
            value={decision}
            onChange={(value) => setDecision(value as Decision)}
            data={[
              { value: 'approve', label: t('grants.approve') },
              { value: 'refuse', label: t('grants.refuse') },
            ]}
            w="fit-content"
          />
          {decision === 'approve' && data ? (
            <Stack gap="md">
              <Checkbox.Group
                label={t('grants.grantResources')}
                description={t('grants.grantResourcesHint')}
                required
                {...approve.getInputProps('resources')}
              >
                <Group gap="lg" mt={6}>
                  {data.requested.map((resource) => (
                    <Checkbox key={resource} value={resource} label={resourceName(resource)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <DateField
                label={t('grants.grantUntil')}
                description={t('grants.grantUntilHint', { day: formatDate(data.requestedUntil) })}
                required
                clearable={false}
                minDate={today}
                maxDate={formatDate(data.requestedUntil)}
                {...approve.getInputProps('until')}
              />
              <Textarea
                label={t('grants.note')}
                description={t('grants.noteHint')}
                autosize
                minRows={2}
                maxLength={500}
                {...approve.getInputProps('note')}
              />
            </Stack>
          ) : null}
          {decision === 'refuse' ? (
            <Textarea
              label={t('grants.refuseReason')}
              description={t('grants.refuseReasonHint')}
              required
              autosize
              minRows={3}
              maxLength={500}
              {...refuse.getInputProps('reason')}
            />
          ) : null}
        </FormSection>
      )}
    </FormPage>
  );
}
