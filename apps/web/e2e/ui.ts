import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';
import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { text } from './texts';

/** The parts of a page the flows find by their accessible names, as people see them. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });
export const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Chooses an option of a select; tries again when the list closed under the pointer (a page still settling). */
export async function pick(page: Page, label: string, option: string) {
  for (let attempt = 1; ; attempt++) {
    await combobox(page, label).click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

const DAYJS_LOCALES = { cn: 'zh-cn', en: 'en', fr: 'fr' } as const;

/**
 * Picks a day and a time in a date-time field (`DateTimeField`) as a person does: opens its calendar,
 * goes forward to the day's month, clicks the day, types the hours and minutes and applies.
 * `day` is `YYYY-MM-DD` and `time` `HH:mm`, in the browser's time zone.
 */
export async function pickDateTime(
  page: Page,
  scope: Page | Locator,
  label: string,
  { day, time, language }: { day: string; time: string; language: 'cn' | 'en' | 'fr' },
) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  // The calendar opens on the month of the field's value, or this month: days are named like
  // "5 December 2026" in the interface language.
  const dayName = dayjs(day).locale(DAYJS_LOCALES[language]).format('D MMMM YYYY');
  const dayButton = page.getByRole('button', { name: dayName, exact: true });
  const next = page.getByRole('button', { name: text(language, 'common', 'picker.nextMonth'), exact: true });
  await next.waitFor();
  for (let month = 0; (await dayButton.count()) === 0; month++) {
    if (month > 24) throw new Error(`${day} is not in the next two years of the calendar of ${label}`);
    await next.click();
  }
  await dayButton.first().click();
  const [hours, minutes] = time.split(':') as [string, string];
  await page
    .getByRole('spinbutton', { name: text(language, 'common', 'picker.hours'), exact: true })
    .fill(hours);
  await page
    .getByRole('spinbutton', { name: text(language, 'common', 'picker.minutes'), exact: true })
    .fill(minutes);
  await page.getByRole('button', { name: text(language, 'common', 'picker.apply'), exact: true }).click();
  await next.waitFor({ state: 'detached' });
}

/** Closes the notifications on screen (a screenshot shows the page, not the last toasts). */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (let attempt = 0; attempt < 20; attempt++) {
    const count = await toasts.count();
    if (count === 0) return;
    await toasts
      .first()
      .getByRole('button')
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
    // A closed toast leaves after its exit transition; wait for that rather than for a fixed time.
    await page
      .waitForFunction(
        (before) => document.querySelectorAll('.mantine-Notification-root').length < before,
        count,
        { timeout: 2000 },
      )
      .catch(() => undefined);
  }
}

/** Waits until the page has painted its last change and no transition or animation is running. */
export async function atRest(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  // A spinner or a skeleton's pulse repeats forever: only animations that come to an end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** A screenshot of the page from its top, once its toasts are closed (unless kept) and it is at rest. */
export async function restingScreenshot(
  harness: { screenshot(page: Page, name: string): Promise<string> },
  page: Page,
  name: string,
  { keepToasts = false } = {},
) {
  if (!keepToasts) await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await atRest(page);
  return harness.screenshot(page, name);
}

/** Signs in through the sign-in page and waits for the home page. */
export async function submitSignIn(page: Page, user: { account: string; password: string }, submit: string) {
  await page.goto('/login');
  await page.locator('input[name="account"]').fill(user.account);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.waitForURL('**/homeIndex');
}

const inFlightByPage = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight, for `networkQuiet`. */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  inFlightByPage.set(page, inFlight);
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/** Waits until every request the page started (since `watchRequests`) has been answered. */
export async function networkQuiet(page: Page) {
  const inFlight = inFlightByPage.get(page);
  if (!inFlight) throw new Error('networkQuiet needs watchRequests(page) first');
  await expect.poll(() => inFlight.size).toBe(0);
}

/** The error shown under a form field (linked by `aria-describedby`), or '' when there is none. */
export const fieldError = (input: Locator) =>
  input.evaluate((element) => {
    const id = element
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

/** After each failed test of the file, a screenshot of the page it was on, named after the test. */
export function screenshotFailures(
  harness: () =>
    | { screenshot(page: Page, name: string, options?: { check?: boolean }): Promise<string> }
    | undefined,
  prefix: string,
  page: () => Page | undefined,
) {
  afterEach(async (context) => {
    const current = page();
    if (context.task.result?.state !== 'fail' || !current) return;
    await harness()?.screenshot(
      current,
      `${prefix}-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`,
      { check: false },
    );
  });
}

/** A gate a flow holds something behind (a request, a worker's step) until it has looked: `open()` lets it through. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
