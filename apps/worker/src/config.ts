import { z } from 'zod';

const ZEnv = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  REDIS_URL: z.string().min(1, 'REDIS_URL is required'),
  REDIS_PREFIX: z.string().default('trace'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Traceability Platform <no-reply@traceability.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  /** How long a job's lock lives without renewal; a worker that died is noticed after about this long. */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often scan-page openings are folded into the daily counts and the region alerts. */
  SCAN_FOLD_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often news items whose publication time has come are published. */
  NEWS_PUBLISH_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often work orders are opened for what needs a person, and overdue ones are told. */
  WORK_ORDER_ROUND_MS: z.coerce.number().int().min(100).default(300_000),
  /** The API's upload directory: imports read the spreadsheets people uploaded. */
  UPLOAD_DIR: z.string().default('.data/uploads'),
});

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    logLevel: e.LOG_LEVEL,
    concurrency: e.WORKER_CONCURRENCY,
    lockMs: e.WORKER_LOCK_MS,
    uploadDir: e.UPLOAD_DIR,
    scanFoldMs: e.SCAN_FOLD_MS,
    newsPublishMs: e.NEWS_PUBLISH_MS,
    workOrderRoundMs: e.WORK_ORDER_ROUND_MS,
  };
}
