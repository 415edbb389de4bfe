import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError } from './errors';

const GENERIC_SERVER_ERROR = 'Something went wrong. Please try again.';

/** Fastify's own client errors, rewritten into messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many parts',
  FST_PROTO_VIOLATION: 'Invalid request',
};

/**
 * One error handler for every service: AppError → its status and message; Fastify's client errors →
 * 4xx with a readable message; anything else → logged, 500 with a generic text (never a stack or SQL).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .status(error.statusCode)
          .send(
            error.fields
              ? { error: error.message, fields: error.fields }
              : { error: error.message },
          );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429)
          return reply.status(429).send({ error: 'Too many requests. Please try again later.' });
        const message =
          (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ??
          (error.validation
            ? 'Invalid request'
            : status === 413
              ? 'The request body is too large'
              : 'Invalid request');
        return reply.status(status).send({ error: message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(status >= 500 && status < 600 ? status : 500)
        .send({ error: GENERIC_SERVER_ERROR });
    });
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
  },
  { name: 'nomada-error-handler' },
);
