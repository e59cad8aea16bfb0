import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, i18nReady, withGroupTexts } from '.';
import { resources } from './locales';

describe('loading texts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the shell namespaces of the start language, whole, before the first render', async () => {
    await i18nReady;
    expect(i18n.language).toBe('cn');
    // `common` has a word keyed `default`; the namespace must still arrive as the object it is.
    expect(i18n.getResourceBundle('cn', 'common')).toEqual(resources.cn.common);
    expect(i18n.t('common:default')).toBe(resources.cn.common.default);
    expect(i18n.t('routes:labels.detailPage')).toBe(resources.cn.routes.labels.detailPage);
    expect(i18n.hasResourceBundle('cn', 'labels')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
  });

  it("loads a page group's texts with the page", async () => {
    await i18nReady;
    const page = { default: 'the page' };
    expect(await withGroupTexts(async () => page, 'labels')()).toBe(page);
    expect(i18n.getResourceBundle('cn', 'labels')).toEqual(resources.cn.labels);
    // A folder without texts of its own (the home page reads the shell's) loads none.
    const load = async () => page;
    expect(withGroupTexts(load, 'home')).toBe(load);
  });

  it('loads every namespace used so far in a new language, and no other language', async () => {
    await i18nReady;
    await withGroupTexts(async () => null, 'batches')();
    await changeLanguage('fr');
    expect(i18n.t('batches:list.title')).toBe(resources.fr.batches.list.title);
    expect(i18n.t('common:default')).toBe(resources.fr.common.default);
    expect(i18n.hasResourceBundle('en', 'batches')).toBe(false);
  });

  it('says in the console when a text is missing', async () => {
    await i18nReady;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('shell:no.such.text' as never)).toBe('no.such.text');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Missing text shell:no\.such\.text/));
  });
});
