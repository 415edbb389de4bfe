import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { busyPorts } from './port-check';

describe('busyPorts', () => {
  it('names the ports something listens on', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    expect(await busyPorts([taken, free])).toEqual([taken]);
    server.close();
  });
});
