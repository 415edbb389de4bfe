import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName } from '@nomada/contracts';
import { AppError, isUniqueViolation, notFound } from '@nomada/service-kit';
import { EMPTY_SNAPSHOT, readSnapshot, type RegistrySnapshot } from './registry-snapshot';
import type { RegistryDatabase } from './schema';

async function bumpRevision(
  trx: Kysely<RegistryDatabase>,
  expected?: string,
): Promise<string | undefined> {
  let query = trx
    .updateTable('gateway.registry_revision')
    .set({ revision: sql`revision + 1` })
    .returning('revision');
  if (expected !== undefined) query = query.where('revision', '=', expected);
  const row = await query.executeTakeFirst();
  return row ? String(row.revision) : undefined;
}

/**
 * The versions of each remote and which one is current, kept in PostgreSQL and shared by every
 * gateway instance. Each instance serves a snapshot held in memory (no query per page) and reads the
 * registry's revision every `pollMs`, loading it again when another instance changed it.
 */
export class RemoteRegistryStore {
  private snapshot: RegistrySnapshot = EMPTY_SNAPSHOT;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  private readonly listeners = new Set<(snapshot: RegistrySnapshot) => void>();

  constructor(
    private readonly db: Kysely<RegistryDatabase>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the registry once (the gateway serves nothing stale at start), then keeps it fresh. */
  async start(pollMs: number): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  current(): RegistrySnapshot {
    return this.snapshot;
  }

  /**
   * The registry as PostgreSQL has it now (one revision read, a reload only when it moved): what a
   * deploy reads before it writes with If-Match, so its ETag is never an older snapshot of the
   * instance it happened to reach. The last snapshot read when the database cannot be read.
   */
  async latest(): Promise<RegistrySnapshot> {
    await this.poll();
    return this.snapshot;
  }

  /** Called with each new snapshot this instance loads. */
  onChange(listener: (snapshot: RegistrySnapshot) => void): void {
    this.listeners.add(listener);
  }

  private async poll(): Promise<void> {
    try {
      const row = await this.db
        .selectFrom('gateway.registry_revision')
        .select('revision')
        .executeTakeFirstOrThrow();
      if (String(row.revision) !== this.snapshot.revision) await this.refresh();
      if (this.failing) this.log.info('remote registry readable again');
      this.failing = false;
    } catch (error) {
      // The last snapshot keeps being served: visitors get the versions they had.
      if (!this.failing)
        this.log.warn({ err: error }, 'remote registry unreadable; serving the last one read');
      this.failing = true;
    }
  }

  /** Loads the registry now (after this instance changed it, its visitors see it at once). */
  async refresh(): Promise<RegistrySnapshot> {
    const next = await readSnapshot(this.db);
    if (next.revision !== this.snapshot.revision) {
      this.snapshot = next;
      for (const listener of this.listeners) listener(next);
    }
    return this.snapshot;
  }

  /**
   * Records a version. Versions are immutable: the same manifest again is accepted (a retried
   * publish), another one under a published version is a 409 `version_exists`, and a withdrawn
   * version is never published again (409 `version_withdrawn`).
   */
  async publish(
    remote: RemoteName,
    version: string,
    manifest: string,
  ): Promise<{ created: boolean }> {
    const created = await this.db.transaction().execute(async (trx) => {
      try {
        await trx
          .insertInto('gateway.remote_versions')
          .values({ remote, version, manifest })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return false;
      }
      await bumpRevision(trx);
      return true;
    });
    if (!created) {
      const existing = await this.db
        .selectFrom('gateway.remote_versions')
        .select(['manifest', 'withdrawn_at'])
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
      if (existing.withdrawn_at !== null) throw new AppError('version_withdrawn');
      if (existing.manifest !== manifest) throw new AppError('version_exists');
    }
    await this.refresh();
    return { created };
  }

  /**
   * Makes `version` current (a promotion, or a rollback to an earlier one) when the registry is still
   * at `expectedRevision`: whoever moved it meanwhile wins, and this call gets 412.
   */
  async promote(remote: RemoteName, version: string, expectedRevision: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // First, so the version is read after any withdrawal that moved the revision has committed.
      if ((await bumpRevision(trx, expectedRevision)) === undefined)
        throw new AppError('registry_changed');
      const known = await trx
        .selectFrom('gateway.remote_versions')
        .select('withdrawn_at')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!known) throw notFound();
      if (known.withdrawn_at !== null) throw new AppError('version_withdrawn');
      const previous = await trx
        .selectFrom('gateway.remote_current')
        .select('version')
        .where('remote', '=', remote)
        .executeTakeFirst();
      await trx
        .insertInto('gateway.remote_current')
        .values({ remote, version })
        .onConflict((conflict) =>
          conflict.column('remote').doUpdateSet({ version, changed_at: new Date() }),
        )
        .execute();
      await trx
        .insertInto('gateway.remote_moves')
        .values({ remote, from_version: previous?.version ?? null, to_version: version })
        .execute();
    });
    await this.refresh();
  }

  /**
   * Withdraws a published version: it stays listed apart, and is never previewed, made current or
   * published again. The current version cannot be withdrawn (409 `version_current`): another one
   * is made current first. Withdrawing a withdrawn version again changes nothing.
   */
  async withdraw(remote: RemoteName, version: string): Promise<{ withdrawnAt: Date }> {
    const outcome = await this.db.transaction().execute(async (trx) => {
      // Every change of the registry waits here: a promotion cannot slip in between the checks.
      await trx
        .selectFrom('gateway.registry_revision')
        .select('revision')
        .forUpdate()
        .executeTakeFirstOrThrow();
      const row = await trx
        .selectFrom('gateway.remote_versions')
        .select('withdrawn_at')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.withdrawn_at !== null) return { withdrawnAt: row.withdrawn_at, changed: false };
      const current = await trx
        .selectFrom('gateway.remote_current')
        .select('version')
        .where('remote', '=', remote)
        .executeTakeFirst();
      if (current?.version === version) throw new AppError('version_current');
      const { withdrawn_at } = await trx
        .updateTable('gateway.remote_versions')
        .set({ withdrawn_at: new Date() })
        .where('remote', '=', remote)
        .where('version', '=', version)
        .returning('withdrawn_at')
        .executeTakeFirstOrThrow();
      await bumpRevision(trx);
      return { withdrawnAt: withdrawn_at as Date, changed: true };
    });
    if (outcome.changed) await this.refresh();
    return { withdrawnAt: outcome.withdrawnAt };
  }
}
