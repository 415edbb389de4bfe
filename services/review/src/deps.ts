import type { Kysely } from 'kysely';
import type { Throttle } from '@nomada/service-kit';
import type { DocumentsClient } from './clients/documents-client';
import type { IdentityClient } from './clients/identity-client';
import type { ReviewConfig } from './config';
import type { ReviewDatabase } from './db/schema';
import type { DecisionRelay } from './decisions/decision-relay';
import type { EmailRelay } from './emails/email-relay';

/** What the routes need, built once in buildApp and handed to each route plugin. */
export type ReviewDeps = {
  config: ReviewConfig;
  db: Kysely<ReviewDatabase>;
  identity: IdentityClient;
  documents: DocumentsClient;
  emails: EmailRelay;
  decisions: DecisionRelay;
  /** Calendar feed requests per client address (decision 081). */
  feedThrottle: Throttle;
};
