import { createDb } from '@trace/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { traceableCompany } from './fixtures';
import { type E2EHarness, type HarnessOptions, startHarness, type TestUser } from './harness';
import { text } from './texts';
import { restingScreenshot, screenshotFailures, submitSignIn } from './ui';

/** The interface languages and the browser locale each is picked from. */
export const LOCALES = { cn: 'zh-CN', en: 'en-GB', fr: 'fr-FR' } as const;
export type Language = keyof typeof LOCALES;

type CompanyValues = NonNullable<Parameters<typeof traceableCompany>[1]>;

/** What a file's flows share; read it in tests and hooks (it is filled in by the file's first `beforeAll`). */
export interface CompanyFlow {
  readonly harness: E2EHarness;
  /** The test database, for what the flows set up around the pages. */
  readonly database: ReturnType<typeof createDb>;
  readonly admin: TestUser;
  /** The producer account of the company. */
  readonly producer: TestUser;
  readonly corpId: string;
  /** The page opened last (the one screenshotted when a test fails). */
  readonly current: Page | undefined;
  /** A fresh browser profile in a language, nobody signed in. */
  newPage(language: Language): Promise<Page>;
  /** A fresh browser profile in a language with the user signed in on the home page. */
  open(user: TestUser, language: Language): Promise<Page>;
  /** A screenshot of the page at rest, as `<name>.png` (its toasts closed unless kept). */
  shot(page: Page, name: string, options?: { keepToasts?: boolean }): Promise<string>;
}

/**
 * The setup of a file whose flows are played by a platform administrator and a traceable company's
 * producer: starts the harness, makes the company and both accounts, closes every page, the database
 * and the harness after the file, and screenshots the current page of each failed test as
 * `<name>-failed-<test>`. A file's own `beforeAll` runs after this one's, so it can use the company.
 */
export function companyFlow(name: string, company: CompanyValues, options: HarnessOptions = {}): CompanyFlow {
  let harness: E2EHarness | undefined;
  let database: ReturnType<typeof createDb> | undefined;
  let admin: TestUser | undefined;
  let producer: TestUser | undefined;
  let current: Page | undefined;
  const contexts: BrowserContext[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`the ${name} flow is read before its beforeAll ran`);
    return value;
  };

  beforeAll(async () => {
    harness = await startHarness(options);
    database = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: `web-e2e-${name}` });
    const corp = await traceableCompany(database.db, company);
    admin = await harness.createUser({ userType: 'admin' });
    producer = await harness.createUser({ userType: 'producer', corpId: corp.id });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
    await harness?.close();
  });

  screenshotFailures(
    () => harness,
    name,
    () => current,
  );

  const flow: CompanyFlow = {
    get harness() {
      return ready(harness);
    },
    get database() {
      return ready(database);
    },
    get admin() {
      return ready(admin);
    },
    get producer() {
      return ready(producer);
    },
    get corpId() {
      return ready(producer).corpId!;
    },
    get current() {
      return current;
    },
    async newPage(language) {
      const { context, page } = await ready(harness).newPage({ locale: LOCALES[language] });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      current = page;
      return page;
    },
    async open(user, language) {
      const page = await flow.newPage(language);
      await submitSignIn(page, user, text(language, 'shell', 'login.submit'));
      return page;
    },
    shot: (page, shotName, options) => restingScreenshot(ready(harness), page, shotName, options),
  };
  return flow;
}
