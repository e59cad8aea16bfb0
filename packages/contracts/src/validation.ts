import type { core } from 'zod';
import { en, fr, zhCN } from 'zod/locales';
import type { Language } from './common';
import { isMessageKey, translate } from './messages';

export type Issue = core.$ZodIssue;

const zodLocales: Record<Language, { localeError: core.$ZodErrorMap }> = { cn: zhCN(), en: en(), fr: fr() };

/** "This field is required" in each language: kinder than zod's "expected string, received undefined". */
export const REQUIRED_MESSAGE: Record<Language, string> = {
  cn: '此项为必填项',
  en: 'This field is required',
  fr: 'Ce champ est obligatoire',
};

function isEmptyInput(input: unknown): boolean {
  return (
    input === undefined || input === null || input === '' || (Array.isArray(input) && input.length === 0)
  );
}

/** An issue that only says "nothing was entered". */
function isMissingValue(issue: Issue): boolean {
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type') return isEmptyInput(input);
  if (issue.code === 'too_small') {
    const minimum = Number((issue as { minimum?: number | bigint }).minimum);
    return minimum === 1 && (issue.origin === 'string' || issue.origin === 'array') && isEmptyInput(input);
  }
  return false;
}

/**
 * One zod issue as a message in a language, worded the same by the API and the web forms: our message
 * keys (`password.rule`) through `translate` with the issue's bounds as `{max}`/`{min}`, an empty
 * required value as "required", anything else through zod's own locale. Parse with
 * `{ reportInput: true }` so zod can say what it received.
 */
export function issueMessage(issue: Issue, language: Language): string {
  if (isMessageKey(issue.message)) {
    const bound = issue as { maximum?: number | bigint; minimum?: number | bigint };
    return translate(issue.message, language, {
      max: String(bound.maximum ?? ''),
      min: String(bound.minimum ?? ''),
    });
  }
  if (isMissingValue(issue)) return REQUIRED_MESSAGE[language];
  const localized = zodLocales[language].localeError(issue as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}
