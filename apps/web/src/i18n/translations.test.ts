import { describe, expect, it } from 'vitest';
import { resources } from './locales';
import type { PluralForm } from './locales/types';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
type Tree = { readonly [key: string]: string | Tree };

/** Every text of a language as dotted key -> value. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [leaf, text] of flatten(value, `${prefix}${key}.`)) texts.set(leaf, text);
  }
  return texts;
}

/** A text's keys as i18next reads them: a counted text once, with the forms it has. */
function group(texts: Map<string, string>): Map<string, Map<PluralForm | '', string>> {
  const keys = new Map<string, Map<PluralForm | '', string>>();
  for (const [key, value] of texts) {
    const [, base, form] = PLURAL.exec(key) ?? [key, key, ''];
    const forms = keys.get(base!) ?? new Map<PluralForm | '', string>();
    forms.set(form as PluralForm | '', value);
    keys.set(base!, forms);
  }
  return keys;
}

/** The `{{name}}` variables a text interpolates (`count` aside: a form may leave the number out). */
const variables = (values: Iterable<string>) =>
  [...new Set([...values].flatMap((v) => [...v.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]!)))]
    .filter((name) => name !== 'count')
    .sort();

const languages = Object.keys(resources) as (keyof typeof resources)[];
const cases = Object.keys(resources.en).flatMap((ns) => languages.map((language) => [ns, language] as const));

describe('translations', () => {
  it.each(cases)('%s has every English key in %s, filled, with the same variables', (ns, language) => {
    const source = group(flatten(resources.en[ns as keyof typeof resources.en] as Tree));
    const target = group(flatten(resources[language][ns as keyof typeof resources.en] as Tree));
    // i18next picks a form by the language's own plural rules (cn falls back to the default rules).
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, forms] of source) {
      const translated = target.get(key);
      if (!translated) {
        problems.push(`${key}: missing`);
        continue;
      }
      const counted = !forms.has('');
      if (counted) {
        for (const form of needed) if (!translated.has(form)) problems.push(`${key}_${form}: missing`);
        for (const form of translated.keys())
          if (!needed.includes(form as Intl.LDMLPluralRule))
            problems.push(`${key}_${form}: not a form of ${language}`);
      } else if (!translated.has('')) problems.push(`${key}: counted here but not in English`);
      for (const [form, value] of translated)
        if (value.trim() === '') problems.push(`${form ? `${key}_${form}` : key}: empty`);
      const expected = variables(forms.values()).join(', ');
      const actual = variables(translated.values()).join(', ');
      if (expected !== actual) problems.push(`${key}: variables {${actual}} instead of {${expected}}`);
    }
    for (const key of target.keys()) if (!source.has(key)) problems.push(`${key}: not in English`);
    expect(problems).toEqual([]);
  });

  // Route titles and status labels are keyed by page group and always read by their full key
  // (`routes:labels.detailPage`), never as a word of the page's own namespace.
  const BY_GROUP = new Set(['common', 'routes', 'statuses']);
  it.each(Object.keys(resources.en).filter((ns) => !BY_GROUP.has(ns)))(
    '%s does not hide a word of common (t falls back to common only for a key the namespace lacks)',
    (ns) => {
      const own = Object.keys(resources.en[ns as keyof typeof resources.en]);
      expect(own.filter((key) => Object.hasOwn(resources.en.common, key))).toEqual([]);
    },
  );
});
