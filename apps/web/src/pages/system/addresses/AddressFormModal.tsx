import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { ZGoodsAddressBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { type GoodsAddress, SYS_KEYS } from '../api';
import { CompanySelect } from '../components/CompanySelect';
import { blankToNull } from '../components/formValues';

interface AddressFormValues extends Record<string, unknown> {
  corpId: string | null;
  receiver: string;
  phone: string;
  region: string;
  address: string;
  postcode: string;
  isDefault: boolean;
}

/** Adds or changes a delivery address; administrators may file a new one under a company. */
export function AddressFormModal({
  address,
  forCompany,
  onClose,
}: {
  address: GoodsAddress | null;
  /** The person is an administrator: a new address may belong to a company. */
  forCompany: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const initial = useMemo<AddressFormValues>(
    () => ({
      corpId: address?.corpId ?? null,
      receiver: address?.receiver ?? '',
      phone: address?.phone ?? '',
      region: address?.region ?? '',
      address: address?.address ?? '',
      postcode: address?.postcode ?? '',
      isDefault: address?.isDefault ?? false,
    }),
    [address],
  );
  const toInput = (values: AddressFormValues) => ({
    receiver: values.receiver,
    phone: values.phone,
    region: values.region,
    address: values.address,
    postcode: blankToNull(values.postcode),
    isDefault: values.isDefault,
    // The owner is set once, when the address is filed.
    ...(forCompany && !address ? { corpId: values.corpId } : {}),
  });
  const form = useZodForm(ZGoodsAddressBody, initial, { toInput });
  const save = useApiMutation<GoodsAddress, ReturnType<typeof toInput>>({
    call: (body) =>
      address
        ? callRouteEnvelope(ROUTES.system.goodsAddresses.update, { params: { id: address.id }, body })
        : callRouteEnvelope(ROUTES.system.goodsAddresses.create, { body }),
    form,
    invalidate: [SYS_KEYS.addresses],
    onSuccess: onClose,
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      {forCompany ? (
        <CompanySelect
          label={t('addresses.company')}
          description={address ? t('addresses.companyFixed') : t('addresses.companyHint')}
          placeholder={t('addresses.platformOwn')}
          disabled={Boolean(address)}
          selectedLabel={address?.corpName}
          {...form.getInputProps('corpId')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('receiver')}
          required
          maxLength={50}
          data-autofocus
          {...form.getInputProps('receiver')}
        />
        <TextInput
          label={t('addresses.phone')}
          placeholder={t('common.phonePlaceholder')}
          required
          inputMode="numeric"
          maxLength={11}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('addresses.region')}
          description={t('addresses.regionHint')}
          required
          maxLength={100}
          style={{ gridColumn: 'span 2' }}
          {...form.getInputProps('region')}
        />
        <TextInput
          label={t('addresses.postcode')}
          description={t('optional')}
          maxLength={10}
          {...form.getInputProps('postcode')}
        />
      </SimpleGrid>
      <TextInput label={t('addresses.address')} required maxLength={200} {...form.getInputProps('address')} />
      <Switch
        label={t('addresses.isDefault')}
        description={t('addresses.isDefaultHint')}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
