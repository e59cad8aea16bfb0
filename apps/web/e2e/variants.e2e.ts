import { randomUUID } from 'node:crypto';
import { NAVIGATION, type PlatformKey } from '@trace/contracts';
import { PLATFORM_SEEDS } from '@trace/db/seed/platforms';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CompanyFlow, companyFlow, type Language } from './flow';
import { en, text } from './texts';
import { combobox, field, row } from './ui';

/**
 * Two platform variants side by side on one database: the bird's-nest platform and the American
 * ginseng platform each show their own name, page title, icon and logo in the three languages, and
 * their own menus; a page of the other variant answers the forbidden page. On the ginseng platform a
 * company registers a farm through its form. Every page shown has no serious accessibility finding.
 */
const VARIANT_PAGES = NAVIGATION.flatMap((group) => group.pages).filter((page) => page.platforms);
const brandingOf = (key: PlatformKey) => PLATFORM_SEEDS.find((seed) => seed.key === key)!;
const LANGUAGES: readonly Language[] = ['cn', 'en', 'fr'];

/** The document title, header logo and favicon of the sign-in page in a language. */
async function checkBranding(flow: CompanyFlow, key: PlatformKey, language: Language) {
  const branding = brandingOf(key);
  const page = await flow.newPage(language);
  await page.goto('/login');
  await expect.poll(() => page.title()).toBe(branding.pageTitle[language]);
  await page.locator(`img[src="${branding.logo}"]`).first().waitFor();
  await expect.poll(() => page.locator('link[rel="icon"]').getAttribute('href')).toBe(branding.icon);
  // The logo and icon are served.
  for (const file of [branding.logo, branding.icon])
    expect((await page.request.get(file)).headers()['content-type']).toContain('image/svg');
  await page.context().close();
}

/** The producer's menu: this platform's variant pages are there, the other platforms' are not. */
async function checkMenus(page: Page, key: PlatformKey) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-path="/homeIndex"]').waitFor();
  for (const variantPage of VARIANT_PAGES) {
    const entry = sidebar.locator(`[data-path="${variantPage.path}"]`);
    if (variantPage.platforms!.includes(key)) await entry.first().waitFor({ state: 'attached' });
    else expect(await entry.count(), `${variantPage.path} on ${key}`).toBe(0);
  }
}

/** A page of another variant, opened by its address: the forbidden page. */
async function checkRefused(page: Page, path: string) {
  await page.goto(path);
  await page.getByText(en('shell', 'errorPage.forbidden')).waitFor();
}

const variantName = (path: string) => VARIANT_PAGES.find((page) => page.path === path)!.name;

describe("the bird's-nest platform", () => {
  const flow = companyFlow(
    'variants-birdnest',
    { name: `燕屋变体企业 ${randomUUID().slice(0, 6)}` },
    { platform: 'birdnest' },
  );

  it('shows its name, title, icon and logo in three languages', async () => {
    for (const language of LANGUAGES) await checkBranding(flow, 'birdnest', language);
  });

  it('has the bird houses and product sheets in its menus, and refuses the ginseng pages', async () => {
    const page = await flow.open(flow.producer, 'en');
    await page.getByRole('heading', { name: brandingOf('birdnest').systemName.en, exact: true }).waitFor();
    await checkMenus(page, 'birdnest');
    await page.goto('/yanHouseList');
    await page.getByRole('heading', { name: variantName('/yanHouseList').en, exact: true }).waitFor();
    await flow.shot(page, 'variants-birdnest-houses');
    await checkRefused(page, '/ginsengInformation');
    await flow.shot(page, 'variants-birdnest-ginseng-refused');
  });
});

describe('the American ginseng platform', () => {
  const suffix = randomUUID().slice(0, 6);
  const flow = companyFlow('variants-xys', { name: `西洋参变体企业 ${suffix}` }, { platform: 'xys' });

  it('shows its name, title, icon and logo in three languages', async () => {
    for (const language of LANGUAGES) await checkBranding(flow, 'xys', language);
  });

  it('has the ginseng pages in its menus, refuses the bird houses, and registers a farm', async () => {
    const page = await flow.open(flow.producer, 'en');
    await page.getByRole('heading', { name: brandingOf('xys').systemName.en, exact: true }).waitFor();
    await checkMenus(page, 'xys');
    await checkRefused(page, '/yanHouseList');
    await checkRefused(page, '/birdProductMsgList');

    await page.goto('/ginsengInformation');
    await page.getByRole('heading', { name: variantName('/ginsengInformation').en, exact: true }).waitFor();
    await page.getByRole('button', { name: text('en', 'ginseng', 'list.add') }).click();
    await page.waitForURL('**/addGinsengFarm');
    const farm = `Changbai farm ${suffix}`;
    await field(page, text('en', 'ginseng', 'farm.name')).fill(farm);
    await field(page, text('en', 'ginseng', 'farm.areaHa')).fill('12.5');
    await combobox(page, text('en', 'ginseng', 'farm.region')).fill('Jilin');
    await page.getByRole('option', { name: 'China · Jilin', exact: true }).click();
    await field(page, text('en', 'ginseng', 'farm.city')).fill('Baishan');
    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await page.waitForURL('**/ginsengFarmDetails?id=*');
    await page.getByRole('heading', { name: farm }).waitFor();
    await flow.shot(page, 'variants-xys-farm');

    await page.goto('/ginsengInformation');
    await row(page, farm).waitFor();
    await expect.poll(() => row(page, farm).textContent()).toContain('Baishan');
    await flow.shot(page, 'variants-xys-farms');
  });
});
