import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { MissingRecord } from '../../../kit';
import type { CustomsInfo, useCustomsInfo } from '../api';
import { RecordReviewPage } from '../components/recordPages';
import { CertificateCards, CertificateTable } from './certificates';
import {
  CERTIFICATE_PATHS,
  CUSTOMS_PATHS,
  comparable,
  givenCount,
  useChangeFields,
  useIdQuery,
} from './customsShared';

/** The certificates of a record one by one, with photos and documents. */
export function CertificatesView({
  mode,
  query,
}: {
  mode: 'detail' | 'audit';
  query: ReturnType<typeof useCustomsInfo>;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const changeFields = useChangeFields();
  return (
    <RecordReviewPage<CustomsInfo>
      mode={mode}
      title={(data) =>
        `${mode === 'audit' ? t('customs.certificatesAuditTitle') : t('customs.certificatesDetailTitle')}: ${data.batchNo}`
      }
      subtitle={(data) => `${t('customs.given', { count: givenCount(data) })} · ${data.corpName}`}
      query={query}
      paths={CERTIFICATE_PATHS}
      routes={ROUTES.records.customsInfos}
      comparable={comparable}
      changeFields={changeFields}
      actions={(data) => (
        <Button variant="light" onClick={() => navigate(`${CUSTOMS_PATHS.detail}?id=${data.id}`)}>
          {t('customs.viewInformation')}
        </Button>
      )}
      sections={(data) => [
        { title: t('certificates'), content: <CertificateCards certificates={data.certificates} /> },
        { title: t('validity'), content: <CertificateTable certificates={data.certificates} /> },
      ]}
    />
  );
}

/** /customsDetail: the certificates of a record. */
export function CertificatesDetailPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.certificatesDetailTitle')} back={CUSTOMS_PATHS.list} />;
  return <CertificatesView mode="detail" query={query} />;
}

/** /customsAudit: reviewers check the certificates and decide. */
export function CertificatesAuditPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.certificatesAuditTitle')} back={CUSTOMS_PATHS.list} />;
  return <CertificatesView mode="audit" query={query} />;
}
