import { waitForQuietMachine } from './quiet-machine';
import { measureAuthSession, type Throughput } from './session-throughput';

/** Issue 15's goal: the gateway keeps at least this share of a service's own throughput. */
export const MIN_GATEWAY_RATIO = 0.7;

export type ThroughputPair = { viaGateway: Throughput; direct: Throughput };
/** `startedUnder`: how busy the machine was before the first round. */
export type PairedThroughput = { rounds: ThroughputPair[]; startedUnder: string };

const ROUNDS = 5;
/** Each side runs this long first, untimed: the first round was always the slowest without it (JIT). */
const WARM_UP_SECONDS = 5;

/**
 * The same signed-in call through the gateway and straight to its service, in rounds whose order
 * alternates (gateway first, then service first, …): on a shared 2-core machine one 10-second run
 * can be a third off its neighbour, and a slow patch then lands on both sides instead of one.
 */
export async function measurePaired(
  viaGatewayUrl: string,
  directUrl: string,
  cookie: string,
  rounds = ROUNDS,
): Promise<PairedThroughput> {
  await measureAuthSession(viaGatewayUrl, cookie, { seconds: WARM_UP_SECONDS });
  await measureAuthSession(directUrl, cookie, { seconds: WARM_UP_SECONDS });
  const startedUnder = await waitForQuietMachine();
  const measured: ThroughputPair[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      const viaGateway = await measureAuthSession(viaGatewayUrl, cookie);
      const direct = await measureAuthSession(directUrl, cookie);
      measured.push({ viaGateway, direct });
    } else {
      const direct = await measureAuthSession(directUrl, cookie);
      const viaGateway = await measureAuthSession(viaGatewayUrl, cookie);
      measured.push({ viaGateway, direct });
    }
  }
  return { rounds: measured, startedUnder };
}

const ratio = ({ viaGateway, direct }: ThroughputPair) =>
  viaGateway.requestsPerSecond / direct.requestsPerSecond;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the rounds' ratios: what the goal is judged on. */
export function medianRatio(paired: PairedThroughput): number {
  return median(paired.rounds.map(ratio));
}

function throughputLine(label: string, runs: Throughput[]): string {
  const rates = runs.map((run) => run.requestsPerSecond.toFixed(0)).join(' / ');
  const p50 = median(runs.map((run) => run.p50Ms));
  const p99 = median(runs.map((run) => run.p99Ms));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  return `  ${label.padEnd(22)} ${rates} req/s   p50 ${p50} ms   p99 ${p99} ms${errors ? `   ${errors} errors` : ''}`;
}

/** A heading, each side's rate per round, and the median ratio with its verdict. */
export function pairedLines(
  heading: string,
  directLabel: string,
  paired: PairedThroughput,
): string[] {
  const value = medianRatio(paired);
  const verdict = value >= MIN_GATEWAY_RATIO ? 'goal met' : `MISSED: goal ≥ ${MIN_GATEWAY_RATIO}`;
  const perRound = paired.rounds.map((pair) => ratio(pair).toFixed(2)).join(', ');
  return [
    `\n${heading} (10 connections, ${paired.rounds.length} alternating rounds of 10 s each side; before: ${paired.startedUnder})`,
    throughputLine(
      'through the gateway',
      paired.rounds.map((pair) => pair.viaGateway),
    ),
    throughputLine(
      directLabel,
      paired.rounds.map((pair) => pair.direct),
    ),
    `  ratio gateway/direct   ${value.toFixed(2)} median (rounds ${perRound})   (${verdict})`,
  ];
}
