import {
  Badge,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from '@mantine/core';
import { type StoredFile, ZAcceptBody, ZContractBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  DetailPage,
  FormModal,
  formatDate,
  formatDateTime,
  MissingRecord,
  StatusBadge,
  statusLabel,
  UploadField,
  useActionDialog,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../kit';
import { DateField } from '../companies/components/DateField';
import { APPLICATION_KEYS, APPLICATION_PATHS, type CertApplication, useApplication } from './api';
import { APPLICATION_STATUS, AUDIT_STATUS, DECISION_STATUS } from './statuses';

type AcceptValues = { auditDays: number | ''; reviewNote: string };

function AcceptDialog({ application, onClose }: { application: CertApplication; onClose: () => void }) {
  const { t } = useTranslation('certApplications');
  const toInput = (v: AcceptValues) => ({
    auditDays: v.auditDays === '' ? undefined : v.auditDays,
    reviewNote: v.reviewNote.trim() || null,
  });
  const form = useZodForm(ZAcceptBody, { auditDays: '', reviewNote: '' } as AcceptValues, { toInput });
  const accept = useApiMutation({
    call: (body: { auditDays: number; reviewNote: string | null }) =>
      callRouteEnvelope(ROUTES.certApplications.accept, { params: { id: application.id }, body }),
    form,
    invalidate: [APPLICATION_KEYS.all],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('buttons.acceptTitle')}
      onSubmit={form.submit((body) =>
        accept.mutateAsync(body as { auditDays: number; reviewNote: string | null }),
      )}
      submitting={accept.isPending}
      formErrors={form.formErrors}
    >
      <NumberInput
        label={t('fields.auditDays')}
        required
        min={0.5}
        max={100}
        step={0.5}
        decimalScale={1}
        {...form.getInputProps('auditDays')}
      />
      <Textarea
        label={t('fields.reviewNote')}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('reviewNote')}
      />
    </FormModal>
  );
}

type ContractValues = { contractNo: string; signedAt: string | null; files: StoredFile[] };

function ContractDialog({ application, onClose }: { application: CertApplication; onClose: () => void }) {
  const { t } = useTranslation('certApplications');
  const toInput = (v: ContractValues) => ({
    contractNo: v.contractNo,
    signedAt: v.signedAt ?? '',
    files: v.files.map((f) => f.url),
  });
  const form = useZodForm(ZContractBody, { contractNo: '', signedAt: null, files: [] } as ContractValues, {
    toInput,
  });
  const save = useApiMutation({
    call: (body: ReturnType<typeof toInput>) =>
      callRouteEnvelope(ROUTES.certApplications.contract, { params: { id: application.id }, body }),
    form,
    invalidate: [APPLICATION_KEYS.all],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('buttons.contract')}
      onSubmit={form.submit((body) => save.mutateAsync(body as ReturnType<typeof toInput>))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <TextInput
        label={t('fields.contractNo')}
        required
        maxLength={50}
        {...form.getInputProps('contractNo')}
      />
      <DateField label={t('fields.signedAt')} required {...form.getInputProps('signedAt')} />
      <UploadField
        kind="document"
        multiple
        maxFiles={20}
        label={t('fields.contractFiles')}
        {...form.getInputProps('files')}
        value={form.values.files}
      />
    </FormModal>
  );
}

/** The steps of the process, each done or still to come. */
function ProcessTimeline({ application }: { application: CertApplication }) {
  const { t } = useTranslation('certApplications');
  const language = useLanguage();
  const a = application;
  const pending = (
    <Text size="xs" c="dimmed">
      {t('steps.pending')}
    </Text>
  );
  const steps = [
    { title: t('steps.submitted'), done: true, text: formatDateTime(a.submittedAt) },
    {
      title: t('steps.reviewed'),
      done: !!a.reviewedAt,
      text: a.reviewedAt
        ? `${statusLabel(APPLICATION_STATUS, a.status, language)} · ${formatDateTime(a.reviewedAt)}`
        : null,
    },
    {
      title: t('steps.contracted'),
      done: !!a.contractNo,
      text: a.contractNo ? `${a.contractNo} · ${a.contractSignedAt ?? ''}` : null,
    },
    {
      title: t('steps.audits'),
      done: a.audits.some((x) => x.status === 'signed'),
      text: a.audits.length
        ? a.audits
            .map(
              (x) =>
                `${t(`types.${x.type}`)} ${x.auditNo} (${statusLabel(AUDIT_STATUS, x.status, language)})`,
            )
            .join(' · ')
        : null,
    },
    {
      title: t('steps.decision'),
      done: !!a.decision?.decidedAt,
      text: a.decision
        ? t('steps.decisionState', { status: statusLabel(DECISION_STATUS, a.decision.status, language) })
        : null,
    },
    {
      title: t('steps.certificate'),
      done: !!a.certificate,
      text: a.certificate
        ? t('steps.certificateState', { certNo: a.certificate.certNo, until: a.certificate.validUntil })
        : null,
    },
  ];
  const active = steps.reduce((last, step, index) => (step.done ? index : last), 0);
  return (
    <Timeline active={active} bulletSize={18} lineWidth={2}>
      {steps.map((step) => (
        <Timeline.Item key={step.title} title={step.title}>
          {step.text ? (
            <Text size="xs" c="dimmed">
              {step.text}
            </Text>
          ) : (
            pending
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function AuditTable({ application }: { application: CertApplication }) {
  const { t } = useTranslation('certApplications');
  if (application.audits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noAudits')}
      </Text>
    );
  return (
    <Table striped withTableBorder>
      <Table.Tbody>
        {application.audits.map((audit) => (
          <Table.Tr key={audit.id}>
            <Table.Td ff="monospace">{audit.auditNo}</Table.Td>
            <Table.Td>{t(`types.${audit.type}`)}</Table.Td>
            <Table.Td>
              {audit.plannedStart} – {audit.plannedEnd}
            </Table.Td>
            <Table.Td>
              <StatusBadge map={AUDIT_STATUS} value={audit.status} />
            </Table.Td>
            <Table.Td>
              {audit.team
                .map((m) => (m.role === 'lead' ? `${m.name} (${t('detail.lead')})` : m.name))
                .join(', ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /certificationProcessCom?id=: an application and its process, with the company's or the body's buttons. */
export default function ApplicationDetailPage() {
  const { t } = useTranslation(['certApplications', 'certModules']);
  const navigate = useNavigate();
  const id = useIdParam();
  const application = useApplication(id);
  const [ask, dialog] = useActionDialog();
  const [open, setOpen] = useState<'accept' | 'contract' | null>(null);
  const step = useApiMutation({
    call: ({
      action,
      reason,
    }: {
      action: 'resubmit' | 'withdraw' | 'return' | 'reject';
      reason: string | null;
    }) => {
      const params = { id: id! };
      if (action === 'resubmit')
        return callRouteEnvelope(ROUTES.certApplications.resubmit, { params, body: {} });
      if (action === 'withdraw')
        return callRouteEnvelope(ROUTES.certApplications.withdraw, { params, body: {} });
      return callRouteEnvelope(ROUTES.certApplications[action], { params, body: { reason: reason ?? '' } });
    },
    invalidate: [APPLICATION_KEYS.all],
  });
  if (!id) return <MissingRecord title={t('detail.title')} back={APPLICATION_PATHS.list} />;
  const buttons = (a: CertApplication) => (
    <Group gap="sm">
      {a.actions.includes('edit') ? (
        <Button variant="default" onClick={() => navigate(`${APPLICATION_PATHS.apply}?id=${a.id}`)}>
          {t('buttons.edit')}
        </Button>
      ) : null}
      {a.actions.includes('resubmit') ? (
        <Button
          onClick={() =>
            ask({
              title: t('buttons.resubmit'),
              message: t('buttons.resubmitText'),
              confirmLabel: t('buttons.resubmit'),
              onConfirm: (reason) => step.mutateAsync({ action: 'resubmit', reason }),
            })
          }
        >
          {t('buttons.resubmit')}
        </Button>
      ) : null}
      {a.actions.includes('withdraw') ? (
        <Button
          variant="default"
          color="red"
          onClick={() =>
            ask({
              title: t('buttons.withdraw'),
              message: t('buttons.withdrawText'),
              confirmLabel: t('buttons.withdraw'),
              danger: true,
              onConfirm: (reason) => step.mutateAsync({ action: 'withdraw', reason }),
            })
          }
        >
          {t('buttons.withdraw')}
        </Button>
      ) : null}
      {a.actions.includes('accept') ? (
        <Button onClick={() => setOpen('accept')}>{t('buttons.accept')}</Button>
      ) : null}
      {(['return', 'reject'] as const)
        .filter((action) => a.actions.includes(action))
        .map((action) => (
          <Button
            key={action}
            variant="default"
            color={action === 'reject' ? 'red' : undefined}
            onClick={() =>
              ask({
                title: t(`buttons.${action}Title`),
                confirmLabel: t(`buttons.${action}`),
                danger: action === 'reject',
                reason: 'required',
                reasonLabel: t('buttons.reason'),
                onConfirm: (reason) => step.mutateAsync({ action, reason }),
              })
            }
          >
            {t(`buttons.${action}`)}
          </Button>
        ))}
      {a.actions.includes('contract') ? (
        <Button onClick={() => setOpen('contract')}>{t('buttons.contract')}</Button>
      ) : null}
      {a.actions.includes('planAudit') ? (
        <Button onClick={() => navigate(`${APPLICATION_PATHS.plan}?applicationId=${a.id}`)}>
          {t('buttons.planAudit')}
        </Button>
      ) : null}
    </Group>
  );
  return (
    <>
      <DetailPage
        title={(a) => a.applicationNo}
        back={APPLICATION_PATHS.list}
        query={application}
        badge={(a) => <StatusBadge map={APPLICATION_STATUS} value={a.status} />}
        subtitle={(a) => `${a.corpName} → ${a.certBodyName}`}
        actions={buttons}
        sections={(a) => [
          { title: t('detail.timeline'), content: <ProcessTimeline application={a} /> },
          {
            title: t('detail.application'),
            items: [
              { label: t('fields.company'), value: a.corpName },
              { label: t('fields.body'), value: a.certBodyName },
              { label: t('fields.scheme'), value: t(`certModules:schemes.${a.scheme}`) },
              { label: t('fields.kind'), value: t(`kinds.${a.kind}`) },
              {
                label: t('fields.modules'),
                value: (
                  <Group gap={4}>
                    {a.modules.map((m) => (
                      <Badge key={m.id} variant="light">
                        {m.name}
                      </Badge>
                    ))}
                  </Group>
                ),
                wide: true,
              },
              { label: t('fields.employees'), value: a.employees },
              { label: t('fields.siteAddress'), value: a.siteAddress },
              { label: t('fields.remark'), value: a.remark, wide: true },
              {
                label: t('fields.documents'),
                value: a.documents.length ? (
                  <Stack gap={2}>
                    {a.documents.map((url) => (
                      <a key={url} href={url} target="_blank" rel="noreferrer">
                        {url.split('/').pop()}
                      </a>
                    ))}
                  </Stack>
                ) : null,
                wide: true,
              },
              { label: t('fields.submittedAt'), value: formatDateTime(a.submittedAt) },
            ],
          },
          {
            title: t('detail.review'),
            items: [
              { label: t('fields.auditDays'), value: a.auditDays },
              { label: t('fields.reviewNote'), value: a.reviewNote, wide: true },
              { label: t('fields.reviewedAt'), value: a.reviewedAt ? formatDateTime(a.reviewedAt) : null },
              { label: t('fields.contractNo'), value: a.contractNo },
              {
                label: t('fields.signedAt'),
                value: a.contractSignedAt ? formatDate(a.contractSignedAt) : null,
              },
            ],
          },
          { title: t('detail.audits'), content: <AuditTable application={a} /> },
        ]}
      />
      {dialog}
      {application.data && open === 'accept' ? (
        <AcceptDialog application={application.data} onClose={() => setOpen(null)} />
      ) : null}
      {application.data && open === 'contract' ? (
        <ContractDialog application={application.data} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
