import { randomUUID } from 'node:crypto';
import { labelOrders } from '@trace/db';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawnShapes } from './charts';
import { approvedProduct } from './fixtures';
import { companyFlow } from './flow';
import { cn, en, fr } from './texts';
import { field, pick, row } from './ui';

/**
 * A company asks the platform for help about its label order, late for delivery: it opens a work
 * order linked to the order; the administrator answers, adds an internal note and closes it as processed; the company reads the answer and the decision, never the
 * note. Then the pages of the group in Chinese and French, the report with its charts.
 */
describe('work orders: a company asks, the administrator answers and closes', () => {
  const suffix = randomUUID().slice(0, 6);
  const flow = companyFlow('work-orders', { name: `厦门燕之坊 ${suffix}` });
  const { open, shot } = flow;
  let orderUrl = '';
  /** The company's page in English, from the first flow to the third. */
  let companyPage: Page;

  const title = `Labels of run 12 answer unknown ${suffix}`;
  const orderNo = `LO-LATE-${suffix}`;

  // A paid label order whose delivery date passed a week ago.
  beforeAll(async () => {
    const product = await approvedProduct(flow.database.db, {
      corpId: flow.corpId,
      productName: `燕窝礼盒 ${suffix}`,
    });
    await flow.database.db.insert(labelOrders).values({
      orderNo,
      corpId: flow.corpId,
      productId: product.id,
      sheetType: 'big',
      count: 3000,
      status: 'paid',
      paymentStatus: 'passed',
      dueDate: new Date(Date.now() - 7 * 86_400_000),
    });
  });
  const answer = `The run was printed again on Monday (${suffix})`;
  const note = `Printer confirmed the reprint ${suffix}`;

  it('the company opens a work order from its list', async () => {
    const page = await open(flow.producer, 'en');
    companyPage = page;
    await page.goto('/workList');
    await page.getByRole('button', { name: en('workOrders', 'list.add'), exact: true }).click();
    await page.waitForURL('**/addWork');
    await field(page, en('workOrders', 'fields.title')).fill(title);
    await pick(page, en('workOrders', 'fields.type'), 'Labels');
    await page
      .getByRole('textbox', { name: en('workOrders', 'fields.description') })
      .fill('Consumers scanning the labels of run 12 read “unknown code”.');
    await pick(page, en('workOrders', 'fields.linkType'), en('workOrders', 'linkType.labelOrder'));
    await pick(page, en('workOrders', 'fields.link'), orderNo);
    await shot(page, 'work-orders-add-en');
    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await page.waitForURL('**/detailWork?id=*');
    orderUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBe(1);
    await page.getByText(en('workOrders', 'thread.none')).waitFor();
    await page.getByText(orderNo).first().waitFor();
    // Unanswered: the requester may still change it.
    expect(await page.getByRole('button', { name: en('common', 'edit'), exact: true }).count()).toBe(1);
  });

  it('the administrator finds it, notes, answers and closes it as processed', async () => {
    const page = await open(flow.admin, 'en');
    await page.goto('/workList');
    await row(page, title)
      .getByRole('button', { name: en('common', 'view') })
      .click();
    await page.waitForURL('**/detailWork?id=*');
    await page.getByTestId('work-order-note').fill(note);
    await page.getByRole('button', { name: en('workOrders', 'thread.addNote'), exact: true }).click();
    await expect.poll(() => page.locator('[data-kind="note"]').filter({ hasText: note }).count()).toBe(1);
    await page.getByTestId('work-order-reply').fill(answer);
    await page.getByRole('button', { name: en('workOrders', 'thread.sendReply'), exact: true }).click();
    await expect.poll(() => page.locator('[data-kind="reply"]').filter({ hasText: answer }).count()).toBe(1);
    await shot(page, 'work-orders-detail-admin-en');

    await page.getByRole('button', { name: en('workOrders', 'closing.open'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en('workOrders', 'closing.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByText(en('statuses', 'workOrders.status.1'), { exact: true }).count())
      .toBeGreaterThan(0);
    // Closed: no more answers.
    expect(await page.getByTestId('work-order-reply').count()).toBe(0);
  });

  it('the company reads the answer and the decision, not the internal note', async () => {
    const page = companyPage;
    await page.goto(orderUrl);
    await page.getByText(answer).waitFor();
    expect(await page.getByText(note).count()).toBe(0);
    expect(
      await page.getByText(en('statuses', 'workOrders.status.1'), { exact: true }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: en('common', 'edit'), exact: true }).count()).toBe(0);
    expect(await page.getByTestId('work-order-reply').count()).toBe(0);
    expect(await page.content()).not.toContain(note);
    await shot(page, 'work-orders-detail-company-en');
  });

  it('the list reads in Chinese, the report with its charts in French', async () => {
    const company = await open(flow.producer, 'cn');
    await company.goto('/workList');
    await company.getByRole('heading', { name: cn('workOrders', 'list.title') }).waitFor();
    await row(company, title).getByText(cn('statuses', 'workOrders.status.1')).waitFor();
    await shot(company, 'work-orders-list-cn');

    const page = await open(flow.admin, 'fr');
    await page.goto('/workList');
    await page.getByRole('button', { name: fr('workOrders', 'report.title'), exact: true }).click();
    await page.waitForURL('**/workReport');
    await page.getByRole('heading', { name: fr('workOrders', 'report.byType'), exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Étiquettes', exact: true }).waitFor();
    // Opened and closed of this week side by side; the answered and closed type's two medians (each
    // chart's two legend marks are coloured shapes too).
    await page.getByRole('heading', { name: fr('workOrders', 'report.weeksChart'), exact: true }).waitFor();
    await drawnShapes(page.getByTestId('echart-weeks'), 4);
    await drawnShapes(page.getByTestId('echart-medians'), 4);
    await shot(page, 'work-orders-report-fr');
  });
});
