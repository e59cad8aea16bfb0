import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN, translate, ZPassword, ZPhone } from '../src/index';

describe('password rule (8-16 chars, upper and lower case, a digit or symbol)', () => {
  it.each(['Abcdefg1', 'Abcdefg!', 'Strong@2026', 'Aa1aaaaaaaaaaaaa'])('accepts %s', (password) => {
    expect(ZPassword.safeParse(password).success).toBe(true);
  });
  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Aa1aaaaaaaaaaaaaa', ''])(
    'refuses %s with the rule message',
    (password) => {
      const result = ZPassword.safeParse(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('password.rule');
    },
  );
  it('holds for any string: accepted exactly when the rule says so', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const expected =
          value.length >= 8 &&
          value.length <= 16 &&
          /[a-z]/.test(value) &&
          /[A-Z]/.test(value) &&
          /[^A-Za-z]/.test(value);
        expect(PASSWORD_PATTERN.test(value)).toBe(expected);
      }),
    );
  });
});

describe('phone rule (11 digits)', () => {
  it('accepts 11 digits', () => expect(ZPhone.safeParse('13800138000').success).toBe(true));
  it('gives the length message for other lengths and the format message for letters', () => {
    expect(ZPhone.safeParse('1380013800').error?.issues[0]?.message).toBe('phone.length');
    expect(ZPhone.safeParse('1380013800x').error?.issues[0]?.message).toBe('phone.invalid');
  });
});

describe('translate', () => {
  it('fills placeholders in every language', () => {
    expect(translate('auth.locked', 'en', { minutes: 15 })).toBe(
      'Too many failed sign-ins: the account is locked, try again in 15 minutes',
    );
    expect(translate('auth.locked', 'cn', { minutes: 5 })).toContain('5 分钟');
    expect(translate('upload.tooLarge', 'fr', { maxMb: 5 })).toBe('Le fichier ne doit pas dépasser 5 Mo');
  });
  it('passes unknown keys through', () => expect(translate('no.such.key', 'en')).toBe('no.such.key'));
});
