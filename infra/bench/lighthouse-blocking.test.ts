import { describe, expect, it } from 'vitest';
import { blockingTasks, formatBlockingTasks } from './lighthouse-blocking';

const PAGE = 'http://localhost:8280/pricing';

describe('blockingTasks', () => {
  it('names each long task by what it is attributed to, in the order they ran', () => {
    const details = {
      items: [
        { url: 'http://localhost:8280/wake/wake.1a2b.js', startTime: 1227.4, duration: 120.6 },
        { url: 'Unattributable', startTime: 807.2, duration: 264.1 },
        { url: PAGE, startTime: 1071, duration: 54 },
      ],
    };
    expect(blockingTasks(details, PAGE)).toEqual([
      { source: 'browser (no script)', startMs: 807, durationMs: 264 },
      { source: 'the page (HTML, style, layout)', startMs: 1071, durationMs: 54 },
      { source: 'wake.1a2b.js', startMs: 1227, durationMs: 121 },
    ]);
  });

  it('reads nothing from an audit without items or with items of another shape', () => {
    expect(blockingTasks(undefined, PAGE)).toEqual([]);
    expect(blockingTasks({ items: 'none' }, PAGE)).toEqual([]);
    expect(blockingTasks({ items: [{ url: PAGE, duration: '54' }] }, PAGE)).toEqual([]);
  });
});

describe('formatBlockingTasks', () => {
  it('lists each task with its length and start', () => {
    expect(
      formatBlockingTasks([
        { source: 'browser (no script)', startMs: 807, durationMs: 264 },
        { source: 'wake.1a2b.js', startMs: 1227, durationMs: 121 },
      ]),
    ).toBe('browser (no script) 264 ms at 0.81 s, wake.1a2b.js 121 ms at 1.23 s');
    expect(formatBlockingTasks([])).toBe('no long task');
  });
});
