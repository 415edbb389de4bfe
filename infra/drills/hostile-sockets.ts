import { connect, type Socket } from 'node:net';

/** What became of each socket a hostile client opened. */
export type HeldSockets = {
  /** `answered 408: 64`, `closed unanswered: 72`, `open, streaming: 32`… */
  summary(): Record<string, number>;
  close(): void;
};

type Fate = { status: number | null; closed: boolean; bytes: number };

function openMany(baseUrl: string, count: number, head: string, drip?: string): HeldSockets {
  const { hostname, port } = new URL(baseUrl);
  const sockets: Socket[] = [];
  const fates: Fate[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (let index = 0; index < count; index++) {
    const fate: Fate = { status: null, closed: false, bytes: 0 };
    fates.push(fate);
    const socket = connect({ host: hostname, port: Number(port), localAddress: '127.0.0.1' });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => (fate.closed = true));
    socket.on('data', (chunk: Buffer) => {
      fate.bytes += chunk.length;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1];
      if (status && fate.status === null) fate.status = Number(status);
    });
    socket.on('connect', () => {
      socket.write(head);
      if (drip) timers.push(setInterval(() => socket.destroyed || socket.write(drip), 1_000));
    });
  }
  return {
    summary: () => {
      const counts: Record<string, number> = {};
      for (const fate of fates) {
        const name =
          fate.status !== null
            ? `answered ${fate.status}${fate.closed ? '' : ', still open'}`
            : fate.closed
              ? 'closed unanswered'
              : 'open, unanswered';
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    },
    close: () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** `POST auth-login` declaring 1,000 bytes of body and sending one byte a second. */
export function trickleBodies(baseUrl: string, host: string, count: number): HeldSockets {
  const head =
    `POST /functions/auth-login HTTP/1.1\r\nHost: ${host}\r\n` +
    'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
  return openMany(baseUrl, count, head, '{');
}

/** Lawyer-chat event streams of one conversation, each held open. */
export function openEventStreams(
  baseUrl: string,
  host: string,
  count: number,
  { cookie, userId }: { cookie: string; userId: string },
): HeldSockets {
  const head =
    `GET /functions/lawyer-messages/stream?userId=${userId} HTTP/1.1\r\nHost: ${host}\r\n` +
    `Accept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`;
  return openMany(baseUrl, count, head);
}
