import { z } from 'zod';

/**
 * Where another service listens: one base URL, or several comma-separated when it runs as more than
 * one instance (`REPLICAS=2 npm start`, decision 045). The value stays a string, normalised (no
 * trailing slash, no spaces), so settings keep their type; `serviceInstances` splits it.
 */
export const serviceAddressSchema = z.string().transform((value, ctx) => {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter(
    (item) => !URL.canParse(item) || !/^https?:$/.test(new URL(item).protocol),
  );
  if (items.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected one or more comma-separated http(s) URLs, got "${value}"`,
    });
    return z.NEVER;
  }
  return items.map((item) => item.replace(/\/+$/, '')).join(',');
});

/** The instances of one service address, in the order given. */
export function serviceInstances(address: string): string[] {
  return address
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const REFUSALS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * The connection could not be opened, so not one byte of the request left: it is safe to send it
 * to another instance whatever its method. fetch wraps the socket's error in `cause`.
 */
export function isConnectionRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSALS.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const BROKEN = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * The connection broke before any answer: typically a kept-alive connection the other instance
 * closed as it stopped. The request may have reached it, so only a read may be sent again.
 */
export function isBrokenConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BROKEN.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Round-robin over a service's instances, for internal calls: each address keeps its own turn, so
 * calls spread evenly however many callers share it.
 */
const turns = new Map<string, number>();

export function instancesInTurn(address: string): string[] {
  const instances = serviceInstances(address);
  if (instances.length <= 1) return instances;
  const turn = turns.get(address) ?? 0;
  turns.set(address, (turn + 1) % instances.length);
  return [...instances.slice(turn), ...instances.slice(0, turn)];
}
