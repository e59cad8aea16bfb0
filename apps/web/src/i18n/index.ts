import type { Language } from '@trace/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  HTML_LANG,
  initialLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './language';
import { type Resources, resources } from './locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    defaultNS: 'shell';
    fallbackNS: 'common';
  }
}

const startLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  resources,
  ns: Object.keys(resources.en),
  defaultNS: 'shell',
  // Words every page uses (Company, Status, Cancel) live once in `common`; any namespace reaches them.
  fallbackNS: 'common',
  lng: startLanguage,
  fallbackLng: 'cn',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = HTML_LANG[startLanguage];
sessionStorage.setItem(LANGUAGE_STORAGE_KEY, startLanguage);

i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng)) return;
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = HTML_LANG[lng];
});

/** The current interface language; requests send it as `sysLanguage`. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'cn';
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'cn';
}

export { i18n };
