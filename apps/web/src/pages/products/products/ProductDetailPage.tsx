import { Button, Group } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { AuditPage, DetailPage, StatusBadge, useApiMutation } from '../../../kit';
import { idFrom } from '../../companies/api';
import { useActionDialog } from '../../companies/components/ActionDialog';
import { MissingRecord } from '../../companies/components/MissingRecord';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type Product, useProduct } from '../api';
import { LISTING_STATUS } from '../statuses';
import { PRODUCT_LIST } from './paths';
import { useProductSections } from './productDetails';
import { LISTING_ACTION_COLOR, LISTING_ACTION_ORDER, useListingActions } from './useListingActions';

function Badges({ product }: { product: Product }) {
  return (
    <Group gap={6}>
      <StatusBadge map={REVIEW_STATUS} value={product.review.reviewStatus} size="lg" />
      <StatusBadge map={LISTING_STATUS} value={product.listingStatus} size="lg" variant="outline" />
    </Group>
  );
}

/** /productMessageDetails: a product, its listing with the buttons the caller may use, and its review. */
export function ProductDetailPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const product = useProduct(id);
  const sections = useProductSections();
  const [ask, dialog] = useActionDialog();
  const moveListing = useListingActions(ask);
  if (!id) return <MissingRecord title={t('products.detailTitle')} back={PRODUCT_LIST} />;
  return (
    <>
      <DetailPage
        title={(data) => data.displayName}
        back={PRODUCT_LIST}
        query={product}
        badge={(data) => <Badges product={data} />}
        subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
        actions={(data) => (
          <>
            {LISTING_ACTION_ORDER.filter((action) => data.actions.includes(action)).map((action) => (
              <Button
                key={action}
                variant="light"
                color={LISTING_ACTION_COLOR[action]}
                onClick={() => moveListing(data, action)}
              >
                {t(`listing.actions.${action}`)}
              </Button>
            ))}
            {data.actions.includes('edit') ? (
              <Button variant="default" onClick={() => navigate(`/editProductMessage?id=${data.id}`)}>
                {t('edit')}
              </Button>
            ) : null}
            {data.actions.includes('approve') ? (
              <Button onClick={() => navigate(`/productMessageAudit?id=${data.id}`)}>{t('review')}</Button>
            ) : null}
          </>
        )}
        sections={sections}
      />
      {dialog}
    </>
  );
}

/** /productMessageAudit: reviewers approve or reject a product's content (or its waiting change). */
export function ProductAuditPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const product = useProduct(id);
  const sections = useProductSections();
  const decide = useApiMutation<{ status: string }, { decision: 'approve' | 'reject'; remark: string }>({
    call: ({ decision, remark }) =>
      callRouteEnvelope(ROUTES.products.products[decision], {
        params: { id: id ?? '' },
        body: { remark: remark || null },
      }),
    invalidate: [PRODUCT_KEYS.products],
    successMessage: (_data, { decision }) =>
      decision === 'approve' ? t('reviewDone.approved') : t('reviewDone.rejected'),
    onSuccess: () => navigate(`/productMessageDetails?id=${id}`, { replace: true }),
  });
  if (!id) return <MissingRecord title={t('products.auditTitle')} back={PRODUCT_LIST} />;
  return (
    <AuditPage
      title={(data) => `${t('products.auditTitle')}: ${data.displayName}`}
      back={PRODUCT_LIST}
      query={product}
      badge={(data) => <Badges product={data} />}
      subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
      sections={sections}
      onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
    />
  );
}
