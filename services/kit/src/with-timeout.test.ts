import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTimeout } from './with-timeout';

/** A server on its own thread, so it answers while this thread's event loop is blocked. */
const SERVER = `
  const { createServer } = require('node:http');
  const { parentPort } = require('node:worker_threads');
  const server = createServer((_, response) => setTimeout(() => response.end('ok'), 20));
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
  parentPort.on('message', () => server.close(() => process.exit(0)));
`;

let worker: Worker;
let port: number;

beforeAll(async () => {
  worker = new Worker(SERVER, { eval: true });
  port = await new Promise<number>((resolve) => worker.once('message', resolve));
});
afterAll(() => worker.terminate());

/** A real network answer, delivered in the event loop's I/O phase; resolves `sent` once sent. */
function fetchOk(sent: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .on('finish', sent)
      .end();
  });
}

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // The machine is busy: nothing else in this process runs.
  }
}

describe('withTimeout', () => {
  it('answers with the result when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it('rejects, naming the work, when nothing comes', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'revocation check')).rejects.toThrow(
      'revocation check did not finish within 20 ms',
    );
  });

  it('keeps an answer that arrived while the event loop was blocked past the limit', async () => {
    let markSent = () => {};
    const sent = new Promise<void>((resolve) => (markSent = resolve));
    const answered = withTimeout(fetchOk(markSent), 100);
    await sent;
    // The server answers 20 ms later, while this thread is stalled past the limit.
    blockEventLoop(1_000);
    await expect(answered).resolves.toBe('ok');
  });
});
