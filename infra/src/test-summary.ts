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
const clip = (line: string, longest = LONGEST_LINE) =>
  line.length > longest ? `${line.slice(0, longest - 1)}…` : line;

/** How far below a failure's header its error block is read (Playwright's runs to about 40 lines). */
const BLOCK_LINES = 60;

const failureHeader = (line: string) =>
  (
    /^FAIL\s+(\S.*)$/.exec(line)?.[1] ??
    /^\d+\) ((?:\[[^\]]+\] › )?\S+:\d+:\d+ › .+)$/.exec(line)?.[1]
  )?.replace(/[\s─]+$/, '');

/**
 * What an assertion wanted and found (Playwright's `Expected:` / `Received string:` lines), and the
 * test file's line that failed (`at …/x.spec.ts:96:34`, Vitest's `❯ x.test.ts:12:5`): without them a
 * failure seen once in CI cannot be told apart from its neighbours in the same test.
 */
function evidence(block: readonly string[]): string[] {
  const first = (pattern: RegExp) => block.find((line) => pattern.test(line));
  const expected = first(/^Expected(?: \w+)?:\s/);
  const received = first(/^Received(?: \w+)?:\s/);
  const place = block
    .map(
      (line) =>
        /^(?:at|❯) (?:.*[\\/])?([^\\/\s]+\.(?:spec|test)\.[cm]?[jt]sx?:\d+):\d+\)?$/.exec(
          line,
        )?.[1],
    )
    .find(Boolean);
  return [
    expected && clip(expected.replace(/\s+/g, ' '), 120),
    received && clip(received.replace(/\s+/g, ' '), 120),
    place && `at ${place}`,
  ].filter((text): text is string => Boolean(text));
}

/**
 * The failed tests named in runner output, each with the first line of its error and, where the
 * runner printed them, what was expected and received and the test's failing line: Vitest's
 * `FAIL  file > suite > test` headers and Playwright's `1) [project] › file:line:col › test`
 * headers. CI shows only the tail of a run, so the summary repeats these where they will be seen.
 */
export function failedTests(output: string): string[] {
  const lines = output.replace(ANSI, '').split('\n');
  const found: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const header = failureHeader((lines[index] ?? '').trim());
    if (!header) continue;
    const following = lines.slice(index + 1, index + 1 + BLOCK_LINES).map((next) => next.trim());
    const nextHeader = following.findIndex((next) => failureHeader(next));
    const block = nextHeader === -1 ? following : following.slice(0, nextHeader);
    const error = block.slice(0, 5).find((next) => next !== '' && !/^[─⎯-]+$/.test(next));
    const entry = [clip(error ? `${header}: ${error}` : header), ...evidence(block)].join(' | ');
    if (!found.includes(entry)) found.push(entry);
  }
  return found;
}
