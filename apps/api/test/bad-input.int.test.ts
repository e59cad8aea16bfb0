import { Writable } from 'node:stream';
import { createDb, exceptionLogs } from '@trace/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { recordException } from '../src/plugins/errors';
import { rawCall, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp({}, (app) => {
  app.get('/test/explode-unstorable', { config: { access: 'public' } }, async () => {
    throw new Error('exploded on a\u0000b and \ud800 half');
  });
});

const NUL_MESSAGE = {
  cn: '内容包含无法保存的字符（空字符 NUL 或不完整的 Unicode 字符），请删除后重试',
  en: 'The text contains a character that cannot be saved (a NUL character or an incomplete Unicode character); remove it and try again',
  fr: 'Le texte contient un caractère impossible à enregistrer (caractère NUL ou caractère Unicode incomplet) ; supprimez-le et réessayez',
};

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in the sign-in account with a 400 in the request language', async () => {
    for (const language of ['cn', 'en', 'fr'] as const) {
      const res = await rawCall(ctx.app, {
        method: 'POST',
        url: '/auth/login',
        language,
        payload: { account: 'adm\u0000in', password: 'Whatever@1' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: '400',
        msg: NUL_MESSAGE[language],
        errors: [{ path: 'account', message: NUL_MESSAGE[language] }],
      });
    }
  });

  it('refuses it in the forgotten-password account and in a nested body field', async () => {
    const forgot = await rawCall(ctx.app, {
      method: 'POST',
      url: '/auth/password/forgot/code',
      language: 'en',
      payload: { account: '\u0000' },
    });
    expect(forgot.status).toBe(400);
    expect(forgot.body.errors).toEqual([{ path: 'account', message: NUL_MESSAGE.en }]);
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const nested = await rawCall(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token: user.token,
      language: 'en',
      payload: { code: 'nul_role', name: { cn: '角色', en: 'Role\u0000', fr: 'Rôle' } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([{ path: 'name.en', message: NUL_MESSAGE.en }]);
  });

  it('refuses it in every keyword filter, in path parameters and in headers', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    for (const url of ['/sys/users?keyword=%00', '/companies?keyword=a%00b', '/labels?keyword=%00']) {
      const res = await rawCall(ctx.app, { method: 'GET', url, token: admin.token, language: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toBe(NUL_MESSAGE.en);
    }
    const param = await rawCall(ctx.app, { method: 'GET', url: '/consumer/labels/12%00', language: 'en' });
    expect(param.status).toBe(400);
    expect(param.body.errors).toEqual([{ path: 'excode', message: NUL_MESSAGE.en }]);
    const header = await rawCall(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      language: 'en',
      headers: { 'user-agent': 'Agent\u0000/1.0' },
      payload: { account: 'someone', password: 'Whatever@1' },
    });
    expect(header.status).toBe(400);
    expect(header.body.errors).toEqual([{ path: 'user-agent', message: NUL_MESSAGE.en }]);
  });

  it('refuses a lone UTF-16 surrogate but keeps characters written with a surrogate pair', async () => {
    // Raw JSON text: a lone surrogate cannot be written through JSON.stringify.
    const signIn = (json: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json', syslanguage: 'en' },
        payload: json,
      });
    const lone = await signIn('{"account":"ab\\ud800cd","password":"Whatever@1"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().errors).toEqual([{ path: 'account', message: NUL_MESSAGE.en }]);
    const pair = await signIn('{"account":"ab\\ud83d\\ude00cd","password":"Whatever@1"}');
    expect(pair.statusCode).toBe(401);
    expect(pair.json().msg).not.toBe(NUL_MESSAGE.en);
  });
});

describe('dates PostgreSQL cannot store', () => {
  it('refuses the year 0000, which ISO text allows and no calendar has, in bodies and filters', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const certificate = await rawCall(ctx.app, {
      method: 'POST',
      url: '/honour-certificates',
      token: user.token,
      language: 'en',
      payload: {
        name: 'Award',
        issuer: 'Board',
        number: 'A-1',
        issueDate: '0000-01-01T00:00:00Z',
        images: [],
      },
    });
    expect(certificate.status).toBe(400);
    expect(certificate.body.errors).toContainEqual({
      path: 'issueDate',
      message: 'The date must fall between the years 1 and 9999',
    });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const stats = await rawCall(ctx.app, {
      method: 'GET',
      url: '/scan-stats/regions?from=0000-01-01&to=2000-01-01',
      token: admin.token,
      language: 'fr',
    });
    expect(stats.status).toBe(400);
    expect(stats.body.errors).toContainEqual({
      path: 'from',
      message: 'La date doit être comprise entre les années 1 et 9999',
    });
  });
});

describe('the exception log', () => {
  it('records an error whose texts PostgreSQL cannot store, made storable', async () => {
    const res = await rawCall(ctx.app, {
      method: 'GET',
      url: '/test/explode-unstorable?x=1',
      language: 'en',
    });
    expect(res.status).toBe(500);
    const requestId = res.response.headers['x-request-id'] as string;
    const [row] = await ctx.db.select().from(exceptionLogs).where(eq(exceptionLogs.requestId, requestId));
    expect(row).toMatchObject({
      url: '/test/explode-unstorable?x=1',
      message: 'exploded on a\uFFFDb and \uFFFD half',
    });
    expect(row?.stack).toContain('exploded on a\uFFFDb');
  });

  it('cuts long texts to size', async () => {
    const requestId = `cut-${crypto.randomUUID()}`;
    const error = new Error('x'.repeat(50_000));
    await recordException(ctx.db, pino({ level: 'silent' }), {
      requestId,
      method: 'GET',
      url: `/${'u'.repeat(10_000)}`,
      userId: null,
      error,
    });
    const [row] = await ctx.db.select().from(exceptionLogs).where(eq(exceptionLogs.requestId, requestId));
    expect(row?.message).toHaveLength(4000);
    expect(row?.url).toHaveLength(2000);
    expect(row?.stack?.length).toBeLessThanOrEqual(16_000);
  });

  it('goes to the process log in full when the database cannot take it', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, next) {
        lines.push(String(chunk));
        next();
      },
    });
    const broken = createDb(process.env.DATABASE_URL!, { max: 1 });
    await broken.close();
    await recordException(broken.db, pino(sink), {
      requestId: 'lost-request',
      method: 'POST',
      url: '/somewhere',
      userId: null,
      error: new Error('the original failure'),
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      exception: { requestId: 'lost-request', url: '/somewhere', message: 'the original failure' },
    });
    expect(JSON.stringify(logged[0])).toContain('could not write the exception log');
  });
});

describe('a multipart upload cut short', () => {
  it('is a 400, not a server error', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const boundary = '----trace-cut-boundary';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(4096, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const cut of [20, 60, 2000]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/upload/file',
        payload: whole.subarray(0, cut),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${user.token}`,
          syslanguage: 'en',
        },
      });
      expect(res.statusCode, `cut at ${cut}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: '400',
        msg: 'The upload is incomplete or malformed; please send it again',
      });
    }
  });
});
