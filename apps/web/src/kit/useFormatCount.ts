import { useCallback } from 'react';
import { useLanguage } from '../i18n';
import { formatCount } from './format';

/** `formatCount` in the interface language. */
export function useFormatCount(): (value: number) => string {
  const language = useLanguage();
  return useCallback((value: number) => formatCount(value, language), [language]);
}
