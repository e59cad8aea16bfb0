import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@trace/contracts';
import { batches, createDb, labels, memberScanSettings } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { approvedProduct } from './fixtures';
import { type E2EHarness, startHarness, type TestUser } from './harness';
import { cn, en } from './texts';
import { networkQuiet, restingScreenshot, row, submitSignIn, watchRequests } from './ui';

/** The public scan page (built in `src/pages/scan`) renders the consumer panel when it exists. */
const scanPageBuilt = existsSync(fileURLToPath(new URL('../src/pages/scan', import.meta.url)));

/** The machine is shared: pages may take a while to load their chunks. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const newCode = () => `8${Date.now()}${String(randomInt(0, 100_000)).padStart(5, '0')}`.slice(0, 18);

/**
 * Consumers and the company: consumers review a product, complain and join as members from the
 * scan page (through the public API here); the company replies to the review and hides it, processes
 * the complaint, reads its members and the product's feedback page. When the public scan page is
 * built, a consumer also reviews through it on a phone.
 */
describe('members: reviews, feedback and members', () => {
  let harness: E2EHarness;
  let database: ReturnType<typeof createDb>;
  let producer: TestUser;
  let productId: string;
  let corpName: string;
  let settingId: string | undefined;
  const codes: string[] = [];
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  const suffix = randomUUID().slice(0, 6);
  const productName = `金丝燕盏 ${suffix}`;
  const reviewText = `燕盏很干净，泡发后口感很好，但包装盒有压痕。${suffix}`;
  const replyText = '感谢您的反馈，我们已改进外包装，欢迎再次选购。';
  const complaint = `开盒后发现有细小羽毛，希望企业核实。${suffix}`;
  const handlingNote = '已电话联系消费者，补发一盒并加强挑毛工序检查。';
  const memberName = `林晓 ${suffix}`;
  const memberPhone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

  const { dataAs } = apiClient(() => harness.baseUrl);
  /** What a consumer sends from the scan page: no session, in Chinese. */
  const fromScanPage = { headers: { syslanguage: 'cn' } };

  async function signIn(user: TestUser) {
    const { context, page } = await harness.newPage({ locale: 'zh-CN' });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    watchRequests(page);
    await submitSignIn(page, user, cn('shell', 'login.submit'));
    current = page;
    return page;
  }

  const toast = (page: Page, text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });

  const shot = (page: Page, name: string) => restingScreenshot(harness, page, name);

  beforeAll(async () => {
    harness = await startHarness();
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'web-e2e-members' });
    corpName = `厦门金燕食品有限公司 ${suffix}`;
    const corp = await createCompany(database.db, { name: corpName });
    const product = await approvedProduct(database.db, {
      corpId: corp.id,
      productName,
      listingStatus: 'online',
    });
    productId = product.id;
    // Labels bound to a batch of the product, as on goods in a shop.
    const [batch] = await database.db
      .insert(batches)
      .values({ batchNo: `B${suffix}`, corpId: corp.id, productId, status: 'complete', boundCount: 4 })
      .returning();
    for (let i = 0; i < 4; i++) {
      const excode = newCode();
      codes.push(excode);
      await database.db.insert(labels).values({
        excode,
        pcode: randomUUID(),
        corpId: corp.id,
        productId,
        batchId: batch!.id,
        status: 'bound',
      });
    }
    producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
    // A /SysMemberScan setting in force for this flow: 10 points for joining (the most recently
    // changed enabled setting wins, so it is dated ahead).
    const [setting] = await database.db
      .insert(memberScanSettings)
      .values({
        name: `e2e ${suffix}`,
        registerRewardPoints: 10,
        updatedAt: new Date(Date.now() + 365 * 24 * 3600_000),
      })
      .returning();
    settingId = setting!.id;

    // What consumers send from the scan page.
    await dataAs(
      'anonymous',
      ROUTES.consumers.review,
      { body: { excode: codes[0]!, rating: 3, content: reviewText, nickname: '小梅' } },
      fromScanPage,
    );
    await dataAs(
      'anonymous',
      ROUTES.consumers.feedback,
      { body: { excode: codes[1]!, type: 'quality', content: complaint, contact: '13800138000' } },
      fromScanPage,
    );
    await dataAs(
      'anonymous',
      ROUTES.consumers.register,
      {
        body: {
          excode: codes[2]!,
          name: memberName,
          phone: memberPhone,
          gender: 'female',
          region: '福建厦门',
        },
      },
      fromScanPage,
    );
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && current) {
      await harness
        .screenshot(current, `members-failure-${test.task.name.replace(/\W+/g, '-')}`)
        .catch(() => {});
    }
  });

  afterAll(async () => {
    if (settingId && database)
      await database.sql`update member_scan_settings set enabled = false where id = ${settingId}`;
    for (const context of contexts) await context.close().catch(() => {});
    await harness?.close();
    await database?.close();
  });

  it('the company replies to a review, hides it and shows it again', async () => {
    const page = await signIn(producer);
    await page.goto('/reviewMessage');
    const review = row(page, reviewText);
    await eventually(() => review.count()).toBe(1);
    await shot(page, 'members-reviews-list');
    await review.getByRole('button', { name: cn('members', 'reviews.reply'), exact: true }).click();
    await page.waitForURL('**/replyReview?id=*');
    await eventually(() => page.getByTestId('review-content').textContent()).toBe(reviewText);
    const reply = page.getByRole('textbox', { name: cn('members', 'reviews.replyLabel') });
    await reply.fill(' ');
    await page.getByRole('button', { name: cn('members', 'reviews.save') }).click();
    await eventually(() => page.getByText('请填写回复内容').count()).toBe(1);
    await reply.fill(replyText);
    await page.getByRole('button', { name: cn('members', 'reviews.save') }).click();
    await eventually(() => toast(page, cn('members', 'reviews.replySaved')).count()).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('review-reply').textContent()).toBe(replyText);
    await shot(page, 'members-review-replied');

    await page.getByRole('button', { name: cn('members', 'reviews.hide'), exact: true }).click();
    await eventually(() =>
      page.getByRole('button', { name: cn('members', 'reviews.show'), exact: true }).count(),
    ).toBe(1);
    const hiddenOnScanPage = await dataAs('anonymous', ROUTES.consumers.reviews, {
      params: { excode: codes[0]! },
    });
    expect(hiddenOnScanPage.list).toEqual([]);
    await page.getByRole('button', { name: cn('members', 'reviews.show'), exact: true }).click();
    await eventually(() =>
      page.getByRole('button', { name: cn('members', 'reviews.hide'), exact: true }).count(),
    ).toBe(1);
    const shown = await dataAs('anonymous', ROUTES.consumers.reviews, { params: { excode: codes[0]! } });
    expect(shown.list.map((r) => r.reply)).toEqual([replyText]);
  });

  it('the company processes a complaint once, and sees it on the product’s feedback page', async () => {
    const page = current!;
    await page.goto('/userFeedback');
    const item = row(page, complaint);
    await eventually(() => item.count()).toBe(1);
    await eventually(() => item.getByText('未处理').count()).toBe(1);
    await shot(page, 'members-feedback-list');
    await item.getByRole('button', { name: cn('members', 'feedback.process'), exact: true }).click();
    await page.waitForURL('**/checkProcess?id=*');
    // The record may still be settling (its query refreshes after the list's): type until it stays.
    const note = page.getByRole('textbox', { name: cn('members', 'feedback.note') });
    await eventually(async () => {
      await networkQuiet(page);
      await note.fill(handlingNote);
      await networkQuiet(page);
      return note.inputValue();
    }).toBe(handlingNote);
    await page.getByRole('button', { name: cn('members', 'feedback.markProcessed') }).click();
    await eventually(() => page.getByTestId('feedback-note').textContent()).toBe(handlingNote);
    await eventually(() =>
      page.getByRole('button', { name: cn('members', 'feedback.markProcessed') }).count(),
    ).toBe(0);
    await shot(page, 'members-feedback-processed');

    await page.getByRole('link', { name: cn('members', 'feedback.productFeedback'), exact: true }).click();
    await page.waitForURL('**/productTraceFeedback?productId=*');
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: cn('members', 'feedback.productTitle', { name: productName }) })
          .count(),
      )
      .toBe(1);
    await eventually(() => row(page, complaint).getByText('已处理').count()).toBe(1);
    await shot(page, 'members-product-feedback');

    // The product list opens the same page.
    await page.goto('/productMessage');
    const productRow = row(page, productName);
    await eventually(() => productRow.count()).toBe(1);
    const inline = productRow.getByRole('button', { name: cn('members', 'feedback.productFeedback') });
    if ((await inline.count()) === 0) {
      await productRow.getByRole('button', { name: cn('kit', 'table.moreActions') }).click();
      await page.getByRole('menuitem', { name: cn('members', 'feedback.productFeedback') }).click();
    } else await inline.click();
    await page.waitForURL(`**/productTraceFeedback?productId=${productId}`);
  });

  it('the company reads its members with their points history', async () => {
    const page = current!;
    await page.goto('/memberMessage');
    const member = row(page, memberName);
    await eventually(() => member.count()).toBe(1);
    await eventually(() => member.getByText(memberPhone).count()).toBe(1);
    await shot(page, 'members-list');
    await member.getByText(memberName).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByText(productName).count()).toBeGreaterThan(0);
    await eventually(() => dialog.getByText('+10').count()).toBe(1);
    await harness.screenshot(page, 'members-member-detail');
  });

  it.runIf(scanPageBuilt)('a consumer reviews through the scan page on a phone', async () => {
    const { context, page } = await harness.newPage({ locale: 'en-GB' });
    contexts.push(context);
    current = page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/s/${codes[3]}`);
    const consumer = page.getByTestId('consumer-panel');
    await consumer.waitFor({ timeout: 20_000 });
    await consumer.getByRole('button', { name: en('members', 'public.reviews.submit') }).click();
    await eventually(() => consumer.getByText('Choose a rating from 1 to 5 stars').count()).toBe(1);
    await consumer.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'members-scan-panel-review-form');
    // The stars are labels of visually hidden radio inputs: tap the fifth star as a person would.
    const fifth = await consumer
      .getByRole('radio', { name: en('members', 'public.reviews.ratingLabels.5') })
      .getAttribute('id');
    await consumer.locator(`label[for="${fifth}"]`).click();
    await consumer
      .getByRole('textbox', { name: en('members', 'public.reviews.content') })
      .fill(`Lovely nest ${suffix}`);
    await consumer.getByRole('button', { name: en('members', 'public.reviews.submit') }).click();
    await eventually(() => consumer.getByText(en('members', 'public.reviews.done')).count()).toBe(1);
    await eventually(() => consumer.getByText(`Lovely nest ${suffix}`).count()).toBe(1);
    const published = await dataAs('anonymous', ROUTES.consumers.reviews, { params: { excode: codes[3]! } });
    expect(published.list.find((r) => r.content === `Lovely nest ${suffix}`)?.rating).toBe(5);
    await consumer.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'members-scan-panel-phone');

    // Joining as a member: the phone is checked in the form, then the setting's points are granted.
    await consumer.getByRole('tab', { name: en('members', 'public.tabs.member') }).click();
    await consumer.getByRole('textbox', { name: en('common', 'name') }).waitFor();
    await harness.screenshot(page, 'members-scan-panel-join-form');
    await consumer.getByRole('textbox', { name: en('common', 'name') }).fill('Lea Martin');
    const phone = consumer.getByRole('textbox', { name: en('common', 'mobilePhone') });
    await phone.fill('1390013');
    await consumer.getByRole('button', { name: en('members', 'public.member.submit'), exact: true }).click();
    await eventually(() => consumer.getByText('Enter an 11-digit phone number').count()).toBe(1);
    await phone.fill(`137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);
    await consumer.getByRole('button', { name: en('members', 'public.member.submit'), exact: true }).click();
    await eventually(() =>
      consumer
        .getByText(en('members', 'public.member.welcome', { name: 'Lea Martin', corp: corpName }))
        .count(),
    ).toBe(1);
    await eventually(() =>
      consumer.getByText(en('members', 'public.member.points', { points: 10 })).count(),
    ).toBe(1);
    await consumer.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'members-scan-panel-member');

    // A complaint about the delivery.
    await consumer.getByRole('tab', { name: en('members', 'public.tabs.feedback') }).click();
    await consumer.getByText('Delivery', { exact: true }).click();
    await consumer
      .getByRole('textbox', { name: en('members', 'public.feedback.content') })
      .fill('The box was wet on arrival.');
    await consumer.getByRole('button', { name: en('members', 'public.feedback.submit') }).click();
    await eventually(() =>
      consumer.getByText(en('members', 'public.feedback.done', { corp: corpName })).count(),
    ).toBe(1);
    await consumer.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'members-scan-panel-feedback');
  });
});
