import { randomUUID } from 'node:crypto';
import { PARTNER_RESOURCE_NAMES, ROUTES, routeUrl } from '@trace/contracts';
import { batches } from '@trace/db';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { approvedProduct } from './fixtures';
import { companyFlow } from './flow';
import { cn, en, fr, text } from './texts';
import { field, row } from './ui';

const DAY = 86_400_000;

/**
 * A partner reads a company's data with its consent: the administrator registers the partner's
 * application and issues a key (the secret shown once); the partner asks the company for access with
 * that key; the company approves in its pages; the key then reads the company's batches and EPCIS
 * events; the company sees those reads in its access log; it revokes the grant and the next call is
 * refused. Then every page of the group in the three languages.
 */
describe('external interfaces: a partner reads a company’s data with its consent', () => {
  const suffix = randomUUID().slice(0, 6);
  const appName = `Fresh Market ERP ${suffix}`;
  const registrationNo = `91350200MA${suffix.toUpperCase()}X`;
  const batchNo = `EXT-${suffix}`;
  const corpName = `厦门燕之坊食品有限公司 ${suffix}`;
  const flow = companyFlow('external', { name: corpName, registrationNo });
  const { open, shot } = flow;
  let secret = '';

  const { callAs, dataAs, rawCallAs } = apiClient(() => flow.harness.baseUrl);
  const withKey = () => ({ headers: { 'x-api-key': secret } });
  const batchesPath = () => routeUrl(ROUTES.partnerApi.batches, { corpId: flow.corpId });
  const eventsPath = () => routeUrl(ROUTES.partnerApi.events, { corpId: flow.corpId });
  const dialog = (page: Page) => page.getByRole('dialog');

  beforeAll(async () => {
    const { db } = flow.database;
    const product = await approvedProduct(db, { corpId: flow.corpId, productName: `燕盏 ${suffix}` });
    await db
      .insert(batches)
      .values({ batchNo, corpId: flow.corpId, productId: product.id, status: 'complete', boundCount: 0 });
  });

  it('an administrator registers the application and issues a key, its secret shown once', async () => {
    const page = await open(flow.admin, 'en');
    await page.goto('/externalRequestPermissionsList');
    await page.getByRole('button', { name: en('external', 'apps.add'), exact: true }).click();
    await page.waitForURL('**/addExternalRequestPermissions');
    await field(page, en('external', 'apps.name')).fill(appName);
    await page
      .getByRole('textbox', { name: en('external', 'apps.purpose') })
      .fill('Shows shoppers where the bird’s nest on the shelf comes from');
    await field(page, en('external', 'apps.contactName')).fill('Chen Li');
    await field(page, en('external', 'apps.contactEmail')).fill(`it-${suffix}@freshmarket.example`);
    await page.getByRole('button', { name: en('common', 'save'), exact: true }).click();
    await page.waitForURL('**/externalRequestPermissionsDetail?id=*');
    await expect.poll(() => page.getByRole('heading', { name: appName }).count()).toBe(1);
    await page.getByText(en('external', 'keys.none')).waitFor();

    await page.getByRole('button', { name: en('external', 'keys.add'), exact: true }).click();
    const form = dialog(page);
    await field(form, en('external', 'keys.name')).fill('Shop shelves');
    const level = en('external', 'keys.level.read');
    await form.getByRole('radio', { name: `${PARTNER_RESOURCE_NAMES.batches.en}: ${level}` }).check();
    await form.getByRole('radio', { name: `${PARTNER_RESOURCE_NAMES.events.en}: ${level}` }).check();
    await shot(page, 'external-new-key-en');
    await form.getByRole('button', { name: en('external', 'keys.issue'), exact: true }).click();

    const issued = page.getByTestId('issued-secret');
    await issued.waitFor();
    secret = (await issued.textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await page.getByText(en('external', 'keys.storeNow')).waitFor();
    await shot(page, 'external-issued-secret-en');
    await page.getByRole('button', { name: en('external', 'keys.stored'), exact: true }).click();
    await issued.waitFor({ state: 'detached' });
    // The list shows the key by its prefix only; the secret is nowhere on the page any more.
    const keys = page.getByTestId('partner-keys');
    await expect.poll(() => keys.getByText('Shop shelves').count()).toBe(1);
    expect(await page.content()).not.toContain(secret);
    expect(await keys.locator('tr[data-status="active"]').count()).toBe(1);
  });

  it('the partner asks the company for its batches and events with the key', async () => {
    const answer = await callAs(
      'anonymous',
      ROUTES.partnerApi.requestAccess,
      {
        body: {
          registrationNo,
          resources: ['batches', 'events'],
          reason: 'To show the origin of the batches we sell',
          validUntil: new Date(Date.now() + 60 * DAY).toISOString(),
        },
      },
      withKey(),
    );
    expect(answer.code, answer.msg).toBe('200');
    expect(answer.data.status).toBe('pending');
    // Without consent the key reads nothing of the company.
    expect((await rawCallAs('anonymous', 'GET', batchesPath(), undefined, withKey().headers)).status).toBe(
      403,
    );
  });

  it('the company approves the request in its pages', async () => {
    const page = await open(flow.producer, 'cn');
    await page.goto('/externalRequestCorpPermissions');
    const request = row(page, appName);
    await request.getByRole('button', { name: cn('external', 'grants.decide'), exact: true }).click();
    await page.waitForURL('**/exitExternalRequestCorpPermissions?id=*');
    await page.getByText('To show the origin of the batches we sell').waitFor();
    await shot(page, 'external-decide-cn');
    await page.getByRole('button', { name: cn('external', 'grants.approve'), exact: true }).click();
    await page.waitForURL('**/externalRequestCorpPermissionsDetail?id=*');
    await page.getByText(cn('statuses', 'external.grantStatus.approved'), { exact: true }).first().waitFor();
  });

  it('the key reads the company’s batches and EPCIS events', async () => {
    const read = await rawCallAs<unknown>('anonymous', 'GET', batchesPath(), undefined, withKey().headers);
    expect(read.status, read.msg).toBe(200);
    expect(JSON.stringify(read.data)).toContain(batchNo);
    const events = await rawCallAs<unknown>('anonymous', 'GET', eventsPath(), undefined, withKey().headers);
    expect(events.status, events.msg).toBe(200);
  });

  it('the company sees the reads in its access log', async () => {
    const page = flow.current!;
    await page.goto('/externalRequestCorpPermissions');
    await page.getByRole('tab', { name: cn('external', 'log.tab') }).click();
    await page.waitForURL('**/externalRequestCorpPermissions?tab=log');
    // The log is written in batches just after the calls: read the list again until they are there.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: cn('kit', 'table.refresh') }).click();
        return row(page, ROUTES.partnerApi.batches.path).count();
      })
      .toBeGreaterThan(0);
    const read = row(page, ROUTES.partnerApi.batches.path).first();
    expect(await read.textContent()).toContain(appName);
    expect(await read.textContent()).toContain(PARTNER_RESOURCE_NAMES.batches.cn);
    expect(await read.textContent()).toContain('200');
    await shot(page, 'external-access-log-cn');
  });

  it('the company revokes the grant, and the next call is refused', async () => {
    const page = flow.current!;
    await page.goto('/externalRequestCorpPermissions');
    await row(page, appName)
      .getByRole('button', { name: cn('common', 'view'), exact: true })
      .click();
    await page.waitForURL('**/externalRequestCorpPermissionsDetail?id=*');
    await page.getByRole('button', { name: cn('external', 'grants.revoke'), exact: true }).click();
    const ask = dialog(page);
    await ask.getByRole('textbox', { name: cn('external', 'grants.revokeReason') }).fill('合作已结束');
    await ask.getByRole('button', { name: cn('external', 'grants.revoke'), exact: true }).click();
    await page.getByText(cn('statuses', 'external.grantStatus.revoked'), { exact: true }).first().waitFor();
    await page.getByText('合作已结束').waitFor();
    const refused = await rawCallAs('anonymous', 'GET', batchesPath(), undefined, withKey().headers);
    expect(refused.status).toBe(403);
  });

  it('every page of the group reads in Chinese, English and French', async () => {
    // A pending request filed for the company, so that the decision page has something to decide.
    const app = await dataAs(flow.admin, ROUTES.external.createApp, {
      body: {
        name: `Cold Chain Monitor ${suffix}`,
        contactName: 'Marie Dubois',
        contactEmail: `ops-${suffix}@coldchain.example`,
        contactPhone: null,
        purpose: 'Checks the storage of shipments',
        ratePerMinute: 120,
        dailyQuota: 20_000,
        enabled: true,
      },
    });
    const monitoring = await dataAs(flow.admin, ROUTES.external.createKey, {
      params: { id: app.id },
      body: {
        name: 'Monitoring',
        scopes: ['shipments:read'],
        expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
        ipAllow: ['203.0.113.0/24'],
      },
    });
    const pending = await dataAs(flow.admin, ROUTES.external.createGrant, {
      body: {
        appId: app.id,
        corpId: flow.corpId,
        resources: ['shipments', 'batches'],
        reason: 'Cold chain checks of the shipments',
        validUntil: new Date(Date.now() + 90 * DAY).toISOString(),
      },
    });
    const apps = await dataAs(flow.admin, ROUTES.external.listApps, { query: { keyword: appName } });
    const firstApp = apps.list[0]!.id;

    for (const language of ['cn', 'en', 'fr'] as const) {
      const page = await open(flow.admin, language);
      const visit = async (path: string, name: string, ready: string) => {
        await page.goto(path);
        await page.getByText(ready, { exact: true }).first().waitFor();
        await shot(page, `external-${name}-${language}`);
      };
      await visit('/externalRequestPermissionsList', 'apps', appName);
      await visit(`/externalRequestPermissionsDetail?id=${firstApp}`, 'app', 'Shop shelves');
      await page
        .getByRole('button', { name: text(language, 'external', 'keys.usage') })
        .first()
        .click();
      await dialog(page)
        .getByText(text(language, 'external', 'usage.calls'))
        .first()
        .waitFor();
      await shot(page, `external-usage-${language}`);
      await page.keyboard.press('Escape');
      await visit(`/externalRequestPermissionsDetail?id=${app.id}`, 'app-unused', 'Monitoring');
      await page.getByRole('button', { name: text(language, 'external', 'keys.add'), exact: true }).click();
      await dialog(page).getByTestId('scope-matrix').waitFor();
      await shot(page, `external-new-key-${language}`);
      await page.keyboard.press('Escape');
      if (language === 'fr') {
        // Rotation: a new secret shown once, the old key kept for its grace period; then the new key
        // is stopped for now.
        const keys = page.getByTestId('partner-keys');
        const actionsOf = (prefix: string) =>
          page.getByRole('button', { name: fr('external', 'keys.actionsOf', { prefix }) });
        await actionsOf(monitoring.key.prefix).click();
        await page.getByRole('menuitem', { name: fr('external', 'keys.rotate') }).click();
        await dialog(page)
          .getByRole('button', { name: fr('external', 'keys.rotate'), exact: true })
          .click();
        const issued = page.getByTestId('issued-secret');
        await issued.waitFor();
        expect((await issued.textContent())?.trim()).not.toBe(monitoring.secret);
        await shot(page, 'external-rotated-secret-fr');
        await page.getByRole('button', { name: fr('external', 'keys.stored'), exact: true }).click();
        await expect.poll(() => keys.locator('tr[data-status="grace"]').count()).toBe(1);
        const fresh = keys.locator('tr[data-status="active"]');
        await expect.poll(() => fresh.count()).toBe(1);
        await fresh
          .getByRole('button', { name: new RegExp(fr('external', 'keys.actionsOf', { prefix: 'tr_' })) })
          .click();
        await page.getByRole('menuitem', { name: fr('external', 'keys.disable') }).click();
        await dialog(page)
          .getByRole('button', { name: fr('external', 'keys.disable'), exact: true })
          .click();
        await expect.poll(() => keys.locator('tr[data-status="disabled"]').count()).toBe(1);
        await shot(page, 'external-keys-rotated-fr');
      }
      await visit(
        `/exitExternalRequestPermissions?id=${app.id}`,
        'app-edit',
        text(language, 'external', 'apps.limits'),
      );
      await visit('/addExternalRequestPermissions', 'app-add', text(language, 'external', 'apps.limits'));
      await visit('/externalRequestCorpPermissions', 'grants-admin', appName);
      await visit(
        '/addExternalRequestCorpPermissions',
        'grant-add',
        text(language, 'external', 'grants.addHint'),
      );
      await visit('/externalRequestCorpPermissions?tab=log', 'log-admin', appName);

      const company = await open(flow.producer, language);
      const companyVisit = async (path: string, name: string, ready: string) => {
        await company.goto(path);
        await company.getByText(ready, { exact: true }).first().waitFor();
        await shot(company, `external-${name}-${language}`);
      };
      await companyVisit('/externalRequestCorpPermissions', 'grants-company', appName);
      await companyVisit(
        `/exitExternalRequestCorpPermissions?id=${pending.id}`,
        'decide',
        'Cold chain checks of the shipments',
      );
      await company
        .locator('label')
        .filter({ hasText: text(language, 'external', 'grants.refuse') })
        .click();
      await company
        .getByRole('textbox', { name: text(language, 'external', 'grants.refuseReason') })
        .waitFor();
      await shot(company, `external-refuse-${language}`);
      await companyVisit(
        `/externalRequestCorpPermissionsDetail?id=${pending.id}`,
        'grant',
        'Cold chain checks of the shipments',
      );
      await companyVisit('/externalRequestCorpPermissions?tab=log', 'log-company', appName);
    }
    // Three languages, each page with its accessibility check: longer than one flow's default.
  }, 300_000);
});
