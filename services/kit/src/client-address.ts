import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { safeEqual } from './secrets';

/** The header in which the gateway tells a service who the client is, with its proof. */
export const CLIENT_HEADER = 'x-nomada-client';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the client is, as the gateway decided it (TRUST_PROXY) and proved with CLIENT_ADDRESS_KEY;
     * without a valid proof, the peer of the connection. Every per-client limit keys on this.
     */
    clientAddress: string;
  }
}

const proofOf = (key: string, address: string) =>
  createHmac('sha256', key).update(`nomada:client:${address}`).digest('base64url');

/** The header value the gateway sends: the address and an HMAC of it with CLIENT_ADDRESS_KEY. */
export function signClientAddress(key: string, address: string): string {
  return `${address} ${proofOf(key, address)}`;
}

/** The address a header value proves, or null for a missing, malformed or forged one. */
export function verifyClientAddress(key: string | undefined, value: unknown): string | null {
  if (!key || typeof value !== 'string' || value.length > 200) return null;
  const [address, proof, extra] = value.split(' ');
  if (!address || !proof || extra !== undefined) return null;
  return safeEqual(proof, proofOf(key, address)) ? address : null;
}

const peerOf = (request: FastifyRequest) => request.socket.remoteAddress ?? request.ip;

/**
 * Sets `request.clientAddress` on every request of a service (decision 067): the gateway's proven
 * header, never `x-forwarded-for` (which anyone reaching a service, or any pod in its network,
 * could write) and never the connection's peer when the gateway is that peer's only client.
 */
export const clientAddressPlugin = fp<{ key: string | undefined }>(
  async (app, { key }) => {
    app.decorateRequest('clientAddress', '');
    app.addHook('onRequest', async (request) => {
      request.clientAddress =
        verifyClientAddress(key, request.headers[CLIENT_HEADER]) ?? peerOf(request);
    });
  },
  { name: 'client-address' },
);
