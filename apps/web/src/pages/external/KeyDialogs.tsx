import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PARTNER_IP_ALLOW_MAX,
  PARTNER_ROTATION_GRACE_MAX_HOURS,
  ZCreatePartnerKeyBody,
  ZRotatePartnerKeyBody,
  ZUpdatePartnerKeyBody,
} from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { AlertCircleIcon, CheckIcon, FormModal, useApiMutation, useZodForm, type ZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { EXTERNAL_KEYS, type KeyModalProps, type PartnerKeyRow } from './api';
import {
  dayAfter,
  type KeyValues,
  keyFieldOf,
  keyValues,
  lastExpiryDay,
  newKeyValues,
  toKeyBody,
} from './keyForm';
import { ScopeMatrix } from './ScopeMatrix';

/** A key just made or rotated, with the secret the server shows this once. */
export interface IssuedKey {
  key: PartnerKeyRow;
  secret: string;
}

/** The fields a key's name, scopes and addresses are edited with (the expiry only for a new key). */
function KeyFields({
  input,
  withExpiry,
}: {
  input: (field: keyof KeyValues & string) => ReturnType<ZodForm<z.ZodType, KeyValues>['getInputProps']>;
  withExpiry: boolean;
}) {
  const { t } = useTranslation('external');
  const now = useMemo(() => new Date(), []);
  return (
    <>
      <TextInput
        label={t('keys.name')}
        description={t('keys.nameHint')}
        required
        maxLength={100}
        {...input('name')}
      />
      <ScopeMatrix {...input('scopes')} />
      {withExpiry ? (
        <DateField
          label={t('keys.expiresOn')}
          description={t('keys.expiresHint')}
          required
          clearable={false}
          minDate={dayAfter(now, 1)}
          maxDate={lastExpiryDay(now)}
          {...input('expiresOn')}
        />
      ) : null}
      <Textarea
        label={t('keys.addresses')}
        description={t('keys.addressesHint', { max: PARTNER_IP_ALLOW_MAX })}
        autosize
        minRows={2}
        maxRows={8}
        placeholder={'203.0.113.7\n203.0.113.0/24'}
        {...input('addresses')}
      />
    </>
  );
}

/** Issues a key to the application: its name, scopes, end and addresses; the secret comes back once. */
export function NewKeyModal({
  appId,
  opened,
  onClose,
  onIssued,
}: {
  appId: string;
  opened: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedKey) => void;
}) {
  const { t } = useTranslation('external');
  const initial = useMemo(() => newKeyValues(new Date()), []);
  const form = useZodForm(ZCreatePartnerKeyBody, initial, {
    toInput: (values) => toKeyBody(values, true),
    fieldOf: keyFieldOf,
  });
  const create = useApiMutation({
    call: (body: ReturnType<typeof toKeyBody>) =>
      callRouteEnvelope(ROUTES.external.createKey, {
        params: { id: appId },
        body: body as typeof body & { expiresAt: string },
      }),
    form,
    invalidate: [EXTERNAL_KEYS.all],
    successMessage: false,
    onSuccess: (issued) => {
      form.setValues(newKeyValues(new Date()));
      onClose();
      onIssued(issued);
    },
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('keys.add')}
      submitLabel={t('keys.issue')}
      onSubmit={form.submit((_, values) => create.mutateAsync(toKeyBody(values, true)))}
      submitting={create.isPending}
      formErrors={form.formErrors}
    >
      <KeyFields input={(field) => form.getInputProps(field)} withExpiry />
    </FormModal>
  );
}

/** Changes a key's name, scopes and address allow-list. */
export function EditKeyModal({ appId, partnerKey, onClose }: KeyModalProps) {
  const { t } = useTranslation('external');
  const initial = useMemo(() => keyValues(partnerKey), [partnerKey]);
  const form = useZodForm(ZUpdatePartnerKeyBody, initial, {
    toInput: (values) => toKeyBody(values, false),
    fieldOf: keyFieldOf,
  });
  const update = useApiMutation({
    call: (values: KeyValues) =>
      callRouteEnvelope(ROUTES.external.updateKey, {
        params: { id: appId, keyId: partnerKey.id },
        body: toKeyBody(values, false),
      }),
    form,
    invalidate: [EXTERNAL_KEYS.all],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('keys.edit', { prefix: partnerKey.prefix })}
      onSubmit={form.submit((_, values) => update.mutateAsync(values))}
      submitting={update.isPending}
      formErrors={form.formErrors}
    >
      <KeyFields input={(field) => form.getInputProps(field)} withExpiry={false} />
    </FormModal>
  );
}

/** Replaces a key by a new one; the old one keeps working for the grace period chosen. */
export function RotateKeyModal({
  appId,
  partnerKey,
  onClose,
  onIssued,
}: KeyModalProps & { onIssued: (issued: IssuedKey) => void }) {
  const { t } = useTranslation('external');
  const form = useZodForm(ZRotatePartnerKeyBody, { graceHours: 24 as number | string });
  const rotate = useApiMutation({
    call: (body: { graceHours: number }) =>
      callRouteEnvelope(ROUTES.external.rotateKey, { params: { id: appId, keyId: partnerKey.id }, body }),
    form,
    invalidate: [EXTERNAL_KEYS.all],
    successMessage: false,
    onSuccess: (issued) => {
      onClose();
      onIssued(issued);
    },
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('keys.rotateTitle', { prefix: partnerKey.prefix })}
      submitLabel={t('keys.rotate')}
      onSubmit={form.submit((body) => rotate.mutateAsync(body))}
      submitting={rotate.isPending}
      formErrors={form.formErrors}
      size="md"
    >
      <Text size="sm">{t('keys.rotateText')}</Text>
      <NumberInput
        label={t('keys.graceHours')}
        description={t('keys.graceHint', { max: PARTNER_ROTATION_GRACE_MAX_HOURS })}
        required
        min={0}
        max={PARTNER_ROTATION_GRACE_MAX_HOURS}
        allowDecimal={false}
        {...form.getInputProps('graceHours')}
      />
    </FormModal>
  );
}

/** The secret of a key just issued, shown this once with a copy button. */
export function IssuedSecretModal({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  const { t } = useTranslation('external');
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={<Text fw={600}>{t('keys.issuedTitle', { name: issued?.key.name ?? '' })}</Text>}
      centered
      size="lg"
      radius="md"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />} title={t('keys.storeNow')}>
          {t('keys.storeNowText')}
        </Alert>
        <Code block data-testid="issued-secret" style={{ wordBreak: 'break-all', fontSize: 14 }}>
          {issued?.secret ?? ''}
        </Code>
        <Text size="sm" c="dimmed">
          {t('keys.issuedUse')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={issued?.secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <CheckIcon size={16} /> : null}
                onClick={copy}
              >
                {copied ? t('keys.copied') : t('keys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('keys.stored')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
