import { Button, Group, Rating, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CONSUMER_REPLY_MAX, ZReplyBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDateTime, StatusBadge, useApiMutation, useZodForm } from '../../../kit';
import { type ConsumerReview, idParam, MEMBER_KEYS, useReview } from '../api';
import { TextAnswerCard } from '../components/TextAnswerCard';
import { REVIEW_VISIBILITY } from '../statuses';
import { useVisibilityMutation } from './useVisibility';

/** The company's one reply to a review: written once, edited afterwards. */
function ReplyCard({ review }: { review: ConsumerReview }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const form = useZodForm(ZReplyBody, { reply: review.reply ?? '' });
  const save = useApiMutation<ConsumerReview, { reply: string }>({
    call: (body) => callRouteEnvelope(ROUTES.consumerReviews.reply, { params: { id: review.id }, body }),
    form,
    invalidate: [MEMBER_KEYS.reviews],
    successMessage: t('reviews.replySaved'),
    onSuccess: (updated) => queryClient.setQueryData(MEMBER_KEYS.review(review.id), updated),
  });
  return (
    <TextAnswerCard
      anchor="reply"
      form={form}
      field="reply"
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      title={review.reply ? t('reviews.editReply') : t('reviews.replySection')}
      hint={t('reviews.replyHint')}
      label={t('reviews.replyLabel')}
      description={t('reviews.count', { length: form.values.reply.length, max: CONSUMER_REPLY_MAX })}
      max={CONSUMER_REPLY_MAX}
      submitLabel={t('reviews.save')}
      pending={save.isPending}
    />
  );
}

/** /replyReview?id=: one review with the company's reply; hide or show it on the scan page. */
export default function ReplyReviewPage() {
  const { t } = useTranslation('members');
  const [params] = useSearchParams();
  const id = idParam(params);
  const review = useReview(id);
  const visibility = useVisibilityMutation();

  if (!id)
    return (
      <Text c="dimmed" p="lg">
        {t('common.missingId')}
      </Text>
    );

  return (
    <DetailPage
      title={t('reviews.detailTitle')}
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
              {t('reviews.hide')}
            </Button>
          ) : null}
          {item.actions.includes('show') ? (
            <Button
              variant="light"
              loading={visibility.isPending}
              onClick={() => visibility.mutate({ review: item, action: 'show' })}
            >
              {t('reviews.show')}
            </Button>
          ) : null}
        </Group>
      )}
      sections={(item) => [
        {
          title: t('reviews.reviewSection'),
          items: [
            {
              label: t('reviews.rating'),
              value: <Rating value={item.rating} readOnly role="img" aria-label={`${item.rating}/5`} />,
            },
            { label: t('reviews.nickname'), value: item.nickname || t('reviews.anonymous') },
            {
              label: t('reviews.content'),
              value: (
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="review-content">
                  {item.content}
                </Text>
              ),
              wide: true,
            },
            { label: t('product'), value: item.productName },
            { label: t('labelCode'), value: item.excode },
            { label: t('company'), value: item.corpName },
            { label: t('reviews.written'), value: formatDateTime(item.createTime) },
          ],
        },
        ...(item.reply
          ? [
              {
                title: t('reviews.replySection'),
                items: [
                  {
                    label: t('reviews.replyLabel'),
                    value: (
                      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="review-reply">
                        {item.reply}
                      </Text>
                    ),
                    wide: true,
                  },
                  {
                    label: t('reviews.replyTime'),
                    value: t('reviews.repliedBy', {
                      name: item.repliedBy ?? '—',
                      time: formatDateTime(item.replyTime),
                    }),
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
