import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSignOut, endSession, getAccessToken, getSession, startSession } from '../auth/session';
import { acknowledgeSessionExpired, isSessionExpiryAnnounced } from '../auth/sessionExpiry';
import { changeLanguage } from '../i18n';
import { ApiError, api, NETWORK_ERROR_CODE, requestBlob } from './client';
import type { SessionTokens } from './types';

function tokens(accessToken: string): SessionTokens {
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: 900,
    user: {
      id: '7d1c5f0e-4a4b-4c36-9a57-0b4d3f0f2b11',
      account: 'alice',
      userName: 'Alice',
      userType: 'producer',
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorized = () => json(401, { code: '401', msg: 'Login timed out', data: null });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));

function headersOf(call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

function calledPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  sessionStorage.clear();
  acknowledgeSessionExpired();
  await changeLanguage('en');
  startSession(tokens('token-1'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the language, the access token and cookies, and returns the envelope data', async () => {
    handler = () => json(200, { code: '200', msg: 'ok', data: { id: 1 } });
    await expect(api.get('/user/read/current', { query: { page: 2, q: undefined } })).resolves.toEqual({
      id: 1,
    });
    expect(calledPaths()).toEqual(['/user/read/current?page=2']);
    expect(headersOf(0)).toMatchObject({ sysLanguage: 'en', Authorization: 'Bearer token-1' });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends a JSON body only when there is one', async () => {
    handler = () => json(200, { code: '200', msg: 'ok', data: null });
    await api.post('/logout');
    await api.post('/things', { name: 'x' });
    expect(headersOf(0)['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(headersOf(1)['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"name":"x"}');
  });

  it('treats any other code as an error carrying code, message and field errors', async () => {
    const errors = [{ path: 'password', message: 'Enter the password' }];
    handler = () => json(400, { code: '400', msg: 'Some fields are not valid', data: null, errors });
    const error = await api.post('/auth/login', {}, { recoverSession: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '400', msg: 'Some fields are not valid', errors, status: 400 });
    expect((error as ApiError).fieldError('password')).toBe('Enter the password');
  });

  it('rejects an HTTP 200 whose body code is not "200"', async () => {
    handler = () => json(200, { code: '409', msg: 'Not in this state', data: null });
    await expect(api.get('/x')).rejects.toMatchObject({ code: '409', msg: 'Not in this state' });
  });

  it('reports an unreachable API as a network error', async () => {
    handler = () => new Response('<html>Bad Gateway</html>', { status: 502 });
    await expect(api.get('/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    handler = () => Promise.reject(new TypeError('fetch failed'));
    await expect(api.get('/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
  });

  it('on "401" refreshes once, stores the new token and retries', async () => {
    handler = (path, init) => {
      if (path === '/auth/refresh') return json(200, { code: '200', msg: 'ok', data: tokens('token-2') });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-2'
        ? json(200, { code: '200', msg: 'ok', data: 'fresh' })
        : unauthorized();
    };
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.put('/c')]);
    expect(results).toEqual(['fresh', 'fresh', 'fresh']);
    expect(calledPaths().filter((path) => path === '/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('token-2');
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('ends the session and announces it once when the refresh fails', async () => {
    handler = () => unauthorized();
    const outcomes = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: '401' });
    }
    expect(calledPaths().filter((path) => path === '/auth/refresh')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(isSessionExpiryAnnounced()).toBe(true);
  });

  it('tells nobody of a "401" that answers a request of a session being signed out', async () => {
    handler = () => unauthorized();
    beginSignOut();
    await expect(api.get('/a')).rejects.toMatchObject({ code: '401' });
    expect(calledPaths()).toEqual(['/a']);
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('tells nobody of a "401" that lands after its session was signed out', async () => {
    let answer!: (response: Response) => void;
    handler = (path) =>
      path === '/a' ? new Promise<Response>((resolve) => (answer = resolve)) : unauthorized();
    const pending = api.get('/a');
    await vi.waitFor(() => expect(calledPaths()).toEqual(['/a']));
    endSession();
    answer(unauthorized());
    await expect(pending).rejects.toMatchObject({ code: '401' });
    expect(calledPaths()).toEqual(['/a']);
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('retries with the token another request renewed while it was under way', async () => {
    let answer!: (response: Response) => void;
    handler = (path, init) => {
      if (path === '/a' && (init.headers as Record<string, string>).Authorization === 'Bearer token-1') {
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return json(200, { code: '200', msg: 'ok', data: 'fresh' });
    };
    const pending = api.get('/a');
    await vi.waitFor(() => expect(calledPaths()).toEqual(['/a']));
    startSession(tokens('token-2'));
    answer(unauthorized());
    await expect(pending).resolves.toBe('fresh');
    expect(calledPaths()).toEqual(['/a', '/a']);
    expect(headersOf(1)).toMatchObject({ Authorization: 'Bearer token-2' });
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('leaves a "401" to the caller when session recovery is off (sign-in)', async () => {
    handler = () => json(401, { code: '401', msg: 'Wrong account or password', data: null });
    await expect(api.post('/auth/login', {}, { recoverSession: false })).rejects.toMatchObject({
      code: '401',
      msg: 'Wrong account or password',
    });
    expect(calledPaths()).toEqual(['/auth/login']);
    expect(getAccessToken()).toBe('token-1');
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    handler = (path) =>
      path === '/auth/refresh' ? Promise.reject(new TypeError('fetch failed')) : unauthorized();
    await expect(api.get('/a')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(getAccessToken()).toBe('token-1');
    expect(isSessionExpiryAnnounced()).toBe(false);
  });

  it('sends a file upload as multipart, leaving the boundary to the browser', async () => {
    handler = () => json(200, { code: '200', msg: 'ok', data: { id: 'f1' } });
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(api.post('/upload/file', body)).resolves.toEqual({ id: 'f1' });
    expect(headersOf(0)['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(body);
  });

  it('downloads a stored file with the token, renewing the session on "401"', async () => {
    handler = (path, init) => {
      if (path === '/auth/refresh') return json(200, { code: '200', msg: 'ok', data: tokens('token-2') });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-2' ? new Response('PNGDATA', { status: 200 }) : unauthorized();
    };
    const blob = await requestBlob('/files/f1');
    expect(await blob.text()).toBe('PNGDATA');
    expect(calledPaths()).toEqual(['/files/f1', '/auth/refresh', '/files/f1']);
  });

  it("reports a refused download with the server's message", async () => {
    handler = () => json(404, { code: '404', msg: 'The requested item does not exist', data: null });
    await expect(requestBlob('/files/nope')).rejects.toMatchObject({
      code: '404',
      msg: 'The requested item does not exist',
    });
  });
});
