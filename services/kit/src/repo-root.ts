import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace root (the folder whose package.json lists workspaces), found by walking up from
 * `startDir`: works from `src/` under tsx and from an esbuild bundle in `dist/` alike. Falls back to
 * `fallback` when no workspace root is above (a service deployed on its own).
 */
export function findRepoRoot(startDir: string, fallback = process.cwd()): string {
  let dir = startDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && isWorkspaceRoot(manifest)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return fallback;
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
