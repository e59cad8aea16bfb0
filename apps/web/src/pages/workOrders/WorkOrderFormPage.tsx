import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type StoredFile,
  WORK_ORDER_LINK_TYPES,
  WORK_ORDER_PRIORITIES,
  type WorkOrderLinkType,
  type WorkOrderPriority,
  ZWorkOrderBody,
} from '@trace/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  SearchSelect,
  statusLabel,
  UploadField,
  useApiMutation,
  useDictionary,
  useIdParam,
  useZodForm,
} from '../../kit';
import { LoadFailed } from '../../kit/pages/LoadFailed';
import { useStoredFiles } from '../companies/components/storedFiles';
import { useWorkOrder, WORK_ORDER_KEYS, WORK_ORDER_PATHS, type WorkOrderDetail } from './api';
import { WORK_ORDER_PRIORITY } from './statuses';

interface Values extends Record<string, unknown> {
  title: string;
  description: string;
  type: string | null;
  priority: WorkOrderPriority;
  files: StoredFile[];
  linkType: WorkOrderLinkType | null;
  linkId: string | null;
}

const EMPTY: Values = {
  title: '',
  description: '',
  type: null,
  priority: 'normal',
  files: [],
  linkType: null,
  linkId: null,
};

const toBody = (values: Values) => ({
  title: values.title,
  description: values.description,
  type: values.type ?? '',
  priority: values.priority,
  attachments: values.files.map((file) => file.url),
  linkType: values.linkType,
  linkId: values.linkType ? values.linkId : null,
});

/** One of the organisation's own records of the chosen kind, searched by number on the server. */
function LinkedRecordSelect({
  type,
  selectedLabel,
  ...props
}: {
  type: WorkOrderLinkType;
  selectedLabel?: string | null;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('workOrders');
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: [...WORK_ORDER_KEYS.all, 'linkable', type, keyword],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.workOrders.linkable, { query: { type, keyword: keyword || undefined } }, { signal }),
    staleTime: 30_000,
  });
  return (
    <SearchSelect
      {...props}
      selectedLabel={selectedLabel}
      placeholder={t('form.linkSearch')}
      options={options.data ?? []}
      onSearch={setKeyword}
      searching={options.isFetching}
      nothingFoundMessage={t('form.noLinkable')}
      clearable
    />
  );
}

function WorkOrderForm({ editId, order }: { editId?: string; order?: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const language = useLanguage();
  const navigate = useNavigate();
  const types = useDictionary('work_order_type');
  const form = useZodForm(ZWorkOrderBody, EMPTY, {
    toInput: toBody,
    fieldOf: (path) => (path.startsWith('attachments') ? 'files' : path),
  });
  const files = useStoredFiles(order?.attachments, (index) => t('form.attachmentName', { n: index + 1 }));
  const { initialize } = form;
  useEffect(() => {
    if (order && files)
      initialize({
        title: order.title,
        description: order.description,
        type: order.type,
        priority: order.priority,
        files,
        linkType: order.link?.type ?? null,
        linkId: order.link?.id ?? null,
      });
  }, [order, files, initialize]);
  const save = useApiMutation({
    call: (values: Values) =>
      editId
        ? callRouteEnvelope(ROUTES.workOrders.update, { params: { id: editId }, body: toBody(values) })
        : callRouteEnvelope(ROUTES.workOrders.create, { body: toBody(values) }),
    form,
    invalidate: [WORK_ORDER_KEYS.all],
    onSuccess: (saved) => navigate(`${WORK_ORDER_PATHS.detail}?id=${saved.id}`),
  });
  const linkTypes = useMemo(
    () => WORK_ORDER_LINK_TYPES.map((value) => ({ value, label: t(`linkType.${value}`) })),
    [t],
  );
  const priorities = WORK_ORDER_PRIORITIES.map((value) => ({
    value,
    label: `${statusLabel(WORK_ORDER_PRIORITY, value, language)} · ${t(`form.due.${value}`)}`,
  }));
  const linkType = form.values.linkType;
  return (
    <FormPage
      title={editId ? t('form.edit') : t('form.add')}
      subtitle={order?.orderNo}
      back={editId ? `${WORK_ORDER_PATHS.detail}?id=${editId}` : WORK_ORDER_PATHS.list}
      onSubmit={form.submit((_, values) => save.mutateAsync(values))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('form.request')} description={t('form.requestHint')}>
        <TextInput label={t('fields.title')} required maxLength={200} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.type')}
            required
            data={types.data ?? []}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
          />
          <Select
            label={t('fields.priority')}
            required
            allowDeselect={false}
            data={priorities}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          required
          autosize
          minRows={5}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <UploadField
          kind="document"
          multiple
          maxFiles={10}
          label={t('fields.attachments')}
          description={t('form.attachmentsHint')}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
      </FormSection>
      <FormSection title={t('form.link')} description={t('form.linkHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.linkType')}
            clearable
            data={linkTypes}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('linkType')}
            onChange={(value) => {
              form.setFieldValue('linkType', value as WorkOrderLinkType | null);
              form.setFieldValue('linkId', null);
            }}
          />
          {linkType ? (
            <LinkedRecordSelect
              key={linkType}
              type={linkType}
              label={t('fields.link')}
              selectedLabel={order?.link?.type === linkType ? order.link.label : null}
              {...form.getInputProps('linkId')}
              value={form.values.linkId}
            />
          ) : null}
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

/** /addWork and /exitWork?id=: open a work order, or change one while it is pending and unanswered. */
export default function WorkOrderFormPage() {
  const { t } = useTranslation('workOrders');
  const id = useIdParam();
  const editing = useLocation().pathname === WORK_ORDER_PATHS.edit;
  const order = useWorkOrder(editing ? id : null);
  if (!editing) return <WorkOrderForm />;
  if (!id) return <MissingRecord title={t('form.edit')} back={WORK_ORDER_PATHS.list} />;
  if (order.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={t('form.edit')} back={WORK_ORDER_PATHS.list} />
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      </Stack>
    );
  return <WorkOrderForm editId={id} order={order.data} />;
}
