import { auditLogs, files } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

// A real 1x1 PNG and the start of a PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----trace-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  token: string,
  filename: string,
  content: Buffer,
  language = 'en',
  contentType?: string,
) {
  const { payload, headers } = multipart(filename, content, contentType);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/upload/file',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, syslanguage: language },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('/upload/file', () => {
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
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/upload/file',
      token: user.token,
      payload: {},
      language: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Choose a file to upload');
  });

  it("another company's file is not found (404), an administrator can read it", async () => {
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const { body } = await upload(owner.token, 'private.png', PNG);
    const denied = await call(ctx.app, {
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
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/companies',
      token: session.token,
      payload: companyBody('producer', body.data.url),
    });
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
