import { Migrator, type Migration } from 'kysely';
import { createDb, migrateDatabaseAt } from './db';
import { migrationDatabaseUrl } from './lifecycle-config';

/** Migrations of `schema` this build knows that the database has not applied yet, by name. */
export async function pendingMigrations(
  databaseUrl: string,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const db = createDb<unknown>(databaseUrl, { max: 1 });
  try {
    const migrator = new Migrator({
      db,
      migrationTableSchema: schema,
      provider: { getMigrations: async () => migrations },
    });
    // Read-only: a schema never migrated has no migration table, and every migration is pending.
    const known = await migrator.getMigrations();
    return known.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
  } finally {
    await db.destroy();
  }
}

export type MigrateCommandOptions = {
  name: string;
  /**
   * The service's own database (DATABASE_URL), read when the command runs, so a bad environment is
   * reported like any failure; MIGRATION_DATABASE_URL, when set, is used instead.
   */
  databaseUrl: () => string;
  schema: string;
  migrations: Record<string, Migration>;
  argv?: string[];
  env?: NodeJS.ProcessEnv;
  /** How long `--wait` waits, and how often it looks. */
  waitMs?: number;
  intervalMs?: number;
};

const write = (line: string) => process.stdout.write(`${line}\n`);

/**
 * A service's `src/cli/migrate.ts` (`node dist/cli/migrate.js`): applies the service's migrations
 * (a migration Job, `npm run migrate`). With `--wait` it applies nothing and waits until the database
 * has every migration this build knows (a pod's init container: the new version starts only after its
 * Job has run), failing past `waitMs`. Exits non-zero on any failure.
 */
export async function runMigrateCommand({
  name,
  databaseUrl,
  schema,
  migrations,
  argv = process.argv.slice(2),
  env = process.env,
  waitMs = 600_000,
  intervalMs = 2_000,
}: MigrateCommandOptions): Promise<number> {
  try {
    const url = migrationDatabaseUrl(databaseUrl(), env);
    if (!argv.includes('--wait')) {
      await migrateDatabaseAt(url, schema, migrations);
      write(`${name}: migrations applied`);
      return 0;
    }
    const deadline = Date.now() + waitMs;
    let reported = '';
    for (;;) {
      const pending = await pendingMigrations(url, schema, migrations).catch(
        (error: unknown) => `database unavailable: ${(error as Error).message}`,
      );
      if (Array.isArray(pending) && pending.length === 0) {
        write(`${name}: every migration is applied`);
        return 0;
      }
      const state = Array.isArray(pending) ? `waiting for ${pending.join(', ')}` : pending;
      if (state !== reported) write(`${name}: ${state}`);
      reported = state;
      if (Date.now() >= deadline) throw new Error(`still ${state} after ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
