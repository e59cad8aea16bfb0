import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client';
import { formatDateTime } from '../../../kit/format';
import { Icon, type KitIconProps } from '../../../kit/icons';
import { useVerify, type VerifyAnswer } from './api';

const ShieldIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);
const WarningIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Icon>
);

function Outcome({ answer, t }: { answer: VerifyAnswer; t: TFunction<'scan'> }) {
  if (answer.result === 'genuine')
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<ShieldIcon size={22} />}
        title={t('public.verify.genuineTitle')}
        data-testid="verify-result"
        data-result="genuine"
      >
        {t('public.verify.genuineBody')}
      </Alert>
    );
  if (answer.result === 'repeat')
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<WarningIcon size={22} />}
        title={t('public.verify.repeatTitle')}
        data-testid="verify-result"
        data-result="repeat"
      >
        {t('public.verify.repeatBody', {
          count: answer.count,
          since: formatDateTime(answer.firstVerifiedAt),
        })}
      </Alert>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<WarningIcon size={22} />}
      title={t('public.verify.stateTitle')}
      data-testid="verify-result"
      data-result={answer.result}
    >
      {t(`public.result.${answer.result}.body`)}
    </Alert>
  );
}

/** The anti-counterfeit check: the code under the coating, then genuine, repeated, or refused. */
export function VerifyCard({ excode, t }: { excode: string; t: TFunction<'scan'> }) {
  const [pcode, setPcode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useVerify(excode);
  const error = verify.error instanceof ApiError ? verify.error : null;
  const blocked =
    error && !error.fieldError('pcode')
      ? error.msg
      : verify.error && !error
        ? t('public.verify.failed')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = pcode.trim();
    if (!code) {
      setFieldError(t('public.verify.required'));
      return;
    }
    setFieldError(null);
    verify.mutate(code, {
      onError: (failure) => {
        if (failure instanceof ApiError) setFieldError(failure.fieldError('pcode') ?? null);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" shadow="xs" id="verify">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ShieldIcon size={20} color="var(--mantine-color-teal-7)" />
          <Title order={2} size="h4">
            {t('public.verify.title')}
          </Title>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('public.verify.label')}
              placeholder={t('public.verify.placeholder')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              size="md"
              value={pcode}
              onChange={(event) => {
                setPcode(event.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              error={fieldError}
              styles={{
                input: { letterSpacing: '0.12em', fontFamily: 'var(--mantine-font-family-monospace)' },
              }}
            />
            <Button type="submit" size="md" fullWidth loading={verify.isPending} color="teal">
              {t('public.verify.submit')}
            </Button>
          </Stack>
        </form>
        {blocked ? (
          <Alert color="red" variant="light" icon={<WarningIcon size={20} />} data-testid="verify-error">
            {blocked}
          </Alert>
        ) : null}
        {verify.data && !verify.isPending ? <Outcome answer={verify.data} t={t} /> : null}
        <Text size="xs" c="dimmed">
          {t('public.labelCode')}:{' '}
          <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{excode}</span>
        </Text>
      </Stack>
    </Paper>
  );
}
