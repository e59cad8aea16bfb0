import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../../../kit';
import { type PasswordCheck, passwordChecks } from './passwordChecks';

/**
 * The password rules of spec section 5 as a live checklist under the new password: each rule turns
 * green once the typed password meets it.
 */
export function PasswordChecklist({ password, oldPassword }: { password: string; oldPassword?: string }) {
  const { t } = useTranslation('system');
  const checks = passwordChecks(password, oldPassword);
  const labels: Record<PasswordCheck['rule'], string> = t('password.rules', { returnObjects: true });
  return (
    <List spacing={4} size="sm" center data-testid="password-rules" aria-live="polite">
      {checks.map((check) => (
        <List.Item
          key={check.rule}
          data-met={check.met || undefined}
          icon={
            <ThemeIcon
              size={18}
              radius="xl"
              variant="light"
              color={check.met ? 'teal' : password ? 'red' : 'gray'}
            >
              {check.met ? <CheckIcon size={12} /> : <CloseIcon size={11} />}
            </ThemeIcon>
          }
        >
          <Group gap={4}>
            <Text size="sm" c={check.met ? undefined : 'dimmed'}>
              {labels[check.rule]}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
