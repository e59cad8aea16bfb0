import { Alert, Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type RouteBody, type StoredFile, ZCreateLabelImportBody, ZId } from '@trace/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { callRouteEnvelope } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { useCompanyLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  SearchIcon,
  UploadField,
  useApiMutation,
  useZodForm,
} from '../../../kit';
import { useMyCompany } from '../../companies/api';
import { LABEL_KEYS, type Option, useApprovedProducts } from '../api';
import { detailPath, IMPORT_KEYS, type LabelImport, LIST_PATH } from './api';
import { FileLayout } from './components/FileLayout';

type ImportValues = { corpId: string | null; productId: string | null; file: StoredFile[] };
const EMPTY: ImportValues = { corpId: null, productId: null, file: [] };
const toBody = (values: ImportValues) => ({
  fileId: values.file[0]?.id,
  productId: values.productId ?? undefined,
  corpId: values.corpId,
});
const fieldOf = (path: string) => (path === 'fileId' ? 'file' : path);
/** Administrators import for a company they choose; companies import for themselves. */
const ZAdminBody = ZCreateLabelImportBody.extend({ corpId: ZId });

/** A company chosen by typing part of its name; the server searches, the chosen name stays shown. */
function CompanySelect({
  value,
  name,
  error,
  onChange,
}: {
  value: string | null;
  name: string | null;
  error?: ReactNode;
  onChange: (id: string | null, name: string | null) => void;
}) {
  const { t: f } = useTranslation('labelImports');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const options = useCompanyLookup(keyword);
  const data = useMemo(() => {
    const list = options.data ?? [];
    const chosen: Option | null = value && name ? { value, label: name } : null;
    return chosen && !list.some((option) => option.value === chosen.value) ? [chosen, ...list] : list;
  }, [options.data, value, name]);
  return (
    <Select
      label={f('company')}
      placeholder={f('typePartOfTheName')}
      required
      data={data}
      value={value}
      error={error}
      onChange={(id, option) => onChange(id, id && option ? option.label : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      leftSection={<SearchIcon size={15} />}
      nothingFoundMessage={options.isFetching ? '…' : f('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function ImportForm({ admin }: { admin: boolean }) {
  const { t } = useTranslation('labelImports');
  const navigate = useNavigate();
  const form = useZodForm(admin ? ZAdminBody : ZCreateLabelImportBody, EMPTY, { toInput: toBody, fieldOf });
  const create = useApiMutation<LabelImport, RouteBody<typeof ROUTES.labelImports.create>>({
    call: (body) => callRouteEnvelope(ROUTES.labelImports.create, { body }),
    form,
    invalidate: [IMPORT_KEYS.all],
    successMessage: t('form.started'),
    onSuccess: (created) => navigate(detailPath(created), { replace: true }),
  });
  const mine = useMyCompany(!admin);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [companyName, setCompanyName] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ value: string; label: string; corpId: string } | null>(null);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  // Administrators search every company's products by what they type (the chosen name lists them all).
  const keyword = admin && typed !== chosen?.label ? typed : '';
  const products = useApprovedProducts(keyword);
  const corpId = form.values.corpId;
  const productOptions = useMemo(
    () =>
      (products.data ?? [])
        .filter((product) => !admin || product.corpId === corpId)
        .map((product) => ({ value: product.id, label: product.displayName })),
    [products.data, admin, corpId],
  );
  const productId = form.values.productId;
  const productData =
    chosen && chosen.value === productId && !productOptions.some((option) => option.value === chosen.value)
      ? [{ value: chosen.value, label: chosen.label }, ...productOptions]
      : productOptions;
  const submit = form.submit(async (body) => {
    setRefusal(null);
    try {
      await create.mutateAsync(body);
    } catch (error) {
      // A company that may not operate now is refused with the reason (409).
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.msg);
        if (!admin) void queryClient.invalidateQueries({ queryKey: LABEL_KEYS.myCompany });
      }
      throw error;
    }
  });
  const blocked = !admin && mine.data !== undefined && !mine.data?.operability.ok;
  const noProducts = !admin && products.data !== undefined && products.data.length === 0;

  return (
    <FormPage
      title={t('form.title')}
      back={LIST_PATH}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('form.submit')}
      formErrors={refusal ? [...form.formErrors, refusal] : form.formErrors}
      maxWidth={960}
    >
      {blocked ? (
        <Alert
          color="orange"
          variant="light"
          icon={<AlertCircleIcon size={18} />}
          title={t('form.blocked')}
          data-testid="import-blocked"
        >
          {mine.data?.operability.reason ?? t('form.noCompany')}
        </Alert>
      ) : null}
      <FormSection title={t('product')} description={admin ? t('form.ownerHintAdmin') : t('form.ownerHint')}>
        {noProducts ? (
          <Alert
            color="orange"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={t('form.noProducts')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('form.noProductsText')}</Text>
              <Button size="xs" variant="default" onClick={() => navigate('/productMessage')}>
                {t('form.toProducts')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: admin ? 2 : 1 }} spacing="md">
          {admin ? (
            <CompanySelect
              value={corpId}
              name={companyName}
              error={form.getInputProps('corpId').error}
              onChange={(id, name) => {
                form.setFieldValue('corpId', id);
                setCompanyName(name);
                if (chosen && chosen.corpId !== id) {
                  form.setFieldValue('productId', null);
                  setChosen(null);
                  setSearch('');
                }
              }}
            />
          ) : null}
          <Select
            label={t('product')}
            placeholder={admin && !corpId ? t('form.chooseCompanyFirst') : t('form.productPlaceholder')}
            description={admin && corpId ? t('form.typeToSearch') : undefined}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            required
            searchable
            clearable
            data={productData}
            disabled={products.isPending || (admin && !corpId)}
            nothingFoundMessage={products.isFetching ? '…' : t('form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('productId')}
            onChange={(id, option) => {
              form.setFieldValue('productId', id);
              const product = products.data?.find((entry) => entry.id === id);
              setChosen(
                id && option ? { value: id, label: option.label, corpId: product?.corpId ?? '' } : null,
              );
            }}
            {...(admin ? { searchValue: search, onSearchChange: setSearch } : {})}
          />
        </SimpleGrid>
      </FormSection>
      <FileLayout />
      <FormSection title={t('file')} description={t('form.fileHint')}>
        <UploadField
          kind="spreadsheet"
          label={t('form.file')}
          required
          {...form.getInputProps('file')}
          value={form.values.file}
        />
      </FormSection>
    </FormPage>
  );
}

/**
 * /importLabel1: a company (or an administrator, for a company it chooses) picks an approved product
 * and uploads an xls/xlsx of label codes; the file layout and a template are shown beside the form.
 * The new import opens at once and follows the check.
 */
export default function ImportFormPage() {
  const { t: f } = useTranslation('labelImports');
  const user = useCurrentUserQuery();
  if (user.data) return <ImportForm admin={user.data.userType === 'admin'} />;
  return (
    <FormPage
      title={f('form.title')}
      back={LIST_PATH}
      onSubmit={(event) => event.preventDefault()}
      loading
      loadError={user.error ?? undefined}
      onRetry={() => void user.refetch()}
    >
      {null}
    </FormPage>
  );
}
