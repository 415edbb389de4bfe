import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { errorText, type ApiErrorBody, type ErrorCode } from '@nomada/contracts';
import { isDependencyUnavailable } from './dependency-unavailable';
import { AppError } from './errors';

/** Fastify's own client errors, as codes of the contracts catalogue. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'not_multipart',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'too_many_parts',
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FIELDS_LIMIT: 'too_many_parts',
  FST_PROTO_VIOLATION: 'invalid_json',
};

function clientErrorCode(error: FastifyError, status: number): ErrorCode {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  return 'invalid_request';
}

export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.status(status).send(body);
}

/**
 * One error handler for every service: AppError → its status, message and code; Fastify's client
 * errors → 4xx with a catalogue code; PostgreSQL or Redis out of reach → 503 `unavailable` with
 * Retry-After (the caller may try again, nothing is wrong with the request); anything else → logged,
 * 500 `internal_error` (never a stack or SQL).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        // A 503 is ours to explain (which dependency failed); a 4xx is the caller's.
        if (error.statusCode >= 500 && error.cause !== undefined)
          request.log.warn({ cause: String(error.cause), code: error.code }, 'answered 503');
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(reply, error.statusCode, {
          error: error.message,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = clientErrorCode(error, status);
        return sendError(reply, status, { error: errorText(code), code });
      }
      // A client that went away mid-request is no fault of ours: nobody is left to answer. Its
      // connection tells, not the request stream: Node destroys that once a body has been read,
      // and a POST failing after reading its body would then never be answered.
      if (reply.raw.destroyed || request.raw.socket?.destroyed) {
        request.log.info({ err: error.message }, 'client went away before the answer');
        return reply;
      }
      if (isDependencyUnavailable(error)) {
        request.log.warn({ err: error.message }, 'answered 503: a dependency is out of reach');
        reply.header('retry-after', '1');
        return sendError(reply, 503, { error: errorText('unavailable'), code: 'unavailable' });
      }
      request.log.error({ err: error }, 'unhandled error');
      const serverStatus = status >= 500 && status < 600 ? status : 500;
      const code: ErrorCode = serverStatus === 503 ? 'unavailable' : 'internal_error';
      return sendError(reply, serverStatus, { error: errorText(code), code });
    });
    app.setNotFoundHandler((_request, reply) =>
      sendError(reply, 404, { error: errorText('not_found'), code: 'not_found' }),
    );
  },
  { name: 'nomada-error-handler' },
);
