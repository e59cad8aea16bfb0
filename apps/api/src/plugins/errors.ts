import {
  type ErrorEnvelope,
  issueMessage,
  RESPONSE_CODES,
  toStorableText,
  translate,
} from '@trace/contracts';
import { exceptionLogs } from '@trace/db';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { core } from 'zod';
import { AppError } from '../lib/errors';

/** Thrown by the validator with zod's issues; translated when the response is written. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const statusCode = (status: number) =>
  (RESPONSE_CODES as readonly string[]).includes(String(status))
    ? (String(status) as ErrorEnvelope['code'])
    : '400';

/**
 * The error envelope for everything that fails: our AppErrors, zod validation, Fastify's own client
 * errors (bad JSON, too large, rate limited) and, as code 500, anything unexpected — logged with its
 * stack in the exception log and never shown to the caller.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError | AppError | RequestValidationError, request, reply) => {
      const language = request.language ?? 'cn';
      if (error instanceof AppError) {
        return send(reply, error.statusCode, {
          code: error.code,
          msg: translate(error.messageKey, language, error.params),
          data: null,
          ...(error.fieldErrors
            ? {
                errors: error.fieldErrors.map((f) => ({
                  path: f.path,
                  message: translate(f.messageKey, language, f.params),
                })),
              }
            : {}),
        });
      }
      if (error instanceof RequestValidationError) {
        const errors = error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issueMessage(issue, language),
        }));
        const first = errors[0];
        return send(reply, 400, {
          code: '400',
          msg: first
            ? first.path
              ? `${first.message}`
              : first.message
            : translate('error.validation', language),
          data: null,
          errors,
        });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const key =
          status === 429
            ? 'error.rateLimited'
            : status === 413
              ? 'error.payloadTooLarge'
              : status === 401
                ? 'error.unauthorized'
                : status === 404
                  ? 'error.routeNotFound'
                  : 'error.badRequest';
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
        return send(reply, status, { code: statusCode(status), msg: translate(key, language), data: null });
      }
      await logException(app, request, error);
      return send(reply, 500, { code: '500', msg: translate('error.internal', language), data: null });
    });
  },
  { name: 'errors', dependencies: ['i18n', 'services'] },
);

/** Lengths kept in the exception log: enough to diagnose, never enough to fill the table. */
const EXCEPTION_LIMITS = { requestId: 100, method: 16, url: 2000, message: 4000, stack: 16000 } as const;

/**
 * Writes an unhandled error to the exception log, never failing itself: the texts are made storable
 * (the request that broke may well carry a NUL) and cut to size, and when the row still cannot be
 * written it goes to the process log in full instead of being lost.
 */
export async function recordException(
  db: FastifyInstance['db'],
  log: FastifyBaseLogger,
  entry: { requestId: string; method: string; url: string; userId: string | null; error: unknown },
) {
  const error = entry.error instanceof Error ? entry.error : new Error(String(entry.error));
  const row = {
    requestId: toStorableText(entry.requestId, EXCEPTION_LIMITS.requestId),
    method: toStorableText(entry.method, EXCEPTION_LIMITS.method),
    url: toStorableText(entry.url, EXCEPTION_LIMITS.url),
    userId: entry.userId,
    message: toStorableText(String(error.message ?? error), EXCEPTION_LIMITS.message),
    stack: error.stack === undefined ? null : toStorableText(error.stack, EXCEPTION_LIMITS.stack),
  };
  try {
    await db.insert(exceptionLogs).values(row);
  } catch (logError) {
    log.error({ err: logError, exception: row }, 'could not write the exception log; the exception follows');
  }
}

async function logException(app: FastifyInstance, request: FastifyRequest, error: Error) {
  request.log.error({ err: error }, 'unhandled error');
  await recordException(app.db, request.log, {
    requestId: request.id,
    method: request.method,
    url: request.url,
    userId: request.principal?.kind === 'user' ? request.principal.userId : null,
    error,
  });
}
