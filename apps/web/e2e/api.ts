import { expect } from 'vitest';
import type { TestUser } from './harness';

/** What the API answered: the HTTP status and the envelope. */
export interface ApiAnswer<T> {
  status: number;
  code: string;
  msg: string;
  data: T;
}

/**
 * Calls to the API as a given user, for what a browser flow needs set up around the pages it drives.
 * Each user signs in once per client; the token is reused for the user's later calls. The address is
 * read at each call (the harness starts after the client is made).
 */
export function apiClient(baseUrlOf: () => string) {
  const tokens = new Map<string, string>();

  async function tokenOf(user: TestUser): Promise<string> {
    let token = tokens.get(user.account);
    if (!token) {
      const login = await fetch(`${baseUrlOf()}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: user.account, password: user.password }),
      });
      token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      tokens.set(user.account, token);
    }
    return token;
  }

  /** Any answer, refusals included. */
  async function call<T>(
    user: TestUser,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrlOf()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(user)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Omit<ApiAnswer<T>, 'status'>;
    return { status: response.status, ...envelope };
  }

  /** The data of a call that must succeed. */
  async function apiAs<T>(user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(user, method, path, body);
    expect(answer.code, answer.msg).toBe('200');
    return answer.data;
  }

  /** Uploads a file as the user; the stored file's id and address. */
  async function uploadAs(user: TestUser, name: string, bytes: Buffer, type: string) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${baseUrlOf()}/upload/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}` },
      body,
    });
    const envelope = (await response.json()) as {
      code: string;
      msg: string;
      data: { id: string; url: string };
    };
    expect(envelope.code, envelope.msg).toBe('200');
    return envelope.data;
  }

  return { tokenOf, call, apiAs, uploadAs };
}
