import type { Locator, Page } from 'playwright-core';

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

/** Closes the notifications on screen (a screenshot shows the page, not the last toasts). */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (let attempt = 0; attempt < 20 && (await toasts.count()) > 0; attempt++) {
    await toasts
      .first()
      .getByRole('button')
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/** Signs in through the sign-in page and waits for the home page. */
export async function submitSignIn(page: Page, user: { account: string; password: string }, submit: string) {
  await page.goto('/login');
  await page.locator('input[name="account"]').fill(user.account);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.waitForURL('**/homeIndex');
}
