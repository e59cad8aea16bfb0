import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ZResetPasswordBody } from '@trace/contracts/auth';
import { translate } from '@trace/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { callRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { useSession } from '../../auth/session';
import { AlertIcon, MailIcon } from '../../components/icons';
import { useLanguage } from '../../i18n';
import { useZodForm } from '../../kit/form/useZodForm';
import { HOME_PATH } from '../../routing/registry';
import { AuthLayout } from './AuthLayout';
import { useCountdown } from './useCountdown';
import { RESEND_SECONDS, VerificationCodeField } from './VerificationCodeField';

const INITIAL_VALUES = { account: '', code: '', password: '', confirmPassword: '' };

/** /forgotPassword: a code sent to the account's email, then a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const countdown = useCountdown();
  const form = useZodForm(ZResetPasswordBody, INITIAL_VALUES);
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);

  const sendCode = useMutation({
    mutationFn: (account: string) =>
      callRoute(ROUTES.auth.sendForgotPasswordCode, { body: { account } }, { recoverSession: false }),
  });
  const reset = useMutation({
    mutationFn: (body: typeof INITIAL_VALUES) =>
      callRoute(ROUTES.auth.resetPassword, { body }, { recoverSession: false }),
  });

  if (session) return <Navigate to={HOME_PATH} replace />;

  function showServerError(error: unknown) {
    if (form.setServerErrors(error)) return;
    setFormError(error instanceof ApiError ? error.msg : t('errors.unexpected'));
  }

  function requestCode() {
    setFormError(null);
    if (form.validateField('account').hasError) return;
    sendCode.mutate(form.values.account.trim(), {
      onSuccess: () => {
        countdown.start(RESEND_SECONDS);
        setCodeSent(true);
        notifications.show({ color: 'teal', message: translate('code.sent', language) });
      },
      onError: showServerError,
    });
  }

  const submit = form.submit(async (data) => {
    setFormError(null);
    try {
      await reset.mutateAsync(data);
      notifications.show({ color: 'teal', message: translate('password.reset', language) });
      navigate('/login', { replace: true, state: { account: data.account } });
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('forgot.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('forgot.subtitle')}
            </Text>
          </div>

          {formError ? (
            <Alert
              variant="light"
              color="red"
              title={t('forgot.failed')}
              icon={<AlertIcon />}
              role="alert"
              data-testid="forgot-error"
            >
              {formError}
            </Alert>
          ) : null}

          <TextInput
            label={t('forgot.account')}
            placeholder={t('forgot.accountPlaceholder')}
            name="account"
            autoComplete="username"
            required
            {...form.getInputProps('account')}
          />
          <VerificationCodeField
            inputProps={form.getInputProps('code')}
            onSend={requestCode}
            sending={sendCode.isPending}
            remaining={countdown.remaining}
          />
          {codeSent ? (
            <Alert
              variant="light"
              color="teal"
              icon={<MailIcon size={18} />}
              py="xs"
              data-testid="forgot-code-sent"
            >
              <Text size="sm">{t('forgot.codeSent')}</Text>
            </Alert>
          ) : null}
          <PasswordInput
            label={t('forgot.newPassword')}
            placeholder={t('forgot.newPasswordPlaceholder')}
            description={translate('password.rule', language)}
            name="password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            aria-invalid={form.errors.password ? true : undefined}
          />
          <PasswordInput
            label={t('register.confirmPassword')}
            placeholder={t('register.confirmPasswordPlaceholder')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
            aria-invalid={form.errors.confirmPassword ? true : undefined}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={reset.isPending}>
            {t('forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm" fw={500}>
              {t('forgot.backToSignIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
