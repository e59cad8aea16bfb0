import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { formatDate, MissingRecord } from '../../../kit';
import type { CustomsInfo, useCustomsInfo } from '../api';
import { RecordReviewPage } from '../components/recordPages';
import { CertificateTable } from './certificates';
import {
  CERTIFICATE_PATHS,
  CUSTOMS_PATHS,
  comparable,
  givenCount,
  useChangeFields,
  useIdQuery,
} from './customsShared';

/** The clearance information of a record: import and a table of every certificate kind. */
export function CustomsInfoView({
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
        mode === 'audit'
          ? `${t('customs.auditTitle')}: ${data.batchNo}`
          : `${t('customs.detailTitle')}: ${data.batchNo}`
      }
      subtitle={(data) => `${data.productName} · ${data.corpName}`}
      query={query}
      paths={CUSTOMS_PATHS}
      routes={ROUTES.records.customsInfos}
      comparable={comparable}
      changeFields={changeFields}
      actions={(data) => (
        <>
          <Button variant="light" onClick={() => navigate(`${CERTIFICATE_PATHS.detail}?id=${data.id}`)}>
            {t('certificates')}
          </Button>
          {data.actions.includes('edit') ? (
            <Button variant="light" onClick={() => navigate(`${CERTIFICATE_PATHS.edit}?id=${data.id}`)}>
              {t('customs.editCertificates')}
            </Button>
          ) : null}
        </>
      )}
      sections={(data) => [
        {
          title: t('customs.infoSection'),
          columns: 3,
          items: [
            { label: t('customs.name'), value: data.name },
            { label: t('customs.port'), value: data.portName },
            { label: t('customs.importTime'), value: formatDate(data.importTime) },
            { label: t('importer'), value: data.importCorpName },
            { label: t('certificates'), value: t('customs.given', { count: givenCount(data) }) },
          ],
        },
        { title: t('certificates'), content: <CertificateTable certificates={data.certificates} /> },
      ]}
    />
  );
}

/** /circulationInformationDetails */
export function CustomsDetailPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.detailTitle')} back={CUSTOMS_PATHS.list} />;
  return <CustomsInfoView mode="detail" query={query} />;
}

/** /circulationInformationAudit */
export function CustomsAuditPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.auditTitle')} back={CUSTOMS_PATHS.list} />;
  return <CustomsInfoView mode="audit" query={query} />;
}
