/** The plural forms i18next picks from `count` (`key_one`, `key_other`, ...), by the language's rules. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralBase<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/**
 * A translation of an English namespace: the same keys, every leaf a string. A counted text
 * (`performed_one`, `performed_other`) may carry the forms its own language needs (French `_many`);
 * `translations.test.ts` checks that each language has exactly those.
 */
export type Translation<T> = {
  readonly [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & { readonly [K in `${PluralBase<keyof T>}_${PluralForm}`]?: string };

/** The dotted keys of a namespace, a counted text named once without its plural form. */
export type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralForm}` ? Base : K}`
    : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
