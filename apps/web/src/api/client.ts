import { endSession, getAccessToken, isSigningOut, startSession } from '../auth/session';
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

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', sysLanguage: currentLanguage() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readEnvelope<T>(response: Response): Promise<Partial<Envelope<T>> | undefined> {
  try {
    return (await response.json()) as Partial<Envelope<T>>;
  } catch {
    return undefined;
  }
}

/** The error a failed response carries: its envelope when it has one, else a generic message. */
function responseError(envelope: Partial<Envelope<unknown>> | undefined, status: number): ApiError {
  if (!envelope?.code && GATEWAY_STATUSES.has(status)) {
    // A proxy in front of the API answered: the API itself was not reached.
    return new ApiError({ code: NETWORK_ERROR_CODE, msg: i18n.t('errors.network'), status });
  }
  return new ApiError({
    code: envelope?.code ?? String(status),
    msg: envelope?.msg || i18n.t('errors.unexpected'),
    errors: envelope?.errors,
    status,
  });
}

/** One fetch with the session's headers and the request timeout; no answer at all is a network error. */
async function fetchApi(
  path: string,
  options: RequestOptions,
  init: { headers: Record<string, string>; body?: BodyInit },
): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      credentials: 'include',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ code: NETWORK_ERROR_CODE, msg: i18n.t('errors.network'), status: 0 });
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const headers = baseHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetchApi(path, options, { headers, body });
  const envelope = await readEnvelope<T>(response);
  if (response.status === 200 && envelope?.code === '200') return envelope as Envelope<T>;
  throw responseError(envelope, response.status);
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
      // A sign-out under way wins over a renewal that crossed it.
      if (isSigningOut()) return false;
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
 * Whether a "401" still says something about the session a request was sent with. Once its owner
 * signs out (or someone else signs in) the answers of that session's requests are old news: the
 * person is not told that a session they closed has timed out.
 */
function concernsCurrentSession(sentWith: string | null): boolean {
  return !isSigningOut() && getAccessToken() === sentWith;
}

/**
 * Sends one API request and returns the whole envelope (some responses carry fields beside `data`).
 * A "401" triggers one refresh and one retry; if that fails the session ends and the person is asked
 * to sign in again.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return withSessionRecovery(() => send<T>(path, options), options.recoverSession);
}

async function withSessionRecovery<R>(attempt: () => Promise<R>, recoverSession = true): Promise<R> {
  const sentWith = getAccessToken();
  try {
    return await attempt();
  } catch (error) {
    if (!isSessionError(error) || !recoverSession) throw error;
    if (!concernsCurrentSession(sentWith)) {
      // Another request renewed the token meanwhile: try again with it. Signed out: nothing to do.
      if (isSigningOut() || getAccessToken() === null) throw error;
      return attempt();
    }
  }
  if (await refreshSession()) {
    try {
      return await attempt();
    } catch (error) {
      if (isSessionError(error) && !isSigningOut()) expireSession();
      throw error;
    }
  }
  // A page's first calls start before its texts arrive (decision 0038), so a refusal can come back first:
  // its message waits for the shell's texts (at once when they are there).
  await i18n.loadNamespaces('shell');
  const expired = new ApiError({ code: '401', msg: i18n.t('session.expired'), status: 401 });
  if (concernsCurrentSession(sentWith)) expireSession();
  throw expired;
}

async function sendForBlob(path: string, options: RequestOptions): Promise<Blob> {
  const response = await fetchApi(path, options, { headers: { ...baseHeaders(), Accept: '*/*' } });
  if (response.status === 200) return response.blob();
  throw responseError(await readEnvelope(response), response.status);
}

/**
 * Downloads a file the API streams (stored files, exports) with the session's token, which a plain
 * `<img src>` or link could not send. Failures carry the server's envelope like any other request.
 */
export function requestBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  return withSessionRecovery(() => sendForBlob(path, options), options.recoverSession);
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
