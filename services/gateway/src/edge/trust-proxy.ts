import { isIP } from 'node:net';
import { z } from 'zod';

/** No trust, a hop count, or the addresses of our own proxies. */
export type TrustProxy = false | number | string[];

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const coversEverything = (entry: string) => /\/0$/.test(entry);

const UNBOUNDED =
  'trusting every peer lets any client pick its own address through X-Forwarded-For; give the ' +
  'number of proxies in front of the gateway (e.g. 1) or their addresses/CIDR ranges (e.g. 10.0.0.0/8)';

/**
 * `TRUST_PROXY`: how many proxies stand in front of the gateway (`1` behind one load balancer), or
 * their addresses / CIDR ranges (`10.0.0.0/8,fd00::/8`). Trusting any peer (`true`) would let every
 * client choose its own address through X-Forwarded-For, and with it its rate-limit key and loopback
 * status, so it is refused at boot.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops, got ${hops}` });
      return z.NEVER;
    }
    if (['true', 'yes', '*'].includes(value.toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: UNBOUNDED });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const unbounded = entries.filter(coversEverything);
    const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
    if (unbounded.length === 0 && wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: unbounded.length
        ? `${unbounded.join(',')}: ${UNBOUNDED}`
        : `not an address or CIDR range: ${wrong.join(',')}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. Fastify 5.12.1 stopped honouring a bare number (a
 * hop count cannot tell a proxy from a client that connects directly, so it now trusts nothing), so a
 * hop count becomes a function: the socket peer and the `hops - 1` entries it appended are believed.
 * That is only sound when clients cannot reach the gateway except through those proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
