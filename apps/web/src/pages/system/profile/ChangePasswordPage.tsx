import { Alert, Stack } from '@mantine/core';
import { ZChangePasswordBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { endSession, getSession } from '../../../auth/session';
import { AlertCircleIcon, FormPage, FormSection, useApiMutation, useZodForm } from '../../../kit';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordField } from '../components/PasswordField';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * /SysUpdatePwd: changes the own password. The server ends every session of the account, this one
 * included, so on success the person signs in again with the new password.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const form = useZodForm(ZChangePasswordBody, EMPTY);
  const change = useApiMutation<null, typeof EMPTY>({
    call: (body) => callRouteEnvelope(ROUTES.system.changePassword, { body }),
    form,
    onSuccess: () => {
      const account = getSession()?.user.account;
      endSession();
      // Ending the session makes the shell send the person to /login, to come back here after signing
      // in; once it has, the sign-in page is reopened with the account filled in and home as the next stop.
      setTimeout(() => navigate('/login', { replace: true, state: account ? { account } : null }), 0);
    },
  });

  return (
    <FormPage
      title={t('changePassword')}
      subtitle={t('password.subtitle')}
      onSubmit={form.submit((body) => change.mutateAsync(body))}
      submitting={change.isPending}
      submitLabel={t('changePassword')}
      formErrors={form.formErrors}
      maxWidth={640}
    >
      <FormSection>
        <Alert variant="light" color="blue" icon={<AlertCircleIcon size={18} />}>
          {t('password.signOutNotice')}
        </Alert>
        <PasswordField
          label={t('password.oldPassword')}
          required
          autoComplete="current-password"
          maxLength={128}
          {...form.getInputProps('oldPassword')}
        />
        <Stack gap="xs">
          <PasswordField
            label={t('newPassword')}
            required
            autoComplete="new-password"
            maxLength={128}
            {...form.getInputProps('password')}
          />
          <PasswordChecklist password={form.values.password} oldPassword={form.values.oldPassword} />
        </Stack>
        <PasswordField
          label={t('password.confirmPassword')}
          required
          autoComplete="new-password"
          maxLength={128}
          {...form.getInputProps('confirmPassword')}
        />
      </FormSection>
    </FormPage>
  );
}
