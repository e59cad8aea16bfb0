import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_STATUSES, AUDIT_TYPES, type AuditListItem } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../api/call';
import { useCompanyLookup } from '../../api/lookups';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusOptions,
  useIsCompanyAccount,
  usePagedQuery,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { AUDIT_KEYS } from './api';
import { AUDIT_STATUS, AUDIT_TYPE, FINDING_GRADE, FINDING_STATUS } from './statuses';

/** A company's certificates with their next surveillance audit, and its findings still to close. */
function SurveillanceSchedule() {
  const { t } = useTranslation('audits');
  const navigate = useNavigate();
  const schedule = useQuery({
    queryKey: AUDIT_KEYS.surveillance,
    queryFn: ({ signal }) => callRoute(ROUTES.audits.surveillance, { query: { pageSize: 100 } }, { signal }),
  });
  const findings = useQuery({
    queryKey: [...AUDIT_KEYS.findings, 'open'],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.auditFindings.list, { query: { open: 'true', pageSize: 100 } }, { signal }),
  });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="surveillance-schedule">
      <Stack gap="md">
        <Title order={4}>{t('schedule.title')}</Title>
        {schedule.data?.list.length ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schedule.certNo')}</Table.Th>
                <Table.Th>{t('schedule.scheme')}</Table.Th>
                <Table.Th>{t('schedule.validUntil')}</Table.Th>
                <Table.Th>{t('schedule.lastGoodAudit')}</Table.Th>
                <Table.Th>{t('schedule.nextSurveillance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedule.data.list.map((c) => (
                <Table.Tr key={c.certificateId}>
                  <Table.Td>{c.certNo}</Table.Td>
                  <Table.Td>{c.scheme.toUpperCase()}</Table.Td>
                  <Table.Td>{c.validUntil}</Table.Td>
                  <Table.Td>{c.lastGoodAuditOn ?? '—'}</Table.Td>
                  <Table.Td>
                    {c.nextSurveillanceDue ?? '—'}{' '}
                    {c.overdue ? (
                      <Badge color="red" size="sm">
                        {t('overdue')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('schedule.noCertificates')}
          </Text>
        )}
        <Title order={5}>{t('schedule.openFindings')}</Title>
        {findings.data?.list.length ? (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('findings.findingNo')}</Table.Th>
                <Table.Th>{t('findings.grade')}</Table.Th>
                <Table.Th>{t('findings.description')}</Table.Th>
                <Table.Th>{t('findings.dueDate')}</Table.Th>
                <Table.Th>{t('findings.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {findings.data.list.map((f) => (
                <Table.Tr
                  key={f.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/haccpAuditCom?id=${f.auditId}`)}
                >
                  <Table.Td>{f.findingNo}</Table.Td>
                  <Table.Td>
                    <StatusBadge map={FINDING_GRADE} value={f.grade} />
                  </Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                  <Table.Td>
                    {f.dueDate}{' '}
                    {f.overdue ? (
                      <Badge color="red" size="sm">
                        {t('overdue')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge map={FINDING_STATUS} value={f.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('schedule.noFindings')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /monitor: the audits the person may read (a body's, an auditor's own, a company's), and a company's schedule. */
export default function MonitorPage() {
  const { t } = useTranslation('audits');
  const language = useLanguage();
  const navigate = useNavigate();
  const isCompany = useIsCompanyAccount();
  const companies = useCompanyLookup('');
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('monitor.auditNo') },
      {
        key: 'type',
        type: 'select',
        label: t('monitor.type'),
        options: statusOptions(AUDIT_TYPE, language).filter((o) =>
          (AUDIT_TYPES as readonly string[]).includes(o.value),
        ),
      },
      {
        key: 'status',
        type: 'select',
        label: t('monitor.status'),
        options: statusOptions(AUDIT_STATUS, language).filter((o) =>
          (AUDIT_STATUSES as readonly string[]).includes(o.value),
        ),
      },
      ...(isCompany
        ? []
        : [
            {
              key: 'corpId',
              type: 'select' as const,
              label: t('monitor.company'),
              options: companies.data ?? [],
            },
          ]),
      { key: 'planned', type: 'dateRange', label: t('monitor.dates') },
    ],
    [t, language, isCompany, companies.data],
  );
  const audits = usePagedQuery({
    queryKey: AUDIT_KEYS.list,
    fetchPage: pagedRoute(ROUTES.audits.list),
    filters,
  });
  return (
    <Stack gap="lg">
      <CertificationTabs active="/monitor" />
      <ListPage<AuditListItem>
        title={t('monitor.title')}
        tableId="cert-audits"
        query={audits}
        filters={filters}
        columns={[
          { key: 'auditNo', header: t('monitor.auditNo'), alwaysVisible: true },
          { key: 'corpName', header: t('monitor.company') },
          {
            key: 'type',
            header: t('monitor.type'),
            cell: (a) => <StatusBadge map={AUDIT_TYPE} value={a.type} />,
          },
          {
            key: 'dates',
            header: t('monitor.dates'),
            cell: (a) => `${a.plannedStart} — ${a.plannedEnd}`,
            exportValue: (a) => `${a.plannedStart} — ${a.plannedEnd}`,
          },
          { key: 'leadAuditor', header: t('monitor.leadAuditor'), cell: (a) => a.leadAuditor ?? '—' },
          {
            key: 'status',
            header: t('monitor.status'),
            cell: (a) => <StatusBadge map={AUDIT_STATUS} value={a.status} />,
          },
          { key: 'openFindings', header: t('monitor.openFindings'), align: 'right' },
          { key: 'bodyName', header: t('monitor.body'), defaultHidden: true },
        ]}
        rowActions={[
          {
            key: 'open',
            label: t('monitor.open'),
            onClick: (a) => navigate(`/haccpAuditCom?id=${a.id}`),
          },
        ]}
      >
        {isCompany ? <SurveillanceSchedule /> : null}
      </ListPage>
    </Stack>
  );
}
