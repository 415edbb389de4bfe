/**
 * Lighthouse's measure of the host's CPU (its benchmarkIndex) and what its 4x slowdown is made for
 * (Lighthouse's docs/throttling.md): a host at 1500-2000 slowed 4x is a mid-tier phone. A slower
 * host makes the figures worse than a phone's, a faster one better.
 */
export const CALIBRATED_HOST_INDEX = { min: 1500, max: 2000 } as const;

/** Lighthouse's own threshold for its "slower CPU than Lighthouse expects" warning. */
export const SLOW_HOST_INDEX = 1000;

type HostReading = { path: string; language: string; benchmarkIndex: number };

/** A row measured below Lighthouse's own threshold does not count as a measurement of the page. */
export function slowHostRows(rows: readonly HostReading[]): string[] {
  return rows
    .filter((row) => row.benchmarkIndex < SLOW_HOST_INDEX)
    .map(
      (row) =>
        `${row.path} (${row.language}): measured on a host slower than Lighthouse expects (benchmarkIndex ${row.benchmarkIndex.toFixed(0)})`,
    );
}

/**
 * Under the table: what the host CPU column means, and, when the host was faster than the slowdown
 * is made for, that a phone would block longer than the figures say.
 */
export function hostCpuLines(rows: readonly HostReading[]): string[] {
  const { min, max } = CALIBRATED_HOST_INDEX;
  const fastest = Math.max(...rows.map((row) => row.benchmarkIndex));
  return [
    `  host CPU: Lighthouse's benchmarkIndex; its 4x slowdown emulates a mid-tier phone from a host at ${min}-${max} and warns below ${SLOW_HOST_INDEX}`,
    ...(fastest > max
      ? [
          `  this host was faster than that (up to ${fastest.toFixed(0)}): a mid-tier phone would take longer than these figures, TBT most of all`,
        ]
      : []),
  ];
}
