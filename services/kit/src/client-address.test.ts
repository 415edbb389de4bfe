import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { assertClientAddressKey } from './config';
import {
  CLIENT_HEADER,
  clientAddressPlugin,
  signClientAddress,
  verifyClientAddress,
} from './client-address';

const KEY = 'k'.repeat(40);
const apps: ReturnType<typeof Fastify>[] = [];

async function appWith(key: string | undefined) {
  // Trusting loopback, as services do for the forwarded host: the address must not follow from it.
  const app = Fastify({ trustProxy: 'loopback' });
  apps.push(app);
  await app.register(clientAddressPlugin, { key });
  app.get('/who', async (request) => ({ address: request.clientAddress }));
  return app;
}

const who = async (app: Awaited<ReturnType<typeof appWith>>, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/who', remoteAddress: '127.0.0.1', headers })).json()
    .address;

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the client address a service uses', () => {
  it('is the one the gateway proved with the key', async () => {
    const app = await appWith(KEY);
    expect(await who(app, { [CLIENT_HEADER]: signClientAddress(KEY, '203.0.113.7') })).toBe(
      '203.0.113.7',
    );
  });

  it('is the connection peer for a forged, foreign-keyed or malformed proof, and never x-forwarded-for', async () => {
    const app = await appWith(KEY);
    const forgeries: Record<string, string>[] = [
      { [CLIENT_HEADER]: '203.0.113.7 forged' },
      { [CLIENT_HEADER]: signClientAddress('o'.repeat(40), '203.0.113.7') },
      { [CLIENT_HEADER]: `${signClientAddress(KEY, '203.0.113.7')} extra` },
      { [CLIENT_HEADER]: signClientAddress(KEY, '203.0.113.7').replace('203', '204') },
      { 'x-forwarded-for': '203.0.113.7' },
      { [CLIENT_HEADER]: 'x'.repeat(10_000) },
    ];
    for (const headers of forgeries)
      expect(await who(app, headers), JSON.stringify(headers).slice(0, 80)).not.toBe('203.0.113.7');
  });

  it('is the connection peer when the service has no key', async () => {
    const app = await appWith(undefined);
    const address = await who(app, { [CLIENT_HEADER]: signClientAddress(KEY, '203.0.113.7') });
    expect(address).not.toBe('203.0.113.7');
  });

  it('refuses what is not a header value', () => {
    for (const value of [undefined, null, 42, ['a b'], '', ' ', 'a'])
      expect(verifyClientAddress(KEY, value)).toBeNull();
    expect(verifyClientAddress(undefined, signClientAddress(KEY, '::1'))).toBeNull();
    expect(verifyClientAddress(KEY, signClientAddress(KEY, '::1'))).toBe('::1');
  });
});

describe('a production server without CLIENT_ADDRESS_KEY', () => {
  it('refuses to start, saying why', () => {
    expect(() => assertClientAddressKey('production', undefined)).toThrow(/CLIENT_ADDRESS_KEY/);
    expect(() => assertClientAddressKey('production', KEY)).not.toThrow();
    expect(() => assertClientAddressKey('development', undefined)).not.toThrow();
  });
});
