import type { FastifyRequest } from 'fastify';
import { UPLOAD_BODY_LIMIT } from '@nomada/contracts';

/**
 * After refusing an upload part-way, the rest of the body is read and dropped, so a browser still
 * sending gets to read the answer instead of a reset connection, but never more than an upload can
 * be: past that the connection is closed.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let seen = 0;
  raw.on('error', () => undefined);
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > UPLOAD_BODY_LIMIT) raw.socket?.destroy();
  });
  raw.resume();
}
