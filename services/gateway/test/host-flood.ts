import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { answerOfWorker } from './helpers';

/**
 * A full garbage collection of this thread, so what is measured next is memory kept, not garbage
 * waiting (the flag can be set at run time; the function comes from a fresh context).
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * `GET /` with a Host of its own each (`h<n>.invalid`), 32 at a time, from a worker thread, so the
 * client's own memory and event loop are not the gateway's. Answers the statuses counted.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { baseUrl, from, count } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const statuses = {};
let next = from;
const one = (host) => new Promise((resolve) => {
  const req = http.get(baseUrl + '/', { agent, headers: { host, accept: 'text/html' } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', () => resolve(0));
});
(async () => {
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (next < from + count) {
      const status = await one('h' + next++ + '.invalid');
      statuses[status] = (statuses[status] || 0) + 1;
    }
  }));
  agent.destroy();
  parentPort.postMessage(statuses);
})();
`;

export function hostFloodFromWorker(
  baseUrl: string,
  from: number,
  count: number,
): Promise<Record<number, number>> {
  return answerOfWorker(WORKER, { baseUrl, from, count });
}
