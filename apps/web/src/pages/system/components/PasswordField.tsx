import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input that also tells assistive technology when its value is refused. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      maxLength={128}
      {...props}
      aria-invalid={Boolean(props.error)}
    />
  );
}
