import { describe, expect, it, vi } from 'vitest';
import { loadInSteps } from './load-in-steps';

describe('loadInSteps', () => {
  it('runs the steps in order, each after the previous one settled and a new task began', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(`start ${name}`);
      await Promise.resolve();
      order.push(`end ${name}`);
    };
    await loadInSteps([step('a'), step('b')]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('leaves the next step to a later task, so the browser can handle input between them', async () => {
    const order: string[] = [];
    const done = loadInSteps([
      async () => {
        order.push('first');
        // Queued as a task: it must run before the second step starts.
        setTimeout(() => order.push('task between'), 0);
      },
      async () => {
        order.push('second');
      },
    ]);
    await done;
    expect(order).toEqual(['first', 'task between', 'second']);
  });

  it('stops at a step that fails, without starting the next', async () => {
    const later = vi.fn();
    await expect(
      loadInSteps([() => Promise.reject(new Error('chunk failed')), later]),
    ).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
  });
});
