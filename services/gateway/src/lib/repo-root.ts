import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace root holding the front ends' dist folders. Found by walking up from this code's own
 * folder, so it works from `src/` under tsx and from the esbuild bundle in `dist/` alike.
 */
export function findRepoRoot(startDir: string): string {
  let dir = startDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && isWorkspaceRoot(manifest)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(startDir, '../../..');
    dir = parent;
  }
}

function isWorkspaceRoot(manifestPath: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(manifest.workspaces);
  } catch {
    return false;
  }
}
