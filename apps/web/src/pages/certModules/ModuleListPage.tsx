import { Badge, Group, Text } from '@mantine/core';
import { CERT_PERMISSIONS } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AddButton,
  type DataColumn,
  EyeIcon,
  type FilterDef,
  ListPage,
  type RowAction,
  useCan,
  useIsCompanyAccount,
  usePagedQuery,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { type CertModule, MODULE_KEYS, MODULE_PATHS, modulesPage, useSchemeOptions } from './api';

type Row = Omit<CertModule, 'actions'> & { actions: string[] };

/** /certModule: a company's certified modules (a body: those of its applicants; admin: all). */
export default function ModuleListPage() {
  const { t } = useTranslation('certModules');
  const schemes = useSchemeOptions();
  const navigate = useNavigate();
  const can = useCan();
  const isCompany = useIsCompanyAccount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 220 },
      { key: 'scheme', type: 'select', label: t('list.scheme'), options: schemes, width: 160 },
    ],
    [t, schemes],
  );
  const query = usePagedQuery({ queryKey: MODULE_KEYS.list, fetchPage: modulesPage, filters });
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { key: 'name', header: t('fields.name'), alwaysVisible: true },
      ...(isCompany ? [] : [{ key: 'corpName', header: t('fields.company') } as DataColumn<Row>]),
      {
        key: 'scheme',
        header: t('fields.scheme'),
        cell: (m) => t(`schemes.${m.scheme}`),
        exportValue: (m) => t(`schemes.${m.scheme}`),
      },
      {
        key: 'scope',
        header: t('fields.scope'),
        cell: (m) =>
          t('fields.scopeCount', { products: m.productIds.length, categories: m.categoryIds.length }),
      },
      { key: 'requestedAnnualOutput', header: t('fields.requested'), align: 'right' },
      {
        key: 'certifiedAnnualOutput',
        header: t('fields.certified'),
        align: 'right',
        cell: (m) =>
          m.certifiedAnnualOutput ?? (
            <Text size="sm" c="dimmed">
              {t('fields.notCertified')}
            </Text>
          ),
        exportValue: (m) => m.certifiedAnnualOutput ?? '',
      },
      {
        key: 'certificates',
        header: t('fields.certificates'),
        cell: (m) => (
          <Group gap={4}>
            {m.certificates.map((c) => (
              <Badge key={c.id} size="sm" variant="light">
                {c.certNo}
              </Badge>
            ))}
          </Group>
        ),
        exportValue: (m) => m.certificates.map((c) => c.certNo).join(', '),
      },
      { key: 'siteAddress', header: t('fields.siteAddress'), defaultHidden: true },
    ],
    [t, isCompany],
  );
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (m) => navigate(`${MODULE_PATHS.detail}?id=${m.id}`),
      },
      { key: 'edit', label: t('edit'), onClick: (m) => navigate(`${MODULE_PATHS.edit}?id=${m.id}`) },
    ],
    [t, navigate],
  );
  return (
    <>
      <CertificationTabs active="/certModule" />
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          isCompany && can(CERT_PERMISSIONS.manageCertification) ? (
            <AddButton to={MODULE_PATHS.add}>{t('list.add')}</AddButton>
          ) : null
        }
        tableId="cert-modules"
        query={query}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(m) => navigate(`${MODULE_PATHS.detail}?id=${m.id}`)}
        emptyText={t('list.empty')}
        exportCsv
        exportFilename="cert-modules.csv"
      />
    </>
  );
}
