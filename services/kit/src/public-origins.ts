import { z } from 'zod';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The origins the platform answers on: PUBLIC_URL's, the extra ones configured (other domains, a
 * staging name), and, when PUBLIC_URL names this machine, its other loopback names on the same port
 * (people open localhost and 127.0.0.1 alike). A request addressed to any other name is not ours:
 * nothing is built, cached or linked on a name the client made up.
 */
export type PublicOrigins = {
  /** PUBLIC_URL's origin: links in emails, the default for everything else. */
  primary: string;
  /** Every configured origin (loopback aliases of the primary's port included). */
  all: readonly string[];
  /**
   * The configured origin a `Host` header (as the client sent it) names, or undefined. `ports` adds
   * ports on which the loopback names are ours too (the port a server really listens on).
   */
  resolve(host: string | undefined, ports?: readonly number[]): string | undefined;
};

/** `Host` as compared: lower case, the scheme's default port dropped (`localhost:80` is `localhost`). */
function canonicalHost(host: string, protocol: string): string | undefined {
  const lowered = host.toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(lowered);
  if (!match) return undefined;
  const [, name, port] = match;
  return port === undefined || port === DEFAULT_PORTS[protocol] ? name : `${name}:${port}`;
}

export function publicOrigins(
  publicUrl: string,
  extraOrigins: readonly string[] = [],
): PublicOrigins {
  const primaryUrl = new URL(publicUrl);
  const primary = primaryUrl.origin;
  const byHost = new Map<string, string>();
  const add = (origin: string) => {
    const url = new URL(origin);
    byHost.set(url.host, url.origin);
  };
  add(primary);
  for (const origin of extraOrigins) add(origin);

  const loopbackPrimary = (LOOPBACK_NAMES as readonly string[]).includes(primaryUrl.hostname);
  const primaryPort = primaryUrl.port || DEFAULT_PORTS[primaryUrl.protocol] || '';
  const aliasFor = (name: string, port: string) =>
    port === DEFAULT_PORTS[primaryUrl.protocol] ? name : `${name}:${port}`;
  if (loopbackPrimary)
    for (const name of LOOPBACK_NAMES)
      byHost.set(
        aliasFor(name, primaryPort),
        `${primaryUrl.protocol}//${aliasFor(name, primaryPort)}`,
      );

  return {
    primary,
    all: [...new Set(byHost.values())],
    resolve(host, ports = []) {
      if (!host) return undefined;
      const canonical = canonicalHost(host, primaryUrl.protocol);
      if (canonical === undefined) return undefined;
      const known = byHost.get(canonical);
      if (known !== undefined || !loopbackPrimary || ports.length === 0) return known;
      const [name, port = DEFAULT_PORTS[primaryUrl.protocol]] = canonical.split(/:(?=\d+$)/);
      if (!(LOOPBACK_NAMES as readonly string[]).includes(name ?? '')) return undefined;
      if (!ports.some((listening) => String(listening) === port)) return undefined;
      return `${primaryUrl.protocol}//${canonical}`;
    },
  };
}

/**
 * `EXTRA_PUBLIC_ORIGINS`: comma-separated origins people may also use (another domain, a staging
 * name). Each is an origin only (scheme, host, port); a path or a non-URL stops the boot.
 */
export const extraPublicOriginsSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/, error: 'expected http(s) origins such as https://nomada.es' })
        .refine((url) => /^https?:\/\/[^/]+\/?$/.test(url), 'expected an origin, without a path')
        .transform((url) => new URL(url).origin),
    ),
  );
