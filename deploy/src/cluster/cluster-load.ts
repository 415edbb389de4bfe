import { callsOfEveryService } from '@nomada/infra/steady-load';
import { signedInAccounts } from '@nomada/infra/signed-in-accounts';
import type { ClusterContext } from './context';
import { call } from './http-call';

export type LoadAnswer = {
  at: number;
  label: string;
  status: number;
  error?: string;
  body?: string;
};

/**
 * Visitors calling every service through the gateway's Service, each call on a connection of its
 * own (so kube-proxy picks a pod per call, as for separate visitors), until stopped.
 */
export async function startClusterLoad(context: ClusterContext, workers = 4) {
  const accounts = await signedInAccounts(
    { baseUrl: context.baseUrl, port: context.port, env: context.env },
    { assigned: true },
  );
  const calls = callsOfEveryService(accounts);
  const answers: LoadAnswer[] = [];
  let stopped = false;
  const worker = async (offset: number) => {
    for (let turn = offset; !stopped; turn++) {
      const load = calls[turn % calls.length]!;
      try {
        const answer = await call(`${context.baseUrl}${load.path}`, {
          method: 'POST',
          headers: { cookie: load.cookie, origin: context.baseUrl },
          body: load.body ?? undefined,
        });
        answers.push({
          at: Date.now(),
          label: load.label,
          status: answer.status,
          ...(answer.status === 200 ? {} : { body: answer.body.slice(0, 160) }),
        });
      } catch (error) {
        answers.push({
          at: Date.now(),
          label: load.label,
          status: 0,
          error: (error as Error).message,
        });
      }
    }
  };
  const running = Array.from({ length: workers }, (_, i) => worker(i));
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
    failures(from = 0, to = Infinity) {
      return answers.filter((a) => a.at >= from && a.at <= to && a.status !== 200);
    },
  };
}

export const describeFailures = (failures: LoadAnswer[]) =>
  failures
    .slice(0, 10)
    .map(
      (f) =>
        `${f.label} ${f.status || f.error} at ${new Date(f.at).toISOString().slice(11, 19)}${f.body ? ` ${f.body}` : ''}`,
    )
    .join('; ');
