import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DocumentsDatabase } from '../schema';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from './required-documents';

/** Written in the transaction that deletes the rows naming these files, so no file is forgotten. */
export async function queueFilesForRemoval(
  trx: Db,
  userId: string,
  storagePaths: readonly string[],
): Promise<void> {
  if (storagePaths.length === 0) return;
  await trx
    .insertInto('documents.files_to_remove')
    .values(storagePaths.map((storage_path) => ({ storage_path, user_id: userId })))
    .onConflict((oc) => oc.column('storage_path').doNothing())
    .execute();
}

/**
 * Takes a file off the queue because a row now names it; false when it was not queued (any more):
 * the sweep removed it, or is removing it right now (it waits for the sweep's transaction to end).
 */
export async function claimQueuedFile(trx: Db, storagePath: string): Promise<boolean> {
  const claimed = await trx
    .deleteFrom('documents.files_to_remove')
    .where('storage_path', '=', storagePath)
    .executeTakeFirst();
  return claimed.numDeletedRows > 0n;
}

/** Removes one queued file now and forgets it; one another remover holds is left to it. */
export async function removeQueuedFile(
  db: Kysely<DocumentsDatabase>,
  storage: FileStorage,
  storagePath: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('documents.files_to_remove')
      .select('storage_path')
      .where('storage_path', '=', storagePath)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!held) return;
    await storage.remove(storagePath);
    await trx
      .deleteFrom('documents.files_to_remove')
      .where('storage_path', '=', storagePath)
      .execute();
  });
}

const BATCH = 100;

/**
 * Removes queued files from storage (one person's, or everyone's), forgetting each once it is gone.
 * Rows another remover holds are skipped, so two instances never remove the same file at once; a
 * file the store would not remove stays queued for the next attempt.
 */
export async function removeQueuedFiles(
  db: Kysely<DocumentsDatabase>,
  storage: FileStorage,
  {
    userId,
    queuedBeforeMs,
    log,
  }: {
    userId?: string;
    /** Only files queued this long ago: what an interrupted run left, not what another is removing. */
    queuedBeforeMs?: number;
    log: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<{ removed: string[]; failed: number }> {
  const removed: string[] = [];
  let failed = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('documents.files_to_remove')
        .select('storage_path')
        .orderBy('queued_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked();
      if (userId) query = query.where('user_id', '=', userId);
      if (queuedBeforeMs !== undefined)
        query = query.where('queued_at', '<', new Date(Date.now() - queuedBeforeMs));
      const rows = await query.execute();
      const gone: string[] = [];
      for (const { storage_path: key } of rows) {
        try {
          await storage.remove(key);
          gone.push(key);
        } catch (error) {
          failed += 1;
          log.error({ err: error, storageKey: key }, 'could not remove a file; it stays queued');
        }
      }
      if (gone.length)
        await trx
          .deleteFrom('documents.files_to_remove')
          .where('storage_path', 'in', gone)
          .execute();
      return { seen: rows.length, gone };
    });
    removed.push(...batch.gone);
    if (batch.seen < BATCH || batch.gone.length === 0) return { removed, failed };
  }
}
