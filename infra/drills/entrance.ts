/**
 * `npm run drill:entrance`: the platform's one door under the attacks of issue 15, on this machine's
 * loopback only, bounded in count and time (about three minutes). It starts the built platform in
 * production mode on DRILL_PORT (default 8580, PORT…PORT+4 must be free) with its own database and
 * Redis prefix, then, from 127.0.0.1 (the attacker) while 127.0.0.2 (everyone else) signs in:
 *   1. 20,000 GET / with a made-up Host each: the gateway's memory before and after, and the answers;
 *   2. 200 sign-ins trickling their body a byte a second;
 *   3. 200 lawyer-chat event streams held open;
 *   4. both at once.
 * Each phase prints the other address's sign-in (median of 5, and the slowest) before and during.
 * Exits non-zero when a goal is missed: every made-up host refused, the gateway growing < 20 MB,
 * and the other address signing in within 200 ms while the door is under attack.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { startIsolatedPlatform } from '../src/isolated-platform';
import { readLauncherState } from '../src/launcher-state';
import { signedInAccounts } from '../bench/signed-in-accounts';
import { openEventStreams, trickleBodies, type HeldSockets } from './hostile-sockets';

const port = Number(process.env.DRILL_PORT ?? 8580);
const SIGN_IN_GOAL_MS = 200;
const RSS_GOAL_BYTES = 20 * 1024 * 1024;
const missed: string[] = [];

function rssOf(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Five sign-ins of the other address, one after another: their median and slowest, in ms. */
async function otherSignsIn(
  baseUrl: string,
  host: string,
  credentials: { email: string; password: string },
): Promise<{ median: number; slowest: number; statuses: number[] }> {
  const other = new Pool(baseUrl, { localAddress: '127.0.0.2', connections: 1 });
  const times: number[] = [];
  const statuses: number[] = [];
  try {
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      try {
        const answer = await other.request({
          method: 'POST',
          path: '/functions/auth-login',
          headers: { host, 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
          headersTimeout: 15_000,
        });
        await answer.body.dump();
        statuses.push(answer.statusCode);
      } catch {
        statuses.push(0);
      }
      times.push(performance.now() - started);
    }
  } finally {
    await other.close();
  }
  times.sort((a, b) => a - b);
  return { median: times[2]!, slowest: times[4]!, statuses };
}

function report(
  label: string,
  seen: Awaited<ReturnType<typeof otherSignsIn>>,
  goal: boolean,
): void {
  const ok = seen.statuses.every((status) => status === 200);
  console.log(
    `  other address signs in ${label}: median ${seen.median.toFixed(0)} ms, slowest ${seen.slowest.toFixed(0)} ms, answers ${seen.statuses.join(' ')}`,
  );
  if (goal && (!ok || seen.median > SIGN_IN_GOAL_MS))
    missed.push(`sign-in ${label}: median ${seen.median.toFixed(0)} ms, answers ${seen.statuses}`);
}

async function hostFlood(baseUrl: string, gatewayPid: number, count: number) {
  const pool = new Pool(baseUrl, { connections: 32 });
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const host = `h${next++}.invalid`;
      const answer = await pool.request({
        method: 'GET',
        path: '/',
        headers: { host, accept: 'text/html' },
      });
      await answer.body.dump();
      statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    }
  };
  const before = rssOf(gatewayPid);
  const started = performance.now();
  await Promise.all(Array.from({ length: 32 }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { before, after: rssOf(gatewayPid), statuses, seconds };
}

function describeHeld(label: string, held: HeldSockets): void {
  const fates = held.summary();
  console.log(
    `  ${label}: ${Object.entries(fates)
      .map(([fate, n]) => `${n} ${fate}`)
      .join(', ')}`,
  );
}

async function main(): Promise<number> {
  const stateFile = path.join(tmpdir(), `nomada-drill-${port}.json`);
  console.log(`drill:entrance: starting the built platform on port ${port} (production mode)`);
  const platform = await startIsolatedPlatform({
    port,
    label: 'drill',
    env: {
      NODE_ENV: 'production',
      // Mail is not what this drill is about: nothing listens here, and the worker keeps retrying.
      SMTP_URL: 'smtp://127.0.0.1:1',
      LAUNCHER_STATE_FILE: stateFile,
      RATE_LIMIT_MAX: '100000',
    },
  });
  try {
    const gatewayPid = readLauncherState(stateFile)?.processes.gateway;
    if (!gatewayPid) throw new Error('the launcher did not name the gateway process');
    const host = `localhost:${port}`;
    const accounts = await signedInAccounts(platform, { assigned: true });
    const credentials = { email: accounts.applicantEmail, password: accounts.password };
    report('at rest', await otherSignsIn(platform.baseUrl, host, credentials), false);

    console.log('\n1. 20,000 GET / with a made-up Host each, twice');
    // The first connections grow the heap and the allocator's pools: warm-up, not memory per host.
    await hostFlood(platform.baseUrl, gatewayPid, 5_000);
    for (const round of [1, 2]) {
      const flood = await hostFlood(platform.baseUrl, gatewayPid, 20_000);
      const grown = flood.after - flood.before;
      console.log(
        `  round ${round}: answers ${JSON.stringify(flood.statuses)} in ${flood.seconds.toFixed(1)} s; gateway RSS ${mb(flood.before)} → ${mb(flood.after)} (${grown >= 0 ? '+' : ''}${mb(grown)})`,
      );
      if (flood.statuses[421] !== 20_000) missed.push('a made-up Host was served');
      if (grown >= RSS_GOAL_BYTES) missed.push(`round ${round}: the gateway grew by ${mb(grown)}`);
    }
    report('after the flood', await otherSignsIn(platform.baseUrl, host, credentials), true);

    console.log('\n2. 200 sign-ins trickling their body a byte a second');
    const trickles = trickleBodies(platform.baseUrl, host, 200);
    await delay(1_000);
    report('during', await otherSignsIn(platform.baseUrl, host, credentials), true);
    await delay(6_000);
    describeHeld('trickles after 7 s', trickles);
    trickles.close();

    console.log('\n3. 200 lawyer-chat event streams held open by one agent');
    const streams = openEventStreams(platform.baseUrl, host, 200, {
      cookie: accounts.agent,
      userId: accounts.applicantId,
    });
    await delay(2_000);
    report('during', await otherSignsIn(platform.baseUrl, host, credentials), true);
    describeHeld('streams after 2 s', streams);

    console.log('\n4. both at once: 200 trickles and the 200 streams');
    const both = trickleBodies(platform.baseUrl, host, 200);
    await delay(1_000);
    report('during', await otherSignsIn(platform.baseUrl, host, credentials), true);
    both.close();
    streams.close();
  } finally {
    await platform.stop();
  }
  console.log(missed.length ? `\nmissed:\n  ${missed.join('\n  ')}` : '\nevery goal met');
  return missed.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`drill:entrance: ${(error as Error).message}`);
  process.exitCode = 1;
}
