import { readFile } from 'node:fs/promises';
import { ROUTES, translate } from '@trace/contracts';
import { messages, messageTargets, noticeToCompany } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMessage } from '../src/modules/notifications/repo';
import { callRoute, type Language, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

async function companyReader() {
  const corp = await createCompany(ctx.db, {});
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  return { corp, owner };
}

const inbox = (token: string, language: Language) =>
  callRoute(ctx.app, ROUTES.notifications.query, { body: { page: 1, pageSize: 20 } }, { token, language });

const bell = (token: string, language: Language) =>
  callRoute(ctx.app, ROUTES.notifications.recently, {}, { token, language });

const detail = (token: string, language: Language, id: string) =>
  callRoute(ctx.app, ROUTES.notifications.detail, { body: { id } }, { token, language });

describe('notices in the reader’s language (/sysMessageNotification)', () => {
  it('the same notice reads in Chinese, English and French, in the bell, the list and the detail', async () => {
    const { corp, owner } = await companyReader();
    const params = { orderNo: 'L2026001', carrier: 'SF Express', trackingNo: 'SF123' };
    await noticeToCompany(ctx.db, corp.id, 'order.delivered', params, null);
    for (const language of ['cn', 'en', 'fr'] as const) {
      const recent = await bell(owner.token, language);
      expect(recent.body.data.data.map((m) => m.title)).toEqual([
        translate('order.delivered', language, params),
      ]);
    }
    for (const language of ['cn', 'en', 'fr'] as const) {
      const expected = translate('order.delivered', language, params);
      const list = await inbox(owner.token, language);
      const [message] = list.body.data.data;
      expect(message).toMatchObject({ title: expected, content: `<p>${expected}</p>` });
      const opened = await detail(owner.token, language, message!.id);
      expect(opened.body.data).toEqual({
        id: message!.id,
        title: expected,
        content: `<p>${expected}</p>`,
        createTime: message!.createTime,
        status: 2,
        isClick: true,
        forced: false,
      });
    }
  });

  it('an administrator’s message stays as written in every language', async () => {
    const { corp, owner } = await companyReader();
    await insertMessage(ctx.db, {
      title: '春节放假通知 / Spring Festival',
      content: '<p>放假 / Holiday / Congés</p>',
      forced: false,
      audience: { type: 'companies', corpIds: [corp.id] },
      createdBy: null,
    });
    for (const language of ['cn', 'en', 'fr'] as const) {
      const [message] = (await inbox(owner.token, language)).body.data.data;
      expect(message).toMatchObject({
        title: '春节放假通知 / Spring Festival',
        content: '<p>放假 / Holiday / Congés</p>',
      });
    }
  });

  it('notices stored in three languages at once before are read in one (the migration splits them)', async () => {
    const { corp, owner } = await companyReader();
    const old = (title: string, content: string) =>
      ctx.db
        .insert(messages)
        .values({ title, content, audience: 'companies' })
        .returning({ id: messages.id })
        .then(async ([row]) => {
          await ctx.db.insert(messageTargets).values({ messageId: row!.id, corpId: corp.id });
          return row!.id;
        });
    const shipped = await old(
      '标签已发货：L&1 / Labels shipped: L&1 / Étiquettes expédiées : L&1',
      '<p>标签已发货：L&#38;1 / Labels shipped: L&#38;1 / Étiquettes expédiées : L&#38;1</p>',
    );
    const locked = await old(
      '账号已锁定 / Account locked / Compte verrouillé',
      '<p>锁定了</p><p>It was locked</p><p>Il a été verrouillé</p>',
    );
    const unsplittable = await old('A / B', '<p>A / B</p>');

    // The data step of the migration that added notice kinds, run again over these rows.
    const migration = await readFile(
      new URL('../../../packages/db/migrations/0018_notices_by_kind.sql', import.meta.url),
      'utf8',
    );
    const dataStep = migration.split('--> statement-breakpoint').at(-1)!;
    await ctx.db.execute(sql.raw(dataStep));

    const read = async (language: Language) =>
      Object.fromEntries((await inbox(owner.token, language)).body.data.data.map((m) => [m.id, m]));
    const en = await read('en');
    expect(en[shipped]).toMatchObject({
      title: 'Labels shipped: L&1',
      content: '<p>Labels shipped: L&#38;1</p>',
    });
    expect(en[locked]).toMatchObject({ title: 'Account locked', content: '<p>It was locked</p>' });
    expect(en[unsplittable]).toMatchObject({ title: 'A / B', content: '<p>A / B</p>' });
    const fr = await read('fr');
    expect(fr[shipped]).toMatchObject({ title: 'Étiquettes expédiées : L&1' });
    expect(fr[locked]).toMatchObject({ content: '<p>Il a été verrouillé</p>' });
    const cn = await read('cn');
    expect(cn[shipped]).toMatchObject({ title: '标签已发货：L&1', content: '<p>标签已发货：L&#38;1</p>' });
  });
});
