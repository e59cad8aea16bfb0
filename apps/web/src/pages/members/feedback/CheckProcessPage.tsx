import { Alert, Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZProcessFeedbackBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDateTime, StatusBadge, useApiMutation, useZodForm } from '../../../kit';
import { type ConsumerFeedback, idParam, MEMBER_KEYS, useFeedback } from '../api';
import { TextAnswerCard } from '../components/TextAnswerCard';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from '../statuses';

const NOTE_MAX = 500;

/** 0 unprocessed -> 1 processed with a handling note; there is no way back. */
function ProcessCard({ feedback }: { feedback: ConsumerFeedback }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const form = useZodForm(ZProcessFeedbackBody, { note: '' });
  const process = useApiMutation<ConsumerFeedback, { note: string }>({
    call: (body) => callRouteEnvelope(ROUTES.consumerFeedback.process, { params: { id: feedback.id }, body }),
    form,
    invalidate: [MEMBER_KEYS.feedback],
    successMessage: t('feedback.processed'),
    onSuccess: (updated) => queryClient.setQueryData(MEMBER_KEYS.feedbackItem(feedback.id), updated),
  });
  return (
    <TextAnswerCard
      anchor="process"
      form={form}
      field="note"
      onSubmit={form.submit((body) => process.mutateAsync(body))}
      title={t('feedback.processTitle')}
      hint={t('feedback.processHint')}
      label={t('feedback.note')}
      description={`${form.values.note.length}/${NOTE_MAX}`}
      max={NOTE_MAX}
      submitLabel={t('feedback.markProcessed')}
      submitColor="teal"
      pending={process.isPending}
    />
  );
}

/** /checkProcess?id=: one piece of consumer feedback and its processing. */
export default function CheckProcessPage() {
  const { t } = useTranslation('members');
  const [params] = useSearchParams();
  const id = idParam(params);
  const feedback = useFeedback(id);

  if (!id)
    return (
      <Text c="dimmed" p="lg">
        {t('common.missingId')}
      </Text>
    );

  return (
    <DetailPage
      title={t('feedback.detailTitle')}
      back="/userFeedback"
      query={feedback}
      badge={(item) => <StatusBadge map={FEEDBACK_STATUS} value={item.status} size="lg" />}
      subtitle={(item) => `${item.productName} · ${formatDateTime(item.createTime)}`}
      actions={(item) => (
        <Button variant="default" component={Link} to={`/productTraceFeedback?productId=${item.productId}`}>
          {t('feedback.productFeedback')}
        </Button>
      )}
      sections={(item) => [
        {
          title: t('feedback.feedbackSection'),
          items: [
            {
              label: t('feedback.type'),
              value: (
                <Group gap={6}>
                  <StatusBadge map={FEEDBACK_TYPE} value={item.type} />
                  {item.labelVoid ? (
                    <Badge color="red" variant="outline">
                      {t('feedback.voidLabel')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            { label: t('contact'), value: item.contact },
            {
              label: t('feedback.content'),
              value: (
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-content">
                  {item.content}
                </Text>
              ),
              wide: true,
            },
            {
              label: t('product'),
              value: (
                <Anchor component={Link} to={`/productTraceFeedback?productId=${item.productId}`}>
                  {item.productName}
                </Anchor>
              ),
            },
            { label: t('labelCode'), value: item.excode },
            { label: t('company'), value: item.corpName },
            { label: t('feedback.sent'), value: formatDateTime(item.createTime) },
          ],
        },
        ...(item.status === 1
          ? [
              {
                title: t('feedback.processSection'),
                items: [
                  {
                    label: t('feedback.note'),
                    value: (
                      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-note">
                        {item.handlingNote}
                      </Text>
                    ),
                    wide: true,
                  },
                  { label: t('feedback.processedBy'), value: item.processedBy },
                  { label: t('feedback.processedAt'), value: formatDateTime(item.processTime) },
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
              {t('feedback.voidLabelHint')}
            </Alert>
          ) : null}
          {item.actions.includes('process') ? <ProcessCard feedback={item} /> : null}
        </>
      )}
    </DetailPage>
  );
}
