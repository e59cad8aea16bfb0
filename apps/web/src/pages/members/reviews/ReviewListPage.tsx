import { Rating, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { type ConsumerReview, MEMBER_KEYS } from '../api';
import { REVIEW_VISIBILITY } from '../statuses';
import { useVisibilityMutation } from './useVisibility';

const reviewPages = pagedRoute(ROUTES.consumerReviews.list);
/** Every reader may open a review; the server's `actions` govern the changes. */
const fetchReviews: FetchPage<ConsumerReview> = async (query, signal) => {
  const page = await reviewPages(query, signal);
  return { ...page, list: page.list.map((row) => ({ ...row, actions: [...row.actions, 'view' as never] })) };
};

/** /reviewMessage: consumers' reviews of the company's products, with reply, hide and show. */
export default function ReviewListPage() {
  const { t } = useTranslation('members');
  const language = useLanguage();
  const navigate = useNavigate();
  const companyAccount = useIsCompanyAccount();
  const { mutate: changeVisibility } = useVisibilityMutation();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('reviews.keyword'), width: 220 },
      {
        key: 'rating',
        type: 'select',
        label: t('reviews.rating'),
        options: [5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: t('reviews.ratingOption', { count: stars }),
        })),
        width: 120,
      },
      {
        key: 'visibility',
        type: 'select',
        label: t('reviews.visibility'),
        options: statusOptions(REVIEW_VISIBILITY, language),
        width: 130,
      },
      {
        key: 'replied',
        type: 'select',
        label: t('reply'),
        options: [
          { value: 'false', label: t('reviews.repliedOptions.false') },
          { value: 'true', label: t('reviews.repliedOptions.true') },
        ],
        width: 130,
      },
      { key: 'created', type: 'dateRange', label: t('reviews.written') },
    ],
    [t, language],
  );
  const reviews = usePagedQuery({ queryKey: MEMBER_KEYS.reviews, fetchPage: fetchReviews, filters });
  const open = useCallback((review: ConsumerReview) => navigate(`/replyReview?id=${review.id}`), [navigate]);

  const columns = useMemo<DataColumn<ConsumerReview>[]>(
    () => [
      {
        key: 'productName',
        header: t('product'),
        width: 140,
        cell: (review) => (
          <Text size="sm" lineClamp={2}>
            {review.productName}
          </Text>
        ),
      },
      {
        key: 'rating',
        header: t('reviews.rating'),
        width: 120,
        sortable: true,
        cell: (review) => (
          <Rating value={review.rating} readOnly size="xs" role="img" aria-label={`${review.rating}/5`} />
        ),
      },
      {
        key: 'content',
        header: t('reviews.content'),
        alwaysVisible: true,
        cell: (review) => (
          <Stack gap={2}>
            <Text size="sm" lineClamp={2}>
              {review.content}
            </Text>
            <Text size="xs" c="dimmed">
              {review.nickname || t('reviews.anonymous')}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'reply',
        header: t('reply'),
        width: 200,
        cell: (review) =>
          review.reply ? (
            <Text size="sm" c="teal" lineClamp={2}>
              {review.reply}
            </Text>
          ) : (
            <Text size="sm" c="orange">
              {t('reviews.repliedOptions.false')}
            </Text>
          ),
      },
      {
        key: 'visibility',
        header: t('reviews.visibility'),
        width: 110,
        cell: (review) => <StatusBadge map={REVIEW_VISIBILITY} value={review.visibility} />,
        exportValue: (review) => statusLabel(REVIEW_VISIBILITY, review.visibility, language),
      },
      // A company sees only its own rows: the company column is for administrators.
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company') }]),
      { key: 'excode', header: t('labelCode'), defaultHidden: true },
      dateTimeColumn('createTime', t('reviews.written'), (review) => review.createTime, { sortable: true }),
    ],
    [t, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<ConsumerReview>[]>(
    () => [
      {
        key: 'reply',
        label: t('reviews.reply'),
        color: 'teal',
        onClick: (review) => navigate(`/replyReview?id=${review.id}#reply`),
      },
      { key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: open },
      {
        key: 'hide',
        label: t('reviews.hide'),
        color: 'gray',
        onClick: (review) => changeVisibility({ review, action: 'hide' }),
      },
      {
        key: 'show',
        label: t('reviews.show'),
        color: 'blue',
        onClick: (review) => changeVisibility({ review, action: 'show' }),
      },
    ],
    [t, navigate, open, changeVisibility],
  );

  return (
    <ListPage
      title={t('reviews.title')}
      subtitle={t('reviews.subtitle')}
      tableId="product-reviews"
      query={reviews}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={open}
      rowProps={(review) => ({ 'data-visibility': review.visibility })}
      exportCsv
      exportFilename="reviews.csv"
      emptyText={t('reviews.empty')}
    />
  );
}
