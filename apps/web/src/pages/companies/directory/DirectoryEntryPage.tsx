import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDate, MissingRecord, StatusBadge, useIdParam } from '../../../kit';
import { COMPANY_KEYS, type DirectoryCompany } from '../api';
import { CERTIFICATE_VALIDITY } from '../statuses';
import { TraceableBadge } from './DirectoryPage';

const LIST = '/corpIndex';

function Certificates({ company }: { company: DirectoryCompany }) {
  const { t } = useTranslation('companies');
  if (company.certificates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('directory.noCertificates')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing="sm" data-testid="directory-certificates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('certificateList.name')}</Table.Th>
            <Table.Th>{t('issuedBy')}</Table.Th>
            <Table.Th>{t('certificateList.expiryDate')}</Table.Th>
            <Table.Th>{t('validity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.certificates.map((certificate) => (
            <Table.Tr key={`${certificate.name}-${certificate.issuer}-${certificate.expiryDate}`}>
              <Table.Td fw={500}>{certificate.name}</Table.Td>
              <Table.Td>{certificate.issuer}</Table.Td>
              <Table.Td>
                {certificate.expiryDate ? formatDate(certificate.expiryDate) : t('certificateList.noExpiry')}
              </Table.Td>
              <Table.Td>
                <StatusBadge map={CERTIFICATE_VALIDITY} value="effective" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /corpIndexDetial: a company of the directory as the public sees it, with its effective certificates. */
export default function DirectoryEntryPage() {
  const { t } = useTranslation('companies');
  const id = useIdParam();
  const entry = useQuery({
    queryKey: [...COMPANY_KEYS.directory, 'one', id ?? ''],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.companies.directoryEntry, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
  if (!id) return <MissingRecord title={t('directory.entryTitle')} back={LIST} />;
  return (
    <DetailPage
      title={(company) => company.name}
      back={LIST}
      query={entry}
      badge={(company) => <TraceableBadge traceable={company.traceable} />}
      subtitle={(company) => [t(`kinds.${company.kind}`), company.countryName].filter(Boolean).join(' · ')}
      sections={(company) => [
        {
          title: t('company'),
          items: [
            { label: t('companyName'), value: company.name },
            { label: t('fields.kind'), value: t(`kinds.${company.kind}`) },
            { label: t('country'), value: company.countryName },
            { label: t('directory.traceability'), value: <TraceableBadge traceable={company.traceable} /> },
            { label: t('fields.address'), value: company.address, wide: true },
            {
              label: t('fields.introduction'),
              value: company.introduction ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {company.introduction}
                </Text>
              ) : null,
              wide: true,
            },
          ],
        },
        { title: t('directory.certificatesSection'), content: <Certificates company={company} /> },
      ]}
    />
  );
}
