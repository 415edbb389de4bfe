import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenInRange } from './ports';

export type FakeModelReply =
  | { kind: 'text'; content: string; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string };

export type FakeModelRequest = { url: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * A local server speaking the OpenAI chat completions protocol, for tests: it answers `reply`
 * (change it between requests) and records what it was asked.
 */
export async function startFakeModelServer() {
  const requests: FakeModelRequest[] = [];
  const state: { reply: FakeModelReply } = { reply: { kind: 'text', content: 'ok' } };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || 'null'),
      });
      const reply = state.reply;
      if (reply.kind === 'status') {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"model failure"}}');
        return;
      }
      if (reply.kind === 'raw') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(reply.body);
        return;
      }
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content },
                finish_reason: 'stop',
              },
            ],
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  const port = await listenInRange(
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(candidate, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set reply(reply: FakeModelReply) {
      state.reply = reply;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
