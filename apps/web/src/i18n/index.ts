import type { Language } from '@trace/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  HTML_LANG,
  initialLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './language';
import type { Namespace, Resources } from './locales';
import { MISSING_TEXT } from './missing';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    defaultNS: 'shell';
    fallbackNS: 'common';
  }
}

const startLanguage = initialLanguage();

/**
 * Each language's namespaces are chunks of their own, loaded in the current language only: the shell's
 * (below) before the first render, a page group's with its first page (`useTranslation('labels')`
 * suspends until they are here), and on a change of language every namespace loaded so far.
 */
const files = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/*/index.ts']);

/** What the shell reads on every screen: route titles and status labels of every group included. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'kit', 'shell', 'routes', 'statuses'];

/** The namespaces there are files for: one per page group, the shell's and the shared ones. */
const NAMESPACES = new Set(Object.keys(files).map((file) => file.split('/')[3]?.replace(/\.ts$/, '')));

/**
 * A page's loader that also loads its group's texts (`pages/labels` → `labels`), and those of any other
 * group it reads, side by side, so the page does not wait for its texts after its code. A group without
 * a namespace of its own loads none.
 */
export function withGroupTexts<T>(
  load: () => Promise<T>,
  group: string,
  others: readonly string[] = [],
): () => Promise<T> {
  const namespaces = [group, ...others].filter((namespace) => NAMESPACES.has(namespace));
  if (namespaces.length === 0) return load;
  return () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([page]) => page);
}

/** Resolves once the start language's shell texts are loaded; the app renders after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, ns: string) => {
      const load = files[`./locales/${language}/${ns}.ts`];
      if (!load) throw new Error(`No texts for ${language}/${ns}`);
      // The backend unwraps a `default` export, and `common` has a word keyed `default`: hand it one.
      return { default: (await load())[ns] };
    }),
  )
  .init({
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'shell',
    // Words every page uses (Company, Status, Cancel) live once in `common`; any namespace reaches them.
    fallbackNS: 'common',
    lng: startLanguage,
    // Every language holds every key (translations.test.ts), so no second language is ever fetched.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text that is not there shows its key; say so where the browser flows (and a person) can see it.
    saveMissing: true,
    missingKeyHandler: (languages, ns, key) =>
      console.error(`${MISSING_TEXT} ${ns}:${key} (${[languages].flat().join(', ')})`),
  });

document.documentElement.lang = HTML_LANG[startLanguage];
sessionStorage.setItem(LANGUAGE_STORAGE_KEY, startLanguage);

i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng)) return;
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = HTML_LANG[lng];
});

/**
 * The current interface language; requests send it as `sysLanguage`. Before the start language's texts
 * are loaded (the requests made at start-up), it is the start language.
 */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : startLanguage;
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
