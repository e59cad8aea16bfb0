import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { type Credentials, useSignInMutation } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useSessionAccessQuery } from '../../api/session';
import { useSession } from '../../auth/session';
import { AlertIcon } from '../../components/icons';
import { PageLoader } from '../../components/PageLoader';
import { HOME_PATH } from '../../routing/registry';
import { prepareScreen } from '../../routing/screens';
import { useCanOpen } from '../../routing/useCanOpen';
import { AuthLayout } from './AuthLayout';

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, string>>;

/** The account just registered or reset, offered so the person only types the password. */
function accountFrom(state: unknown): string {
  const account = (state as { account?: unknown } | null)?.account;
  return typeof account === 'string' ? account : '';
}

/** The page asked for: `?redirect=` or the page that sent a visitor here; a path of this site only. */
function requestedPage(search: string, state: unknown): string | undefined {
  const from = new URLSearchParams(search).get('redirect') ?? (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from.startsWith('/login') ? undefined : from;
}

/** The path of an address of this site. */
const pathOf = (address: string) => new URL(address, window.location.origin).pathname;

/**
 * Just signed in: to the page asked for when this person may open it (the address may be another
 * person's, left in the tab), else home. Waits for the person's permissions to know.
 */
function AfterSignIn({ requested }: { requested: string | undefined }) {
  const access = useSessionAccessQuery();
  const canOpen = useCanOpen();
  if (requested === undefined) return <Navigate to={HOME_PATH} replace />;
  if (access.isPending) return <PageLoader />;
  return <Navigate to={access.data && canOpen(pathOf(requested)) ? requested : HOME_PATH} replace />;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  // The next screen's code and data are asked for as soon as the session is there.
  const signIn = useSignInMutation(() => {
    const requested = requestedPage(location.search, location.state);
    prepareScreen(requested ? pathOf(requested) : HOME_PATH, true);
  });

  const [values, setValues] = useState<Credentials>(() => ({
    account: accountFrom(location.state),
    password: '',
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Signing in stores the session, which re-renders this page into the redirect below.
  if (session) return <AfterSignIn requested={requestedPage(location.search, location.state)} />;

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.account.trim()) errors.account = t('login.accountRequired');
    if (!values.password) errors.password = t('login.passwordRequired');
    return errors;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const errors = validate();
    setFieldErrors(errors);
    if (errors.account || errors.password) return;

    signIn.mutate(
      { account: values.account.trim(), password: values.password },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFormError(t('errors.unexpected'));
            return;
          }
          const serverFieldErrors: FieldErrors = {
            account: error.fieldError('account'),
            password: error.fieldError('password'),
          };
          setFieldErrors(serverFieldErrors);
          // A field message already says what is wrong; the general message is for everything else.
          if (!serverFieldErrors.account && !serverFieldErrors.password) setFormError(error.msg);
        },
      },
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('login.subtitle')}
            </Text>
          </div>

          {formError ? (
            <Alert
              variant="light"
              color="red"
              title={t('login.failed')}
              icon={<AlertIcon />}
              role="alert"
              data-testid="login-error"
            >
              {formError}
            </Alert>
          ) : null}

          <TextInput
            label={t('login.account')}
            placeholder={t('login.accountPlaceholder')}
            name="account"
            autoComplete="username"
            required
            size="md"
            value={values.account}
            error={fieldErrors.account}
            onChange={(event) => update('account', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            name="password"
            autoComplete="current-password"
            required
            size="md"
            value={values.password}
            error={fieldErrors.password}
            // The inner input of PasswordInput is not marked invalid by Mantine itself.
            aria-invalid={fieldErrors.password ? true : undefined}
            onChange={(event) => update('password', event.currentTarget.value)}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgotPassword" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('login.noAccount')}
            </Text>
            <Anchor component={Link} to="/register" size="sm" fw={500}>
              {t('login.register')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
