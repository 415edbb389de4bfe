import type { GatewayConfig } from '../config';

type CspInput = Pick<GatewayConfig, 'remoteUrls' | 'devServers' | 'releases' | 'publicOrigin'>;

/**
 * Origins other than our own that may serve code: configured remotes, dev servers, and the static
 * origins of released versions (any of which may be promoted, or previewed, at any time).
 */
export function codeOrigins(config: CspInput): string[] {
  const origins = new Set<string>();
  const add = (url: string) => {
    const origin = new URL(url).origin;
    if (origin !== config.publicOrigin) origins.add(origin);
  };
  Object.values(config.remoteUrls).forEach(add);
  Object.values(config.devServers).forEach(add);
  config.releases.remoteOrigins.forEach(add);
  return [...origins];
}

/** The loopback names a developer may open the site under: a dev server answers both. */
const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * Hot reload of a development server talks over a WebSocket to the same host and port, named as the
 * page names its host: on `127.0.0.1` as well as on `localhost`.
 */
function webSocketOrigins(devServers: CspInput['devServers']): string[] {
  return Object.values(devServers).flatMap((url) => {
    const socket = new URL(url.replace(/^http/, 'ws'));
    const twin = LOOPBACK_TWINS[socket.hostname];
    const origins = [socket.origin];
    if (twin) {
      socket.hostname = twin;
      origins.push(socket.origin);
    }
    return origins;
  });
}

/** CSP directives for helmet: our origin plus the remote origins, no eval, no inline scripts. */
export function cspDirectives(
  config: CspInput & { https: boolean },
): Record<string, string[] | null> {
  const remotes = codeOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // Chakra UI (emotion) injects <style> elements at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...remotes, ...webSocketOrigins(config.devServers)],
    // The agent's review dialog shows the fetched document from a blob: address (PDF frame, image).
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
    frameSrc: ["'self'", 'blob:'],
    // A remote's images, video and captions come from where its code does (a dev server, a release).
    mediaSrc: ["'self'", ...remotes],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Over plain http (local runs) upgrading would point every asset at an https port nobody serves.
    upgradeInsecureRequests: config.https ? [] : null,
  };
}
