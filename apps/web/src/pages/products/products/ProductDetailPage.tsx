import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { MissingRecord, ReviewedRecordPage, StatusBadge, useActionDialog, useIdParam } from '../../../kit';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type Product, useProduct } from '../api';
import { LISTING_STATUS } from '../statuses';
import { PRODUCT_LIST, PRODUCT_PATHS } from './paths';
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

/** A product with its listing buttons, its owner's edit and the reviewer's review, or the review itself. */
function ProductRecord({ mode }: { mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('products');
  const id = useIdParam();
  const product = useProduct(id);
  const sections = useProductSections();
  const [ask, dialog] = useActionDialog();
  const moveListing = useListingActions(ask);
  const title = mode === 'audit' ? t('products.auditTitle') : t('products.detailTitle');
  if (!id) return <MissingRecord title={title} back={PRODUCT_LIST} />;
  return (
    <>
      <ReviewedRecordPage
        mode={mode}
        title={(data) => (mode === 'audit' ? `${title}: ${data.displayName}` : data.displayName)}
        subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
        query={product}
        routes={ROUTES.products.products}
        paths={PRODUCT_PATHS}
        statuses={REVIEW_STATUS}
        invalidate={[PRODUCT_KEYS.products]}
        badge={(data) => <Badges product={data} />}
        actions={(data) =>
          mode === 'detail'
            ? LISTING_ACTION_ORDER.filter((action) => data.actions.includes(action)).map((action) => (
                <Button
                  key={action}
                  variant="light"
                  color={LISTING_ACTION_COLOR[action]}
                  onClick={() => moveListing(data, action)}
                >
                  {t(`listing.actions.${action}`)}
                </Button>
              ))
            : null
        }
        sections={sections}
      />
      {dialog}
    </>
  );
}

/** /productMessageDetails: a product, its listing with the buttons the caller may use, and its review. */
export const ProductDetailPage = () => <ProductRecord mode="detail" />;

/** /productMessageAudit: reviewers approve or reject a product's content (or its waiting change). */
export const ProductAuditPage = () => <ProductRecord mode="audit" />;
