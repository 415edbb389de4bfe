import { SERVICE_PORT_OFFSETS, type ServiceName } from '@nomada/service-kit';

/** Where the containers write (volumes from the run's own folder): uploads, the dev mailbox. */
export const WRITABLE = { storage: '/var/lib/nomada/storage', mailbox: '/var/lib/nomada/mailbox' };

/** One container of the platform as `images:check` runs it: a command of the one image. */
export type CheckedProcess = {
  name: string;
  /** The image's command: a bundle under /app. */
  entry: string;
  /** Where its probes answer, as an offset of the platform's PORT. */
  probePortOffset: number;
  /** Set for the worker, whose probes listen on HEALTH_PORT. */
  healthPort?: boolean;
  /** Writable folders it needs, mounted from the check's own directory. */
  writes?: ('storage' | 'mailbox')[];
};

const service = (name: ServiceName, writes?: CheckedProcess['writes']): CheckedProcess => ({
  name,
  entry: `services/${name}/dist/server.js`,
  probePortOffset: SERVICE_PORT_OFFSETS[name],
  ...(writes ? { writes } : {}),
});

/** The worker's probe port: above the launcher's own offsets (database 5, Redis 6). */
export const WORKER_HEALTH_OFFSET = 7;

/** Started in this order, the gateway last (as the launcher does). */
export const CHECKED_PROCESSES: readonly CheckedProcess[] = [
  service('identity'),
  service('documents', ['storage']),
  service('review'),
  service('messaging', ['mailbox']),
  {
    name: 'messaging-worker',
    entry: 'services/messaging/dist/worker.js',
    probePortOffset: WORKER_HEALTH_OFFSET,
    healthPort: true,
    writes: ['mailbox'],
  },
  service('gateway'),
];

/** Owners of a database schema: each has a migrate command, run before any service starts. */
export const MIGRATION_OWNERS = [
  'identity',
  'documents',
  'review',
  'messaging',
  'gateway',
] as const;

/**
 * The browser tests run against the images: every service through the gateway (its static files and
 * prerendered pages, sign-in, uploads, decisions, the lawyer chat's event stream across messaging and
 * Redis). Specs that reach into the launcher's processes (the assistant's worker-stop test) or race
 * the development mailbox do not fit containers; IMAGES_CHECK_SPECS names others.
 */
export const SMOKE_SPECS = [
  'tests/public-pages.spec.ts',
  'tests/sign-in-and-out.spec.ts',
  'tests/agent-documents.spec.ts',
  'tests/lawyer-chat.spec.ts',
];
