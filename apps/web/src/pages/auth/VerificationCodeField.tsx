import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Seconds between two verification codes. */
export const RESEND_SECONDS = 60;

interface VerificationCodeFieldProps {
  /** The form's props for the code input (value, change, error, blur). */
  inputProps: TextInputProps;
  onSend: () => void;
  sending: boolean;
  /** Seconds before another code may be sent; 0 when sending is possible. */
  remaining: number;
  description?: string;
}

/** The 6-digit code input with its "send code" button, which waits 60 s between sends. */
export function VerificationCodeField({
  inputProps,
  onSend,
  sending,
  remaining,
  description,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        {...inputProps}
        style={{ flex: 1 }}
        label={t('register.code')}
        placeholder={t('register.codePlaceholder')}
        description={description}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        name="code"
      />
      <Button
        variant="light"
        // Aligned with the input, below the label (and the description when there is one).
        mt={description ? 45 : 25}
        w={150}
        px="xs"
        onClick={onSend}
        loading={sending}
        disabled={remaining > 0}
        data-testid="send-code"
      >
        {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('register.sendCode')}
      </Button>
    </Group>
  );
}
