import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './language';

describe('languageFromBrowser', () => {
  it.each([
    ['zh-CN', 'cn'],
    ['zh-TW', 'cn'],
    ['cn', 'cn'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['fr-CA', 'fr'],
    ['de-DE', 'cn'],
    ['', 'cn'],
    [undefined, 'cn'],
  ])('maps %s to %s', (tag, language) => {
    expect(languageFromBrowser(tag)).toBe(language);
  });
});
