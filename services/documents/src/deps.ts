import type { Kysely } from 'kysely';
import type { WorkingCalendar } from '@nomada/contracts';
import { type AgentNotifier, type IdentityLookup } from '@nomada/service-kit';
import type { DocumentsConfig } from './config';
import type { DocumentsDatabase } from './db/schema';
import type { FinishedCases } from './retention/finished-cases';
import type { FileStorage } from './storage/file-storage';

/** What the routes need, built once in buildApp and handed to each route plugin. */
export type DocumentsDeps = {
  config: DocumentsConfig;
  db: Kysely<DocumentsDatabase>;
  storage: FileStorage;
  identity: IdentityLookup;
  /** Messaging's notifications for agents (uploads). */
  agentNotifier: AgentNotifier;
  /** Where uploads are streamed before they are judged and committed to storage. */
  spoolDir: string;
  /** Signs download links (derived from SESSION_SECRET for this purpose only). */
  downloadKey: string;
  /** Milliseconds since the epoch; tests move it to expire download links. */
  now: () => number;
  finishedCases: FinishedCases;
  /** Working days for legal deadlines: national holidays plus EXTRA_HOLIDAYS (decision 081). */
  calendar: WorkingCalendar;
};
