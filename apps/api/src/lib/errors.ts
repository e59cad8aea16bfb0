import type { FieldError, MessageKey, ResponseCode } from '@trace/contracts';

/**
 * An error meant for the caller: HTTP status, a message key translated in the request's language,
 * and optional per-field errors. Anything else that escapes a handler is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: {
      path: string;
      messageKey: MessageKey;
      params?: Record<string, string | number>;
    }[],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get code(): ResponseCode {
    return String(this.statusCode) as ResponseCode;
  }
}

export const badRequest = (key: MessageKey = 'error.badRequest', params?: Record<string, string | number>) =>
  new AppError(400, key, params);
/** A validation failure on one field, shown next to that field by the client. */
export const fieldError = (path: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, key, params, [{ path, messageKey: key, params }]);
export const unauthorized = (
  key: MessageKey = 'error.unauthorized',
  params?: Record<string, string | number>,
) => new AppError(401, key, params);
export const forbidden = () => new AppError(403, 'error.forbidden');
/** Also used for another tenant's objects, so their ids cannot be probed. */
export const notFound = (key: MessageKey = 'error.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'error.conflict', params?: Record<string, string | number>) =>
  new AppError(409, key, params);

export type { FieldError };
