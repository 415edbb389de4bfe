import { createServer, type Server } from 'node:net';

/** Length of the first whole RESP command in `text`, 0 while it is incomplete. */
function commandLength(text: string): number {
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return 0;
  let at = header[0].length;
  for (let argument = 0; argument < Number(header[1]); argument++) {
    const bulk = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!bulk) return 0;
    at += bulk[0].length + Number(bulk[1]) + 2;
    if (at > text.length) return 0;
  }
  return at;
}

/**
 * A stand-in Redis that answers every command with the same `INFO` text (ioredis' ready check and
 * `INFO memory` alike), to play a Redis configured with another eviction policy without changing
 * the shared test Redis.
 */
export async function startFakeRedisInfo(
  policy: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const info = `# Server\r\nloading:0\r\n# Memory\r\nmaxmemory_policy:${policy}\r\n`;
  const answer = `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
  const server: Server = createServer((socket) => {
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      // One answer per whole command (`*N` then N bulk strings); clients pipeline several per chunk.
      for (let length = commandLength(pending); length > 0; length = commandLength(pending)) {
        pending = pending.slice(length);
        socket.write(answer);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Redis not on TCP');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
