/** One rule of the password policy (spec section 5) and whether a password meets it. */
export interface PasswordCheck {
  rule: 'length' | 'upper' | 'lower' | 'digitOrSymbol' | 'differs';
  met: boolean;
}

/**
 * The parts of `PASSWORD_PATTERN` (8 to 16 characters, upper and lower case, a digit or symbol),
 * checked one by one so each can be shown as met or not; with the old password, also "differs".
 */
export function passwordChecks(password: string, oldPassword?: string): PasswordCheck[] {
  const checks: PasswordCheck[] = [
    { rule: 'length', met: password.length >= 8 && password.length <= 16 },
    { rule: 'upper', met: /[A-Z]/.test(password) },
    { rule: 'lower', met: /[a-z]/.test(password) },
    { rule: 'digitOrSymbol', met: /[^A-Za-z]/.test(password) },
  ];
  if (oldPassword !== undefined) {
    checks.push({ rule: 'differs', met: password.length > 0 && password !== oldPassword });
  }
  return checks;
}
