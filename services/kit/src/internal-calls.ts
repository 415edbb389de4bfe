import type { FastifyRequest } from 'fastify';
import { Agent, fetch, type Response } from 'undici';
import type { z } from 'zod';
import { isErrorCode } from '@nomada/contracts';
import { AppError, forbidden } from './errors';
import { deriveKey, safeEqual } from './secrets';
import { instancesInTurn, isBrokenConnection, isConnectionRefusal } from './service-addresses';

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

export type InternalCall<S extends z.ZodType> = {
  /** The service's address: one base URL, or its instances comma-separated (service-addresses.ts). */
  baseUrl: string;
  path: string;
  body: unknown;
  sessionSecret: string;
  /** The contract's answer schema: an answer that does not match is the other service's fault (503). */
  answer: S;
  timeoutMs?: number;
  /**
   * The endpoint only reads (a lookup): a call whose connection broke before any answer may go to
   * the next instance too. Without it, only a refused connection moves on.
   */
  repeatable?: boolean;
};

/**
 * Sockets to other services are dropped after 4 s idle whatever their Keep-Alive hint: a stopping
 * service keeps answering for DRAIN_DELAY_MS (5 s on a cluster) with Connection: close before it
 * closes, so it never closes a socket under a call of ours (decision 083).
 */
const internalAgent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 4_000 });

/**
 * Where a call may go, in order. One address (a Kubernetes Service) is tried once more for a read:
 * a new connection may reach another pod, as the next instance in a list would.
 */
function attemptsFor(baseUrl: string, repeatable: boolean): string[] {
  const instances = instancesInTurn(baseUrl);
  return repeatable && instances.length === 1 ? [instances[0]!, instances[0]!] : instances;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A 503 for our caller; the reason stays in the log (error-handler.ts), never in the answer. */
function unavailableBecause(reason: unknown, where: string): AppError {
  const cause = reason instanceof Error ? ((reason.cause as Error | undefined) ?? reason) : reason;
  const text =
    cause instanceof Error
      ? `${cause.message} (${String((cause as { code?: unknown }).code ?? '')})`
      : String(cause);
  return Object.assign(new AppError('unavailable'), {
    cause: `internal call to ${where}: ${text}`,
  });
}

/**
 * POSTs JSON to another service's internal endpoint. A 4xx keeps its meaning for our caller (a 409
 * "already decided" stays a 409 with its code); no answer, a 5xx or an answer that breaks the
 * contract becomes a 503. With several instances, each call goes to the next in turn, and one that
 * refuses the connection (stopped, restarting) is skipped: nothing was sent to it. A call that
 * reached an instance is sent again only when it is `repeatable` (a read), since any other endpoint
 * may have acted on it; behind one address (a Kubernetes Service) a read is sent once more there.
 */
export async function postInternal<S extends z.ZodType>({
  baseUrl,
  path,
  body,
  sessionSecret,
  answer,
  timeoutMs = 5000,
  repeatable = false,
}: InternalCall<S>): Promise<z.output<S>> {
  const signal = AbortSignal.timeout(timeoutMs);
  const payload = JSON.stringify(body);
  let response: Response | undefined;
  for (const instance of attemptsFor(baseUrl, repeatable)) {
    try {
      response = await fetch(new URL(path, `${instance}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...internalHeaders(sessionSecret) },
        body: payload,
        signal,
        dispatcher: internalAgent,
      });
      break;
    } catch (error) {
      const movesOn = isConnectionRefusal(error) || (repeatable && isBrokenConnection(error));
      if (!movesOn || signal.aborted) throw unavailableBecause(error, instance);
    }
  }
  if (!response) throw unavailableBecause('every instance refused the connection', baseUrl);
  const data = await readJson(response);
  if (response.status >= 400 && response.status < 500) {
    const error = data as { code?: unknown; error?: unknown; fields?: Record<string, string> };
    if (isErrorCode(error?.code) && typeof error.error === 'string')
      throw new AppError(error.code, { message: error.error, fields: error.fields });
    throw new AppError('unavailable');
  }
  if (!response.ok) throw unavailableBecause(`it answered ${response.status}`, response.url);
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new AppError('unavailable');
  return parsed.data;
}
