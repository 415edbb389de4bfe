import { createServer, request as forward } from 'node:http';
import { listenInRange } from './ports';

export type FlakyProxy = {
  endpoint: string;
  /** How many of the next PUT requests to answer 503 (after reading their body). */
  failNextPuts: number;
  failedPuts: number;
  close(): Promise<void>;
};

/** Passes requests on to `target`, except that it can answer the next PUTs with 503, like S3 under load. */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const upstream = new URL(target);
  const proxy: FlakyProxy = { endpoint: '', failNextPuts: 0, failedPuts: 0, close: async () => {} };
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'PUT' && proxy.failNextPuts > 0) {
      proxy.failNextPuts--;
      proxy.failedPuts++;
      incoming.resume();
      incoming.on('end', () => {
        outgoing.writeHead(503, { 'content-type': 'application/xml' });
        outgoing.end(
          '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
      });
      return;
    }
    const passed = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    passed.on('error', () => outgoing.destroy());
    incoming.pipe(passed);
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
  proxy.endpoint = `http://127.0.0.1:${port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
