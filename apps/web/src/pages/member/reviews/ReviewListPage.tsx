import { Rating, Stack, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { useIsCompanyAccount } from '../../company/api';
import { type ConsumerReview, MEMBER_KEYS } from '../api';
import { REVIEW_VISIBILITY } from '../statuses';
import { texts } from '../texts';
import { useVisibilityMutation } from './useVisibility';

const reviewPages = pagedRoute(ROUTES.consumerReviews.list);
/** Every reader may open a review; the server's `actions` govern the changes. */
const fetchReviews: FetchPage<ConsumerReview> = async (query, signal) => {
  const page = await reviewPages(query, signal);
  return { ...page, list: page.list.map((row) => ({ ...row, actions: [...row.actions, 'view' as never] })) };
};

/** /reviewMessage: consumers' reviews of the company's products, with reply, hide and show. */
export default function ReviewListPage() {
  const t = useTexts(texts);
  const r = t.reviews;
  const language = useLanguage();
  const navigate = useNavigate();
  const companyAccount = useIsCompanyAccount();
  const { mutate: changeVisibility } = useVisibilityMutation();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: r.keyword, width: 220 },
      {
        key: 'rating',
        type: 'select',
        label: r.rating,
        options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: r.ratingOption(stars) })),
        width: 120,
      },
      {
        key: 'visibility',
        type: 'select',
        label: r.visibility,
        options: statusOptions(REVIEW_VISIBILITY, language),
        width: 130,
      },
      {
        key: 'replied',
        type: 'select',
        label: r.replied,
        options: [
          { value: 'false', label: r.repliedOptions.false },
          { value: 'true', label: r.repliedOptions.true },
        ],
        width: 130,
      },
      { key: 'created', type: 'dateRange', label: r.written },
    ],
    [r, language],
  );
  const reviews = usePagedQuery({ queryKey: MEMBER_KEYS.reviews, fetchPage: fetchReviews, filters });
  const open = useCallback((review: ConsumerReview) => navigate(`/replyReview?id=${review.id}`), [navigate]);

  const columns = useMemo<DataColumn<ConsumerReview>[]>(
    () => [
      {
        key: 'productName',
        header: t.common.product,
        width: 140,
        cell: (review) => (
          <Text size="sm" lineClamp={2}>
            {review.productName}
          </Text>
        ),
      },
      {
        key: 'rating',
        header: r.rating,
        width: 120,
        sortable: true,
        cell: (review) => (
          <Rating value={review.rating} readOnly size="xs" aria-label={`${review.rating}/5`} />
        ),
      },
      {
        key: 'content',
        header: r.content,
        alwaysVisible: true,
        cell: (review) => (
          <Stack gap={2}>
            <Text size="sm" lineClamp={2}>
              {review.content}
            </Text>
            <Text size="xs" c="dimmed">
              {review.nickname || r.anonymous}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'reply',
        header: r.replied,
        width: 200,
        cell: (review) =>
          review.reply ? (
            <Text size="sm" c="teal.8" lineClamp={2}>
              {review.reply}
            </Text>
          ) : (
            <Text size="sm" c="orange.7">
              {r.repliedOptions.false}
            </Text>
          ),
      },
      {
        key: 'visibility',
        header: r.visibility,
        width: 110,
        cell: (review) => <StatusBadge map={REVIEW_VISIBILITY} value={review.visibility} />,
        exportValue: (review) => statusLabel(REVIEW_VISIBILITY, review.visibility, language),
      },
      // A company sees only its own rows: the company column is for administrators.
      ...(companyAccount ? [] : [{ key: 'corpName', header: t.common.company }]),
      { key: 'excode', header: t.common.label, defaultHidden: true },
      {
        key: 'createTime',
        header: r.written,
        width: 160,
        sortable: true,
        cell: (review) => formatDateTime(review.createTime),
      },
    ],
    [t, r, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<ConsumerReview>[]>(
    () => [
      {
        key: 'reply',
        label: r.reply,
        color: 'teal',
        onClick: (review) => navigate(`/replyReview?id=${review.id}#reply`),
      },
      { key: 'view', label: t.common.view, icon: <EyeIcon size={15} />, onClick: open },
      {
        key: 'hide',
        label: r.hide,
        color: 'gray',
        onClick: (review) => changeVisibility({ review, action: 'hide' }),
      },
      {
        key: 'show',
        label: r.show,
        color: 'blue',
        onClick: (review) => changeVisibility({ review, action: 'show' }),
      },
    ],
    [t, r, navigate, open, changeVisibility],
  );

  return (
    <ListPage
      title={r.title}
      subtitle={r.subtitle}
      tableId="product-reviews"
      query={reviews}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={open}
      rowProps={(review) => ({ 'data-visibility': review.visibility })}
      exportCsv
      exportFilename="reviews.csv"
      emptyText={r.empty}
    />
  );
}
