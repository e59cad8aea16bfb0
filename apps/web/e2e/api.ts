import { ROUTES, type RouteData, type RouteDefinition, type RouteInput, routeUrl } from '@trace/contracts';
import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import type { TestUser } from './harness';

/** What the API answered: the HTTP status and the envelope. */
export interface ApiAnswer<T> {
  status: number;
  code: string;
  msg: string;
  data: T;
}

/** Headers of one call beside the session's (the language, `sysLanguage`). */
export interface CallOptions {
  headers?: Record<string, string>;
}

/** A route's input when it takes none may be left out. */
type InputArgument<R extends RouteDefinition> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/** Who calls: a user (signed in once per client) or nobody, for the public routes. */
export type Caller = TestUser | 'anonymous';

/**
 * Calls to the API as a given user, for what a browser flow needs set up around the pages it drives.
 * Calls go through the contracts route table (`callAs(user, ROUTES.batches.main.create, { body })`), so a
 * wrong path or body does not compile. Each user signs in once per client; the token is reused for the
 * user's later calls. The address is read at each call (the harness starts after the client is made).
 */
export function apiClient(baseUrlOf: () => string) {
  const tokens = new Map<string, string>();

  async function tokenOf(user: TestUser): Promise<string> {
    let token = tokens.get(user.account);
    if (!token) {
      const login = await send('anonymous', ROUTES.auth.login.method, routeUrl(ROUTES.auth.login), {
        account: user.account,
        password: user.password,
      });
      expect(login.code, login.msg).toBe('200');
      token = (login.data as RouteData<typeof ROUTES.auth.login>).accessToken;
      tokens.set(user.account, token);
    }
    return token;
  }

  async function send<T>(
    caller: Caller,
    method: string,
    address: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrlOf()}${address}`, {
      method,
      headers: {
        ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${await tokenOf(caller)}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Omit<ApiAnswer<T>, 'status'>;
    return { status: response.status, ...envelope };
  }

  /** Any answer of one route of the table, refusals included. */
  function callAs<R extends RouteDefinition>(
    caller: Caller,
    route: R,
    ...[input, options]: InputArgument<R>
  ): Promise<ApiAnswer<RouteData<R>>> {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    return send(
      caller,
      route.method,
      routeUrl(route, params as Record<string, unknown>, query),
      body,
      options?.headers,
    );
  }

  /** The data of a call of a route that must succeed. */
  async function dataAs<R extends RouteDefinition>(
    caller: Caller,
    route: R,
    ...args: InputArgument<R>
  ): Promise<RouteData<R>> {
    const answer = await callAs(caller, route, ...args);
    expect(answer.code, answer.msg).toBe('200');
    return answer.data;
  }

  /** A request written by hand, on purpose: the flow checks an address the route table does not type. */
  function rawCallAs<T>(
    caller: Caller,
    method: string,
    address: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer<T>> {
    return send(caller, method, address, body, headers);
  }

  /** Uploads a file as the user; the stored file's id and address. */
  async function uploadAs(user: TestUser, name: string, bytes: Buffer, type: string) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${baseUrlOf()}${routeUrl(ROUTES.files.upload)}`, {
      method: ROUTES.files.upload.method,
      headers: { authorization: `Bearer ${await tokenOf(user)}` },
      body,
    });
    const envelope = (await response.json()) as ApiAnswer<RouteData<typeof ROUTES.files.upload>>;
    expect(envelope.code, envelope.msg).toBe('200');
    return envelope.data;
  }

  return { tokenOf, callAs, dataAs, rawCallAs, uploadAs };
}

/**
 * Whether a response the browser received answers a call of the route: its method, its path with any
 * parameters, and the query values given (`page.waitForResponse(answers(ROUTES.labelImports.create))`).
 */
export function answers(route: Pick<RouteDefinition, 'method' | 'path'>, query: Record<string, string> = {}) {
  const path = new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  return (response: Response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === route.method &&
      path.test(url.pathname) &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    );
  };
}
