import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleRequests } from './throttle-requests';

/** A request whose answers the test releases one by one, recording when each started. */
function controlledRequest() {
  const started: number[] = [];
  const pending: Array<(value: string) => void> = [];
  const request = vi.fn(
    (name = 'data') =>
      new Promise<string>((resolve) => {
        started.push(Date.now());
        pending.push(() => resolve(`${name}#${started.length}`));
      }),
  );
  const answerNext = () => pending.shift()?.('');
  return { request, started, answerNext };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('throttleRequests', () => {
  it('starts at once when nothing ran for the interval', async () => {
    const { request, answerNext } = controlledRequest();
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    const first = throttled();
    expect(request).toHaveBeenCalledTimes(1);
    answerNext();
    await expect(first).resolves.toBe('data#1');
  });

  it('never overlaps, and starts at least the interval apart', async () => {
    const { request, started, answerNext } = controlledRequest();
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    const first = throttled();
    const second = throttled();
    await vi.advanceTimersByTimeAsync(1500);
    // The first has not answered yet: the second waits for it however long it takes.
    expect(request).toHaveBeenCalledTimes(1);
    answerNext();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1500]);
    answerNext();
    await expect(second).resolves.toBe('data#2');
  });

  it('keeps the interval after a quick answer, and makes a fresh request for a late caller', async () => {
    const { request, started, answerNext } = controlledRequest();
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    const first = throttled();
    answerNext();
    await first;
    await vi.advanceTimersByTimeAsync(200);
    const second = throttled();
    await vi.advanceTimersByTimeAsync(799);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1000]);
    answerNext();
    await expect(second).resolves.toBe('data#2');
  });

  it('lets callers waiting with the same arguments share one request', async () => {
    const { request, answerNext } = controlledRequest();
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    const first = throttled();
    const waiting = [throttled(), throttled(), throttled()];
    expect(new Set(waiting).size).toBe(1);
    answerNext();
    await first;
    await vi.advanceTimersByTimeAsync(1000);
    answerNext();
    await Promise.all(waiting);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('queues different arguments one after the other', async () => {
    const { request, started, answerNext } = controlledRequest();
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    void throttled('a');
    const b = throttled('b');
    const c = throttled('c');
    answerNext();
    await vi.advanceTimersByTimeAsync(1000);
    answerNext();
    await b;
    await vi.advanceTimersByTimeAsync(1000);
    answerNext();
    await expect(c).resolves.toBe('c#3');
    expect(started).toEqual([0, 1000, 2000]);
    expect(request.mock.calls.map(([name]) => name)).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a failed request', async () => {
    const request = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('ok');
    const throttled = throttleRequests(request, { minIntervalMs: 1000 });
    await expect(throttled()).rejects.toThrow('down');
    const next = throttled();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(next).resolves.toBe('ok');
  });
});
