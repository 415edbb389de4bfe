import type { FastifyInstance } from 'fastify';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
  type ShellConfig,
} from '@nomada/contracts';
import type { GatewayConfig } from '../config';
import { ownOrigin } from '../plugins/origin-check';

/** Where each remote is served by this gateway when no URL is configured for it. */
export const REMOTE_FOLDERS: Record<RemoteName, { path: string; app: string }> = {
  mf_marketing: { path: '/remotes/marketing/', app: 'mf-marketing' },
  mf_applicant: { path: '/remotes/applicant/', app: 'mf-applicant' },
  mf_agent: { path: '/remotes/agent/', app: 'mf-agent' },
};

/** `GET /remotes.json` and `GET /shell-config.json`: read by the shell before it renders, never cached. */
export async function runtimeConfigRoutes(
  app: FastifyInstance,
  config: GatewayConfig,
): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    const origin = ownOrigin(request, config.publicOrigin);
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        config.remoteUrls[name] ?? `${origin}${REMOTE_FOLDERS[name].path}mf-manifest.json`,
      ]),
    ) as RemotesConfig;
    return reply.header('cache-control', 'no-store').send(remotes);
  });

  app.get('/shell-config.json', async (_request, reply) => {
    const shellConfig: ShellConfig = {
      previewEnabled: config.previewEnabled,
      previewOrigins: config.previewEnabled ? config.previewOrigins : [],
    };
    return reply.header('cache-control', 'no-store').send(shellConfig);
  });
}
