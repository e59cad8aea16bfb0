import { useTranslation } from 'react-i18next';
import { formatDate, useDictionary, useIdParam } from '../../../kit';
import { type CustomsInfo, useCustomsInfo } from '../api';
import type { RecordPaths } from '../components/recordPages';
import { CertificateLines, canonicalCertificates } from './certificates';

export const CUSTOMS_PATHS: RecordPaths = {
  list: '/circulationInformation',
  detail: '/circulationInformationDetails',
  audit: '/circulationInformationAudit',
  add: '/addCirculationInformation',
  edit: '/editCirculationInformation',
};
/** The certificate pages of the same records. */
export const CERTIFICATE_PATHS: RecordPaths = {
  list: '/circulationInformation',
  detail: '/customsDetail',
  audit: '/customsAudit',
  add: '/addCustoms',
  edit: '/addCustoms',
};
export const MANAGE_CUSTOMS = 'product.circulationInformation.manage';

export const givenCount = (row: CustomsInfo) =>
  row.certificates.filter((entry) => entry.validity !== 'missing').length;

/** Compares certificates by content, whatever shape each side came in. */
export const comparable = {
  approved: (data: CustomsInfo) => ({ ...data, certificates: canonicalCertificates(data.certificates) }),
  change: (change: Record<string, unknown>) => ({
    ...change,
    certificates: canonicalCertificates(change.certificates),
  }),
};

export function useChangeFields() {
  const { t: c } = useTranslation('records');
  const ports = useDictionary('port');
  const portName = (value: unknown) =>
    ports.data?.find((item) => item.value === value)?.label ?? String(value ?? '');
  return () => [
    { key: 'name', label: c('customs.name') },
    { key: 'port', label: c('customs.port'), render: portName },
    {
      key: 'importTime',
      label: c('customs.importTime'),
      render: (value: unknown) => formatDate(value as string),
    },
    { key: 'importCorpName', label: c('importer') },
    {
      key: 'certificates',
      label: c('certificates'),
      render: (value: unknown) => <CertificateLines value={value} />,
    },
  ];
}

/** The record named by `?id=` and its query. */
export function useIdQuery() {
  const id = useIdParam();
  return { id, query: useCustomsInfo(id) };
}
