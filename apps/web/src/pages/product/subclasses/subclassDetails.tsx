import { Text } from '@mantine/core';
import { useLanguage } from '../../../i18n';
import { type DetailSection, formatDateTime, localized, StatusBadge, useTexts } from '../../../kit';
import { ImageGallery } from '../../company/components/StoredFiles';
import { type ChangeField, usePendingChangeSection } from '../../company/review/PendingChange';
import { useReviewSection } from '../../company/review/ReviewHistory';
import { REVIEW_STATUS } from '../../company/review/reviewStatus';
import { type ProductSubclass, useCategories } from '../api';
import { texts } from '../texts';

/** A product subclass as its detail and review pages show it. */
export function useSubclassSections() {
  const t = useTexts(texts);
  const s = t.subclasses;
  const language = useLanguage();
  const categories = useCategories();
  const review = useReviewSection();
  const pending = usePendingChangeSection();
  const categoryName = (value: unknown) => {
    const category = categories.data?.find((item) => item.id === value);
    return category ? localized(category.name, language) : (value as string | null);
  };
  const changeFields: ChangeField[] = [
    { key: 'name', label: s.name },
    { key: 'categoryId', label: t.fields.category, render: categoryName },
    { key: 'description', label: s.description },
    {
      key: 'images',
      label: s.images,
      render: (value) =>
        Array.isArray(value) && value.length > 0 ? (
          <ImageGallery urls={value as string[]} label={t.files.image} size={64} />
        ) : null,
    },
  ];
  return (subclass: ProductSubclass): DetailSection[] => [
    ...(subclass.review.pendingChange
      ? [pending({ approved: subclass, change: subclass.review.pendingChange, fields: changeFields })]
      : []),
    {
      title: s.section,
      columns: 3,
      items: [
        { label: s.name, value: subclass.name },
        { label: t.fields.category, value: subclass.categoryName },
        { label: s.line, value: s.lines[subclass.line].name },
        { label: t.common.company, value: subclass.corpName },
        { label: t.common.createTime, value: formatDateTime(subclass.createTime) },
        {
          label: s.description,
          value: subclass.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {subclass.description}
            </Text>
          ) : null,
          wide: true,
        },
        {
          label: s.images,
          value:
            subclass.images.length > 0 ? <ImageGallery urls={subclass.images} label={t.files.image} /> : null,
          wide: true,
        },
      ],
    },
    review(subclass.review, [
      {
        label: t.review.status,
        value: <StatusBadge map={REVIEW_STATUS} value={subclass.review.reviewStatus} />,
      },
    ]),
  ];
}
