import { Badge, Stack, Text } from '@mantine/core';
import { CERT_SCHEMES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type DataColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
  withReaderActions,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { CERT_KEYS, type Certificate } from './api';
import { CERTIFICATE_STATUS } from './statuses';

/** /corpCert: the certificates the caller may see, effective or invalid with the exact state. */
export default function CertificateListPage() {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 200 },
      {
        key: 'status',
        type: 'select',
        label: t('certState'),
        options: statusOptions(CERTIFICATE_STATUS, language),
        width: 180,
      },
      {
        key: 'scheme',
        type: 'select',
        label: t('list.scheme'),
        options: CERT_SCHEMES.map((s) => ({ value: s, label: s.toUpperCase() })),
        width: 140,
      },
      {
        key: 'expiringWithin',
        type: 'select',
        label: t('list.expiringWithin'),
        options: ['30', '90', '180'].map((d) => ({ value: d, label: d })),
        width: 160,
      },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: CERT_KEYS.certificates,
    fetchPage: useMemo(() => withReaderActions(pagedRoute(ROUTES.certCertificates.list)), []),
    filters,
  });
  const columns = useMemo<DataColumn<Certificate>[]>(
    () => [
      {
        key: 'certNo',
        header: t('certNo'),
        alwaysVisible: true,
        cell: (c) => (
          <Text size="sm" fw={600} ff="monospace">
            {c.certNo}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('certState'),
        cell: (c) => (
          <Stack gap={4} align="flex-start">
            <StatusBadge map={CERTIFICATE_STATUS} value={c.status} />
            {/* The spec's effective | invalid, where the exact state does not already say it. */}
            {c.status !== 'effective' && (
              <Badge size="sm" variant="dot" color={c.effective ? 'teal' : 'red'}>
                {c.effective ? t('inForce') : t('invalid')}
              </Badge>
            )}
          </Stack>
        ),
        exportValue: (c) => statusLabel(CERTIFICATE_STATUS, c.status, language),
      },
      { key: 'scheme', header: t('scheme'), cell: (c) => c.scheme.toUpperCase() },
      { key: 'corpName', header: t('holder') },
      { key: 'bodyName', header: t('body') },
      {
        key: 'validUntil',
        header: t('validPeriod'),
        cell: (c) => `${c.validFrom} – ${c.validUntil}`,
        exportValue: (c) => `${c.validFrom} – ${c.validUntil}`,
      },
      {
        key: 'nextSurveillanceDue',
        header: t('nextSurveillanceDue'),
        cell: (c) => c.nextSurveillanceDue ?? '—',
      },
    ],
    [t, language],
  );
  return (
    <>
      <CertificationTabs active="/corpCert" />
      <ListPage
        title={t('list.title')}
        tableId="certificates"
        query={query}
        filters={filters}
        columns={columns}
        emptyText={t('list.empty')}
        rowActions={[
          { key: 'view', label: t('open'), onClick: (c) => navigate(`/corpCertDetial?id=${c.id}`) },
        ]}
      />
    </>
  );
}
