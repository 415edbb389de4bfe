export type ThrottleOptions = {
  /** Least time between the starts of two requests, in milliseconds. */
  minIntervalMs: number;
};

/**
 * Wraps a request so that two never overlap and their starts are at least `minIntervalMs` apart.
 * A call that comes too early is not dropped: it waits its turn, then makes a fresh request, so the
 * answer always reflects a request started after the call (a reload after an upload sees the
 * upload). Calls waiting with the same arguments share that one request.
 */
export function throttleRequests<A extends unknown[], T>(
  request: (...args: A) => Promise<T>,
  { minIntervalMs }: ThrottleOptions,
): (...args: A) => Promise<T> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let running: Promise<unknown> | undefined;
  let waiting: { id: string; promise: Promise<T> } | undefined;

  function start(args: A): Promise<T> {
    lastStart = Date.now();
    const promise = request(...args);
    const current = promise.then(
      () => undefined,
      () => undefined,
    );
    running = current;
    void current.then(() => {
      if (running === current) running = undefined;
    });
    return promise;
  }

  return (...args: A) => {
    const id = JSON.stringify(args);
    if (waiting?.id === id) return waiting.promise;
    if (!running && !waiting && Date.now() - lastStart >= minIntervalMs) return start(args);
    const before = waiting?.promise.catch(() => undefined) ?? running;
    const turn = {
      id,
      promise: Promise.resolve(before).then(async () => {
        const rest = lastStart + minIntervalMs - Date.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        if (waiting === turn) waiting = undefined;
        return start(args);
      }),
    };
    waiting = turn;
    return turn.promise;
  };
}
