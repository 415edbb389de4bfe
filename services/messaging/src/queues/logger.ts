import type { FastifyBaseLogger } from 'fastify';

/** The part of a pino logger the queue code uses; the server passes `app.log`, the worker its own pino. */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
