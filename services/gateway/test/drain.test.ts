import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { listen, testConfig } from './helpers';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Messaging's lawyer-chat stream, never ending by itself; `closed` settles when the gateway hangs up. */
async function endlessStream() {
  let hungUp: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (hungUp = resolve));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('event: message\ndata: {"id":1}\n\n');
    response.on('close', hungUp);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    closed,
  };
}

describe('gateway drain', () => {
  it('ends forwarded event streams cleanly on close and lets go of the service', async () => {
    const messaging = await endlessStream();
    const gateway = await buildApp(testConfig({ MESSAGING_URL: messaging.url }));
    const baseUrl = await listen(gateway);
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${baseUrl}/functions/lawyer-messages/stream?userId=u1`, resolve).on('error', reject),
    );
    let body = '';
    response.on('data', (chunk: Buffer) => (body += chunk.toString()));
    const ended = new Promise<boolean>((resolve) => {
      response.once('end', () => resolve(true));
      response.once('aborted', () => resolve(false));
    });
    await expect.poll(() => body).toContain('data: {"id":1}');

    const started = Date.now();
    await gateway.close();
    // Without the preClose hook the close waits for the stream (until the shutdown timeout).
    expect(Date.now() - started).toBeLessThan(3_000);
    // A clean end (the browser's EventSource reconnects), and the call to messaging is cancelled.
    expect(await ended).toBe(true);
    await messaging.closed;
  });
});
