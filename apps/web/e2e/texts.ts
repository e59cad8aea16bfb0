import i18next from 'i18next';
import { type Namespace, type Resources, resources } from '../src/i18n/locales';
import type { TextKeys } from '../src/i18n/locales/types';

/** The interface's own texts, read the way the pages read them (same files, same interpolation). */
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'cn',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

type Reader = <N extends Namespace>(
  ns: N,
  key: TextKeys<Resources[N]>,
  values?: Record<string, unknown>,
) => string;
const reader =
  (lng: 'cn' | 'en' | 'fr'): Reader =>
  (ns, key, values) => {
    const found = i18n.t(key as string, { ...values, ns, lng }) as string;
    // A counted text is found only with a number `count`; a missing text comes back as its key.
    if (found === key)
      throw new Error(`${ns}:${String(key)} is not a text in ${lng} (a counted text needs a number count)`);
    // A variable the page fills in but the test did not give would leave `{{name}}` in the text sought.
    const unfilled = found.match(/\{\{\s*\w+\s*\}\}/g);
    if (unfilled) throw new Error(`${ns}:${String(key)} needs ${unfilled.join(', ')}`);
    return found;
  };

/** A text in English by namespace and key: `en('stats', 'products.title')`, `en('scans', 'x', { count })`. */
export const en = reader('en');
/** A text in Chinese (the default language) by namespace and key. */
export const cn = reader('cn');
/** A text in French by namespace and key. */
export const fr = reader('fr');

/** A text in a language chosen at run time: `text(language, 'shell', 'login.submit')`. */
export function text<N extends Namespace>(
  language: 'cn' | 'en' | 'fr',
  ns: N,
  key: TextKeys<Resources[N]>,
  values?: Record<string, unknown>,
): string {
  return reader(language)(ns, key, values);
}
