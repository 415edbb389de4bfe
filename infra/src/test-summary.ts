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
    const playwright = /^(\d+) (passed|failed|flaky)(?: \(|$)/.exec(line);
    if (playwright?.[1]) {
      if (playwright[2] === 'passed') counts.passed += Number(playwright[1]);
      else counts.failed += Number(playwright[1]);
    }
  }
  return counts;
}
