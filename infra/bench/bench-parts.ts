/** The parts `npm run bench` can run alone, in the order it prints them. */
export const BENCH_PARTS = ['gateway', 'uploads', 'pack', 'agent', 'public', 'timings'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** The parts named on the command line, or all of them when none is named. */
export function selectedParts(args: readonly string[]): Set<BenchPart> {
  const unknown = args.filter((arg) => !(BENCH_PARTS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    throw new Error(
      `unknown bench part ${unknown.join(', ')}: choose from ${BENCH_PARTS.join(', ')}`,
    );
  }
  return new Set(args.length === 0 ? BENCH_PARTS : (args as BenchPart[]));
}
