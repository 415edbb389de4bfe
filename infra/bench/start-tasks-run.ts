/**
 * `npm run bench:start-tasks [-- /path …]`: the long tasks of a prerendered page's start on the
 * phone profile (start-tasks.ts), each page in en and es (default `/`), on its own isolated
 * platform (BENCH_PORT); exits non-zero when a task is over the goal.
 */
import { printReport, startBenchPlatform } from './bench-platform';
import { waitForPrerenderedPages } from './prerendered-pages';
import { LONG_TASK_GOAL_MS, startTaskLines, traceStart, type StartTrace } from './start-tasks';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = (paths.length ? paths : ['/']).flatMap((path) => [
  path,
  `${path}${path.includes('?') ? '&' : '?'}lang=es`,
]);
const platform = await startBenchPlatform();
try {
  await waitForPrerenderedPages(platform.baseUrl, pages);
  const traces: StartTrace[] = [];
  for (const path of pages) traces.push(await traceStart(platform.baseUrl, path));
  printReport([
    `\nThe start of each page on the phone profile (4x CPU, 390 px), tasks over ${LONG_TASK_GOAL_MS} ms`,
    ...startTaskLines(traces),
  ]);
  if (traces.some((trace) => trace.tasks.length > 0)) process.exitCode = 1;
} finally {
  await platform.stop();
}
