/** This engineer's port range on the shared machine: every server a test starts listens in it. */
export const TEST_PORTS = { first: 9600, last: 9699 } as const;

const inUse = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'EADDRINUSE';

/** Starts something on the first free port of the range (test files run in parallel). */
export async function listenInRange(start: (port: number) => Promise<unknown>): Promise<number> {
  const offset = Math.floor(Math.random() * (TEST_PORTS.last - TEST_PORTS.first + 1));
  const size = TEST_PORTS.last - TEST_PORTS.first + 1;
  for (let attempt = 0; attempt < size; attempt++) {
    const port = TEST_PORTS.first + ((offset + attempt) % size);
    try {
      await start(port);
      return port;
    } catch (error) {
      if (!inUse(error)) throw error;
    }
  }
  throw new Error(`no free port in ${TEST_PORTS.first}-${TEST_PORTS.last}`);
}
