import type { Readable } from 'node:stream';
import { isConnectionRefusal } from '@nomada/service-kit';

/** Methods that change nothing (RFC 9110 §9.2.1): sending one twice is harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A kept-alive connection the service closed (it was stopping) as the request went out on it. */
const CLOSED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * Whether a request that failed before any answer may go to another instance of the service:
 * - `refused`: the connection was never opened, so nothing was sent (any method), provided the body
 *   can be sent again: none, read whole, or a stream nobody has read from yet;
 * - `closed`: the connection broke under a safe method without a body;
 * - `no`: anything else, since the service may have acted on it (a POST whose answer was lost must
 *   not be made twice); the client gets a 503 and decides.
 */
export function mayTryElsewhere(
  error: Error,
  method: string,
  body: Readable | Buffer | null,
): 'refused' | 'closed' | 'no' {
  const replayable =
    body === null || Buffer.isBuffer(body) || (!body.readableDidRead && !body.destroyed);
  if (!replayable) return 'no';
  if (isConnectionRefusal(error)) return 'refused';
  const code = (error as { code?: unknown }).code;
  if (
    body === null &&
    SAFE_METHODS.has(method) &&
    typeof code === 'string' &&
    CLOSED_CONNECTION.has(code)
  )
    return 'closed';
  return 'no';
}
