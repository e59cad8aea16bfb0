import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { STAT_REPORT_KEYS, STAT_REPORTS, type StatReportKey, statChartsPage } from '@trace/contracts';
import { readSheet } from '@trace/core';
import {
  batchBindLogs,
  batches,
  birdHouseHarvests,
  birdHouses,
  createDb,
  customsInfos,
  labelOrders,
  labelRuns,
  labels,
  rawMaterials,
  scanDaily,
  shipments,
} from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_COLORS } from '../src/kit/charts/options';
import { drawnShapes, fills, hex, isColoured } from './charts';
import { approvedProduct } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import { combobox, submitSignIn } from './ui';

const DAY = 24 * 3600_000;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const EMPTY_REGION = hex(MAP_COLORS.empty);

describe('statistics reports: charts with data, maps coloured by figure, a table sorted, paged and exported', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let admin: TestUser;
  let producerName = '';
  const contexts: BrowserContext[] = [];

  /**
   * One foreign producer (Malaysia) shipping to an importer through a port, with its customs record;
   * a domestic producer with label orders over the last months, a run, a binding, bird's nest raw
   * material and scans in provinces and abroad: every report has figures.
   */
  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'stat-reports-e2e' });
    const db = database.db;
    admin = await harness.createUser({ userType: 'admin' });
    const overseas = await harness.createUser({ userType: 'overseas_producer' });
    const importer = await harness.createUser({ userType: 'importer' });
    const producer = await harness.createUser({ userType: 'producer' });
    const printer = await harness.createUser({ userType: 'printer' });
    await database.sql`update companies set country_id = 'MY' where id = ${overseas.corpId}`;
    // A name only this company holds, so the company filter's search finds it alone.
    producerName = `Filter Search Nest ${digits(6)}`;
    await database.sql`update companies set name = ${producerName} where id = ${producer.corpId}`;

    const imported = await approvedProduct(db, {
      corpId: overseas.corpId!,
      productName: `Sabah Cup ${digits(4)}`,
    });
    const made = await approvedProduct(db, {
      corpId: producer.corpId!,
      productName: `Xiamen Nest ${digits(4)}`,
    });
    const [importedBatch] = await db
      .insert(batches)
      .values({
        batchNo: `MY${digits(8)}`,
        corpId: overseas.corpId!,
        productId: imported.id,
        quantity: '25000',
      })
      .returning();
    const [madeBatch] = await db
      .insert(batches)
      .values({ batchNo: `CN${digits(8)}`, corpId: producer.corpId!, productId: made.id, quantity: '8000' })
      .returning();
    await db.insert(customsInfos).values({
      corpId: overseas.corpId!,
      batchId: importedBatch!.id,
      productId: imported.id,
      name: imported.productName,
      port: 'CNXMN',
      portName: '厦门',
      importTime: daysAgo(12),
      importCorpId: importer.corpId!,
      importCorpName: 'Importer',
    });
    await db.insert(shipments).values([
      {
        shipmentNo: `E2E${digits(10)}`,
        senderCorpId: overseas.corpId!,
        receiverCorpId: importer.corpId!,
        status: 'received',
        batchId: importedBatch!.id,
        labelCount: 400,
        totalWeight: '25000',
        carrier: 'Sea freight',
        shippingDate: daysAgo(20),
        receivedAt: daysAgo(14),
      },
      {
        shipmentNo: `E2E${digits(10)}`,
        senderCorpId: producer.corpId!,
        receiverCorpId: importer.corpId!,
        batchId: madeBatch!.id,
        labelCount: 120,
        totalWeight: '6000',
        carrier: 'Road',
        shippingDate: daysAgo(6),
      },
    ]);
    // Label orders in 14 different months: more rows than a table page of 10 holds.
    await db.insert(labelOrders).values(
      Array.from({ length: 14 }, (_, month) => ({
        orderNo: `E2E${digits(12)}`,
        corpId: producer.corpId!,
        productId: made.id,
        sheetType: 'big',
        count: 1000 + month * 250,
        status: month % 3 === 0 ? 'to_be_reviewed' : 'delivered',
        printingFactoryId: printer.printingFactoryId,
        dueDate: daysAgo(month * 30 - 20),
        createdAt: daysAgo(month * 30 + 2),
      })),
    );
    const start = BigInt(`9${digits(17)}`);
    await db.insert(labelRuns).values({
      runNo: `E2E${digits(10)}`,
      corpId: producer.corpId!,
      productId: made.id,
      count: 3000,
      chunkSize: 1000,
      startCode: String(start),
      endCode: String(start + 2999n),
      status: 'generated',
      generatedCount: 3000,
      finishedAt: daysAgo(25),
    });
    const codes = [0n, 1n, 2n].map((offset) => String(start + offset));
    await db.insert(labels).values(
      codes.map((excode) => ({
        excode,
        pcode: digits(12),
        corpId: producer.corpId!,
        productId: made.id,
        batchId: madeBatch!.id,
        status: 'bound',
      })),
    );
    await db.insert(batchBindLogs).values({
      corpId: producer.corpId!,
      batchId: madeBatch!.id,
      mode: 'list',
      count: 2400,
      codes,
      createdAt: daysAgo(9),
    });
    await db.insert(rawMaterials).values(
      codes.map((excode, index) => ({
        excode,
        corpId: producer.corpId!,
        batchId: madeBatch!.id,
        productId: made.id,
        weight: String(500 + index * 250),
        remaining: String(500 + index * 250),
        createdAt: daysAgo(40 + index * 31),
      })),
    );
    // A swiftlet house of the producer, passed, with harvests in three months (the bird-house output).
    const [house] = await db
      .insert(birdHouses)
      .values({
        corpId: producer.corpId!,
        name: `Sibu House ${digits(4)}`,
        countryId: 'MY',
        province: 'Sarawak',
        city: 'Sibu',
        address: 'Jalan Walet 12',
        latitude: 2.2873,
        longitude: 111.8305,
        area: '420',
        yearBuilt: 2014,
        licenceNo: `SWK-${digits(6)}`,
        licenceFile: '',
        reviewStatus: 'passed',
      })
      .returning();
    await db.insert(birdHouseHarvests).values(
      [0, 1, 2].map((month) => ({
        houseId: house!.id,
        corpId: producer.corpId!,
        harvestDate: isoDay(daysAgo(10 + month * 31)),
        weight: String(12.5 + month),
        grade: 'first',
      })),
    );
    await db.insert(scanDaily).values(
      [
        ['CN-GD', 60, 9],
        ['CN-SH', 25, 4],
        ['CN-XJ', 6, 1],
        ['FR', 14, 2],
        ['MY', 8, 1],
      ].map(([region, scans, verifications], index) => ({
        day: isoDay(daysAgo(3 + index)),
        corpId: producer.corpId!,
        productId: made.id,
        region: region as string,
        scans: scans as number,
        verifications: verifications as number,
      })),
    );
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  async function signedIn(user: TestUser, locale = 'zh-CN'): Promise<Page> {
    const { context, page } = await harness.newPage({ locale });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    await submitSignIn(page, user, (locale.startsWith('en') ? en : cn)('shell', 'login.submit'));
    return page;
  }

  it('draws every report’s charts: bars, rings and a funnel, and world maps coloured by the figures', async () => {
    const page = await signedIn(admin);
    for (const key of STAT_REPORT_KEYS) {
      const report = STAT_REPORTS[key];
      await page.goto(statChartsPage(report.page));
      await page.getByRole('heading', { name: cn('stats', `reports.${key}.title`) }).waitFor();
      // The monthly series: bars (or bars and a line) for the months with figures.
      await drawnShapes(page.getByTestId('echart-monthly'), 2);
      for (const chart of report.charts) {
        const box = page.getByTestId(`echart-${chart.dimension}`);
        if (chart.kind === 'worldMap') {
          // Regions without figures keep the empty fill; the countries with figures are coloured.
          await drawnShapes(box, 1);
          const all = await fills(box);
          expect(
            all.filter((fill) => fill === EMPTY_REGION).length,
            `${key} ${chart.dimension}`,
          ).toBeGreaterThan(100);
          expect(all.filter((fill) => fill !== EMPTY_REGION && isColoured(fill)).length).toBeGreaterThan(0);
        } else {
          await drawnShapes(box, 1);
        }
      }
      if ('funnel' in report && report.funnel) await drawnShapes(page.getByTestId('echart-funnel'), 4);
      await harness.screenshot(page, `stat-report-charts-${key}`);
    }
  });

  it('narrows the foreign exports to the country clicked on the map', async () => {
    const page = await signedIn(admin, 'en-GB');
    await page.goto(statChartsPage(STAT_REPORTS.foreignExport.page));
    const map = page.getByTestId('echart-country');
    await drawnShapes(map, 1);
    // Points off the screen hit nothing.
    await map.scrollIntoViewIfNeeded();
    // Malaysia is the one country with figures: click a point of its coloured outline.
    const point = await map.locator('svg').evaluate((svg, empty) => {
      for (const path of Array.from(svg.querySelectorAll('path'))) {
        const fill = getComputedStyle(path).fill;
        const rgb = fill
          .match(/^rgba?\((\d+), (\d+), (\d+)/)
          ?.slice(1)
          .map(Number);
        if (!rgb || fill === empty || Math.max(...rgb) - Math.min(...rgb) <= 24) continue;
        const box = path.getBoundingClientRect();
        // The scale's gradient is not a region: regions are drawn right of it.
        if (box.width > 150 || box.height > 150) continue;
        for (let y = box.top + 1; y < box.bottom; y += 1)
          for (let x = box.left + 1; x < box.right; x += 1)
            if (document.elementFromPoint(x, y) === path) return { x, y };
      }
      return null;
    }, EMPTY_REGION);
    expect(point).not.toBeNull();
    await page.mouse.click(point!.x, point!.y);
    await page.waitForURL(/country=MY/);
    await expect.poll(() => combobox(page, en('common', 'country')).inputValue()).toBe('Malaysia');
    await drawnShapes(map, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await harness.screenshot(page, 'stat-report-foreign-exports-narrowed');
  });

  it('sorts, pages and exports a report table', async () => {
    const page = await signedIn(admin, 'en-GB');
    const key: StatReportKey = 'labelOrder';
    const from = isoDay(new Date(Date.now() - 500 * DAY));
    await page.goto(`${STAT_REPORTS[key].page}?from=${from}&to=${isoDay(new Date())}&pageSize=10`);
    const monthHeader = page.getByRole('columnheader', { name: en('stats', 'reports.month') });
    await monthHeader.waitFor();
    await expect
      .poll(async () => Number((await page.getByTestId('table-total').textContent())?.match(/\d+/)?.[0] ?? 0))
      .toBeGreaterThan(10);

    await monthHeader.getByRole('button').click();
    await expect.poll(() => monthHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.waitForURL(/sortBy=month/);
    // The months of the rows shown once the table has its answer (the previous page stays while it loads).
    const table = page.getByRole('table');
    const settledMonths = async () =>
      (await table.getAttribute('aria-busy')) === 'false'
        ? await table.locator('tbody tr td:first-child').allTextContents()
        : [];
    const ascending = (months: string[]) =>
      months.length > 0 &&
      months.every((month, i) => /^\d{4}-\d{2}$/.test(month) && (i === 0 || months[i - 1]! <= month));
    await expect.poll(async () => ascending(await settledMonths())).toBe(true);
    const onFirstPage = await settledMonths();

    await page.getByRole('button', { name: en('kit', 'table.pageControl.next') }).click();
    await page.waitForURL(/page=2/);
    // Sorted oldest first: the second page starts where the first ended.
    await expect
      .poll(async () => {
        const months = await settledMonths();
        return ascending(months) && months.join() !== onFirstPage.join() && months[0]! >= onFirstPage.at(-1)!;
      })
      .toBe(true);
    await harness.screenshot(page, 'stat-report-table-label-orders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('kit', 'table.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^label-orders_.*\.xlsx$/);
    const sheet = await readSheet(await readFile((await download.path())!), { maxRows: 10_000 });
    expect(sheet.header[0]).toBe('Month');
    expect(sheet.rows.length).toBeGreaterThan(10);
  });

  it('finds a company in the filter by part of its name, searched on the server', async () => {
    const page = await signedIn(admin, 'en-GB');
    await page.goto(STAT_REPORTS.labelOrder.page);
    await page.getByRole('columnheader', { name: en('stats', 'reports.month') }).waitFor();
    const company = combobox(page, en('common', 'company'));
    await company.click();
    await company.fill(producerName.slice(-9));
    // Only the company whose name holds the typed text is offered, however many companies there are.
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual([producerName]);
    await page.getByRole('option', { name: producerName }).click();
    await page.waitForURL(/corpId=/);
    await expect.poll(() => company.inputValue()).toBe(producerName);
    await expect
      .poll(async () => Number((await page.getByTestId('table-total').textContent())?.match(/\d+/)?.[0] ?? 0))
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain(producerName);
    await harness.screenshot(page, 'stat-report-company-searched');
  });

  it('draws scans on the China map by province and on the world map by country', async () => {
    const page = await signedIn(admin);
    await page.goto('/getScanRegionCharts');
    for (const testId of ['echart-china', 'echart-world']) {
      const map = page.getByTestId(testId);
      await drawnShapes(map, 2);
      const all = await fills(map);
      expect(all.filter((fill) => fill === EMPTY_REGION).length, testId).toBeGreaterThan(10);
    }
    await drawnShapes(page.getByTestId('echart-regions'), 3);
    await page.getByText(cn('stats', 'regions.chinaMapSource')).waitFor();
    await harness.screenshot(page, 'stat-scan-region-charts');
  });
});
