import { randomInt } from 'node:crypto';
import { batches, createDb, labels, productCategories, products } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en, fr } from './texts';
import { submitSignIn } from './ui';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** GS1 check digit: weights 3 and 1 from the right, mod 10. */
const checkDigit = (body: string) =>
  (10 - ([...body].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;

describe('a consumer scans a label on a phone; the company sees it in its statistics', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let owner: TestUser;
  const contexts: BrowserContext[] = [];
  const goods = {
    gtin: '',
    excode: '',
    pcode: '',
    voidExcode: '',
    productName: '',
    batchNo: '',
    productId: '',
  };

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'scan-e2e' });
    owner = await harness.createUser({ userType: 'producer' });
    const db = database.db;
    const [category] = await db
      .insert(productCategories)
      .values({
        code: `e2e-scan-${digits(8)}`,
        name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" },
      })
      .returning();
    const body = `0${digits(12)}`;
    goods.gtin = `${body}${checkDigit(body)}`;
    goods.productName = `Golden Nest ${digits(3)}`;
    const [product] = await db
      .insert(products)
      .values({
        corpId: owner.corpId!,
        categoryId: category!.id,
        productName: goods.productName,
        gtin: goods.gtin,
        specification: '50 g × 6',
        description: 'Hand-cleaned edible bird’s nest from Sabah.',
        reviewStatus: 'passed',
        listingStatus: 'online',
      })
      .returning();
    goods.productId = product!.id;
    goods.batchNo = `SB${digits(6)}`;
    const [batch] = await db
      .insert(batches)
      .values({
        batchNo: goods.batchNo,
        corpId: owner.corpId!,
        productId: product!.id,
        origin: 'Sabah, Malaysia',
        productionDate: new Date('2026-03-01T00:00:00Z'),
        expiryDate: new Date('2028-03-01T00:00:00Z'),
      })
      .returning();
    goods.excode = `9${digits(17)}`;
    goods.pcode = digits(12);
    goods.voidExcode = `9${digits(17)}`;
    await db.insert(labels).values([
      {
        excode: goods.excode,
        pcode: goods.pcode,
        corpId: owner.corpId!,
        productId: product!.id,
        batchId: batch!.id,
        status: 'bound',
      },
      { excode: goods.voidExcode, pcode: digits(12), corpId: owner.corpId!, status: 'invalid' },
    ]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    // The alert rules are platform-wide: leave the defaults for whatever runs next.
    if (database) {
      await database.sql`delete from scan_alert_settings`;
      if (owner) await database.sql`delete from scan_served_regions where corp_id = ${owner.corpId}`;
    }
    await database?.close();
    await harness?.close();
  });

  async function phone(): Promise<Page> {
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE,
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return context.newPage();
  }

  const lookups = async () => {
    const [row] = await database.sql<{ n: number }[]>`
      select count(*)::int as n from scans where excode = ${goods.excode}::numeric and kind = 'lookup'`;
    return row!.n;
  };

  it('opens the GS1 Digital Link on a 390x844 phone, checks the code twice and sees the repeat warning', async () => {
    const page = await phone();
    await page.goto(`/01/${goods.gtin}/10/${goods.batchNo}/21/${goods.excode}`);
    await expect.poll(() => page.getByTestId('scan-result').getAttribute('data-result')).toBe('valid');
    await page.getByText(en('scan', 'public.result.valid.title')).waitFor();
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe(goods.productName);
    await page.getByText(goods.batchNo).first().waitFor();
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(page, 'scan-phone-label');

    const input = page.getByLabel(en('scan', 'public.verify.label'));
    await input.fill('000000000000');
    await page.getByRole('button', { name: en('scan', 'public.verify.submit'), exact: true }).click();
    await page.getByText('does not match the label').waitFor();
    await harness.screenshot(page, 'scan-phone-wrong-code');

    await input.fill(goods.pcode);
    await page.getByRole('button', { name: en('scan', 'public.verify.submit'), exact: true }).click();
    await page.getByText(en('scan', 'public.verify.genuineTitle'), { exact: true }).waitFor();
    await harness.screenshot(page, 'scan-phone-genuine');

    await page.getByRole('button', { name: en('scan', 'public.verify.submit'), exact: true }).click();
    await page.getByText(en('scan', 'public.verify.repeatTitle')).waitFor();
    await expect.poll(() => page.getByTestId('verify-result').textContent()).toContain('checked 2 times');
    await page.getByTestId('verify-result').scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'scan-phone-repeat');

    // Another language re-reads the page without counting another scan.
    expect(await lookups()).toBe(1);
    await page
      .getByRole('button', { name: /Language|语言|Langue/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByText(fr('scan', 'public.result.valid.title')).waitFor();
    // The check's result stays on screen, now in French.
    await page.getByText(fr('scan', 'public.verify.repeatTitle')).waitFor();
    expect(await lookups()).toBe(1);
    await harness.screenshot(page, 'scan-phone-french');
  });

  it('says plainly on the phone that a void label is void', async () => {
    const page = await phone();
    await page.goto(`/s/${goods.voidExcode}`);
    await page.getByText(en('scan', 'public.result.void.title')).waitFor();
    expect(await page.getByLabel(en('scan', 'public.verify.label')).count()).toBe(0);
    await harness.screenshot(page, 'scan-phone-void');
  });

  it('the company signs in and sees the scans in its statistics, records and alert page', async () => {
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const page = await context.newPage();
    await submitSignIn(page, owner, cn('shell', 'login.submit'));

    await page.goto('/getProduct');
    const row = page.getByRole('row').filter({ hasText: goods.productName });
    await row.waitFor();
    // One opening of the page (the language switch did not count) and two successful checks.
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/12$/);
    await expect.poll(() => page.getByTestId('total-scans').textContent()).toBe('2');
    await harness.screenshot(page, 'scan-stats-products-table');

    await page.getByText(cn('stats', 'viewAs.charts'), { exact: true }).click();
    await page.waitForURL('**/getProductCharts**');
    await page.getByTestId('product-chart').getByText(goods.productName).waitFor();
    await page.getByTestId('daily-chart').locator('svg').waitFor();
    await harness.screenshot(page, 'scan-stats-products-charts');

    await page.goto('/getScanRegionCharts');
    await page.getByTestId('region-chart').getByText('未知地区').first().waitFor();
    await harness.screenshot(page, 'scan-stats-regions-charts');
    await page.goto('/getScanRegion');
    await page.getByRole('row').filter({ hasText: 'unknown' }).waitFor();
    await harness.screenshot(page, 'scan-stats-regions-table');

    await page.goto('/scanCodeMessage');
    await page.getByText('iPhone · iOS 17.4 · Safari').first().waitFor();
    await harness.screenshot(page, 'scan-records');

    await page.goto('/labelAlertSearch');
    await page.getByTestId('alert-settings').getByText(cn('scan', 'settings.title')).waitFor();
    await harness.screenshot(page, 'scan-label-alerts');
  });

  it('an administrator changes an alert rule and the regions a company serves', async () => {
    const admin = await harness.createUser({ userType: 'admin' });
    const [company] = await database.sql<
      { name: string }[]
    >`select name from companies where id = ${owner.corpId}`;
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const page = await context.newPage();
    await submitSignIn(page, admin, cn('shell', 'login.submit'));
    await page.goto('/labelAlertSearch');
    await page.getByRole('button', { name: cn('scan', 'settings.edit') }).click();
    const limit = page.getByLabel(cn('scan', 'settings.verifyLimit'));
    await limit.fill('200000');
    await page.getByRole('button', { name: cn('common', 'save'), exact: true }).click();
    await page.getByText('查验次数上限应在1到100,000之间').waitFor();
    await limit.fill('3');
    await page.getByRole('button', { name: cn('common', 'save'), exact: true }).click();
    await page.getByText(`${cn('scan', 'settings.verifyLimit')} 3 ${cn('scan', 'settings.times')}`).waitFor();
    await harness.screenshot(page, 'scan-alert-settings-admin');

    await page.getByRole('button', { name: cn('scan', 'served.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(cn('common', 'company')).fill(company!.name);
    await page.getByRole('option', { name: company!.name }).click();
    await dialog.getByLabel(cn('scan', 'served.pickRegions')).fill('广东');
    await page.getByRole('option', { name: '中国 · 广东' }).click();
    await dialog.getByLabel(cn('scan', 'served.pickRegions')).fill('法国');
    await page.getByRole('option', { name: '法国' }).click();
    // Closing the region list (a click on the dialog's title) uncovers the button.
    await dialog.getByRole('heading', { name: cn('scan', 'served.add') }).click();
    await harness.screenshot(page, 'scan-served-regions-dialog');
    await dialog.getByRole('button', { name: cn('common', 'save') }).click();
    const row = page.getByRole('row').filter({ hasText: company!.name });
    await row.getByText('广东').waitFor();
    await row.getByText('法国').waitFor();
    const [served] = await database.sql<{ regions: string[] }[]>`
      select regions from scan_served_regions where corp_id = ${owner.corpId}`;
    expect(served!.regions).toEqual(['CN-GD', 'FR']);
    await harness.screenshot(page, 'scan-served-regions');
  });
});
