/** One task Lighthouse counted as long (its `long-tasks` audit, at the simulated 4x slowdown). */
export type BlockingTask = { source: string; startMs: number; durationMs: number };

type LongTaskItem = { url?: unknown; startTime?: unknown; duration?: unknown };

/** Lighthouse's name for work no script is attributed to: parsing, style, layout, navigation. */
const UNATTRIBUTED = 'Unattributable';

/** What a task is attributed to, in the words of the bench's report. */
function sourceOf(url: string, pageUrl: string): string {
  if (url === UNATTRIBUTED || url === '') return 'browser (no script)';
  if (url === pageUrl) return 'the page (HTML, style, layout)';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/**
 * The long tasks of one Lighthouse run (its `long-tasks` audit), in the order they ran: where its
 * total blocking time comes from. TBT counts only what runs between first contentful paint and time
 * to interactive, which on a prerendered page is the document's own work and the wake script; the
 * shell starts seconds after load, after Lighthouse's trace has ended.
 */
export function blockingTasks(details: unknown, pageUrl: string): BlockingTask[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return (items as LongTaskItem[])
    .filter(
      (item) =>
        typeof item.url === 'string' &&
        typeof item.startTime === 'number' &&
        typeof item.duration === 'number',
    )
    .map((item) => ({
      source: sourceOf(item.url as string, pageUrl),
      startMs: Math.round(item.startTime as number),
      durationMs: Math.round(item.duration as number),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

/** `the page (HTML, style, layout) 136 ms at 1.13 s, wake.js 121 ms at 1.23 s`. */
export function formatBlockingTasks(tasks: readonly BlockingTask[]): string {
  if (tasks.length === 0) return 'no long task';
  return tasks
    .map((task) => `${task.source} ${task.durationMs} ms at ${(task.startMs / 1000).toFixed(2)} s`)
    .join(', ');
}
