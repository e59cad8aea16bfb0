import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { MissingRecord, ReviewedRecordPage, useIdParam } from '../../../kit';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, useSubclass } from '../api';
import { LineGuard } from './LineGuard';
import { LINES, type LinePages } from './lines';
import { useSubclassSections } from './subclassDetails';

/** A subclass with its owner's edit and the reviewer's review, or the review itself. */
function SubclassRecord({ pages, mode }: { pages: LinePages; mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('products');
  const id = useIdParam();
  const subclass = useSubclass(id);
  const sections = useSubclassSections();
  const title = mode === 'audit' ? t('subclasses.auditTitle') : t('subclasses.detailTitle');
  if (!id) return <MissingRecord title={title} back={pages.list} />;
  return (
    <ReviewedRecordPage
      mode={mode}
      title={(data) => (mode === 'audit' ? `${title}: ${data.name}` : data.name)}
      subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
      query={subclass}
      routes={ROUTES.products.subclasses}
      paths={pages}
      statuses={REVIEW_STATUS}
      invalidate={[PRODUCT_KEYS.subclasses]}
      afterDecision="list"
      sections={sections}
    />
  );
}

export const MainSubclassDetailPage = () => <SubclassRecord pages={LINES.main} mode="detail" />;
export const PandaSubclassDetailPage = () => (
  <LineGuard pages={LINES.panda}>
    <SubclassRecord pages={LINES.panda} mode="detail" />
  </LineGuard>
);
export const MainSubclassAuditPage = () => <SubclassRecord pages={LINES.main} mode="audit" />;
export const PandaSubclassAuditPage = () => (
  <LineGuard pages={LINES.panda}>
    <SubclassRecord pages={LINES.panda} mode="audit" />
  </LineGuard>
);
