import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { productRoutes, RouteData } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { useCan } from '../../../kit';
import { type ConsumerFeedback, idParam, MEMBER_KEYS } from '../api';
import { FeedbackTable } from './FeedbackTable';

type Paged<T> = { list: T[]; total: number };
type Product = RouteData<typeof productRoutes.products.get>;

/**
 * /productTraceFeedback?productId=: the feedback of one product (the spec's per-product
 * `{product}TraceFeedback` pages), opened from the product list and from /userFeedback.
 */
export default function ProductFeedbackPage() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const can = useCan();
  const [params] = useSearchParams();
  const productId = idParam(params, 'productId');
  const product = useQuery({
    queryKey: MEMBER_KEYS.product(productId ?? ''),
    queryFn: ({ signal }) => api.get<Product>(`/products/${productId}`, { signal }),
    enabled: Boolean(productId) && can('product.productMessage.view'),
  });
  const unprocessed = useQuery({
    queryKey: [...MEMBER_KEYS.feedback, 'product', productId ?? '', 'unprocessed'],
    queryFn: ({ signal }) =>
      api.get<Paged<ConsumerFeedback>>('/consumer-feedback', {
        query: { productId: productId ?? '', status: '0', pageSize: 1 },
        signal,
      }),
    enabled: Boolean(productId),
    select: (page) => page.total,
  });

  if (!productId)
    return (
      <Text c="dimmed" p="lg">
        {t('common.missingId')}
      </Text>
    );

  const name = product.data?.displayName;
  return (
    <FeedbackTable
      productId={productId}
      title={name ? t('feedback.productTitle', { name }) : t('feedback.productFeedback')}
      subtitle={t('feedback.productSubtitle')}
      badge={
        unprocessed.data ? (
          <Badge color="orange" variant="light">
            {t('feedback.unprocessedCount', { count: unprocessed.data })}
          </Badge>
        ) : null
      }
      actions={
        <Button variant="default" onClick={() => navigate('/userFeedback')}>
          {t('feedback.allFeedback')}
        </Button>
      }
    />
  );
}
