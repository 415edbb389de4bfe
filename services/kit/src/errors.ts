import { errorStatus, errorText, type ErrorCode, type ErrorParams } from '@nomada/contracts';

export type AppErrorOptions = {
  /** Shown instead of the catalogue text (a rejection reason, say); the code stays the same. */
  message?: string;
  params?: ErrorParams;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  /** When a code means something else here than usual (a wrong TOTP code at enrolment is a 400, not a 401). */
  status?: number;
};

/**
 * A domain error with a stable code from the contracts catalogue and a message safe to show;
 * mapped to HTTP `{error, code, fields?}` in one error handler.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorText(code, 'en', options.params));
    this.name = 'AppError';
    this.statusCode = options.status ?? errorStatus(code);
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (code: ErrorCode = 'invalid_request', options?: AppErrorOptions) =>
  new AppError(code, options);
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(code);
export const forbidden = (code: ErrorCode = 'forbidden', options?: AppErrorOptions) =>
  new AppError(code, options);
export const notFound = () => new AppError('not_found');
export const conflict = (code: ErrorCode) => new AppError(code);
export const rateLimited = (code: ErrorCode, retryAfterSeconds: number) =>
  new AppError(code, { retryAfterSeconds });
export const unavailable = () => new AppError('unavailable');
