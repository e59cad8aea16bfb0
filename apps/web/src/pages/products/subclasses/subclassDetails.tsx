import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { type DetailSection, formatDateTime, localized, StatusBadge } from '../../../kit';
import { ImageGallery } from '../../companies/components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../../companies/review/PendingChange';
import { useReviewSection } from '../../companies/review/ReviewHistory';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { type ProductSubclass, useCategories } from '../api';

/** A product subclass as its detail and review pages show it. */
export function useSubclassSections() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const categories = useCategories();
  const review = useReviewSection();
  const pending = usePendingChangeSection();
  const categoryName = (value: unknown) => {
    const category = categories.data?.find((item) => item.id === value);
    return category ? localized(category.name, language) : (value as string | null);
  };
  const changeFields: ChangeField[] = [
    { key: 'name', label: t('subclasses.name') },
    { key: 'categoryId', label: t('fields.category'), render: categoryName },
    { key: 'description', label: t('subclasses.description') },
    {
      key: 'images',
      label: t('pictures'),
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
  return (subclass: ProductSubclass): DetailSection[] => [
    ...(subclass.review.pendingChange
      ? [pending({ approved: subclass, change: subclass.review.pendingChange, fields: changeFields })]
      : []),
    {
      title: t('subclasses.section'),
      columns: 3,
      items: [
        { label: t('subclasses.name'), value: subclass.name },
        { label: t('fields.category'), value: subclass.categoryName },
        { label: t('subclasses.line'), value: t(`subclasses.lines.${subclass.line}.name`) },
        { label: t('company'), value: subclass.corpName },
        { label: t('created'), value: formatDateTime(subclass.createTime) },
        {
          label: t('subclasses.description'),
          value: subclass.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {subclass.description}
            </Text>
          ) : null,
          wide: true,
        },
        {
          label: t('pictures'),
          value:
            subclass.images.length > 0 ? (
              <ImageGallery
                urls={subclass.images}
                label={(index: number) => t('gallery.image', { number: index + 1 })}
              />
            ) : null,
          wide: true,
        },
      ],
    },
    review(subclass.review, [
      {
        label: t('reviewStatus'),
        value: <StatusBadge map={REVIEW_STATUS} value={subclass.review.reviewStatus} />,
      },
    ]),
  ];
}
