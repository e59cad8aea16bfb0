import { Button, Group, Text } from '@mantine/core';
import { CERT_PERMISSIONS } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../kit';
import { CERT_BODY_KEYS, type CertBody, useSchemeLabel } from './api';
import { BODY_STATUS } from './statuses';

/** /certAuthority: the administrator's register of certification bodies. */
export default function BodyListPage() {
  const { t } = useTranslation('certBodies');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const schemeLabel = useSchemeLabel();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('bodies.keyword'), width: 240 },
      { key: 'status', type: 'select', label: t('status'), options: statusOptions(BODY_STATUS, language) },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: CERT_BODY_KEYS.bodies,
    fetchPage: pagedRoute(ROUTES.certBodies.list),
    filters,
  });
  const columns = useMemo<DataColumn<CertBody>[]>(
    () => [
      { key: 'name', header: t('bodies.name'), alwaysVisible: true },
      { key: 'accreditationNo', header: t('bodies.accreditationNo') },
      { key: 'accreditedBy', header: t('bodies.accreditedBy') },
      {
        key: 'schemes',
        header: t('bodies.schemes'),
        cell: (b) => <Text size="sm">{b.schemes.map(schemeLabel).join(', ')}</Text>,
        exportValue: (b) => b.schemes.join(', '),
      },
      { key: 'accreditationValidUntil', header: t('bodies.validUntil') },
      { key: 'auditorCount', header: t('bodies.auditorCount'), align: 'right' },
      {
        key: 'status',
        header: t('status'),
        cell: (b) => <StatusBadge map={BODY_STATUS} value={b.status} />,
        exportValue: (b) => statusLabel(BODY_STATUS, b.status, language),
      },
    ],
    [t, language, schemeLabel],
  );
  return (
    <ListPage
      title={t('bodies.title')}
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => navigate('/certSchemes')}>
            {t('schemes.title')}
          </Button>
          {can(CERT_PERMISSIONS.manageBodies) ? (
            <AddButton to={'/addCertAuthority'}>{t('bodies.add')}</AddButton>
          ) : null}
        </Group>
      }
      tableId="cert-bodies"
      query={query}
      filters={filters}
      columns={columns}
      rowActions={[
        { key: 'view', label: t('view'), onClick: (b) => navigate(`/certAuthorityDetails?id=${b.id}`) },
        {
          key: 'edit',
          label: t('edit'),
          permission: CERT_PERMISSIONS.manageBodies,
          onClick: (b) => navigate(`/editCertAuthority?id=${b.id}`),
        },
      ]}
    />
  );
}
