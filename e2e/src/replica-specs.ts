import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser tests that depend on state shared between instances: each of these files sends calls
 * of one person to both instances of a service in turn. `npm test` runs them against two of every
 * service and worker (run-replicas.ts) and the others against one (run-single.ts).
 */
export const REPLICA_SPECS = [
  'tests/sign-in-and-out.spec.ts',
  'tests/session-revocation.spec.ts',
  'tests/agent-settings.spec.ts',
  'tests/lawyer-chat.spec.ts',
  'tests/applicant-dashboard.spec.ts',
  'tests/assistant-widget.spec.ts',
  'tests/contact-forms.spec.ts',
];

/** Every spec file of `tests/` not in REPLICA_SPECS; fails on a listed file that does not exist. */
export function specsNotRunWithReplicas(e2eDir: string): string[] {
  const all = readdirSync(path.join(e2eDir, 'tests'))
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `tests/${file}`);
  const missing = REPLICA_SPECS.filter((spec) => !all.includes(spec));
  if (missing.length > 0)
    throw new Error(`REPLICA_SPECS names missing files: ${missing.join(', ')}`);
  return all.filter((spec) => !REPLICA_SPECS.includes(spec)).sort();
}
