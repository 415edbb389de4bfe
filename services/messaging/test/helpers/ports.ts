/**
 * Servers the tests start listen in this range (the chat work's share of the machine's ports),
 * from a random place in it so parallel test files rarely try the same port twice.
 */
const FIRST = 10_030;
const LAST = 10_099;
/** Ports fetch() refuses to call (the Fetch standard's "bad ports"): a server there is unreachable. */
const FETCH_BLOCKED = new Set([10_080]);

export async function listenInRange(listen: (port: number) => Promise<unknown>): Promise<number> {
  const size = LAST - FIRST + 1;
  const start = Math.floor(Math.random() * size);
  for (let offset = 0; offset < size; offset++) {
    const port = FIRST + ((start + offset) % size);
    if (FETCH_BLOCKED.has(port)) continue;
    try {
      await listen(port);
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
