import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from './locales';

/** Counted texts take their form from i18next's plural rules of the language, never a fixed plural. */
describe('counted texts', () => {
  const i18n = i18next.createInstance();
  const ready = i18n.init({
    resources,
    lng: 'en',
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
  });
  const voided = async (lng: string, count: number) => {
    await ready;
    return i18n.t('labelVoids.performed', { lng, count, shown: String(count) });
  };

  it('says "1 label voided" and "30 labels voided" in English', async () => {
    expect(await voided('en', 1)).toBe('1 label voided. It no longer scans as genuine.');
    expect(await voided('en', 30)).toBe('30 labels voided. They no longer scan as genuine.');
  });

  it('keeps 0 and 1 singular in French', async () => {
    expect(await voided('fr', 0)).toMatch(/^0 étiquette annulée\./);
    expect(await voided('fr', 1)).toMatch(/^1 étiquette annulée\./);
    expect(await voided('fr', 2)).toMatch(/^2 étiquettes annulées\./);
  });

  it('keeps a million plural in French', async () => {
    expect(await voided('fr', 1_000_000)).toMatch(/^1000000 étiquettes annulées\./);
  });

  it('has one form in Chinese', async () => {
    expect(await voided('cn', 1)).toBe('已作废 1 枚标签，扫码不再显示为正品。');
  });

  it('counts labels, items and recipients by the same rules across the pages', async () => {
    await ready;
    // Keys by name at run time, as the e2e text reader reads them.
    const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
    const say = (lng: string, ns: string, key: string, count: number) =>
      t(key, { lng, ns, count, shown: String(count), weight: '5' });
    expect(say('en', 'batches', 'bind.bound', 1)).toBe('1 label bound');
    expect(say('en', 'batches', 'bind.bound', 3)).toBe('3 labels bound');
    expect(say('fr', 'batches', 'bind.bound', 1)).toBe('1 étiquette liée');
    expect(say('fr', 'batches', 'bind.bound', 3)).toBe('3 étiquettes liées');
    expect(say('en', 'labelImports', 'detail.successText', 1)).toMatch(/^1 label was added/);
    expect(say('en', 'shipments', 'detail.countedValue', 1)).toBe('1 item, 5 g');
    expect(say('en', 'shell', 'messages.form.sent', 1)).toBe('Message sent to 1 recipient');
    expect(say('fr', 'shell', 'messages.form.sent', 2)).toBe('Message envoyé à 2 destinataires');
    expect(say('cn', 'labels', 'common.labels', 1)).toBe('1 枚');
  });
});
