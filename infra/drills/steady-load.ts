import { Tally } from './drill-platform';

/** One call of the load: a signed-in person's request to one service through the gateway. */
export type LoadCall = { label: string; path: string; cookie: string; body: unknown };

/** Calls that reach every service behind the gateway, and each service's database. */
export function callsOfEveryService(accounts: {
  applicant: string;
  agent: string;
  applicantId: string;
}): LoadCall[] {
  return [
    { label: 'identity', path: '/functions/auth-session', cookie: accounts.applicant, body: null },
    {
      label: 'documents',
      path: '/functions/auth-get-dashboard-data',
      cookie: accounts.applicant,
      body: null,
    },
    {
      label: 'messaging',
      path: '/functions/lawyer-messages',
      cookie: accounts.agent,
      body: { userId: accounts.applicantId },
    },
    { label: 'review', path: '/functions/agent-dashboard-data', cookie: accounts.agent, body: {} },
  ];
}

export type Answer = { at: number; label: string; status: number };

/**
 * `workers` loops, each sending the calls in turn as fast as they are answered, until stopped.
 * Every answer is kept with its time, so a drill can tell what failed when.
 */
export function steadyLoad(baseUrl: string, calls: LoadCall[], workers = 4) {
  const answers: Answer[] = [];
  let stopped = false;
  const worker = async (offset: number) => {
    for (let turn = offset; !stopped; turn += 1) {
      const call = calls[turn % calls.length]!;
      let status = 0;
      try {
        const response = await fetch(`${baseUrl}${call.path}`, {
          method: 'POST',
          headers: {
            cookie: call.cookie,
            ...(call.body === null ? {} : { 'content-type': 'application/json' }),
          },
          body: call.body === null ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      answers.push({ at: Date.now(), label: call.label, status });
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    answers,
    tally(since = 0): Tally {
      const tally = new Tally();
      for (const answer of answers) if (answer.at >= since) tally.add(answer.status);
      return tally;
    },
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
