import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  type AuditDetail,
  type AuditFinding,
  auditFindingRoutes,
  auditRoutes,
  type RouteBody,
  type StoredFile,
  VERDICTS,
} from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, downloadRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  FormModal,
  localized,
  MissingRecord,
  PageHeader,
  StatusBadge,
  saveBlob,
  UploadActivity,
  UploadField,
  useActionDialog,
  useApiMutation,
  useIdParam,
  useUploadActivity,
  useZodForm,
} from '../../kit';
import { DetailSkeleton } from '../../kit/pages/DetailSections';
import { LoadFailed } from '../../kit/pages/LoadFailed';
import { StoredFileList } from '../labels/components/StoredFileList';
import { AUDIT_KEYS, useAudit } from './api';
import { AUDIT_STATUS, AUDIT_TYPE, FINDING_GRADE, FINDING_STATUS } from './statuses';

const urls = (files: StoredFile[]) => files.map((f) => f.url);

/** One checklist item: three explicit choices (none chosen until answered), a note and evidence. */
function ChecklistItem({ audit, item }: { audit: AuditDetail; item: AuditDetail['items'][number] }) {
  const { t } = useTranslation('audits');
  const language = useLanguage();
  const canAnswer = audit.actions.includes('answer');
  const [verdict, setVerdict] = useState<string>(item.verdict ?? '');
  const [note, setNote] = useState(item.note ?? '');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const uploads = useUploadActivity();
  const save = useApiMutation({
    call: () =>
      callRouteEnvelope(ROUTES.audits.answerItem, {
        params: { id: audit.id, itemId: item.id },
        body: {
          verdict: verdict as (typeof VERDICTS)[number],
          note: note.trim() || null,
          evidence: [...item.evidence, ...urls(files)],
        },
      }),
    invalidate: [AUDIT_KEYS.all],
    successMessage: t('workspace.saved'),
    onSuccess: () => setFiles([]),
  });
  const needsNote = verdict === 'not_conforming' && !note.trim();
  const changed = verdict !== (item.verdict ?? '') || note !== (item.note ?? '') || files.length > 0;
  return (
    <Card withBorder radius="sm" padding="sm" data-item={item.code}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" color="gray">
            {item.code}
          </Badge>
          <Text size="sm">{localized(item.text, language)}</Text>
        </Group>
        <Radio.Group value={verdict} onChange={setVerdict} aria-label={t('workspace.verdict')}>
          <Group gap="lg">
            {VERDICTS.map((v) => (
              <Radio key={v} value={v} label={t(`verdict.${v}`)} disabled={!canAnswer} />
            ))}
          </Group>
        </Radio.Group>
        {!item.verdict && !canAnswer ? (
          <Text size="xs" c="dimmed">
            {t('verdict.none')}
          </Text>
        ) : null}
        {canAnswer ? (
          <>
            <Textarea
              label={t('workspace.note')}
              autosize
              minRows={1}
              maxLength={1000}
              required={verdict === 'not_conforming'}
              error={needsNote ? t('workspace.noteRequired') : undefined}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <UploadActivity.Provider value={uploads.report}>
              <UploadField
                kind="image"
                multiple
                label={t('workspace.evidence')}
                value={files}
                onChange={setFiles}
              />
            </UploadActivity.Provider>
          </>
        ) : item.note ? (
          <Text size="sm" c="dimmed">
            {item.note}
          </Text>
        ) : null}
        <StoredFileList urls={item.evidence} name={t('workspace.evidence')} />
        {canAnswer ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={!verdict || needsNote || !changed}
              loading={save.isPending || uploads.uploading}
              onClick={() => save.mutate()}
            >
              {t('workspace.saveItem')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

type RaiseValues = { itemId: string | null; grade: string; description: string; evidence: StoredFile[] };
const EMPTY_RAISE: RaiseValues = { itemId: null, grade: '', description: '', evidence: [] };
const toRaiseBody = (v: RaiseValues) => ({
  itemId: v.itemId,
  grade: v.grade as 'minor',
  description: v.description,
  evidence: urls(v.evidence),
});

function RaiseFindingModal({
  audit,
  opened,
  onClose,
}: {
  audit: AuditDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('audits');
  const form = useZodForm(auditRoutes.raiseFinding.body, EMPTY_RAISE, { toInput: toRaiseBody });
  const raise = useApiMutation<AuditFinding, RouteBody<typeof auditRoutes.raiseFinding>>({
    call: (body) => callRouteEnvelope(ROUTES.audits.raiseFinding, { params: { id: audit.id }, body }),
    form,
    invalidate: [AUDIT_KEYS.all],
    successMessage: t('findings.raised'),
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('findings.raise')}
      onSubmit={form.submit((_body, values) => raise.mutateAsync(toRaiseBody(values)))}
      submitting={raise.isPending}
      formErrors={form.formErrors}
    >
      <Select
        label={t('findings.item')}
        clearable
        data={audit.items.map((i) => ({ value: i.id, label: i.code }))}
        {...form.getInputProps('itemId')}
      />
      <Radio.Group label={t('findings.grade')} required {...form.getInputProps('grade')}>
        <Group gap="lg" mt={4}>
          {(['minor', 'major', 'critical'] as const).map((g) => (
            <Radio key={g} value={g} label={t(`grade.${g}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('findings.description')}
        required
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
      <UploadField
        kind="image"
        multiple
        label={t('workspace.evidence')}
        {...form.getInputProps('evidence')}
        value={form.values.evidence}
      />
    </FormModal>
  );
}

type AnswerValues = {
  correction: string;
  rootCause: string;
  correctiveAction: string;
  evidence: StoredFile[];
};
const EMPTY_ANSWER: AnswerValues = { correction: '', rootCause: '', correctiveAction: '', evidence: [] };
const toAnswerBody = (v: AnswerValues) => ({ ...v, evidence: urls(v.evidence) });

function AnswerFindingModal({ finding, onClose }: { finding: AuditFinding | null; onClose: () => void }) {
  const { t } = useTranslation('audits');
  const form = useZodForm(auditFindingRoutes.answer.body, EMPTY_ANSWER, { toInput: toAnswerBody });
  const answer = useApiMutation<AuditFinding, RouteBody<typeof auditFindingRoutes.answer>>({
    call: (body) =>
      callRouteEnvelope(ROUTES.auditFindings.answer, { params: { id: finding?.id ?? '' }, body }),
    form,
    invalidate: [AUDIT_KEYS.all],
    successMessage: t('findings.answered'),
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  return (
    <FormModal
      opened={finding !== null}
      onClose={onClose}
      title={t('findings.answerTitle', { no: finding?.findingNo ?? '' })}
      onSubmit={form.submit((_body, values) => answer.mutateAsync(toAnswerBody(values)))}
      submitting={answer.isPending}
      formErrors={form.formErrors}
    >
      {finding ? (
        <Text size="sm" c="dimmed">
          {finding.description}
        </Text>
      ) : null}
      <Textarea
        label={t('findings.correction')}
        required
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('correction')}
      />
      <Textarea
        label={t('findings.rootCause')}
        required
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('rootCause')}
      />
      <Textarea
        label={t('findings.correctiveAction')}
        required
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('correctiveAction')}
      />
      <UploadField
        kind="document"
        multiple
        label={t('workspace.evidence')}
        {...form.getInputProps('evidence')}
        value={form.values.evidence}
      />
    </FormModal>
  );
}

type SignValues = { summary: string; recommendation: string };
const EMPTY_SIGN: SignValues = { summary: '', recommendation: '' };

function SignModal({ audit, opened, onClose }: { audit: AuditDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('audits');
  const form = useZodForm(auditRoutes.sign.body, EMPTY_SIGN);
  const sign = useApiMutation<AuditDetail, RouteBody<typeof auditRoutes.sign>>({
    call: (body) => callRouteEnvelope(ROUTES.audits.sign, { params: { id: audit.id }, body }),
    form,
    invalidate: [AUDIT_KEYS.all],
    successMessage: t('sign.done'),
    onSuccess: onClose,
  });
  const unanswered = audit.items.filter((i) => i.verdict === null).length;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('sign.title')}
      submitLabel={t('sign.submit')}
      onSubmit={form.submit((body) => sign.mutateAsync(body))}
      submitting={sign.isPending}
      formErrors={form.formErrors}
    >
      {unanswered > 0 ? (
        <Alert color="orange" variant="light">
          {t('sign.unanswered', { count: unanswered })}
        </Alert>
      ) : null}
      <Textarea
        label={t('sign.summary')}
        required
        autosize
        minRows={4}
        maxLength={4000}
        {...form.getInputProps('summary')}
      />
      <Radio.Group label={t('sign.recommendation')} required {...form.getInputProps('recommendation')}>
        <Group gap="lg" mt={4}>
          <Radio value="recommend" label={t('recommendation.recommend')} />
          <Radio value="not_recommend" label={t('recommendation.not_recommend')} />
        </Group>
      </Radio.Group>
    </FormModal>
  );
}

function FindingCard({
  finding,
  onAnswer,
  onReview,
}: {
  finding: AuditFinding;
  onAnswer: () => void;
  onReview: (accept: boolean) => void;
}) {
  const { t } = useTranslation('audits');
  const field = (label: string, value: string | null) =>
    value ? (
      <Text size="sm">
        <Text span c="dimmed">
          {label}:{' '}
        </Text>
        {value}
      </Text>
    ) : null;
  return (
    <Card withBorder radius="sm" padding="sm" data-finding={finding.findingNo}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600}>{finding.findingNo}</Text>
            <StatusBadge map={FINDING_GRADE} value={finding.grade} />
            <StatusBadge map={FINDING_STATUS} value={finding.status} />
            {finding.itemCode ? <Badge variant="outline">{finding.itemCode}</Badge> : null}
          </Group>
          <Group gap="xs">
            <Text size="sm" c={finding.overdue ? 'red' : 'dimmed'}>
              {t('findings.dueOn', { date: finding.dueDate })}
            </Text>
            {finding.overdue ? <Badge color="red">{t('overdue')}</Badge> : null}
          </Group>
        </Group>
        <Text size="sm">{finding.description}</Text>
        <StoredFileList urls={finding.evidence} name={t('workspace.evidence')} />
        {field(t('findings.correction'), finding.correction)}
        {field(t('findings.rootCause'), finding.rootCause)}
        {field(t('findings.correctiveAction'), finding.correctiveAction)}
        <StoredFileList urls={finding.answerEvidence} name={t('findings.answerEvidence')} />
        {finding.status === 'returned' ? field(t('findings.returnReason'), finding.reviewNote) : null}
        <Group justify="flex-end" gap="xs">
          {finding.actions.includes('answer') ? (
            <Button size="xs" onClick={onAnswer}>
              {t('findings.answer')}
            </Button>
          ) : null}
          {finding.actions.includes('return') ? (
            <Button size="xs" variant="default" color="red" c="red" onClick={() => onReview(false)}>
              {t('findings.return')}
            </Button>
          ) : null}
          {finding.actions.includes('accept') ? (
            <Button size="xs" onClick={() => onReview(true)}>
              {t('findings.accept')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function Workspace({ audit }: { audit: AuditDetail }) {
  const { t, i18n } = useTranslation('audits');
  const language = useLanguage();
  const [raising, setRaising] = useState(false);
  const [signing, setSigning] = useState(false);
  const [answering, setAnswering] = useState<AuditFinding | null>(null);
  const [ask, dialog] = useActionDialog();
  const review = useApiMutation<AuditFinding, { id: string; reason: string | null }>({
    call: ({ id, reason }) =>
      reason === null
        ? callRouteEnvelope(ROUTES.auditFindings.accept, { params: { id } })
        : callRouteEnvelope(ROUTES.auditFindings.return, { params: { id }, body: { reason } }),
    invalidate: [AUDIT_KEYS.all],
  });
  const onReview = (finding: AuditFinding, accept: boolean) =>
    ask(
      accept
        ? {
            title: t('findings.acceptTitle', { no: finding.findingNo }),
            confirmLabel: t('findings.accept'),
            onConfirm: () => review.mutateAsync({ id: finding.id, reason: null }),
          }
        : {
            title: t('findings.returnTitle', { no: finding.findingNo }),
            confirmLabel: t('findings.return'),
            danger: true,
            reason: 'required',
            reasonLabel: t('findings.returnReason'),
            onConfirm: (reason) => review.mutateAsync({ id: finding.id, reason: reason ?? '' }),
          },
    );
  const sections = [...new Set(audit.items.map((i) => i.section))];
  const lead = audit.team.find((m) => m.role === 'lead');
  const download = async () =>
    saveBlob(
      await downloadRoute(ROUTES.audits.report, { params: { id: audit.id } }),
      `audit-${audit.auditNo}.pdf`,
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('workspace.title', { no: audit.auditNo })}
        subtitle={audit.corpName}
        back="/monitor"
        badge={<StatusBadge map={AUDIT_STATUS} value={audit.status} />}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => void download()}>
              {t('workspace.report')}
            </Button>
            {audit.actions.includes('raiseFinding') ? (
              <Button variant="light" onClick={() => setRaising(true)}>
                {t('findings.raise')}
              </Button>
            ) : null}
            {audit.actions.includes('sign') ? (
              <Button onClick={() => setSigning(true)}>{t('sign.title')}</Button>
            ) : null}
          </Group>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Text size="sm">
            <Text span c="dimmed">
              {t('monitor.company')}:{' '}
            </Text>
            {audit.corpName}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('monitor.body')}:{' '}
            </Text>
            {audit.bodyName}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('workspace.scheme')}:{' '}
            </Text>
            {localized(audit.schemeName, language)}
          </Text>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {t('monitor.type')}:
            </Text>
            <StatusBadge map={AUDIT_TYPE} value={audit.type} />
            {audit.unannounced ? <Badge color="grape">{t('workspace.unannounced')}</Badge> : null}
          </Group>
          <Text size="sm">
            <Text span c="dimmed">
              {t('monitor.dates')}:{' '}
            </Text>
            {audit.plannedStart} — {audit.plannedEnd}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('workspace.team')}:{' '}
            </Text>
            {lead ? `${lead.name} (${t('workspace.lead')})` : ''}
            {audit.team
              .filter((m) => m.role !== 'lead')
              .map((m) => `, ${m.name}`)
              .join('')}
          </Text>
        </SimpleGrid>
        {audit.status === 'signed' ? (
          <Stack gap={4} mt="md">
            <Text size="sm">
              <Text span c="dimmed">
                {t('sign.summary')}:{' '}
              </Text>
              {audit.summary}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('sign.recommendation')}:{' '}
              </Text>
              {audit.recommendation ? t(`recommendation.${audit.recommendation}`) : ''} · {audit.signedBy}{' '}
              {audit.signedTime?.slice(0, 10)}
            </Text>
          </Stack>
        ) : null}
        {audit.cancelReason ? (
          <Alert color="red" variant="light" mt="md">
            {audit.cancelReason}
          </Alert>
        ) : null}
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="sm">
          {t('workspace.checklist')}
        </Title>
        {audit.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workspace.notStarted')}
          </Text>
        ) : (
          <Stack gap="md">
            {sections.map((section) => (
              <Stack key={section} gap="xs">
                <Text fw={600}>
                  {i18n.exists(`audits:sections.${section}`)
                    ? t(`sections.${section}` as 'sections.P1')
                    : section}
                </Text>
                {audit.items
                  .filter((i) => i.section === section)
                  .map((item) => (
                    <ChecklistItem
                      key={`${item.id}-${item.verdict ?? ''}-${item.note ?? ''}`}
                      audit={audit}
                      item={item}
                    />
                  ))}
              </Stack>
            ))}
          </Stack>
        )}
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="sm">
          {t('workspace.findings')}
        </Title>
        {audit.findings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('findings.none')}
          </Text>
        ) : (
          <Stack gap="sm">
            {audit.findings.map((f) => (
              <FindingCard
                key={f.id}
                finding={f}
                onAnswer={() => setAnswering(f)}
                onReview={(accept) => onReview(f, accept)}
              />
            ))}
          </Stack>
        )}
      </Card>
      <RaiseFindingModal audit={audit} opened={raising} onClose={() => setRaising(false)} />
      <SignModal audit={audit} opened={signing} onClose={() => setSigning(false)} />
      <AnswerFindingModal finding={answering} onClose={() => setAnswering(null)} />
      {dialog}
    </Stack>
  );
}

/** /haccpAuditCom?id=: an audit's header, checklist, findings and report. */
export default function AuditWorkspacePage() {
  const { t } = useTranslation('audits');
  const id = useIdParam();
  const audit = useAudit(id);
  if (!id) return <MissingRecord title={t('workspace.titlePlain')} back="/monitor" />;
  if (audit.data) return <Workspace audit={audit.data} />;
  return audit.isError ? (
    <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />
  ) : (
    <DetailSkeleton />
  );
}
