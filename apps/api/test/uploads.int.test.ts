import { ROUTES, routeUrl } from '@trace/contracts';
import { auditLogs, files } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, injectRoute, multipartFile, rawCall, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

// A real 1x1 PNG and the start of a PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(
  token: string,
  filename: string,
  content: Buffer,
  language = 'en',
  contentType?: string,
) {
  const { payload, headers } = multipartFile(filename, content, contentType);
  const response = await ctx.app.inject({
    method: 'POST',
    url: routeUrl(ROUTES.files.upload),
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, syslanguage: language },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('uploading a file (ROUTES.files.upload)', () => {
  it('stores an image, detects its type from the bytes, writes an audit row, and serves it back', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const res = await upload(user.token, 'licence.png', PNG, 'en', 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'licence.png', mimeType: 'image/png', size: PNG.length });
    const [row] = await ctx.db.select().from(files).where(eq(files.id, res.body.data.id));
    expect(row?.corpId).toBe(user.corpId);
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'file'), eq(auditLogs.entityId, res.body.data.id)));
    expect(audit).toMatchObject({ action: 'upload', userId: user.id });
    const download = await ctx.app.inject({
      method: 'GET',
      url: res.body.data.url,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a PDF document', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
    const res = await upload(user.token, 'contract.pdf', PDF);
    expect(res.body.data.mimeType).toBe('application/pdf');
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name says', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const res = await upload(
      user.token,
      'photo.jpg',
      Buffer.from('#!/bin/sh\necho this is not a picture\n'),
      'en',
      'image/jpeg',
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: '415',
      msg: 'This file type is not allowed; allowed types: JPG, PNG, GIF, PDF, XLSX, XLS',
      data: null,
    });
  });

  it('refuses an image over 5 MB', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await upload(user.token, 'huge.png', big, 'fr');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('Le fichier ne doit pas dépasser 5 Mo');
  });

  it('refuses any file over the 20 MB document limit while streaming', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const huge = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 10)]);
    const res = await upload(user.token, 'huge.pdf', huge);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('413');
  });

  it('asks for a file when the request has none', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const res = await callRoute(ctx.app, ROUTES.files.upload, {}, { token: user.token, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Choose a file to upload');
  });

  it("another company's file is not found (404), an administrator can read it", async () => {
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const { body } = await upload(owner.token, 'private.png', PNG);
    // The address the upload handed out, as a client follows it.
    const denied = await rawCall(ctx.app, {
      method: 'GET',
      url: body.data.url,
      token: stranger.token,
      language: 'en',
    });
    expect(denied.status).toBe(404);
    expect(denied.body.msg).toBe('The requested item does not exist');
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: body.data.url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('file access beyond the tenant', () => {
  it('an uploader keeps their file when their company is created, and reviewers can read documents', async () => {
    const { createUser } = await import('@trace/db/factories');
    const { login } = await import('./helpers');
    const user = await createUser(ctx.db, { userType: 'producer', corpId: null });
    const session = await login(ctx.app, user.account, user.password);
    const { body } = await upload(session.token, 'licence.png', PNG);
    const read = () =>
      ctx.app.inject({
        method: 'GET',
        url: body.data.url,
        headers: { authorization: `Bearer ${session.token}` },
      });
    expect((await read()).statusCode).toBe(200);
    const { companyBody } = await import('./company-helpers');
    const created = await callRoute(
      ctx.app,
      ROUTES.companies.create,
      { body: companyBody('producer', body.data.url) },
      { token: session.token },
    );
    expect(created.body.code).toBe('200');
    const again = await login(ctx.app, user.account, user.password);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: body.data.url,
          headers: { authorization: `Bearer ${again.token}` },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, body.data.id));
    expect(row?.corpId).toBe((created.body.data as { id: string }).id);
  });
});

describe('downloads are sandboxed', () => {
  it('a PDF downloads as an attachment with a sandboxing CSP; an image stays inline, sandboxed too', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const pdf = await upload(user.token, "l'offre (finale) été.pdf", PDF);
    const image = await upload(user.token, 'photo.png', PNG);
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
    const document = await get(pdf.body.data.url);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="l'offre (finale) _t_.pdf"; filename*=UTF-8''l%27offre%20%28finale%29%20%C3%A9t%C3%A9.pdf`,
    );
    expect(document.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    const picture = await get(image.body.data.url);
    expect(picture.headers['content-disposition']).toMatch(/^inline; /);
    expect(picture.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    // Pages and API answers keep the application's own policy.
    const answer = await callRoute(ctx.app, ROUTES.session.currentUser, {}, { token: user.token });
    expect(answer.response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('generated files (spreadsheets, PDFs) are attachments under the same policy', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const template = await injectRoute(ctx.app, ROUTES.labelImports.template, {}, { token: user.token });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toMatch(/^attachment; /);
    expect(template.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });
});

describe('attaching stored files to records', () => {
  const certificate = (images: string[], extra: Record<string, unknown> = {}) => ({
    name: 'Organic Certificate',
    issuer: 'Organic Board',
    issueDate: '2025-01-01T00:00:00Z',
    images,
    ...extra,
  });
  const file = (id: string) => routeUrl(ROUTES.files.download, { id });

  it("refuses another company's file and an unknown one, naming the field; accepts its own", async () => {
    const owner = await signedInUser(ctx.app, ctx.db);
    const thief = await signedInUser(ctx.app, ctx.db);
    const theirs = (await upload(owner.token, 'licence.png', PNG)).body.data.url as string;
    const mine = (await upload(thief.token, 'mine.png', PNG)).body.data.url as string;
    const attach = (images: string[], extra?: Record<string, unknown>) =>
      callRoute(
        ctx.app,
        ROUTES.certificates.create,
        { body: certificate(images, extra) },
        { token: thief.token, language: 'en' },
      );

    const stolen = await attach([mine, theirs]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe(
      'This file does not exist or was not uploaded by you or your company; upload it again',
    );
    expect(stolen.body.errors).toEqual([{ path: 'images.1', message: stolen.body.msg }]);
    const unknown = await attach([file(crypto.randomUUID())]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.path).toBe('images.0');
    const profile = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'Thief', phone: null, email: null, avatar: theirs } },
      { token: thief.token },
    );
    expect(profile.status).toBe(400);
    expect(profile.body.errors?.[0]?.path).toBe('avatar');
    expect((await attach([mine])).body.code).toBe('200');
    const rows = await ctx.db
      .select()
      .from(files)
      .where(eq(files.id, theirs.split('/').at(-1)!));
    expect(rows[0]?.corpId).toBe(owner.corpId);
  });

  it("refuses another company's file named inside rich text, which a scan page would show", async () => {
    const { producerWithBatch } = await import('./records-helpers');
    const owner = await signedInUser(ctx.app, ctx.db);
    const theirs = (await upload(owner.token, 'secret.png', PNG)).body.data.url as string;
    const { user, product, image } = await producerWithBatch(ctx.app, ctx.db);
    const article = (content: string) =>
      callRoute(
        ctx.app,
        ROUTES.records.ecologicalFeatures.create,
        { body: { productId: product.id, title: 'Caves', content, images: [image] } },
        { token: user.token },
      );
    const hidden = await article(`<p>Our caves</p><img src="${theirs}">`);
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors?.[0]?.path).toBe('content');
    expect((await article(`<p>Our caves</p><img src="${image}">`)).body.code).toBe('200');
  });

  it('accepts files of colleagues, platform files, and anything existing from an administrator', async () => {
    const owner = await signedInUser(ctx.app, ctx.db);
    const colleague = await signedInUser(ctx.app, ctx.db, { corpId: owner.corpId });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const colleagues = (await upload(colleague.token, 'team.png', PNG)).body.data.url as string;
    const platform = (await upload(admin.token, 'platform.png', PNG)).body.data.url as string;
    const ownerFile = (await upload(owner.token, 'owner.png', PNG)).body.data.url as string;
    const created = await callRoute(
      ctx.app,
      ROUTES.certificates.create,
      { body: certificate([colleagues, platform]) },
      { token: owner.token },
    );
    expect(created.body.code).toBe('200');
    const byAdmin = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'Admin', phone: null, email: null, avatar: ownerFile } },
      { token: admin.token },
    );
    expect(byAdmin.body.code).toBe('200');
    const missing = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'Admin', phone: null, email: null, avatar: file(crypto.randomUUID()) } },
      { token: admin.token },
    );
    expect(missing.status).toBe(400);
  });
});
