import { Button } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { AuditPage, DetailPage, StatusBadge, useApiMutation } from '../../../kit';
import { idFrom } from '../../companies/api';
import { MissingRecord } from '../../companies/components/MissingRecord';
import { REVIEW_STATUS } from '../../companies/review/reviewStatus';
import { PRODUCT_KEYS, useSubclass } from '../api';
import { LineGuard } from './LineGuard';
import { LINES, type LinePages } from './lines';
import { useSubclassSections } from './subclassDetails';

function SubclassDetail({ pages }: { pages: LinePages }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const subclass = useSubclass(id);
  const sections = useSubclassSections();
  if (!id) return <MissingRecord title={t('subclasses.detailTitle')} back={pages.list} />;
  return (
    <DetailPage
      title={(data) => data.name}
      back={pages.list}
      query={subclass}
      badge={(data) => <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} size="lg" />}
      subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
      actions={(data) => (
        <>
          {data.actions.includes('edit') ? (
            <Button variant="default" onClick={() => navigate(`${pages.edit}?id=${data.id}`)}>
              {t('edit')}
            </Button>
          ) : null}
          {data.actions.includes('approve') ? (
            <Button onClick={() => navigate(`${pages.audit}?id=${data.id}`)}>{t('review')}</Button>
          ) : null}
        </>
      )}
      sections={sections}
    />
  );
}

function SubclassAudit({ pages }: { pages: LinePages }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const subclass = useSubclass(id);
  const sections = useSubclassSections();
  const decide = useApiMutation<{ status: string }, { decision: 'approve' | 'reject'; remark: string }>({
    call: ({ decision, remark }) =>
      callRouteEnvelope(ROUTES.products.subclasses[decision], {
        params: { id: id ?? '' },
        body: { remark: remark || null },
      }),
    invalidate: [PRODUCT_KEYS.subclasses],
    successMessage: (_data, { decision }) =>
      decision === 'approve' ? t('reviewDone.approved') : t('reviewDone.rejected'),
    onSuccess: () => navigate(pages.list),
  });
  if (!id) return <MissingRecord title={t('subclasses.auditTitle')} back={pages.list} />;
  return (
    <AuditPage
      title={(data) => `${t('subclasses.auditTitle')}: ${data.name}`}
      back={pages.list}
      query={subclass}
      badge={(data) => <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} size="lg" />}
      subtitle={(data) => `${data.categoryName} · ${data.corpName}`}
      sections={sections}
      onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
    />
  );
}

export const MainSubclassDetailPage = () => <SubclassDetail pages={LINES.main} />;
export const PandaSubclassDetailPage = () => (
  <LineGuard pages={LINES.panda}>
    <SubclassDetail pages={LINES.panda} />
  </LineGuard>
);
export const MainSubclassAuditPage = () => <SubclassAudit pages={LINES.main} />;
export const PandaSubclassAuditPage = () => (
  <LineGuard pages={LINES.panda}>
    <SubclassAudit pages={LINES.panda} />
  </LineGuard>
);
