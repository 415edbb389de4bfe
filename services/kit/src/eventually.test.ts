import { describe, expect, it } from 'vitest';
import { eventually } from './eventually';

describe('eventually', () => {
  it('returns the first answer that is not undefined, null or false', async () => {
    const answers = [undefined, null, false, 0, 1];
    let asked = 0;
    await expect(eventually(() => answers[asked++], { intervalMs: 1 })).resolves.toBe(0);
    expect(asked).toBe(4);
  });

  it('asks every intervalMs and fails naming what after timeoutMs', async () => {
    let asked = 0;
    const started = Date.now();
    await expect(
      eventually(
        () => {
          asked++;
          return false;
        },
        { timeoutMs: 200, intervalMs: 50, what: 'the node' },
      ),
    ).rejects.toThrow(/^the node not met within 200 ms$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(asked).toBeLessThanOrEqual(6);
  });

  it('fails at once when check throws, unless told to retry', async () => {
    let asked = 0;
    const refused = new Error('refused');
    await expect(
      eventually(
        () => {
          asked++;
          throw refused;
        },
        { timeoutMs: 1000, intervalMs: 1 },
      ),
    ).rejects.toBe(refused);
    expect(asked).toBe(1);
  });

  it('retries through errors and answers once check does', async () => {
    let asked = 0;
    const value = await eventually(
      () => {
        if (++asked < 3) throw new Error('not listening');
        return 'up';
      },
      { intervalMs: 1, retryErrors: true },
    );
    expect(value).toBe('up');
    expect(asked).toBe(3);
  });

  it('names the last error when time runs out while retrying', async () => {
    let asked = 0;
    const failure = await eventually(
      () => {
        throw new Error(`refused ${++asked}`);
      },
      { timeoutMs: 30, intervalMs: 5, what: 'the API server', retryErrors: true },
    ).catch((error: unknown) => (error as Error).message);
    expect(failure).toBe(`the API server not met within 30 ms (last error: refused ${asked})`);
  });
});
