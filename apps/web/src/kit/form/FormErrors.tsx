import { Alert } from '@mantine/core';
import { AlertCircleIcon } from '../icons';

/** The server's errors that belong to no field (`form.formErrors`), one per line; nothing when none. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" icon={<AlertCircleIcon size={18} />} role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
