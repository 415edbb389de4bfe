import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startIsolatedPlatform } from './isolated-platform';

let holder: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve())),
);

/** A port another program listens on, as another copy of the platform would. */
function heldPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    holder = createServer();
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder?.address();
      if (address && typeof address === 'object') resolve(address.port);
    });
  });
}

describe('startIsolatedPlatform', () => {
  it('refuses a port another program holds before starting anything', async () => {
    const port = await heldPort();
    await expect(startIsolatedPlatform({ port, label: 'clash' })).rejects.toThrow(
      new RegExp(`clash: port\\(s\\) ${port}.* already in use`),
    );
  });
});
