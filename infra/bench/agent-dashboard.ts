import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { createAgent } from '@nomada/identity/create-agent';
import { ownerUrls } from '../src/database-access';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { seedApplicants } from './agent-seed';
import { seedOtherAgents } from './agent-seed-people';

/** The calls the agent dashboard makes, measured one after another (one agent, no other load). */
const CALLS = {
  'first pages': {},
  'every list searched': {
    documents: { search: 'garcía' },
    pendingRegistrations: { search: 'garcia' },
    registrationHistory: { search: 'lucia' },
    assignedUsers: { search: 'bench' },
    unassignedUsers: { search: 'peña' },
  },
  'page 50 of the history': { registrationHistory: { page: 50 } },
} as const;
type CallName = keyof typeof CALLS;

export type Latency = { p50Ms: number; p95Ms: number };
export type AgentDashboardTimings = {
  small: { applicants: number; documents: number; calls: Record<CallName, Latency> };
  large: { applicants: number; documents: number; calls: Record<CallName, Latency> };
  /** The machine's 1-minute load average as the timing began and ended (a busy machine shows). */
  load: { before: number; after: number };
};

const SMALL = 10;
const LARGE = 10_000;
const DOCUMENTS_EACH = 4;
/**
 * Rounds of every call against both platforms before any is timed. Fresh processes run their code
 * unoptimised at first, and the large database's fuller pages cost more then: with 5 calls of one
 * kind only, the first kind timed paid the warm-up (1.67× right after start, 1.31× on a second pass,
 * same code and data), which is no measure of the data's size.
 */
const WARM_UP = 20;
const SAMPLES = 40;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/functions/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`agent sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function timeCall(url: string, cookie: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`agent-dashboard-data answered ${response.status}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

type Seeded = { url: string; cookie: string };

/**
 * Each call alternately against both databases, so that whatever else the machine is doing slows
 * both sides alike and the ratio stays meaningful on a busy machine.
 */
async function measureCalls(
  small: Seeded,
  large: Seeded,
): Promise<{ small: Record<CallName, Latency>; large: Record<CallName, Latency> }> {
  const result = {
    small: {} as Record<CallName, Latency>,
    large: {} as Record<CallName, Latency>,
  };
  for (let index = 0; index < WARM_UP; index++)
    for (const body of Object.values(CALLS))
      for (const side of [small, large]) await timeCall(side.url, side.cookie, body);
  for (const [name, body] of Object.entries(CALLS) as [CallName, object][]) {
    const samples = { small: [] as number[], large: [] as number[] };
    for (let index = 0; index < SAMPLES; index++) {
      samples.small.push(await timeCall(small.url, small.cookie, body));
      samples.large.push(await timeCall(large.url, large.cookie, body));
    }
    for (const side of ['small', 'large'] as const) {
      const sorted = samples[side].sort((a, b) => a - b);
      result[side][name] = { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
    }
  }
  return result;
}

/** An agent and `applicants` applicants with their documents in a platform's fresh database. */
async function seedPlatform(platform: IsolatedPlatform, applicants: number): Promise<Seeded> {
  const identity = ownerUrls('identity', platform.database);
  const email = `bench-agent-${randomBytes(4).toString('hex')}@nomada-bench.test`;
  const password = 'Bench-pass1!';
  const agent = await createAgent(identity.databaseUrl, {
    email,
    password,
    firstName: 'Bench',
    lastName: 'Agent',
  });
  const otherAgentIds = await seedOtherAgents(platform.database, 5);
  await seedApplicants({
    database: platform.database,
    applicants,
    documentsEach: DOCUMENTS_EACH,
    agentId: agent.userId,
    otherAgentIds,
  });
  return {
    url: `${platform.baseUrl}/functions/agent-dashboard-data`,
    cookie: await signIn(platform.baseUrl, email, password),
  };
}

/**
 * agent-dashboard-data through the gateway, as an agent's browser makes it, against a platform
 * whose database holds 10 applicants and 40 documents and one with 10,000 applicants and 40,000
 * documents (seeded straight into the tables). Both platforms must be fresh. The goal: the large
 * database at most 1.5× slower.
 */
export async function measureAgentDashboard(platforms: {
  small: IsolatedPlatform;
  large: IsolatedPlatform;
}): Promise<AgentDashboardTimings> {
  const [small, large] = await Promise.all([
    seedPlatform(platforms.small, SMALL),
    seedPlatform(platforms.large, LARGE),
  ]);
  const before = loadavg()[0]!;
  const calls = await measureCalls(small, large);
  return {
    small: { applicants: SMALL, documents: SMALL * DOCUMENTS_EACH, calls: calls.small },
    large: { applicants: LARGE, documents: LARGE * DOCUMENTS_EACH, calls: calls.large },
    load: { before, after: loadavg()[0]! },
  };
}

export function agentDashboardLines({ small, large, load }: AgentDashboardTimings): string[] {
  const lines = [
    `\nagent-dashboard-data through the gateway (${SAMPLES} calls each, taking turns between the two databases, after ${WARM_UP} rounds of every call to warm up)`,
    `  ${''.padEnd(24)} ${`${small.applicants} applicants`.padStart(22)} ${`${large.applicants.toLocaleString('en')} applicants`.padStart(24)}   ratio (p50)`,
  ];
  for (const name of Object.keys(CALLS) as CallName[]) {
    const a = small.calls[name];
    const b = large.calls[name];
    const ratio = b.p50Ms / a.p50Ms;
    lines.push(
      `  ${name.padEnd(24)} ${`p50 ${a.p50Ms.toFixed(1)} p95 ${a.p95Ms.toFixed(1)} ms`.padStart(22)} ${`p50 ${b.p50Ms.toFixed(1)} p95 ${b.p95Ms.toFixed(1)} ms`.padStart(24)}   ${ratio.toFixed(2)}${ratio > 1.5 ? '  (goal: at most 1.5)' : ''}`,
    );
  }
  lines.push(
    `  (${small.documents} and ${large.documents.toLocaleString('en')} documents; goal: at most 1.5× slower; load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  return lines;
}
