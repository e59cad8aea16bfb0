import { endSession, getAccessToken, startSession } from '../auth/session';
import { announceSessionExpired } from '../auth/sessionExpiry';
import { currentLanguage, i18n } from '../i18n';
import type { Envelope, FieldError, SessionTokens } from './types';

/** Matches the server's request timeout for long imports and exports. */
const REQUEST_TIMEOUT_MS = 600_000;

/** A response that is not a success: the server's code and message, and field errors for validation failures. */
export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly errors: FieldError[];
  readonly status: number;

  constructor(init: { code: string; msg: string; errors?: FieldError[]; status: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.errors = init.errors ?? [];
    this.status = init.status;
  }

  /** The message of the field error at `path`, if the server sent one. */
  fieldError(path: string): string | undefined {
    return this.errors.find((error) => error.path === path)?.message;
  }
}

/** Code given to errors raised before any response arrived (network down, timeout). */
export const NETWORK_ERROR_CODE = 'network';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.code === '401';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * When false, a "401" is returned to the caller as an error instead of starting session recovery
   * (sign-in reports bad credentials as "401").
   */
  recoverSession?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', sysLanguage: currentLanguage() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ code: NETWORK_ERROR_CODE, msg: i18n.t('errors.network'), status: 0 });
  }
  let envelope: Partial<Envelope<T>> | undefined;
  try {
    envelope = (await response.json()) as Partial<Envelope<T>>;
  } catch {
    envelope = undefined;
  }
  if (response.status === 200 && envelope?.code === '200') return envelope as Envelope<T>;
  if (!envelope?.code && GATEWAY_STATUSES.has(response.status)) {
    // A proxy in front of the API answered: the API itself was not reached.
    throw new ApiError({ code: NETWORK_ERROR_CODE, msg: i18n.t('errors.network'), status: response.status });
  }
  throw new ApiError({
    code: envelope?.code ?? String(response.status),
    msg: envelope?.msg || i18n.t('errors.unexpected'),
    errors: envelope?.errors,
    status: response.status,
  });
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token; concurrent callers share one attempt.
 * Resolves false when the server refuses; a lost connection is thrown, since it says nothing about
 * whether the session is still valid.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= send<SessionTokens>('/auth/refresh', { method: 'POST', recoverSession: false })
    .then((envelope) => {
      startSession(envelope.data);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) throw error;
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function expireSession(): void {
  endSession();
  announceSessionExpired();
}

/**
 * Sends one API request and returns the whole envelope (some responses carry fields beside `data`).
 * A "401" triggers one refresh and one retry; if that fails the session ends and the person is asked
 * to sign in again.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!isSessionError(error) || options.recoverSession === false) throw error;
  }
  if (await refreshSession()) {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (isSessionError(error)) expireSession();
      throw error;
    }
  }
  expireSession();
  throw new ApiError({ code: '401', msg: i18n.t('session.expired'), status: 401 });
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands returning the envelope's `data`. */
export const api = {
  get: async <T>(path: string, options?: BodylessOptions) =>
    (await request<T>(path, { ...options, method: 'GET' })).data,
  post: async <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    (await request<T>(path, { ...options, method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    (await request<T>(path, { ...options, method: 'PUT', body })).data,
  delete: async <T>(path: string, options?: BodylessOptions) =>
    (await request<T>(path, { ...options, method: 'DELETE' })).data,
};
