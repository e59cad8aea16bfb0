import { PASSWORD_PATTERN } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { passwordChecks } from './passwordChecks';

const met = (password: string, old?: string) =>
  passwordChecks(password, old)
    .filter((check) => check.met)
    .map((check) => check.rule);

describe('the password rules shown while typing', () => {
  it('marks each part of the rule on its own', () => {
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['lower']);
    expect(met('abcdefgh')).toEqual(['length', 'lower']);
    expect(met('Abcdefg1')).toEqual(['length', 'upper', 'lower', 'digitOrSymbol']);
    expect(met('Abcdefghijklmnop#')).toEqual(['upper', 'lower', 'digitOrSymbol']);
  });

  it('agrees with the contract: all parts met exactly when the pattern matches', () => {
    for (const password of [
      'Abcdefg1',
      'abcdefg1',
      'ABCDEFG#',
      'Ab#',
      'Abcdefgh',
      'Pass word!',
      'Ünïcode#Aa',
    ]) {
      const all = passwordChecks(password).every((check) => check.met);
      expect(all, password).toBe(PASSWORD_PATTERN.test(password));
    }
  });

  it('asks for a password different from the current one when that one is given', () => {
    expect(met('Abcdefg1', 'Abcdefg1')).not.toContain('differs');
    expect(met('Abcdefg2', 'Abcdefg1')).toContain('differs');
    expect(passwordChecks('Abcdefg1').map((check) => check.rule)).not.toContain('differs');
  });
});
