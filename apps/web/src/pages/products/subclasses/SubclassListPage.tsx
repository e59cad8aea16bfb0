import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  dateTimeColumn,
  localized,
  type ReviewedColumn,
  type ReviewedFilter,
  ReviewedListPage,
} from '../../../kit';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, type ProductSubclass, useCategories } from '../api';
import { LineGuard } from './LineGuard';
import { LINES, type LinePages } from './lines';

function SubclassList({ pages }: { pages: LinePages }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const categories = useCategories();

  const filters = useMemo<ReviewedFilter[]>(
    () => [
      {
        key: 'categoryId',
        type: 'select',
        label: t('fields.category'),
        options: (categories.data ?? []).map((category) => ({
          value: category.id,
          label: localized(category.name, language),
        })),
        width: 200,
      },
    ],
    [t, language, categories.data],
  );
  const fixedQuery = useMemo(() => ({ line: pages.line }), [pages.line]);
  const columns = useMemo<ReviewedColumn<ProductSubclass>[]>(
    () => [
      {
        key: 'name',
        header: t('subclasses.name'),
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { key: 'categoryName', header: t('fields.category'), width: 180 },
      'company',
      {
        key: 'description',
        header: t('subclasses.description'),
        defaultHidden: true,
        cell: (row) => (
          <Text size="sm" lineClamp={1}>
            {row.description}
          </Text>
        ),
      },
      'reviewStatus',
      dateTimeColumn('createdAt', t('created'), (row) => row.createTime, { sortable: true }),
    ],
    [t],
  );

  return (
    <ReviewedListPage
      title={t(`subclasses.lines.${pages.line}.title`)}
      subtitle={t(`subclasses.lines.${pages.line}.subtitle`)}
      tableId={`product-subclasses-${pages.line}`}
      emptyText={t('subclasses.empty')}
      routes={ROUTES.products.subclasses}
      fixedQuery={fixedQuery}
      queryKey={[...PRODUCT_KEYS.subclasses, pages.line]}
      invalidate={PRODUCT_KEYS.subclasses}
      paths={pages}
      statuses={REVIEW_STATUS}
      manage={pages.manage}
      addLabel={t('subclasses.add')}
      keywordLabel={t('subclasses.keyword')}
      filters={filters}
      columns={columns}
      deleteTexts={{
        title: t('subclasses.deleteTitle'),
        text: (row) => t('subclasses.deleteText', { name: row.name }),
        done: t('subclasses.deleted'),
      }}
    />
  );
}

/** /productSubclassMessage: a company's product subclasses (or every company's, for reviewers). */
export function MainSubclassListPage() {
  return <SubclassList pages={LINES.main} />;
}

/** /productSubclassMessagePanda: the same for the second product line, where the platform has it. */
export function PandaSubclassListPage() {
  return (
    <LineGuard pages={LINES.panda}>
      <SubclassList pages={LINES.panda} />
    </LineGuard>
  );
}
