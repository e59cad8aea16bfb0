import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useCan } from '../../../kit';
import { idParam, MEMBER_KEYS } from '../api';
import { FeedbackTable } from './FeedbackTable';

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
    queryFn: ({ signal }) =>
      callRoute(ROUTES.products.products.get, { params: { id: productId ?? '' } }, { signal }),
    enabled: Boolean(productId) && can('product.productMessage.view'),
  });
  const unprocessed = useQuery({
    queryKey: [...MEMBER_KEYS.feedback, 'product', productId ?? '', 'unprocessed'],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.consumerFeedback.list,
        { query: { productId: productId ?? '', status: '0', pageSize: 1 } },
        { signal },
      ),
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
