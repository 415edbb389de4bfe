import path from 'node:path';
import { findRepoRoot } from '@nomada/service-kit';

/** `<repo>/.data/mailbox`, found from this file so it does not depend on the working directory. */
export function defaultMailboxDir(): string {
  return path.join(findRepoRoot(import.meta.dirname), '.data', 'mailbox');
}
