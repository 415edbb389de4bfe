import type { FastifyInstance } from 'fastify';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
  type ShellConfig,
} from '@nomada/contracts';
import type { GatewayConfig } from '../config';
import type { RemoteRegistryStore } from '../registry/remote-registry';

/** Where each remote is served by this gateway when no URL is configured for it. */
export const REMOTE_FOLDERS: Record<RemoteName, { path: string; app: string }> = {
  mf_marketing: { path: '/remotes/marketing/', app: 'mf-marketing' },
  mf_applicant: { path: '/remotes/applicant/', app: 'mf-applicant' },
  mf_agent: { path: '/remotes/agent/', app: 'mf-agent' },
};

/**
 * Each remote's manifest URL: its current released version (a path of ours is made absolute on
 * `origin`), else the configured URL, else this gateway's own build on `origin`.
 */
export function remotesConfig(
  config: GatewayConfig,
  origin: string,
  released: Partial<Record<RemoteName, string>> = {},
): RemotesConfig {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const current = released[name];
      if (current) return [name, new URL(current, origin).href];
      return [
        name,
        config.remoteUrls[name] ?? `${origin}${REMOTE_FOLDERS[name].path}mf-manifest.json`,
      ];
    }),
  ) as RemotesConfig;
}

export function shellConfig(config: GatewayConfig): ShellConfig {
  return { previewEnabled: config.previewEnabled };
}

/**
 * `GET /remotes.json` and `GET /shell-config.json`: read by the shell before it renders, never
 * cached. Pages served here carry the same data inline (pages/runtime-config-script.ts).
 */
export async function runtimeConfigRoutes(
  app: FastifyInstance,
  { config, registry }: { config: GatewayConfig; registry: RemoteRegistryStore | null },
): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    const remotes = remotesConfig(config, request.publicOrigin, registry?.current().current);
    return reply.header('cache-control', 'no-store').send(remotes);
  });

  app.get('/shell-config.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(shellConfig(config));
  });
}
