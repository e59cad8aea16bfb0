import { Text } from '@mantine/core';
import { useLanguage } from '../../../i18n';
import { type DetailSection, formatDateTime, localized, StatusBadge, useTexts } from '../../../kit';
import { ImageGallery } from '../../company/components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../../company/review/PendingChange';
import { useReviewSection } from '../../company/review/ReviewHistory';
import { REVIEW_STATUS } from '../../company/review/reviewStatus';
import { type Product, useCategories } from '../api';
import { LISTING_STATUS } from '../statuses';
import { texts } from '../texts';

/** A product as its detail and review pages show it: content, listing, a waiting change, the review. */
export function useProductSections() {
  const t = useTexts(texts);
  const p = t.products;
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
      { key: 'productName', label: p.productName },
      { key: 'replaceProductName', label: p.replaceProductName },
      { key: 'categoryId', label: t.fields.category, render: categoryName },
      {
        key: 'subclassId',
        label: p.subclass,
        render: (value) =>
          value === product.subclassId ? product.subclassName : value ? p.otherSubclass : null,
      },
      { key: 'gtin', label: p.gtin },
      { key: 'specification', label: p.specification },
      { key: 'description', label: p.description },
      {
        key: 'images',
        label: p.images,
        render: (value) =>
          Array.isArray(value) && value.length > 0 ? (
            <ImageGallery urls={value as string[]} label={t.files.image} size={64} />
          ) : null,
      },
    ];
    return [
      ...(product.review.pendingChange
        ? [pending({ approved: product, change: product.review.pendingChange, fields: changeFields })]
        : []),
      {
        title: p.contentSection,
        columns: 3,
        items: [
          { label: p.displayName, value: product.displayName },
          { label: p.productName, value: product.productName },
          { label: p.replaceProductName, value: product.replaceProductName },
          { label: t.fields.category, value: product.categoryName },
          { label: p.subclass, value: product.subclassName },
          {
            label: p.gtin,
            value: product.gtin ? (
              <Text size="sm" ff="monospace">
                {product.gtin}
              </Text>
            ) : null,
          },
          { label: p.specification, value: product.specification },
          { label: t.common.company, value: product.corpName },
          { label: t.common.createTime, value: formatDateTime(product.createTime) },
          { label: p.description, value: product.description, wide: true },
          {
            label: p.images,
            value:
              product.images.length > 0 ? (
                <ImageGallery urls={product.images} label={t.files.image} size={120} />
              ) : null,
            wide: true,
          },
        ],
      },
      {
        title: p.listingSection,
        items: [
          {
            label: p.listingStatus,
            value: <StatusBadge map={LISTING_STATUS} value={product.listingStatus} />,
          },
          { label: p.listingRemark, value: product.listingRemark },
        ],
      },
      review(product.review, [
        {
          label: t.review.status,
          value: <StatusBadge map={REVIEW_STATUS} value={product.review.reviewStatus} />,
        },
      ]),
    ];
  };
}
