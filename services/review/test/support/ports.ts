import { createServer } from 'node:net';

/**
 * The ports this suite's child services may listen on (our share of the machine's ports); override
 * with REVIEW_TEST_PORTS=<first>-<last>.
 */
function portRange(): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.REVIEW_TEST_PORTS ?? '9700-9799');
  return match ? [Number(match[1]), Number(match[2])] : [9700, 9799];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const handedOut = new Set<number>();

/**
 * A port of the range nothing listens on. Parallel test files start at different places of the
 * range; a child that still loses a race for its port fails to start and is started again on another.
 */
export async function freePort(): Promise<number> {
  const [first, last] = portRange();
  const size = last - first + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step++) {
    const port = first + ((start + step) % size);
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${first}-${last}`);
}

export function releasePort(port: number): void {
  handedOut.delete(port);
}

/** Listens on a free port of the range (another process may win a port between check and listen). */
export async function listenInRange(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      releasePort(port);
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
}
