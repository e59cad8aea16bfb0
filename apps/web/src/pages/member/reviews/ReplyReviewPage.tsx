import { Button, Group, Rating, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CONSUMER_REPLY_MAX, ROUTES, ZReplyBody } from '@trace/contracts';
import { useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { DetailPage, formatDateTime, StatusBadge, useApiMutation, useTexts, useZodForm } from '../../../kit';
import { type ConsumerReview, idParam, MEMBER_KEYS, useReview } from '../api';
import { TextAnswerCard } from '../components/TextAnswerCard';
import { REVIEW_VISIBILITY } from '../statuses';
import { texts } from '../texts';
import { useVisibilityMutation } from './useVisibility';

/** The company's one reply to a review: written once, edited afterwards. */
function ReplyCard({ review }: { review: ConsumerReview }) {
  const t = useTexts(texts);
  const r = t.reviews;
  const queryClient = useQueryClient();
  const form = useZodForm(ZReplyBody, { reply: review.reply ?? '' });
  const save = useApiMutation<ConsumerReview, { reply: string }>({
    call: (body) => callRouteEnvelope(ROUTES.consumerReviews.reply, { params: { id: review.id }, body }),
    form,
    invalidate: [MEMBER_KEYS.reviews],
    successMessage: r.replySaved,
    onSuccess: (updated) => queryClient.setQueryData(MEMBER_KEYS.review(review.id), updated),
  });
  return (
    <TextAnswerCard
      anchor="reply"
      form={form}
      field="reply"
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      title={review.reply ? r.editReply : r.replySection}
      hint={r.replyHint}
      label={r.replyLabel}
      description={r.count(form.values.reply.length, CONSUMER_REPLY_MAX)}
      max={CONSUMER_REPLY_MAX}
      submitLabel={r.save}
      pending={save.isPending}
    />
  );
}

/** /replyReview?id=: one review with the company's reply; hide or show it on the scan page. */
export default function ReplyReviewPage() {
  const t = useTexts(texts);
  const r = t.reviews;
  const [params] = useSearchParams();
  const id = idParam(params);
  const review = useReview(id);
  const visibility = useVisibilityMutation();

  if (!id)
    return (
      <Text c="dimmed" p="lg">
        {t.common.missingId}
      </Text>
    );

  return (
    <DetailPage
      title={r.detailTitle}
      back="/reviewMessage"
      query={review}
      badge={(item) => <StatusBadge map={REVIEW_VISIBILITY} value={item.visibility} size="lg" />}
      subtitle={(item) => `${item.productName} · ${formatDateTime(item.createTime)}`}
      actions={(item) => (
        <Group gap="xs">
          {item.actions.includes('hide') ? (
            <Button
              variant="default"
              loading={visibility.isPending}
              onClick={() => visibility.mutate({ review: item, action: 'hide' })}
            >
              {r.hide}
            </Button>
          ) : null}
          {item.actions.includes('show') ? (
            <Button
              variant="light"
              loading={visibility.isPending}
              onClick={() => visibility.mutate({ review: item, action: 'show' })}
            >
              {r.show}
            </Button>
          ) : null}
        </Group>
      )}
      sections={(item) => [
        {
          title: r.reviewSection,
          items: [
            {
              label: r.rating,
              value: <Rating value={item.rating} readOnly aria-label={`${item.rating}/5`} />,
            },
            { label: r.nickname, value: item.nickname || r.anonymous },
            {
              label: r.content,
              value: (
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="review-content">
                  {item.content}
                </Text>
              ),
              wide: true,
            },
            { label: t.common.product, value: item.productName },
            { label: t.common.label, value: item.excode },
            { label: t.common.company, value: item.corpName },
            { label: r.written, value: formatDateTime(item.createTime) },
          ],
        },
        ...(item.reply
          ? [
              {
                title: r.replySection,
                items: [
                  {
                    label: r.replyLabel,
                    value: (
                      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="review-reply">
                        {item.reply}
                      </Text>
                    ),
                    wide: true,
                  },
                  {
                    label: r.replyTime,
                    value: r.repliedBy(item.repliedBy ?? '—', formatDateTime(item.replyTime)),
                    wide: true,
                  },
                ],
              },
            ]
          : []),
      ]}
    >
      {(item) => (item.actions.includes('reply') ? <ReplyCard key={item.reply ?? ''} review={item} /> : null)}
    </DetailPage>
  );
}
