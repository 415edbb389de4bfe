const ANSI = /\u001b\[[0-9;]*m/g;

export type Counts = { passed: number; failed: number };

/**
 * Adds up test counts from runner output: Vitest's `Tests  12 passed | 1 failed (13)` lines and
 * Playwright's `  12 passed (30s)` / `  1 failed` lines.
 */
export function countTests(output: string): Counts {
  const counts: Counts = { passed: 0, failed: 0 };
  for (const rawLine of output.replace(ANSI, '').split('\n')) {
    const line = rawLine.trim();
    const vitest = /^Tests\s+(.*)$/.exec(line);
    if (vitest?.[1]) {
      counts.passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      counts.failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    // The cluster run's last line (deploy/src/cluster/k8s-e2e.ts).
    const cluster = /^(\d+) passed, (\d+) failed$/.exec(line);
    if (cluster) {
      counts.passed += Number(cluster[1]);
      counts.failed += Number(cluster[2]);
      continue;
    }
    const playwright = /^(\d+) (passed|failed|flaky)(?: \(|$)/.exec(line);
    if (playwright?.[1]) {
      if (playwright[2] === 'passed') counts.passed += Number(playwright[1]);
      else counts.failed += Number(playwright[1]);
    }
  }
  return counts;
}

const LONGEST_LINE = 240;
const clip = (line: string) =>
  line.length > LONGEST_LINE ? `${line.slice(0, LONGEST_LINE - 1)}…` : line;

/**
 * The failed tests named in runner output, each with the first line of its error: Vitest's
 * `FAIL  file > suite > test` headers and Playwright's `1) [project] › file:line:col › test` headers. CI
 * shows only the tail of a run, so the summary repeats these where they will be seen.
 */
export function failedTests(output: string): string[] {
  const lines = output.replace(ANSI, '').split('\n');
  const found: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    const header = (
      /^FAIL\s+(\S.*)$/.exec(line)?.[1] ??
      /^\d+\) ((?:\[[^\]]+\] › )?\S+:\d+:\d+ › .+)$/.exec(line)?.[1]
    )?.replace(/[\s─]+$/, '');
    if (!header) continue;
    const error = lines
      .slice(index + 1, index + 6)
      .map((next) => next.trim())
      .find((next) => next !== '' && !/^[─⎯-]+$/.test(next));
    const entry = clip(error ? `${header}: ${error}` : header);
    if (!found.includes(entry)) found.push(entry);
  }
  return found;
}
