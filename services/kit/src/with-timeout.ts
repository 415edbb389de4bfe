/** Redis commands queue while Redis reconnects; callers that must answer quickly give up after this. */
export const REDIS_TIMEOUT_MS = 1_000;

/** Rejects when `promise` has not settled within `ms` (the work itself is not cancelled). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
