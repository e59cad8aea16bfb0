import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSUMER_REVIEW_TEXT_MAX,
  type PublicReview,
  type RouteInput,
  ZConsumerReviewBody,
} from '@trace/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { formatDate, useZodForm } from '../../../kit';
import { CONSUMER_KEYS, type ConsumerLabel, fetchReviewPage, postPublic, REVIEWS_PAGE_SIZE } from './api';

const STARS = ['1', '2', '3', '4', '5'] as const;

/** The word for a rating of 1 to 5 stars (Poor ... Excellent); another number as it is. */
function ratingLabel(t: TFunction<'members'>, stars: number): string {
  const star = STARS[stars - 1];
  return star ? t(`public.reviews.ratingLabels.${star}`) : String(stars);
}

function ReviewItem({
  review,
  corpName,
  t,
}: {
  review: PublicReview;
  corpName: string;
  t: TFunction<'members'>;
}) {
  return (
    <Stack gap={6} data-testid="public-review">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} lineClamp={1}>
          {review.nickname || t('public.reviews.anonymous')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(review.createTime)}
        </Text>
      </Group>
      <Rating value={review.rating} readOnly size="sm" role="img" aria-label={`${review.rating}/5`} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.content}
      </Text>
      {review.reply ? (
        <Paper bg="var(--mantine-color-gray-0)" p="xs" radius="sm">
          <Text size="xs" fw={600} c="teal">
            {t('public.reviews.companyReply', { corp: corpName })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** Writes the one review a label allows: 1 to 5 stars, up to 200 characters, a nickname if wished. */
function ReviewForm({
  label,
  t,
  onDone,
}: {
  label: ConsumerLabel;
  t: TFunction<'members'>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    ZConsumerReviewBody,
    { excode: label.excode, rating: 0, content: '', nickname: '' },
    { toInput: (values) => ({ ...values, nickname: values.nickname?.trim() || null }) },
  );
  const send = useMutation({
    mutationFn: (body: RouteInput<typeof ROUTES.consumers.review>['body']) =>
      postPublic(ROUTES.consumers.review, body),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['consumer', label.excode] });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        setFailure(null);
        try {
          await send.mutateAsync(body);
        } catch (error) {
          if (form.setServerErrors(error)) return;
          setFailure(error instanceof ApiError ? error.msg : t('public.unexpected'));
        }
      })}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('public.reviews.write')}
        </Title>
        <div>
          <Text size="sm" fw={500} mb={4} id="consumer-rating-label">
            {t('public.reviews.rating')}
          </Text>
          <Group gap="sm">
            <Rating
              size="xl"
              aria-labelledby="consumer-rating-label"
              getSymbolLabel={(value) => ratingLabel(t, value)}
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
            />
            {form.values.rating > 0 ? (
              <Text size="sm" c="dimmed">
                {ratingLabel(t, form.values.rating)}
              </Text>
            ) : null}
          </Group>
          {form.errors.rating ? (
            <Text size="xs" c="red" mt={4} role="alert">
              {form.errors.rating}
            </Text>
          ) : null}
        </div>
        <Textarea
          label={t('public.reviews.content')}
          placeholder={t('public.reviews.contentPlaceholder')}
          description={t('public.reviews.count', {
            length: form.values.content.length,
            max: CONSUMER_REVIEW_TEXT_MAX,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={3}
          maxRows={6}
          maxLength={CONSUMER_REVIEW_TEXT_MAX}
          {...form.getInputProps('content')}
        />
        <TextInput
          label={t('public.reviews.nickname')}
          placeholder={t('public.reviews.nicknamePlaceholder')}
          maxLength={20}
          {...form.getInputProps('nickname')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('public.reviews.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The product's visible reviews with the company's replies, and the form for this label's review. */
export function ReviewsSection({ label }: { label: ConsumerLabel }) {
  const { t } = useTranslation('members');
  const reviews = useInfiniteQuery({
    queryKey: CONSUMER_KEYS.reviews(label.excode),
    queryFn: ({ pageParam, signal }) => fetchReviewPage(label.excode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * REVIEWS_PAGE_SIZE < last.total ? last.page + 1 : undefined),
  });
  const items = reviews.data?.pages.flatMap((page) => page.list) ?? [];
  // Once this person's review is in, the label has its one review: thank them rather than refuse.
  const [reviewed, setReviewed] = useState(false);

  return (
    <Stack gap="md">
      {reviewed ? (
        <Alert color="teal" variant="light" role="status">
          {t('public.reviews.done')}
        </Alert>
      ) : label.canReview ? (
        <ReviewForm label={label} t={t} onDone={() => setReviewed(true)} />
      ) : label.labelVoid ? null : (
        <Alert color="gray" variant="light">
          {t('public.reviews.alreadyReviewed')}
        </Alert>
      )}
      <Divider />
      {reviews.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <span>{reviews.error instanceof ApiError ? reviews.error.msg : t('public.unexpected')}</span>
            <Button size="xs" variant="light" onClick={() => void reviews.refetch()}>
              {t('tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : reviews.isPending ? (
        <Text size="sm" c="dimmed">
          …
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {t('public.reviews.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          {items.map((review, index) => (
            <Stack key={review.id} gap="md">
              {index > 0 ? <Divider variant="dashed" /> : null}
              <ReviewItem review={review} corpName={label.corpName} t={t} />
            </Stack>
          ))}
          {reviews.hasNextPage ? (
            <Button
              variant="subtle"
              fullWidth
              loading={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t('public.reviews.loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
