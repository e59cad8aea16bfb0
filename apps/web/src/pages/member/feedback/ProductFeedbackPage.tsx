import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@trace/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { useCan, useTexts } from '../../../kit';
import { idParam, MEMBER_KEYS } from '../api';
import { texts } from '../texts';
import { FeedbackTable } from './FeedbackTable';

/**
 * /productTraceFeedback?productId=: the feedback of one product (the spec's per-product
 * `{product}TraceFeedback` pages), opened from the product list and from /userFeedback.
 */
export default function ProductFeedbackPage() {
  const t = useTexts(texts);
  const f = t.feedback;
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
        {t.common.missingId}
      </Text>
    );

  const name = product.data?.displayName;
  return (
    <FeedbackTable
      productId={productId}
      title={name ? f.productTitle(name) : f.productFeedback}
      subtitle={f.productSubtitle}
      badge={
        unprocessed.data ? (
          <Badge color="orange" variant="light">
            {f.unprocessedCount(unprocessed.data)}
          </Badge>
        ) : null
      }
      actions={
        <Button variant="default" onClick={() => navigate('/userFeedback')}>
          {f.allFeedback}
        </Button>
      }
    />
  );
}
