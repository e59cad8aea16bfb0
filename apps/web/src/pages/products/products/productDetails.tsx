import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { type DetailSection, formatDateTime, localized, StatusBadge } from '../../../kit';
import { ImageGallery } from '../../companies/components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../../companies/review/PendingChange';
import { useReviewSection } from '../../companies/review/ReviewHistory';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { type Product, useCategories } from '../api';
import { LISTING_STATUS } from '../statuses';

/** A product as its detail and review pages show it: content, listing, a waiting change, the review. */
export function useProductSections() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const categories = useCategories();
  const review = useReviewSection();
  const pending = usePendingChangeSection();
  const categoryName = (value: unknown) => {
    const category = categories.data?.find((item) => item.id === value);
    return category ? localized(category.name, language) : (value as string | null);
  };
  return (product: Product): DetailSection[] => {
    const changeFields: ChangeField[] = [
      { key: 'productName', label: t('products.productName') },
      { key: 'replaceProductName', label: t('products.replaceProductName') },
      { key: 'categoryId', label: t('fields.category'), render: categoryName },
      {
        key: 'subclassId',
        label: t('products.subclass'),
        render: (value) =>
          value === product.subclassId ? product.subclassName : value ? t('products.otherSubclass') : null,
      },
      { key: 'gtin', label: t('products.gtin') },
      { key: 'specification', label: t('products.specification') },
      { key: 'description', label: t('description') },
      {
        key: 'images',
        label: t('products.images'),
        render: (value) =>
          Array.isArray(value) && value.length > 0 ? (
            <ImageGallery
              urls={value as string[]}
              label={(index: number) => t('gallery.image', { number: index + 1 })}
              size={64}
            />
          ) : null,
      },
    ];
    return [
      ...(product.review.pendingChange
        ? [pending({ approved: product, change: product.review.pendingChange, fields: changeFields })]
        : []),
      {
        title: t('product'),
        columns: 3,
        items: [
          { label: t('products.displayName'), value: product.displayName },
          { label: t('products.productName'), value: product.productName },
          { label: t('products.replaceProductName'), value: product.replaceProductName },
          { label: t('fields.category'), value: product.categoryName },
          { label: t('products.subclass'), value: product.subclassName },
          {
            label: t('products.gtin'),
            value: product.gtin ? (
              <Text size="sm" ff="monospace">
                {product.gtin}
              </Text>
            ) : null,
          },
          { label: t('products.specification'), value: product.specification },
          { label: t('company'), value: product.corpName },
          { label: t('created'), value: formatDateTime(product.createTime) },
          { label: t('description'), value: product.description, wide: true },
          {
            label: t('products.images'),
            value:
              product.images.length > 0 ? (
                <ImageGallery
                  urls={product.images}
                  label={(index: number) => t('gallery.image', { number: index + 1 })}
                  size={120}
                />
              ) : null,
            wide: true,
          },
        ],
      },
      {
        title: t('products.listingSection'),
        items: [
          {
            label: t('products.listingStatus'),
            value: <StatusBadge map={LISTING_STATUS} value={product.listingStatus} />,
          },
          { label: t('products.listingRemark'), value: product.listingRemark },
        ],
      },
      review(product.review, [
        {
          label: t('reviewStatus'),
          value: <StatusBadge map={REVIEW_STATUS} value={product.review.reviewStatus} />,
        },
      ]),
    ];
  };
}
