import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  DetailPage,
  type DetailSection,
  formatDate,
  formatDateTime,
  MissingRecord,
  StatusBadge,
  useIdParam,
} from '../../../kit';
import { COMPANY_KEYS, type Company, useCompany } from '../api';
import { useTraceabilitySection } from '../profile/companyDetails';
import { APPLICATION_STATUS, COMPANY_STATUS } from '../statuses';

const LIST = '/companyInformationList';

/** The applications of one company (the list is searched by its name, then kept to its id). */
function useCompanyApplications(company: Company | undefined) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.applications, 'of', company?.id ?? ''],
    queryFn: async ({ signal }) => {
      const page = await callRoute(
        ROUTES.traceability.list,
        { query: { page: 1, pageSize: 100, keyword: company!.name } },
        { signal },
      );
      return page.list.filter((application) => application.corpId === company!.id);
    },
    enabled: Boolean(company),
  });
}

function ApplicationsTable({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const applications = useCompanyApplications(company);
  const rows = applications.data ?? [];
  if (applications.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('syDetails.noApplications')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('applications.appliedAt')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('applications.contract')}</Table.Th>
            <Table.Th>{t('applications.reviewRemark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(`/rootsApplyDetails?id=${row.id}`)}
            >
              <Table.Td>{formatDateTime(row.createTime)}</Table.Td>
              <Table.Td>
                <StatusBadge map={APPLICATION_STATUS} value={row.status} />
              </Table.Td>
              <Table.Td>
                {row.contractStart || row.contractEnd
                  ? `${formatDate(row.contractStart)} – ${formatDate(row.contractEnd)}`
                  : '—'}
              </Table.Td>
              <Table.Td>{row.reviewRemark ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /syDetails: a company's traceability contract, its state and every application it made. */
export default function SyDetailsPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const company = useCompany(id);
  const traceability = useTraceabilitySection();
  if (!id) return <MissingRecord title={t('syDetails.title')} back={LIST} />;
  return (
    <DetailPage
      title={t('syDetails.title')}
      back={LIST}
      query={company}
      subtitle={(data) => data.name}
      badge={(data) => <StatusBadge map={COMPANY_STATUS} value={data.status} size="lg" />}
      actions={(data) =>
        data.actions.includes('editTraceability') ? (
          <Button onClick={() => navigate(`/syEdit?id=${data.id}`)}>{t('list.editTraceability')}</Button>
        ) : null
      }
      sections={(data): DetailSection[] => [
        traceability(data),
        { title: t('syDetails.applications'), content: <ApplicationsTable company={data} /> },
      ]}
    />
  );
}
