import { Button, Stack, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDate,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  TrashIcon,
  useApiMutation,
  useCan,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { COMPANY_KEYS, type HonourCertificate, useIsCompanyAccount } from '../api';
import { useActionDialog } from '../components/ActionDialog';
import { withReaderActions } from '../components/rowActions';
import { REVIEW_STATUS } from '../review/reviewStatus';
import { CERTIFICATE_VALIDITY } from '../statuses';
import { texts } from '../texts';
import { MANAGE_CERTIFICATES } from './certificateApi';

const fetchCertificates = withReaderActions(pagedRoute(ROUTES.certificates.list));

/** /honorCertificateMessage: honour certificates — a company's own, or every company's for reviewers. */
export default function CertificateListPage() {
  const t = useTexts(texts);
  const c = t.certificates;
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const [ask, dialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: c.keyword, width: 240 },
      {
        key: 'reviewStatus',
        type: 'select',
        label: t.review.status,
        options: statusOptions(REVIEW_STATUS, language),
        width: 180,
      },
      {
        key: 'validity',
        type: 'select',
        label: c.validity,
        options: statusOptions(CERTIFICATE_VALIDITY, language),
        width: 140,
      },
    ],
    [t, c, language],
  );
  const certificates = usePagedQuery({
    queryKey: COMPANY_KEYS.certificates,
    fetchPage: fetchCertificates,
    filters,
  });

  const remove = useApiMutation<null, string>({
    call: (id) => callRouteEnvelope(ROUTES.certificates.remove, { params: { id } }),
    invalidate: [COMPANY_KEYS.certificates],
    successMessage: c.deleted,
  });

  const columns = useMemo<DataColumn<HonourCertificate>[]>(
    () => [
      {
        key: 'name',
        header: c.name,
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            {row.number ? (
              <Text size="xs" c="dimmed">
                {row.number}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { key: 'issuer', header: c.issuer, sortable: true },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t.common.company }]),
      {
        key: 'issueDate',
        header: c.issueDate,
        width: 120,
        sortable: true,
        cell: (row) => formatDate(row.issueDate),
        exportValue: (row) => formatDate(row.issueDate),
      },
      {
        key: 'expiryDate',
        header: c.expiryDate,
        width: 120,
        sortable: true,
        cell: (row) => (row.expiryDate ? formatDate(row.expiryDate) : <Text c="dimmed">{c.noExpiry}</Text>),
        exportValue: (row) => formatDate(row.expiryDate),
      },
      {
        key: 'validity',
        header: c.validity,
        width: 100,
        cell: (row) => <StatusBadge miw="max-content" map={CERTIFICATE_VALIDITY} value={row.validity} />,
        exportValue: (row) => statusLabel(CERTIFICATE_VALIDITY, row.validity, language),
      },
      {
        key: 'reviewStatus',
        header: t.review.status,
        width: 140,
        cell: (row) => <StatusBadge miw="max-content" map={REVIEW_STATUS} value={row.review.reviewStatus} />,
        exportValue: (row) => statusLabel(REVIEW_STATUS, row.review.reviewStatus, language),
      },
      {
        key: 'createdAt',
        header: t.common.createTime,
        width: 150,
        sortable: true,
        defaultHidden: true,
        cell: (row) => formatDateTime(row.createTime),
        exportValue: (row) => formatDateTime(row.createTime),
      },
    ],
    [t, c, language, companyAccount],
  );

  const rowActions = useMemo<RowAction<HonourCertificate>[]>(
    () => [
      {
        key: 'approve',
        label: t.common.review,
        color: 'orange',
        onClick: (row) => navigate(`/previewCertificate?id=${row.id}`),
      },
      {
        key: 'view',
        label: t.common.view,
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`/previewCertificate?id=${row.id}`),
      },
      {
        key: 'edit',
        label: t.common.edit,
        onClick: (row) => navigate(`/editCertificate?id=${row.id}`),
      },
      {
        key: 'delete',
        label: t.common.delete,
        color: 'red',
        icon: <TrashIcon size={15} />,
        onClick: (row) =>
          ask({
            title: c.deleteTitle,
            message: c.deleteText(row.name),
            confirmLabel: t.common.delete,
            danger: true,
            onConfirm: () => remove.mutateAsync(row.id),
          }),
      },
    ],
    [t, c, navigate, ask, remove],
  );

  return (
    <>
      <ListPage
        title={c.title}
        subtitle={c.subtitle}
        actions={
          companyAccount && can(MANAGE_CERTIFICATES) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate('/addCertificate')}>
              {c.add}
            </Button>
          ) : null
        }
        tableId="honour-certificates"
        query={certificates}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={(row) => navigate(`/previewCertificate?id=${row.id}`)}
        exportCsv
        exportFilename="honour-certificates.csv"
        emptyText={c.empty}
      />
      {dialog}
    </>
  );
}
