import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors';
import { deriveKey, safeEqual } from './secrets';

export const INTERNAL_HEADER = 'x-nomada-internal';

export function internalHeaders(sessionSecret: string): Record<string, string> {
  return { [INTERNAL_HEADER]: deriveKey(sessionSecret, 'internal') };
}

/** preHandler factory for `/internal/*` routes: only other Nomada services may call them. */
export function requireInternalCaller(sessionSecret: string) {
  const expected = deriveKey(sessionSecret, 'internal');
  return async function requireInternal(request: FastifyRequest): Promise<void> {
    const presented = request.headers[INTERNAL_HEADER];
    if (typeof presented !== 'string' || !safeEqual(presented, expected)) throw forbidden();
  };
}

/** POSTs JSON to another service's internal endpoint; a failure becomes a 503 for our caller. */
export async function postInternal<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  sessionSecret: string,
  timeoutMs = 5000,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...internalHeaders(sessionSecret) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new AppError('unavailable', 'Service temporarily unavailable. Please try again.');
  }
  if (!response.ok)
    throw new AppError('unavailable', 'Service temporarily unavailable. Please try again.');
  return (await response.json()) as T;
}
