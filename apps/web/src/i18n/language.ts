import type { Language } from '@trace/contracts';

export const LANGUAGE_STORAGE_KEY = 'language';
export const SUPPORTED_LANGUAGES: readonly Language[] = ['cn', 'en', 'fr'];
export const FALLBACK_LANGUAGE: Language = 'cn';

/** The value for `<html lang>` of each interface language. */
export const HTML_LANG: Record<Language, string> = { cn: 'zh-CN', en: 'en', fr: 'fr' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser language tag (`zh-CN`, `en-GB`, `fr`) to an interface language: zh or cn -> cn, en -> en, fr -> fr, else cn. */
export function languageFromBrowser(tag: string | undefined): Language {
  const primary = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh' || primary === 'cn') return 'cn';
  if (primary === 'en') return 'en';
  if (primary === 'fr') return 'fr';
  return FALLBACK_LANGUAGE;
}

/** The language chosen in this tab, else the browser's. */
export function initialLanguage(): Language {
  const stored = sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return languageFromBrowser(navigator.language);
}
