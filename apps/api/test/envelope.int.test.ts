import { exceptionLogs } from '@trace/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawCall, useTestApp } from './helpers';

const ctx = useTestApp({}, (app) => {
  app.get('/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('database password is hunter2');
  });
});

describe('response envelope', () => {
  it('wraps success as code "200" with a message in the request language', async () => {
    const cn = await rawCall(ctx.app, { method: 'GET', url: '/getPlatform' });
    expect(cn.status).toBe(200);
    expect(cn.body).toEqual({ code: '200', msg: '操作成功', data: 'birdnest' });
    const en = await rawCall(ctx.app, { method: 'GET', url: '/getPlatform', language: 'en' });
    expect(en.body.msg).toBe('Operation successful');
  });

  it('answers unknown routes with code "404" in the request language', async () => {
    const fr = await rawCall(ctx.app, { method: 'POST', url: '/no/such/route', language: 'fr' });
    expect(fr.status).toBe(404);
    expect(fr.body).toEqual({ code: '404', msg: "L'adresse demandée n'existe pas", data: null });
    const cn = await rawCall(ctx.app, { method: 'GET', url: '/no/such/route' });
    expect(cn.body.msg).toBe('访问的接口不存在');
  });

  it('falls back to cn for an unknown language', async () => {
    const res = await rawCall(ctx.app, { method: 'GET', url: '/nothing', headers: { syslanguage: 'de' } });
    expect(res.body.msg).toBe('访问的接口不存在');
  });

  it('turns zod failures into code "400" with one translated message per field', async () => {
    const res = await rawCall(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: '', password: 5 },
      language: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'account', message: 'Enter the account' },
        { path: 'password', message: 'Enter the password' },
      ]),
    );
  });

  it('translates zod built-in messages too', async () => {
    const res = await rawCall(ctx.app, {
      method: 'GET',
      url: '/admin/jobs?page=0',
      language: 'fr',
      token: 'x',
    });
    expect(res.body.code).toBe('401');
    const bad = await rawCall(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: 'a'.repeat(65), password: 'x' },
      language: 'fr',
    });
    expect(bad.body.errors?.[0]?.path).toBe('account');
    expect(bad.body.errors?.[0]?.message).toMatch(/Trop grand/);
  });

  it('rejects malformed JSON with code "400" and accepts an empty JSON body', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: '400', data: null });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toEqual({ code: '200', msg: '操作成功', data: null });
  });

  it('hides unhandled errors behind code "500" and keeps the stack in the exception log', async () => {
    const res = await rawCall(ctx.app, { method: 'GET', url: '/test/boom', language: 'en' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: '500',
      msg: 'Something went wrong on our side, please try again later',
      data: null,
    });
    expect(res.response.body).not.toContain('hunter2');
    const requestId = res.response.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await ctx.db.select().from(exceptionLogs).where(eq(exceptionLogs.requestId, requestId));
    expect(row?.message).toContain('hunter2');
    expect(row?.stack).toContain('envelope.int.test.ts');
  });

  it('generates request ids itself and ignores the caller’s', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/getPlatform',
      headers: { 'request-id': 'mine' },
    });
    expect(res.headers['x-request-id']).not.toBe('mine');
  });

  it('answers an address it cannot read in the envelope, in the request’s language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/scan/labels/%E0%A4%A',
      headers: { syslanguage: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400', msg: 'The request is not valid', data: null });
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/labels/%ZZ',
      headers: { syslanguage: 'fr' },
    });
    expect(french.json()).toMatchObject({ code: '400', msg: "La requête n'est pas valide" });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/getPlatform' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('does not allow cross-origin calls from origins outside the allow-list', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/getPlatform',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
