import { ROUTES, routeUrl } from '@trace/contracts';
import { news } from '@trace/db';
import { publishDueNews } from '@trace/db/news';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BodyOf,
  callRoute,
  callRouteUnchecked,
  type Language,
  signedInUser,
  statusOf,
  uploadFile,
  useTestApp,
} from './helpers';

const ctx = useTestApp({ PLATFORM: 'birdnest' });
const r = ROUTES.news;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });
let counter = 0;
const item = (overrides: Partial<BodyOf<typeof r.create>> = {}): BodyOf<typeof r.create> => ({
  title: `News ${Date.now()}-${++counter}`,
  summary: 'A short summary',
  language: 'en',
  body: '<p>Hello <strong>readers</strong></p>',
  ...overrides,
});

async function created(token: string, overrides: Partial<BodyOf<typeof r.create>> = {}) {
  const res = await callRoute(ctx.app, r.create, { body: item(overrides) }, { token });
  expect(res.body.code, res.body.msg).toBe('200');
  return res.body.data;
}

const publicTitles = async (language: Language) => {
  const res = await callRoute(ctx.app, r.publicList, { query: { pageSize: 100 } }, { language });
  expect(res.status).toBe(200);
  return res.body.data.list.map((entry) => entry.title);
};

describe('news administration (/newsList)', () => {
  it('sanitises the body: no script, no event handler, no javascript: link survive', async () => {
    const { token } = await admin();
    const body =
      '<p onclick="steal()">Text</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>';
    const saved = await created(token, { body });
    expect(saved.body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(1\)/i);
    expect(saved.body).toContain('<p>Text</p>');
    expect(saved.body).toContain('<img src="x" />');
    const [row] = await ctx.db.select({ body: news.body }).from(news).where(eq(news.id, saved.id));
    expect(row!.body).toBe(saved.body);

    const edited = await callRoute(
      ctx.app,
      r.update,
      {
        params: { id: saved.id },
        body: item({ body: '<p>ok</p><svg onload="x()"><script>1</script></svg>' }),
      },
      { token },
    );
    expect(edited.body.data.body).toBe('<p>ok</p>');
  });

  it('refuses a body with nothing left after cleaning, an unknown category, in the request language', async () => {
    const { token } = await admin();
    const empty = await callRoute(
      ctx.app,
      r.create,
      { body: item({ body: '<script>x</script>' }) },
      {
        token,
        language: 'fr',
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Le texte ne peut pas être vide');
    const unknown = await callRoute(
      ctx.app,
      r.create,
      { body: item({ category: 'nope' }) },
      {
        token,
        language: 'en',
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('This news category does not exist');
    const known = await created(token, { category: 'industry' });
    expect(known.categoryName).toBe('行业资讯');
    const inEnglish = await callRoute(
      ctx.app,
      r.get,
      { params: { id: known.id } },
      { token, language: 'en' },
    );
    expect(inEnglish.body.data.categoryName).toBe('Industry news');
    const bad = await callRouteUnchecked(
      ctx.app,
      r.create,
      { body: { ...item(), language: 'de' } },
      { token },
    );
    expect(bad.status).toBe(400);
  });

  it('allows to publish -> published -> to publish and refuses the other transitions', async () => {
    const { token } = await admin();
    const saved = await created(token);
    expect(saved.status).toBe('toPublish');
    expect(saved.actions).toEqual(['edit', 'publish', 'schedule', 'delete']);

    const unpublishDraft = await callRoute(ctx.app, r.unpublish, { params: { id: saved.id } }, { token });
    expect(unpublishDraft.status).toBe(409);

    const published = await callRoute(ctx.app, r.publish, { params: { id: saved.id } }, { token });
    expect(published.body.data.status).toBe('published');
    expect(published.body.data.publishedAt).not.toBeNull();

    const again = await callRoute(
      ctx.app,
      r.publish,
      { params: { id: saved.id } },
      { token, language: 'en' },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This news item is already published');
    const schedulePublished = await callRoute(
      ctx.app,
      r.schedule,
      { params: { id: saved.id }, body: { publishAt: new Date(Date.now() + 3_600_000).toISOString() } },
      { token },
    );
    expect(schedulePublished.status).toBe(409);
    const deletePublished = await callRoute(ctx.app, r.remove, { params: { id: saved.id } }, { token });
    expect(deletePublished.status).toBe(409);

    const back = await callRoute(ctx.app, r.unpublish, { params: { id: saved.id } }, { token });
    expect(back.body.data).toMatchObject({ status: 'toPublish', publishedAt: null });
    expect(await statusOf(ctx.app, r.remove, { params: { id: saved.id } }, { token })).toBe(200);
    expect(await statusOf(ctx.app, r.get, { params: { id: saved.id } }, { token })).toBe(404);
  });

  it('refuses a publication time in the past and cancels a scheduled one', async () => {
    const { token } = await admin();
    const saved = await created(token);
    const past = await callRoute(
      ctx.app,
      r.schedule,
      { params: { id: saved.id }, body: { publishAt: new Date(Date.now() - 60_000).toISOString() } },
      { token, language: 'cn' },
    );
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('定时发布时间须晚于当前时间');
    const unscheduleNone = await callRoute(ctx.app, r.unschedule, { params: { id: saved.id } }, { token });
    expect(unscheduleNone.status).toBe(409);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await callRoute(
      ctx.app,
      r.schedule,
      { params: { id: saved.id }, body: { publishAt: at } },
      { token },
    );
    expect(scheduled.body.data).toMatchObject({ status: 'toPublish', publishAt: at });
    expect(scheduled.body.data.actions).toContain('unschedule');
    const cancelled = await callRoute(ctx.app, r.unschedule, { params: { id: saved.id } }, { token });
    expect(cancelled.body.data.publishAt).toBeNull();
  });

  it('the worker round publishes a due item once, and leaves items not yet due', async () => {
    const { token } = await admin();
    const due = await created(token);
    const later = await created(token);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    for (const id of [due.id, later.id])
      await callRoute(ctx.app, r.schedule, { params: { id }, body: { publishAt: at } }, { token });
    // The due one's time has come (set in the database, as time passing would).
    await ctx.db.update(news).set({ publishAt: sql`now() - interval '1 minute'` }).where(eq(news.id, due.id));

    const published = await publishDueNews(ctx.db);
    expect(published).toContain(due.id);
    expect(published).not.toContain(later.id);
    expect(await publishDueNews(ctx.db)).not.toContain(due.id);

    const dueNow = await callRoute(ctx.app, r.get, { params: { id: due.id } }, { token });
    expect(dueNow.body.data.status).toBe('published');
    expect(dueNow.body.data.publishedAt).not.toBeNull();
    const laterNow = await callRoute(ctx.app, r.get, { params: { id: later.id } }, { token });
    expect(laterNow.body.data).toMatchObject({ status: 'toPublish', publishAt: at });
    expect(await publicTitles('en')).toContain(due.title);
    expect(await publicTitles('en')).not.toContain(later.title);
  });

  it('answers 403 to users who are not administrators, and 401 to no one', async () => {
    const { token: adminToken } = await admin();
    const saved = await created(adminToken);
    const producer = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const certBody = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    for (const { token } of [producer, certBody]) {
      expect(await statusOf(ctx.app, r.list, { query: {} }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.get, { params: { id: saved.id } }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.create, { body: item() }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.publish, { params: { id: saved.id } }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.remove, { params: { id: saved.id } }, { token })).toBe(403);
    }
    expect(await statusOf(ctx.app, r.list, { query: {} })).toBe(401);
    expect(await statusOf(ctx.app, r.latest)).toBe(401);
  });
});

describe('published news for readers', () => {
  it('shows only published items in the reader’s language and on this platform', async () => {
    const { token } = await admin();
    const english = await created(token, { language: 'en' });
    const french = await created(token, { language: 'fr' });
    const otherPlatform = await created(token, { language: 'en', platform: 'fruit' });
    const thisPlatform = await created(token, { language: 'en', platform: 'birdnest' });
    const draft = await created(token, { language: 'en' });
    for (const saved of [english, french, otherPlatform, thisPlatform])
      await callRoute(ctx.app, r.publish, { params: { id: saved.id } }, { token });

    const en = await publicTitles('en');
    expect(en).toEqual(expect.arrayContaining([english.title, thisPlatform.title]));
    for (const hidden of [french, otherPlatform, draft]) expect(en).not.toContain(hidden.title);
    const fr = await publicTitles('fr');
    expect(fr).toContain(french.title);
    expect(fr).not.toContain(english.title);

    expect(await statusOf(ctx.app, r.publicGet, { params: { id: english.id } }, { language: 'en' })).toBe(
      200,
    );
    for (const hidden of [draft, otherPlatform])
      expect(await statusOf(ctx.app, r.publicGet, { params: { id: hidden.id } }, { language: 'en' })).toBe(
        404,
      );
    expect(await statusOf(ctx.app, r.publicGet, { params: { id: french.id } }, { language: 'en' })).toBe(404);

    const producer = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const home = await callRoute(ctx.app, r.latest, {}, { token: producer.token, language: 'fr' });
    expect(home.body.data.map((entry) => entry.title)).toContain(french.title);
    expect(home.body.data.map((entry) => entry.title)).not.toContain(english.title);
  });

  it('serves the images of a published item publicly, and nothing else', async () => {
    const { token } = await admin();
    const cover = (await uploadFile(ctx.app, { token }, 'cover.png', PNG, 'image/png')).json().data
      .id as string;
    const inline = (await uploadFile(ctx.app, { token }, 'inline.png', PNG, 'image/png')).json().data
      .id as string;
    const other = (await uploadFile(ctx.app, { token }, 'other.png', PNG, 'image/png')).json().data
      .id as string;
    const saved = await created(token, {
      coverUrl: routeUrl(ROUTES.files.download, { id: cover }),
      body: `<p>Look</p><img src="${routeUrl(ROUTES.files.download, { id: inline })}" alt="x">`,
    });
    const fileCall = (fileId: string) =>
      callRoute(ctx.app, r.publicFile, { params: { id: saved.id, fileId } }, { language: 'en' });
    expect((await fileCall(cover)).status).toBe(404);

    await callRoute(ctx.app, r.publish, { params: { id: saved.id } }, { token });
    const detail = await callRoute(ctx.app, r.publicGet, { params: { id: saved.id } }, { language: 'en' });
    expect(detail.body.data.coverUrl).toBe(routeUrl(r.publicFile, { id: saved.id, fileId: cover }));
    expect(detail.body.data.body).toContain(routeUrl(r.publicFile, { id: saved.id, fileId: inline }));
    const image = await fileCall(inline);
    expect(image.status).toBe(200);
    expect(image.response.headers['content-type']).toBe('image/png');
    expect((await fileCall(cover)).status).toBe(200);
    expect((await fileCall(other)).status).toBe(404);
  });
});
