import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ZRegisterBody } from '@trace/contracts/auth';
import { COMPANY_USER_TYPES } from '@trace/contracts/common';
import { translate } from '@trace/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { callRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { useSession } from '../../auth/session';
import { AlertIcon } from '../../components/icons';
import { useLanguage } from '../../i18n';
import { useZodForm } from '../../kit/form/useZodForm';
import { HOME_PATH } from '../../routing/registry';
import { AuthLayout } from './AuthLayout';
import { useCountdown } from './useCountdown';
import { RESEND_SECONDS, VerificationCodeField } from './VerificationCodeField';

const INITIAL_VALUES = {
  account: '',
  userName: '',
  userType: 'producer' as (typeof COMPANY_USER_TYPES)[number],
  phone: '',
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
};

/** /register: a company account, checked here with the same rules the server applies. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const countdown = useCountdown();
  const form = useZodForm(ZRegisterBody, INITIAL_VALUES);
  const [formError, setFormError] = useState<string | null>(null);

  const sendCode = useMutation({
    mutationFn: (email: string) =>
      callRoute(ROUTES.auth.sendRegisterCode, { body: { email } }, { recoverSession: false }),
  });
  const register = useMutation({
    mutationFn: (body: typeof INITIAL_VALUES) =>
      callRoute(ROUTES.auth.register, { body }, { recoverSession: false }),
  });

  if (session) return <Navigate to={HOME_PATH} replace />;

  /** Server field errors go under their fields; anything else above the form. */
  function showServerError(error: unknown) {
    if (form.setServerErrors(error)) return;
    setFormError(error instanceof ApiError ? error.msg : t('errors.unexpected'));
  }

  function requestCode() {
    setFormError(null);
    if (form.validateField('email').hasError) return;
    sendCode.mutate(form.values.email.trim(), {
      onSuccess: () => {
        countdown.start(RESEND_SECONDS);
        notifications.show({ color: 'teal', message: translate('code.sent', language) });
      },
      onError: showServerError,
    });
  }

  const submit = form.submit(async (data) => {
    setFormError(null);
    try {
      const created = await register.mutateAsync(data);
      notifications.show({ color: 'teal', message: translate('register.done', language) });
      navigate('/login', { replace: true, state: { account: created.account } });
    } catch (error) {
      showServerError(error);
    }
  });

  const field = (name: keyof typeof INITIAL_VALUES) => ({
    ...form.getInputProps(name),
    name,
    required: true,
  });

  return (
    <AuthLayout width={620}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('register.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('register.subtitle')}
            </Text>
          </div>

          {formError ? (
            <Alert
              variant="light"
              color="red"
              title={t('register.failed')}
              icon={<AlertIcon />}
              role="alert"
              data-testid="register-error"
            >
              {formError}
            </Alert>
          ) : null}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('register.account')}
              placeholder={t('register.accountPlaceholder')}
              autoComplete="username"
              {...field('account')}
            />
            <TextInput
              label={t('register.userName')}
              placeholder={t('register.userNamePlaceholder')}
              autoComplete="name"
              {...field('userName')}
            />
            <Select
              label={t('register.userType')}
              allowDeselect={false}
              data={COMPANY_USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))}
              {...field('userType')}
            />
            <TextInput
              label={t('register.phone')}
              placeholder={t('register.phonePlaceholder')}
              autoComplete="tel"
              inputMode="numeric"
              {...field('phone')}
            />
          </SimpleGrid>

          <TextInput
            label={t('register.email')}
            placeholder={t('register.emailPlaceholder')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <VerificationCodeField
            inputProps={form.getInputProps('code')}
            onSend={requestCode}
            sending={sendCode.isPending}
            remaining={countdown.remaining}
            description={t('register.codeHint')}
          />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('register.password')}
              placeholder={t('register.passwordPlaceholder')}
              autoComplete="new-password"
              {...field('password')}
              // The inner input of PasswordInput is not marked invalid by Mantine itself.
              aria-invalid={form.errors.password ? true : undefined}
            />
            <PasswordInput
              label={t('register.confirmPassword')}
              placeholder={t('register.confirmPasswordPlaceholder')}
              autoComplete="new-password"
              {...field('confirmPassword')}
              aria-invalid={form.errors.confirmPassword ? true : undefined}
            />
          </SimpleGrid>
          {form.errors.password ? null : (
            <Text size="xs" c="dimmed" mt={-8}>
              {translate('password.rule', language)}
            </Text>
          )}

          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('register.haveAccount')}
            </Text>
            <Anchor component={Link} to="/login" size="sm" fw={500}>
              {t('register.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
