import { describe, expect, it } from 'vitest';
import { waitFor } from './bring-up';

describe('waitFor', () => {
  it('asks again after an empty answer or an error, and returns the first truthy answer', async () => {
    const answers: (() => string)[] = [
      () => '',
      () => {
        throw new Error('connection refused');
      },
      () => 'Succeeded',
    ];
    let asked = 0;
    await expect(waitFor('the pod', 5_000, async () => answers[asked++]!())).resolves.toBe(
      'Succeeded',
    );
    expect(asked).toBe(3);
  });

  it('fails after its timeout naming what it waited for and the last error', async () => {
    await expect(
      waitFor('the API server', 600, async () => {
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('the API server not met within 600 ms (last error: connection refused)');
  });
});
