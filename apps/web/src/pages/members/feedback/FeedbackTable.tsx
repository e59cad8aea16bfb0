import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { type ConsumerFeedback, MEMBER_KEYS } from '../api';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from '../statuses';

const feedbackPages = pagedRoute(ROUTES.consumerFeedback.list);

/**
 * The feedback list of /userFeedback, and of one product (/productTraceFeedback) when `productId`
 * is given: the product column then links nowhere and the product is fixed in every request.
 */
export function FeedbackTable({
  productId,
  title,
  subtitle,
  badge,
  actions,
}: {
  productId?: string;
  title: ReactNode;
  subtitle: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('members');
  const language = useLanguage();
  const navigate = useNavigate();
  const companyAccount = useIsCompanyAccount();

  const fetchPage = useMemo<FetchPage<ConsumerFeedback>>(
    () => async (query, signal) => {
      const page = await feedbackPages(productId ? { ...query, productId } : query, signal);
      // Every reader may open a piece of feedback; the server's `actions` govern processing.
      return {
        ...page,
        list: page.list.map((row) => ({ ...row, actions: [...row.actions, 'view' as never] })),
      };
    },
    [productId],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('feedback.keyword'), width: 220 },
      {
        key: 'type',
        type: 'select',
        label: t('feedback.type'),
        options: statusOptions(FEEDBACK_TYPE, language),
        width: 140,
      },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(FEEDBACK_STATUS, language),
        width: 130,
      },
      { key: 'created', type: 'dateRange', label: t('feedback.sent') },
    ],
    [t, language],
  );
  const feedback = usePagedQuery({
    queryKey: productId ? [...MEMBER_KEYS.feedback, 'product', productId] : MEMBER_KEYS.feedback,
    fetchPage,
    filters,
  });
  const open = useCallback((item: ConsumerFeedback) => navigate(`/checkProcess?id=${item.id}`), [navigate]);

  const columns = useMemo<DataColumn<ConsumerFeedback>[]>(
    () => [
      ...(productId
        ? []
        : [
            {
              key: 'productName',
              header: t('product'),
              width: 170,
              cell: (item: ConsumerFeedback) => (
                <Anchor
                  component={Link}
                  to={`/productTraceFeedback?productId=${item.productId}`}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {item.productName}
                </Anchor>
              ),
              exportValue: (item: ConsumerFeedback) => item.productName,
            },
          ]),
      {
        key: 'type',
        header: t('feedback.type'),
        width: 130,
        cell: (item) => (
          <Group gap={4} wrap="nowrap">
            <StatusBadge map={FEEDBACK_TYPE} value={item.type} />
            {item.labelVoid ? (
              <Tooltip label={t('feedback.voidLabelHint')}>
                <Badge color="red" variant="outline" size="sm">
                  {t('feedback.voidLabel')}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        ),
        exportValue: (item) => statusLabel(FEEDBACK_TYPE, item.type, language),
      },
      {
        key: 'content',
        header: t('feedback.content'),
        alwaysVisible: true,
        cell: (item) => (
          <Stack gap={2}>
            <Text size="sm" lineClamp={2}>
              {item.content}
            </Text>
            {item.contact ? (
              <Text size="xs" c="dimmed">
                {item.contact}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { key: 'contact', header: t('contact'), defaultHidden: true },
      {
        key: 'status',
        header: t('status'),
        width: 110,
        cell: (item) => <StatusBadge map={FEEDBACK_STATUS} value={item.status} />,
        exportValue: (item) => statusLabel(FEEDBACK_STATUS, item.status, language),
      },
      { key: 'handlingNote', header: t('feedback.note'), defaultHidden: true },
      // A company sees only its own rows: the company column is for administrators.
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company') }]),
      { key: 'excode', header: t('labelCode'), defaultHidden: true },
      dateTimeColumn('createTime', t('feedback.sent'), (item) => item.createTime, { sortable: true }),
      {
        key: 'processTime',
        header: t('feedback.processedAt'),
        width: 160,
        defaultHidden: true,
        cell: (item) => (item.processTime ? formatDateTime(item.processTime) : <Text c="dimmed">—</Text>),
        exportValue: (item) => (item.processTime ? formatDateTime(item.processTime) : ''),
      },
    ],
    [t, language, companyAccount, productId],
  );
  const rowActions = useMemo<RowAction<ConsumerFeedback>[]>(
    () => [
      {
        key: 'process',
        label: t('feedback.process'),
        color: 'teal',
        onClick: (item) => navigate(`/checkProcess?id=${item.id}#process`),
      },
      { key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: open },
    ],
    [t, navigate, open],
  );

  return (
    <ListPage
      title={title}
      subtitle={subtitle}
      badge={badge}
      actions={actions}
      tableId={productId ? 'product-feedback' : 'consumer-feedback'}
      query={feedback}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={open}
      rowProps={(item) => ({ 'data-status': String(item.status) })}
      exportCsv
      exportFilename="feedback.csv"
      emptyText={t('feedback.empty')}
    />
  );
}
