import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EVALUATION_GRADES, type RouteBody, ZCertEvaluationBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { CERT_BODY_KEYS } from './api';

type Values = {
  corpId: string | null;
  title: string;
  grade: string | null;
  score: number | string;
  content: string;
  evaluatedAt: string | null;
  dueTime: string | null;
};
const today = () => new Date().toISOString().slice(0, 10);
const toBody = (v: Values) => ({
  corpId: v.corpId ?? '',
  title: v.title,
  grade: v.grade ?? '',
  score: v.score === '' ? null : Number(v.score),
  content: v.content,
  evaluatedAt: v.evaluatedAt ?? '',
  dueTime: v.dueTime,
});

/** /addCorpEvaluate: a body writes an evaluation of one of its clients; the company is notified. */
export default function EvaluationFormPage() {
  const { t } = useTranslation('certBodies');
  const navigate = useNavigate();
  const clients = useQuery(routeQuery(ROUTES.certEvaluations.clients));
  const form = useZodForm(
    ZCertEvaluationBody,
    {
      corpId: null,
      title: '',
      grade: null,
      score: '',
      content: '',
      evaluatedAt: today(),
      dueTime: null,
    } as Values,
    { toInput: toBody },
  );
  const create = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.certEvaluations.create>) =>
      callRouteEnvelope(ROUTES.certEvaluations.create, { body }),
    form,
    invalidate: [CERT_BODY_KEYS.evaluations],
    onSuccess: (saved) => navigate(`/corpEvaluateDetail?id=${saved.id}`),
  });
  return (
    <FormPage
      title={t('evaluations.add')}
      back="/corpEvaluate"
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('evaluations.section')} description={t('evaluations.sectionHint')}>
        <Select
          label={t('evaluations.company')}
          required
          searchable
          data={clients.data ?? []}
          nothingFoundMessage={t('evaluations.noClients')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('corpId')}
        />
        <TextInput label={t('evaluations.title')} required maxLength={100} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('evaluations.grade')}
            required
            data={EVALUATION_GRADES.map((g) => ({ value: g, label: t(`evaluations.grades.${g}`) }))}
            {...form.getInputProps('grade')}
          />
          <NumberInput
            label={t('evaluations.score')}
            description={t('evaluations.scoreHint')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('score')}
          />
          <DateField label={t('evaluations.evaluatedAt')} required {...form.getInputProps('evaluatedAt')} />
          <DateField
            label={t('evaluations.dueTime')}
            description={t('evaluations.dueTimeHint')}
            minDate={form.values.evaluatedAt ?? undefined}
            {...form.getInputProps('dueTime')}
          />
        </SimpleGrid>
        <Textarea
          label={t('evaluations.content')}
          required
          autosize
          minRows={5}
          maxLength={5000}
          {...form.getInputProps('content')}
        />
      </FormSection>
    </FormPage>
  );
}
