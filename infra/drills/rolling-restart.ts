import { signedInAccounts } from '../bench/signed-in-accounts';
import { PLATFORM_PROCESSES } from '../src/processes';
import { platformInstances } from '../src/replicas';
import { ChatStreamClient } from './chat-stream-client';
import {
  delay,
  isReady,
  startDrillPlatform,
  Tally,
  verdict,
  waitUntil,
  type DrillPlatform,
  type Verdict,
} from './drill-platform';
import { callsOfEveryService, steadyLoad } from './steady-load';

const SEND_EVERY_MS = 250;

/** SIGTERM to one instance; back when the launcher has started it again and it is ready. */
async function restartOne(
  platform: DrillPlatform,
  name: string,
  port: number | null,
): Promise<number> {
  const before = platform.pids()[name];
  if (!before) throw new Error(`the launcher did not name ${name}`);
  const started = performance.now();
  process.kill(before, 'SIGTERM');
  const back = await waitUntil(async () => {
    const now = platform.pids()[name];
    return now !== undefined && now !== before && (port === null || (await isReady(port)));
  }, 60_000);
  if (!back) throw new Error(`${name} did not come back within 60 s`);
  return (performance.now() - started) / 1000;
}

/**
 * A rolling restart under load: every instance of every service and worker, one after another,
 * gets SIGTERM and is started again by the launcher, while four loops call each service through
 * the gateway and an agent writes to a conversation that two applicant and two agent streams
 * follow. Goals: no failed call, and every stream ends up with every message sent.
 */
export async function rollingRestartDrill(): Promise<Verdict> {
  // The agent writes four messages a second, past the per-person limit of a real conversation.
  const platform = await startDrillPlatform('rolling', { LAWYER_MESSAGE_LIMIT: '100000' });
  const streams: ChatStreamClient[] = [];
  try {
    const accounts = await signedInAccounts(platform, { assigned: true });
    const load = steadyLoad(platform.baseUrl, callsOfEveryService(accounts));
    for (let i = 0; i < 2; i += 1) {
      streams.push(new ChatStreamClient(platform.baseUrl, accounts.applicant, null));
      streams.push(new ChatStreamClient(platform.baseUrl, accounts.agent, accounts.applicantId));
    }
    const sent: string[] = [];
    const sendFailures = new Tally();
    let sending = true;
    const sender = (async () => {
      for (let n = 1; sending; n += 1) {
        try {
          const response = await fetch(`${platform.baseUrl}/functions/send-lawyer-message`, {
            method: 'POST',
            headers: { cookie: accounts.agent, 'content-type': 'application/json' },
            body: JSON.stringify({ userId: accounts.applicantId, text: `drill message ${n}` }),
          });
          const body = (await response.json().catch(() => ({}))) as { message?: { id: string } };
          if (response.status === 201 && body.message) sent.push(body.message.id);
          else sendFailures.add(response.status);
        } catch {
          sendFailures.add(0);
        }
        await delay(SEND_EVERY_MS);
      }
    })();

    await delay(2_000);
    const restarts: string[] = [];
    const windows: { name: string; from: number; to: number }[] = [];
    const instances = platformInstances(PLATFORM_PROCESSES, platform.port, 2).filter(
      (instance) => instance.process.name !== 'gateway',
    );
    for (const instance of instances) {
      const from = Date.now();
      const seconds = await restartOne(platform, instance.name, instance.port);
      windows.push({ name: instance.name, from, to: Date.now() });
      restarts.push(`${instance.name} ${seconds.toFixed(1)} s`);
    }
    await delay(2_000);
    sending = false;
    await sender;
    await load.stop();
    const everyStreamHasAll = await waitUntil(
      () => streams.every((stream) => sent.every((id) => stream.seen.has(id))),
      15_000,
    );
    const tally = load.tally();
    const failed = tally.where((status) => status !== 200);
    const failures = load.answers
      .filter((answer) => answer.status !== 200)
      .map((answer) => {
        const during = windows.find((window) => answer.at >= window.from && answer.at <= window.to);
        return `${answer.label} ${answer.status} during ${during?.name ?? 'no restart'}`;
      });
    const missing = streams.map((stream) => sent.filter((id) => !stream.seen.has(id)).length);
    return verdict(
      'rolling-restart: SIGTERM of every service and worker instance in turn, under load',
      [
        [failed === 0, `no failed call (${failed})`],
        [sendFailures.total() === 0, `every message sent (${sendFailures})`],
        [everyStreamHasAll, `every stream saw every message (missing per stream: ${missing})`],
      ],
      [
        `restarted, each until ready again: ${restarts.join(', ')}`,
        `calls through the gateway: ${tally.total()} (${tally})`,
        `messages sent: ${sent.length}, failed sends ${sendFailures.total()} (${sendFailures})`,
        ...(failures.length ? [`failed calls: ${failures.join('; ')}`] : []),
        `streams: ${streams.map((stream) => `${stream.opened} opens`).join(', ')}; missing messages per stream after the run: ${missing.join(', ')}`,
      ],
    );
  } finally {
    await Promise.all(streams.map((stream) => stream.stop()));
    await platform.stop();
  }
}
