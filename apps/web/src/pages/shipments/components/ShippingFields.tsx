import {
  Alert,
  Anchor,
  Autocomplete,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { StoredFile } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import { AlertCircleIcon, FormSection, UploadField } from '../../../kit';
import { DateField, dayToIso, today } from '../../labels/components/DateField';
import { TruckIcon } from '../../labels/components/labelIcons';
import { useShippingTargets } from '../api';
import { CARRIER_SUGGESTIONS } from '../carriers';

/** The receiver and transport part of a shipping form, as people fill it. */
export type ShippingValues = {
  receiverCorpId: string | null;
  carrier: string;
  trackingNo: string;
  shippingDate: string | null;
  documents: StoredFile[];
  remark: string;
};

export const emptyShipping = (): ShippingValues => ({
  receiverCorpId: null,
  carrier: '',
  trackingNo: '',
  shippingDate: today(),
  documents: [],
  remark: '',
});

/** The form's receiver and transport values as the API takes them. */
export const shippingInput = (values: ShippingValues) => ({
  receiverCorpId: values.receiverCorpId,
  carrier: values.carrier,
  trackingNo: values.trackingNo,
  shippingDate: dayToIso(values.shippingDate),
  documents: values.documents.map((file) => file.url),
  remark: values.remark.trim() === '' ? null : values.remark,
});

/** Codes typed one per line (or separated by spaces, commas or semicolons). */
export const parseCodes = (text: string) => text.split(/[\s,;，；]+/).filter(Boolean);

type InputProps = (path: string) => GetInputPropsReturnType;

/** Receiver (a "can ship" partner), carrier, tracking number, date, documents and remark. */
export function ShippingFields({
  inputProps,
  values,
}: {
  inputProps: InputProps;
  values: Pick<ShippingValues, 'shippingDate' | 'documents'>;
}) {
  const { t } = useTranslation('shipments');
  const language = useLanguage();
  const partners = useShippingTargets();
  const noPartners = partners.isSuccess && partners.data.length === 0;
  return (
    <FormSection title={t('send.receiverSection')}>
      {noPartners ? (
        <Alert
          color="orange"
          variant="light"
          icon={<AlertCircleIcon size={18} />}
          title={t('send.noPartners')}
        >
          <Text size="sm">
            {t('send.noPartnersText')}{' '}
            <Anchor component={Link} to="/dealersMessage" size="sm">
              /dealersMessage
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      <Select
        label={t('send.receiver')}
        placeholder={t('send.receiverPlaceholder')}
        required
        searchable
        data={partners.data ?? []}
        nothingFoundMessage={t('send.noPartners')}
        comboboxProps={{ withinPortal: true }}
        maw={480}
        {...inputProps('receiverCorpId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Autocomplete
          label={t('common.carrier')}
          placeholder={t('send.carrierPlaceholder')}
          required
          maxLength={50}
          data={[...CARRIER_SUGGESTIONS[language]]}
          leftSection={<TruckIcon size={16} />}
          comboboxProps={{ withinPortal: true }}
          {...inputProps('carrier')}
        />
        <TextInput
          label={t('common.trackingNo')}
          description={t('send.trackingNoHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          maxLength={40}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...inputProps('trackingNo')}
        />
      </SimpleGrid>
      <DateField
        label={t('common.shippingDate')}
        required
        {...inputProps('shippingDate')}
        value={values.shippingDate}
      />
      <Stack gap="md">
        <UploadField
          kind="document"
          multiple
          maxFiles={10}
          label={t('send.documents')}
          {...inputProps('documents')}
          value={values.documents}
        />
        <Textarea label={t('remark')} autosize minRows={2} maxLength={200} {...inputProps('remark')} />
      </Stack>
    </FormSection>
  );
}
