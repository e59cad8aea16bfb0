import type { Language, Localized } from '@trace/contracts';
import i18next from 'i18next';
import type { Namespace, Resources } from './locales';
import type { TextKeys } from './locales/types';

/**
 * A text named by its namespace and key (`'routes:stats.productCharts'`), for data that names a text
 * rather than showing it: route titles, status labels. Resolved in the language asked for.
 */
export type TextKey = { [N in Namespace]: `${N}:${TextKeys<Resources[N]>}` }[Namespace];

/**
 * What a route title or a status label holds: a key into the locale files, or a name the contracts
 * carry in every language because the server shows it too (menus, scan results).
 */
export type Label = TextKey | Localized;

/** A label in a language. */
export function labelText(label: Label, language: Language): string {
  if (typeof label === 'string') return i18next.t(label, { lng: language });
  return label[language] || label.cn;
}
