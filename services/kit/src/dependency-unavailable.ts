/** Socket errors of a connection to PostgreSQL or Redis that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs that say the database, not the query, failed: class 08 (connection exception), the
 * server shutting down or starting (57P01-57P03), and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool throw, with no code, when the server goes away or never answers. */
const POOL_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function code(error: unknown): string | undefined {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a failure means a dependency (PostgreSQL, Redis) is unreachable for now, rather than a bug:
 * such a call answers 503 `unavailable` (try again shortly), never 500. Follows `cause` and the
 * errors of an AggregateError (Node's happy-eyeballs connect throws one).
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const errorCode = code(error);
  if (errorCode !== undefined) {
    if (CONNECTION_ERRNOS.has(errorCode) || UNAVAILABLE_SQLSTATES.has(errorCode)) return true;
    if (/^08[0-9A-Z]{3}$/.test(errorCode)) return true;
  }
  if (POOL_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDependencyUnavailable(inner, depth + 1))
  )
    return true;
  return isDependencyUnavailable(error.cause, depth + 1);
}
