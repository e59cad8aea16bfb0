import { Badge, Button, Card, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type StoredFile,
  WORK_ORDER_PRIORITIES,
  type WorkOrderMessage,
  type WorkOrderPriority,
  ZWorkOrderCloseBody,
} from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  DetailPage,
  FormModal,
  formatDateTime,
  MissingRecord,
  StatusBadge,
  statusLabel,
  UploadActivity,
  UploadField,
  useApiMutation,
  useIdParam,
  useUploadActivity,
  useZodForm,
} from '../../kit';
import { DocumentList } from '../companies/components/StoredFiles';
import { useWorkOrder, WORK_ORDER_KEYS, WORK_ORDER_PATHS, type WorkOrderDetail } from './api';
import { formatDuration } from './duration';
import { WORK_ORDER_PRIORITY, WORK_ORDER_STATUS } from './statuses';

/** One message of the thread: replies from either side, internal notes marked as such. */
function ThreadMessage({ message }: { message: WorkOrderMessage }) {
  const { t } = useTranslation('workOrders');
  const note = message.kind === 'note';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={note ? 'yellow.0' : message.fromStaff ? 'blue.0' : undefined}
      data-kind={message.kind}
      data-testid="work-order-message"
    >
      <Group justify="space-between" mb={6}>
        <Group gap={8}>
          <Text fw={600} size="sm">
            {message.authorName}
          </Text>
          {note ? (
            <Badge color="yellow" size="sm" variant="light">
              {t('thread.internalNote')}
            </Badge>
          ) : message.fromStaff ? (
            <Badge color="blue" size="sm" variant="light">
              {t('thread.platform')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createTime)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Text>
      {message.attachments.length > 0 ? (
        <DocumentList urls={message.attachments} label={(i) => t('form.attachmentName', { n: i + 1 })} />
      ) : null}
    </Paper>
  );
}

/** A reply (to both sides) or an internal note (administrators only), with attachments. */
function MessageBox({ order, kind }: { order: WorkOrderDetail; kind: 'reply' | 'note' }) {
  const { t } = useTranslation('workOrders');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const uploads = useUploadActivity();
  const route = kind === 'reply' ? ROUTES.workOrders.reply : ROUTES.workOrders.note;
  const send = useApiMutation({
    call: () =>
      callRouteEnvelope(route, {
        params: { id: order.id },
        body: { body, attachments: files.map((file) => file.url) },
      }),
    invalidate: [WORK_ORDER_KEYS.all],
    successMessage: kind === 'reply' ? t('thread.replySent') : t('thread.noteAdded'),
    onSuccess: () => {
      setBody('');
      setFiles([]);
      setError(null);
    },
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={kind === 'reply' ? t('thread.reply') : t('thread.note')}
        description={kind === 'note' ? t('thread.noteHint') : undefined}
        autosize
        minRows={3}
        maxLength={5000}
        value={body}
        error={error}
        onChange={(event) => setBody(event.currentTarget.value)}
        data-testid={`work-order-${kind}`}
      />
      <UploadActivity.Provider value={uploads.report}>
        <UploadField kind="document" multiple maxFiles={10} value={files} onChange={setFiles} />
      </UploadActivity.Provider>
      <Group justify="flex-end">
        <Button
          variant={kind === 'note' ? 'light' : 'filled'}
          color={kind === 'note' ? 'yellow' : undefined}
          loading={send.isPending || uploads.uploading}
          onClick={() => {
            if (body.trim() === '') setError(t('thread.empty'));
            else send.mutate(undefined);
          }}
        >
          {kind === 'reply' ? t('thread.sendReply') : t('thread.addNote')}
        </Button>
      </Group>
    </Stack>
  );
}

type CloseValues = { status: string | null; reason: string };
const toCloseBody = (values: CloseValues) => ({ status: Number(values.status), reason: values.reason });

/** Closing with a decision: processed, not processed or rejected (the last two with a reason). */
function CloseDialog({ order, onClose }: { order: WorkOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('workOrders');
  const language = useLanguage();
  const form = useZodForm(ZWorkOrderCloseBody, { status: '1', reason: '' } as CloseValues, {
    toInput: toCloseBody,
  });
  const close = useApiMutation({
    call: (values: CloseValues) =>
      callRouteEnvelope(ROUTES.workOrders.close, {
        params: { id: order.id },
        body: toCloseBody(values) as { status: 1 | 2 | 3; reason: string },
      }),
    form,
    invalidate: [WORK_ORDER_KEYS.all],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('closing.title', { orderNo: order.orderNo })}
      onSubmit={form.submit((_, values) => close.mutateAsync(values))}
      submitting={close.isPending}
      submitLabel={t('closing.submit')}
      formErrors={form.formErrors}
    >
      <Select
        label={t('closing.decision')}
        required
        allowDeselect={false}
        data={(['1', '2', '3'] as const).map((value) => ({
          value,
          label: statusLabel(WORK_ORDER_STATUS, Number(value), language),
        }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('status')}
      />
      <Textarea
        label={t('closing.reason')}
        description={t('closing.reasonHint')}
        required={form.values.status !== '1'}
        autosize
        minRows={3}
        maxLength={1000}
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}

/** The administrators' controls: hand over, priority, close. */
function StaffActions({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const language = useLanguage();
  const [closing, setClosing] = useState(false);
  const assignees = useQuery({
    queryKey: WORK_ORDER_KEYS.assignees,
    queryFn: ({ signal }) => callRoute(ROUTES.workOrders.assignees, undefined, { signal }),
    staleTime: 60_000,
  });
  const assign = useApiMutation({
    call: (assigneeId: string | null) =>
      callRouteEnvelope(ROUTES.workOrders.assign, { params: { id: order.id }, body: { assigneeId } }),
    invalidate: [WORK_ORDER_KEYS.all],
  });
  const priority = useApiMutation({
    call: (value: WorkOrderPriority) =>
      callRouteEnvelope(ROUTES.workOrders.priority, { params: { id: order.id }, body: { priority: value } }),
    invalidate: [WORK_ORDER_KEYS.all],
  });
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('fields.assignee')}
        placeholder={t('assign.unassigned')}
        clearable
        w={200}
        data={assignees.data ?? []}
        value={order.assigneeId}
        disabled={assign.isPending}
        onChange={(value) => assign.mutate(value)}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('fields.priority')}
        w={150}
        allowDeselect={false}
        data={WORK_ORDER_PRIORITIES.map((value) => ({
          value,
          label: statusLabel(WORK_ORDER_PRIORITY, value, language),
        }))}
        value={order.priority}
        disabled={priority.isPending}
        onChange={(value) => value && priority.mutate(value as WorkOrderPriority)}
        comboboxProps={{ withinPortal: true }}
      />
      <Button color="teal" onClick={() => setClosing(true)}>
        {t('closing.open')}
      </Button>
      {closing ? <CloseDialog order={order} onClose={() => setClosing(false)} /> : null}
    </Group>
  );
}

/** /detailWork?id=: a work order, its conversation, and what the reader may do with it. */
export default function WorkOrderDetailPage() {
  const { t } = useTranslation('workOrders');
  const navigate = useNavigate();
  const id = useIdParam();
  const order = useWorkOrder(id);
  if (!id) return <MissingRecord title={t('detail.title')} back={WORK_ORDER_PATHS.list} />;
  return (
    <DetailPage
      title={(o: WorkOrderDetail) => o.title}
      subtitle={(o) => `${o.orderNo} · ${o.applicationCorp}`}
      back={WORK_ORDER_PATHS.list}
      query={order}
      badge={(o) => (
        <Group gap={6}>
          <StatusBadge map={WORK_ORDER_STATUS} value={o.status} />
          <StatusBadge map={WORK_ORDER_PRIORITY} value={o.priority} />
          {o.overdue ? (
            <Badge color="red" variant="filled">
              {t('list.overdue')}
            </Badge>
          ) : null}
        </Group>
      )}
      actions={(o) =>
        o.actions.includes('edit') ? (
          <Button variant="light" onClick={() => navigate(`${WORK_ORDER_PATHS.edit}?id=${o.id}`)}>
            {t('edit')}
          </Button>
        ) : null
      }
      sections={(o) => [
        {
          title: t('detail.request'),
          items: [
            { label: t('fields.type'), value: o.typeName },
            { label: t('fields.applicationCorp'), value: o.applicationCorp },
            { label: t('fields.createName'), value: o.createName },
            { label: t('created'), value: formatDateTime(o.createTime) },
            { label: t('fields.dueTime'), value: formatDateTime(o.dueTime) },
            { label: t('fields.assignee'), value: o.assigneeName },
            {
              label: t('fields.link'),
              value: o.link ? `${t(`linkType.${o.link.type}`)} · ${o.link.label}` : null,
            },
            { label: t('fields.description'), value: o.description, wide: true },
          ],
        },
        ...(o.status !== 0
          ? [
              {
                title: t('detail.outcome'),
                items: [
                  { label: t('status'), value: <StatusBadge map={WORK_ORDER_STATUS} value={o.status} /> },
                  { label: t('fields.closeTime'), value: formatDateTime(o.closeTime) },
                  { label: t('fields.processingTime'), value: formatDuration(o.processingTime, t) },
                  { label: t('fields.closeReason'), value: o.closeReason, wide: true },
                ],
              },
            ]
          : []),
      ]}
    >
      {(o) => (
        <Stack gap="lg">
          {o.attachments.length > 0 ? (
            <Card withBorder radius="md" padding="lg">
              <DocumentList urls={o.attachments} label={(i) => t('form.attachmentName', { n: i + 1 })} />
            </Card>
          ) : null}
          {o.actions.includes('close') ? (
            <Card withBorder radius="md" padding="lg">
              <StaffActions order={o} />
            </Card>
          ) : null}
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={4}>{t('thread.title')}</Title>
              {o.messages.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('thread.none')}
                </Text>
              ) : (
                o.messages.map((message) => <ThreadMessage key={message.id} message={message} />)
              )}
              {o.actions.includes('reply') ? (
                <MessageBox key={`reply-${o.id}`} order={o} kind="reply" />
              ) : null}
              {o.actions.includes('note') ? <MessageBox key={`note-${o.id}`} order={o} kind="note" /> : null}
            </Stack>
          </Card>
        </Stack>
      )}
    </DetailPage>
  );
}
