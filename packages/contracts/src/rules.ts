import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * The message for a missing or mistyped value only; other checks of the same schema keep their own
 * messages (zod's schema-level `message` would otherwise replace them all).
 */
export function required(key: MessageKey) {
  return { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? key : undefined) };
}

/**
 * A count typed by a person (spec section 5): a whole number, and "Input cannot be Negative" before any
 * bound of the caller's (`.min`, `.max`), so a minus sign is never dropped or worded as "too small".
 */
export function ZCount(numberKey: MessageKey = 'count.notNumber') {
  return z
    .number({ message: numberKey })
    .int({ message: numberKey })
    .nonnegative({ message: 'count.negative', abort: true });
}

/** Password rule of spec section 5: 8-16 chars, upper and lower case, at least one digit or symbol. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z]).{8,16}$/;
export const ZPassword = z
  .string(required('password.required'))
  .regex(PASSWORD_PATTERN, { message: 'password.rule' });

/** A password as typed at sign-in: only presence is checked (rules may have changed since it was set). */
export const ZLoginPassword = z
  .string(required('password.required'))
  .min(1, { message: 'password.required' })
  .max(128, { message: 'text.tooLong' });

export const ZPhone = z
  .string(required('phone.invalid'))
  .regex(/^\d+$/, { message: 'phone.invalid' })
  .length(11, { message: 'phone.length' });

export const ZAccount = z
  .string(required('account.required'))
  .trim()
  .regex(/^[A-Za-z0-9_.]{4,32}$/, { message: 'account.format' });

export const ZEmail = z.email({ message: 'email.invalid' }).max(254);

export const ZVerificationCode = z.string().regex(/^\d{6}$/, { message: 'code.format' });

/** Characters never accepted in free text (markup and control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const ILLEGAL_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Free text with a length limit and no illegal characters (spec: "input containing illegal characters is rejected"). */
export function ZText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: 'text.tooLong' })
    .refine((value) => !ILLEGAL_TEXT.test(value), { message: 'error.illegalCharacters' });
}

/** Adds "the two entries match" to an object with password and confirmPassword. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: 'password.mismatch',
    path: ['confirmPassword'],
  });
}
