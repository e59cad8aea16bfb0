import type { Language } from '@trace/contracts';
import { useLanguage } from '../i18n';

/**
 * A page group's own texts in the interface language: `texts` holds one object per language, each
 * with the keys of the English one (`const cn: typeof en = {...}`), and re-renders on a switch.
 */
export function useTexts<T>(texts: Readonly<Record<Language, T>>): T {
  return texts[useLanguage()];
}
