import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  countDecisionEvents,
  createAgentNotifier,
  createServiceApp,
  deriveKey,
  registerOutboxBacklogs,
  type ServiceAppOptions,
  createIdentityLookup,
  type IdentityLookup,
  type AgentNotifier,
} from '@nomada/service-kit';
import { createWorkingCalendar } from '@nomada/contracts';
import type { DocumentsConfig } from './config';
import type { DocumentsDatabase } from './db/schema';
import type { DocumentsDeps } from './deps';
import { createFinishedCases } from './retention/finished-cases';
import { documentsRoutes } from './routes/index';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';

export type AppOverrides = Pick<ServiceAppOptions<DocumentsDatabase>, 'db' | 'redis' | 'logger'> & {
  /** Replaces the storage the configuration selects (closed with the app either way). */
  storage?: FileStorage;
  /** Replaces the HTTP calls to identity. */
  identity?: IdentityLookup;
  /** Replaces the HTTP calls to messaging's agent notifications. */
  agentNotifier?: AgentNotifier;
  now?: () => number;
};

/** Spool files live beside the stored ones, so committing to the local store is a rename. */
export const spoolDirOf = (config: DocumentsConfig) => path.join(config.STORAGE_DIR, '.incoming');

export type DocumentsApp = FastifyInstance & { deps: DocumentsDeps };

export async function buildApp(
  config: DocumentsConfig,
  overrides: AppOverrides = {},
): Promise<DocumentsApp> {
  const { app, db } = await createServiceApp<DocumentsDatabase>('documents', config, overrides);
  registerOutboxBacklogs(app.metrics, {
    'decision-events': () => countDecisionEvents(db, 'documents'),
  });
  const storage = overrides.storage ?? (await createStorage(config, app.log));
  app.addHook('onClose', () => storage.close());
  const identity =
    overrides.identity ??
    createIdentityLookup({ baseUrl: config.IDENTITY_URL, sessionSecret: config.SESSION_SECRET });
  const deps: DocumentsDeps = {
    config,
    db,
    storage,
    identity,
    agentNotifier:
      overrides.agentNotifier ?? createAgentNotifier(config.MESSAGING_URL, config.SESSION_SECRET),
    finishedCases: createFinishedCases(identity, db),
    calendar: createWorkingCalendar(config.EXTRA_HOLIDAYS),
    spoolDir: spoolDirOf(config),
    downloadKey: deriveKey(config.SESSION_SECRET, 'download'),
    now: overrides.now ?? Date.now,
  };
  await app.register(documentsRoutes, deps);
  return Object.assign(app, { deps });
}
