import { Alert, Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES, ZProcessFeedbackBody } from '@trace/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { DetailPage, formatDateTime, StatusBadge, useApiMutation, useTexts, useZodForm } from '../../../kit';
import { type ConsumerFeedback, idParam, MEMBER_KEYS, useFeedback } from '../api';
import { TextAnswerCard } from '../components/TextAnswerCard';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from '../statuses';
import { texts } from '../texts';

const NOTE_MAX = 500;

/** 0 unprocessed -> 1 processed with a handling note; there is no way back. */
function ProcessCard({ feedback }: { feedback: ConsumerFeedback }) {
  const t = useTexts(texts);
  const f = t.feedback;
  const queryClient = useQueryClient();
  const form = useZodForm(ZProcessFeedbackBody, { note: '' });
  const process = useApiMutation<ConsumerFeedback, { note: string }>({
    call: (body) => callRouteEnvelope(ROUTES.consumerFeedback.process, { params: { id: feedback.id }, body }),
    form,
    invalidate: [MEMBER_KEYS.feedback],
    successMessage: f.processed,
    onSuccess: (updated) => queryClient.setQueryData(MEMBER_KEYS.feedbackItem(feedback.id), updated),
  });
  return (
    <TextAnswerCard
      anchor="process"
      form={form}
      field="note"
      onSubmit={form.submit((body) => process.mutateAsync(body))}
      title={f.processTitle}
      hint={f.processHint}
      label={f.note}
      description={`${form.values.note.length}/${NOTE_MAX}`}
      max={NOTE_MAX}
      submitLabel={f.markProcessed}
      submitColor="teal"
      pending={process.isPending}
    />
  );
}

/** /checkProcess?id=: one piece of consumer feedback and its processing. */
export default function CheckProcessPage() {
  const t = useTexts(texts);
  const f = t.feedback;
  const [params] = useSearchParams();
  const id = idParam(params);
  const feedback = useFeedback(id);

  if (!id)
    return (
      <Text c="dimmed" p="lg">
        {t.common.missingId}
      </Text>
    );

  return (
    <DetailPage
      title={f.detailTitle}
      back="/userFeedback"
      query={feedback}
      badge={(item) => <StatusBadge map={FEEDBACK_STATUS} value={item.status} size="lg" />}
      subtitle={(item) => `${item.productName} · ${formatDateTime(item.createTime)}`}
      actions={(item) => (
        <Button variant="default" component={Link} to={`/productTraceFeedback?productId=${item.productId}`}>
          {f.productFeedback}
        </Button>
      )}
      sections={(item) => [
        {
          title: f.feedbackSection,
          items: [
            {
              label: f.type,
              value: (
                <Group gap={6}>
                  <StatusBadge map={FEEDBACK_TYPE} value={item.type} />
                  {item.labelVoid ? (
                    <Badge color="red" variant="outline">
                      {f.voidLabel}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            { label: f.contact, value: item.contact },
            {
              label: f.content,
              value: (
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-content">
                  {item.content}
                </Text>
              ),
              wide: true,
            },
            {
              label: t.common.product,
              value: (
                <Anchor component={Link} to={`/productTraceFeedback?productId=${item.productId}`}>
                  {item.productName}
                </Anchor>
              ),
            },
            { label: t.common.label, value: item.excode },
            { label: t.common.company, value: item.corpName },
            { label: f.sent, value: formatDateTime(item.createTime) },
          ],
        },
        ...(item.status === 1
          ? [
              {
                title: f.processSection,
                items: [
                  {
                    label: f.note,
                    value: (
                      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-note">
                        {item.handlingNote}
                      </Text>
                    ),
                    wide: true,
                  },
                  { label: f.processedBy, value: item.processedBy },
                  { label: f.processedAt, value: formatDateTime(item.processTime) },
                ],
              },
            ]
          : []),
      ]}
    >
      {(item) => (
        <>
          {item.labelVoid ? (
            <Alert color="red" variant="light">
              {f.voidLabelHint}
            </Alert>
          ) : null}
          {item.actions.includes('process') ? <ProcessCard feedback={item} /> : null}
        </>
      )}
    </DetailPage>
  );
}
