import { Alert, Badge, Button, Card, EmptyState, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LABEL_APPLICATION_MAX, type RouteBody, type StoredFile, ZCreateOrderBody } from '@trace/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  PageHeader,
  UploadField,
  useApiMutation,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type MyCompany, useMyCompany } from '../../companies/api';
import { type GoodsAddress, LABEL_KEYS, type LabelOrder, useAddresses, useApprovedProducts } from '../api';
import { CountField } from '../components/CountField';
import { SheetTypeField } from '../components/SheetTypeField';
import type { SheetType } from '../rules';

const LIST = '/applyLabel';
const REMARK_MAX = 200;

type ApplyValues = {
  productId: string | null;
  sheetType: SheetType;
  count: number | string;
  addressId: string | null;
  files: StoredFile[];
  remark: string;
};
const EMPTY: ApplyValues = {
  productId: null,
  sheetType: 'big',
  count: '',
  addressId: null,
  files: [],
  remark: '',
};

const toCreateBody = (values: ApplyValues) => ({
  productId: values.productId ?? undefined,
  sheetType: values.sheetType,
  count: values.count === '' ? undefined : Number(values.count),
  addressId: values.addressId ?? undefined,
  applicationFiles: values.files.map((file) => file.url),
  remark: values.remark.trim() === '' ? null : values.remark,
});
const fieldOf = (path: string) => (path.startsWith('applicationFiles') ? 'files' : path);

const addressLabel = (address: GoodsAddress) =>
  `${address.receiver} ${address.phone} · ${address.region} ${address.address}`;

function ApplyForm() {
  const { t } = useTranslation('labels');
  const navigate = useNavigate();
  const products = useApprovedProducts();
  const addresses = useAddresses();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(ZCreateOrderBody, EMPTY, { toInput: toCreateBody, fieldOf });
  const create = useApiMutation<LabelOrder, RouteBody<typeof ROUTES.labelOrders.create>>({
    call: (body) => callRouteEnvelope(ROUTES.labelOrders.create, { body }),
    form,
    invalidate: [LABEL_KEYS.orders],
    successMessage: t('apply.submitted'),
    onSuccess: (order) => navigate(`/detailPage?id=${order.id}`, { replace: true }),
  });

  // The default delivery address is chosen for the person once the addresses arrive.
  const { setFieldValue } = form;
  const addressId = form.values.addressId;
  useEffect(() => {
    if (addressId || !addresses.data?.length) return;
    const preferred = addresses.data.find((address) => address.isDefault) ?? addresses.data[0];
    if (preferred) setFieldValue('addressId', preferred.id);
  }, [addresses.data, addressId, setFieldValue]);

  const submit = form.submit(async (body) => {
    setRefusal(null);
    try {
      await create.mutateAsync(body);
    } catch (error) {
      // A company that may no longer operate is refused with the reason (409).
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.msg);
        void queryClient.invalidateQueries({ queryKey: LABEL_KEYS.myCompany });
      }
      throw error;
    }
  });

  const productOptions = (products.data ?? []).map((product) => ({
    value: product.id,
    label: product.displayName,
  }));
  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: addressLabel(address),
  }));
  const remark = form.values.remark;

  return (
    <FormPage
      title={t('apply.title')}
      back={LIST}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('submitTheApplication')}
      formErrors={refusal ? [...form.formErrors, refusal] : form.formErrors}
    >
      <FormSection title={t('apply.productSection')} description={t('apply.productSectionHint')}>
        {products.data && products.data.length === 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={t('apply.noProducts')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('apply.noProductsText')}</Text>
              <Button size="xs" variant="default" onClick={() => navigate('/productMessage')}>
                {t('apply.toProducts')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Select
          label={t('product')}
          placeholder={t('apply.productPlaceholder')}
          required
          searchable
          data={productOptions}
          disabled={products.isPending}
          nothingFoundMessage={t('addRun.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('productId')}
        />
        <SheetTypeField
          label={t('apply.sheetType')}
          {...form.getInputProps('sheetType')}
          value={form.values.sheetType}
        />
        <CountField
          max={LABEL_APPLICATION_MAX}
          sheetType={form.values.sheetType}
          {...form.getInputProps('count')}
          value={form.values.count}
        />
      </FormSection>

      <FormSection title={t('apply.deliverySection')}>
        {addresses.data && addresses.data.length === 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={t('apply.noAddress')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('apply.noAddressText')}</Text>
              <Button size="xs" variant="default" onClick={() => navigate('/SysGoodsAddress')}>
                {t('apply.toAddresses')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Select
          label={t('deliveryAddress')}
          placeholder={t('apply.addressPlaceholder')}
          required
          data={addressOptions}
          disabled={addresses.isPending}
          renderOption={({ option }) => {
            const address = addresses.data?.find((entry) => entry.id === option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{option.label}</Text>
                {address?.isDefault ? (
                  <Badge size="xs" variant="light">
                    {t('default')}
                  </Badge>
                ) : null}
              </Group>
            );
          }}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('addressId')}
        />
        <Textarea
          label={t('remark')}
          placeholder={t('apply.remarkPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REMARK_MAX}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('remark')}
        />
      </FormSection>

      <FormSection title={t('apply.documentSection')} description={t('apply.documentHint')}>
        <UploadField
          kind="document"
          multiple
          maxFiles={10}
          label={t('apply.document')}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
      </FormSection>
    </FormPage>
  );
}

/** Why the company cannot apply now, with the way forward. */
function CannotApply({ company }: { company: MyCompany }) {
  const { t: a } = useTranslation('labels');
  const navigate = useNavigate();
  // Without a traceability contract in force, applying for one is the way forward.
  const contract =
    company !== null &&
    (company.traceStatus !== 'traceable' ||
      (company.syEndTime !== null && new Date(company.syEndTime) < new Date()));
  return (
    <Card withBorder radius="md" padding="xl" data-testid="cannot-apply">
      <EmptyState
        icon={<AlertCircleIcon size={26} />}
        color="orange"
        variant="light"
        title={a('apply.blockedTitle')}
        description={company ? company.operability.reason : a('apply.noCompanyText')}
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => navigate('/setCompanyInformation')}>
            {a('companyInformation')}
          </Button>
          {contract ? (
            <Button variant="light" onClick={() => navigate('/ApplyTraceability')}>
              {a('applyForTraceability')}
            </Button>
          ) : null}
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/**
 * /applicationLabel: a company applies for labels — product, label type, count (a multiple of 40,
 * with the sheets it takes), delivery address, the signed application and a remark. A company that
 * may not operate (not approved, paused, no traceability contract in force) is told why first.
 */
export default function ApplyLabelPage() {
  const { t: a } = useTranslation('labels');
  const mine = useMyCompany();
  if (mine.data?.operability.ok) return <ApplyForm />;
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={a('apply.title')} back={LIST} />
      {mine.isError ? (
        <LoadFailed error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <DetailSkeleton />
      ) : (
        <CannotApply company={mine.data ?? null} />
      )}
    </Stack>
  );
}
