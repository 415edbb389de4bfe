import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/.data/mailbox`, found from this file so it does not depend on the working directory. */
export function defaultMailboxDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (isWorkspaceRoot(dir)) return join(dir, '.data', 'mailbox');
    const parent = dirname(dir);
    if (parent === dir) return join(process.cwd(), '.data', 'mailbox');
    dir = parent;
  }
}

function isWorkspaceRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return Array.isArray(
      (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces,
    );
  } catch {
    return false;
  }
}
