import { Stack, Text } from '@mantine/core';
import { ZResetUserPasswordBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { SYS_KEYS, type SysUser } from '../api';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordField } from '../components/PasswordField';

const EMPTY = { password: '', confirmPassword: '' };

/** Sets a new password for a user; every session of that user ends. */
export function ResetPasswordModal({ user, onClose }: { user: SysUser; onClose: () => void }) {
  const { t } = useTranslation('system');
  const form = useZodForm(ZResetUserPasswordBody, EMPTY);
  const reset = useApiMutation<null, typeof EMPTY>({
    call: (body) => callRouteEnvelope(ROUTES.system.resetUserPassword, { params: { id: user.id }, body }),
    form,
    invalidate: [SYS_KEYS.users],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('resetPassword')}
      onSubmit={form.submit((body) => reset.mutateAsync(body))}
      submitting={reset.isPending}
      submitLabel={t('users.resetSubmit')}
      formErrors={form.formErrors}
      size="md"
    >
      <Text size="sm" c="dimmed">
        {t('users.resetIntro', { account: user.account, name: user.userName })}
      </Text>
      <Stack gap="xs">
        <PasswordField
          label={t('newPassword')}
          required
          autoComplete="new-password"
          maxLength={128}
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordChecklist password={form.values.password} />
      </Stack>
      <PasswordField
        label={t('password.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={128}
        {...form.getInputProps('confirmPassword')}
      />
    </FormModal>
  );
}
