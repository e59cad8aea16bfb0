import { AUDIT_ACTIONS, LANGUAGES } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/locales';
import { nameOf } from './logNames';

describe('audit action names', () => {
  it('names every action the API records, in every interface language, by words not its code', () => {
    for (const language of LANGUAGES) {
      const names = resources[language].system.logs.actions;
      for (const action of AUDIT_ACTIONS) {
        const name = nameOf(names, action);
        expect(name, `${language} ${action}`).not.toBe(action);
        expect(name.trim(), `${language} ${action}`).not.toBe('');
      }
    }
  });
});
