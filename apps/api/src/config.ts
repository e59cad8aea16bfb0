import { PLATFORM_KEYS } from '@trace/contracts';
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : [],
  );

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  REDIS_URL: z.string().min(1, 'REDIS_URL is required'),
  REDIS_PREFIX: z.string().default('trace'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().default('traceability-platform'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  PLATFORM: z.enum(PLATFORM_KEYS).default('birdnest'),
  UEDITOR_URL: z.string().default(''),
  /**
   * Origin of the public site printed in label QR codes (the scan page, the Digital Link resolver's
   * root); checked strictly in production (publicBaseUrlProblem).
   */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Traceability Platform <no-reply@traceability.local>'),
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed: their addresses or CIDR ranges (comma-separated),
   * or `true` for any (only when nothing else can reach the API).
   */
  TRUST_PROXY: list,
  CORS_ORIGINS: list,
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Multiplies the per-route limits (sign-in, codes); raise it where many people share one address. */
  ROUTE_RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The first lock of an account at one address; each further lock in a row lasts twice as long. */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_LOCK_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60),
  VALIDATE_RESPONSES: z.enum(['true', 'false']).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the configuration from the environment; fails with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.APP_MODE === 'production' && !e.JWT_SECRET)
    throw new Error('JWT_SECRET is required in production mode');
  if (e.NODE_ENV === 'production') {
    const problem = publicBaseUrlProblem(env.PUBLIC_BASE_URL);
    if (problem) {
      throw new Error(
        `PUBLIC_BASE_URL ${problem}: it must be the public origin printed in label QR codes, like https://trace.example.com`,
      );
    }
  }
  return {
    mode: e.APP_MODE,
    isTest: e.NODE_ENV === 'test',
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwt: {
      // Demo and test runs without a secret get a random one: sessions end on restart, nothing is guessable.
      secret: e.JWT_SECRET ?? cryptoRandom(),
      issuer: e.JWT_ISSUER,
      audience: `${e.JWT_ISSUER}:api`,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    },
    platform: e.PLATFORM,
    ueditorUrl: e.UEDITOR_URL,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    uploadDir: e.UPLOAD_DIR,
    webDist: e.WEB_DIST,
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    routeRateLimitScale: e.ROUTE_RATE_LIMIT_SCALE,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      maxLockMinutes: Math.max(e.LOGIN_LOCK_MINUTES, e.LOGIN_LOCK_MAX_MINUTES),
    },
    validateResponses: e.VALIDATE_RESPONSES ? e.VALIDATE_RESPONSES === 'true' : e.NODE_ENV !== 'production',
  };
}

const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/i;

/**
 * Why an address cannot be the origin in label QR codes, or null. Codes printed with a wrong origin
 * cannot be reprinted, and Digital Link anchors must name the address the codes carry (decision 0025).
 */
export function publicBaseUrlProblem(value: string | undefined): string | null {
  if (!value) return 'is not set';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${value}" is not http or https`;
  if (url.username || url.password) return `"${value}" holds a user name or password`;
  // The Digital Link resolver answers at `/01/…` of the origin: a path would not reach it.
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value))
    return `"${value}" has a path, query or fragment`;
  if (LOCAL_HOST.test(url.hostname)) return `"${value}" is a local address`;
  return null;
}

/** Fastify's `trustProxy`: false (the default), true (any proxy), or addresses and ranges. */
function trustProxyOf(values: string[]): boolean | string[] {
  if (values.length === 0 || (values.length === 1 && values[0] === 'false')) return false;
  if (values.length === 1 && values[0] === 'true') return true;
  return values;
}

function cryptoRandom(): string {
  return globalThis.crypto
    .getRandomValues(new Uint8Array(48))
    .reduce((s, b) => s + b.toString(16).padStart(2, '0'), '');
}
