import { Card, Stack, Tabs, Text } from '@mantine/core';
import { EXTERNAL_APPS_MANAGE } from '@trace/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  PageHeader,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  useIsCompanyAccount,
  usePagedQuery,
  withReaderActions,
} from '../../kit';
import { AccessLogTable } from './AccessLogTable';
import { EXTERNAL_KEYS, EXTERNAL_PATHS, type PartnerGrantRow, useResourceName } from './api';
import { GRANT_STATUS } from './statuses';
import { useRevokeGrant } from './useRevokeGrant';

type Tab = 'grants' | 'log';

/** The requests and grants of the reader's company (every company's for administrators). */
function GrantsTab({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('external');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const isCompany = useIsCompanyAccount();
  const resourceName = useResourceName();
  const [revoke, revokeDialog] = useRevokeGrant();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'keyword',
        type: 'text',
        label: isCompany ? t('grants.keywordCompany') : t('grants.keyword'),
        width: 260,
      },
      { key: 'status', type: 'select', label: t('status'), options: statusOptions(GRANT_STATUS, language) },
    ],
    [t, language, isCompany],
  );
  const fetchPage = useMemo(() => withReaderActions(pagedRoute(ROUTES.external.listGrants)), []);
  const query = usePagedQuery({ queryKey: EXTERNAL_KEYS.grants, fetchPage, filters });
  const columns = useMemo<DataColumn<PartnerGrantRow>[]>(() => {
    const names = (list: readonly string[] | null) => (list ? list.map(resourceName).join(', ') : '');
    return [
      { key: 'appName', header: t('grants.app'), alwaysVisible: true },
      ...(isCompany ? [] : [{ key: 'corpName', header: t('company') }]),
      {
        key: 'requested',
        header: t('grants.requested'),
        width: 180,
        cell: (g) => <Text size="sm">{names(g.requested)}</Text>,
        exportValue: (g) => names(g.requested),
      },
      {
        key: 'granted',
        header: t('grants.granted'),
        width: 180,
        cell: (g) =>
          g.granted ? (
            <Text size="sm">{names(g.granted)}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ),
        exportValue: (g) => names(g.granted),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (g) => <StatusBadge map={GRANT_STATUS} value={g.status} />,
        exportValue: (g) => statusLabel(GRANT_STATUS, g.status, language),
      },
      dateTimeColumn('until', t('grants.until'), (g) => g.grantedUntil ?? g.requestedUntil),
      dateTimeColumn('createTime', t('created'), (g) => g.createTime, { sortable: true }),
    ];
  }, [t, language, isCompany, resourceName]);
  return (
    <>
      <ListPage
        title={t('grants.title')}
        subtitle={isCompany ? t('grants.subtitleCompany') : t('grants.subtitle')}
        actions={
          can(EXTERNAL_APPS_MANAGE) ? (
            <AddButton to={EXTERNAL_PATHS.addGrant}>{t('grants.add')}</AddButton>
          ) : null
        }
        tableId="partner-grants"
        query={query}
        filters={filters}
        columns={columns}
        emptyText={isCompany ? t('grants.emptyCompany') : t('grants.empty')}
        rowActions={[
          { key: 'view', label: t('view'), onClick: (g) => navigate(`${EXTERNAL_PATHS.grant}?id=${g.id}`) },
          {
            key: 'approve',
            label: t('grants.decide'),
            onClick: (g) => navigate(`${EXTERNAL_PATHS.decideGrant}?id=${g.id}`),
          },
          { key: 'revoke', label: t('grants.revoke'), color: 'red', onClick: revoke },
        ]}
      >
        {tabs}
      </ListPage>
      {revokeDialog}
    </>
  );
}

/**
 * /externalRequestCorpPermissions: partners' requests for a company's data and the grants in force,
 * and, on a second tab, the log of every partner call that read it ("who read my data").
 */
export default function GrantListPage() {
  const { t } = useTranslation('external');
  const isCompany = useIsCompanyAccount();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'log' ? 'log' : 'grants';
  const tabs = (
    <Tabs value={tab} onChange={(next) => next !== tab && setParams(next === 'log' ? { tab: 'log' } : {})}>
      <Tabs.List>
        <Tabs.Tab value="grants">{t('grants.tab')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('log.tab')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
  if (tab === 'grants') return <GrantsTab tabs={tabs} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('log.title')}
        subtitle={isCompany ? t('log.subtitleCompany') : t('log.subtitle')}
      />
      {tabs}
      <Card withBorder radius="md" padding="lg">
        <AccessLogTable showCompany={!isCompany} />
      </Card>
    </Stack>
  );
}
