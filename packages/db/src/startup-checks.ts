import { Redis } from 'ioredis';
import postgres from 'postgres';

/**
 * Start-up checks shared by the API, the worker and the command-line tools: before anything else, each
 * process makes sure the services named by its settings answer, so a wrong `DATABASE_URL` or `REDIS_URL`
 * ends the process with one line naming the setting and the reason instead of a driver's stack trace.
 */

/** A setting that does not lead to a working service: reported as its message alone, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const CONNECT_TIMEOUT_SECONDS = 10;

/** `url` with its password replaced by `***`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid URL)';
  }
}

/** Why a connection failed, in words: "connection refused", "host name not found", or the server's message. */
export function connectionFailureReason(error: unknown): string {
  const failure = error as { code?: unknown; message?: unknown } | undefined;
  switch (failure?.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not found';
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
      return `no answer within ${CONNECT_TIMEOUT_SECONDS} s`;
    case 'ECONNRESET':
      return 'connection reset by the server';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
  }
  return typeof failure?.message === 'string' && failure.message ? failure.message : String(error);
}

function requireUrl(setting: string, url: string, protocols: string[], example: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new StartupError(`${setting} is not a valid URL (expected e.g. ${example})`);
  }
  if (!protocols.includes(protocol)) {
    throw new StartupError(
      `${setting} must start with ${protocols.map((p) => `${p}//`).join(' or ')}: ${redactUrl(url)}`,
    );
  }
}

/** Connects to PostgreSQL and runs `select 1`; a failure is a StartupError naming the setting. */
export async function checkDatabase(url: string, setting = 'DATABASE_URL'): Promise<void> {
  requireUrl(setting, url, ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database');
  const sql = postgres(url, {
    max: 1,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    idle_timeout: 1,
    onnotice: () => {},
    connection: { application_name: 'startup-check' },
  });
  try {
    await sql`select 1`;
  } catch (error) {
    throw new StartupError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)} (${setting}): ${connectionFailureReason(error)}`,
    );
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Connects to Redis once (no retries) and sends PING; a failure is a StartupError naming the setting. */
export async function checkRedis(url: string, setting = 'REDIS_URL'): Promise<void> {
  requireUrl(setting, url, ['redis:', 'rediss:'], 'redis://host:6379');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_SECONDS * 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // ioredis rejects connect() with "Connection is closed."; the socket's own error says why.
  let socketError: unknown;
  redis.on('error', (error) => {
    socketError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new StartupError(
      `Cannot connect to Redis at ${redactUrl(url)} (${setting}): ${connectionFailureReason(socketError ?? error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Runs every check at once and reports every failure, one line each. */
export async function checkServices(checks: Promise<void>[]): Promise<void> {
  const failures = (await Promise.allSettled(checks)).flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  const unexpected = failures.find((failure) => !(failure instanceof StartupError));
  if (unexpected) throw unexpected;
  if (failures.length > 0) throw new StartupError(failures.map((f) => (f as Error).message).join('\n'));
}

/** Reads the process's settings; a problem with them is a StartupError (the message lists them). */
export function readSettings<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a process's start-up. A StartupError ends the process with `<name> cannot start: <message>` on
 * stderr and exit code 1; any other error is a fault in the program and keeps its stack.
 */
export async function startOrExit<T>(processName: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${processName} cannot start: ${error.message}\n`);
    process.exit(1);
  }
}
