import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FinishedCase } from '@nomada/contracts';
import { deleteFilesOf } from '../db/repositories/document-files';
import { lockAllOf } from '../db/repositories/person-lock';
import { queueFilesForRemoval, removeQueuedFiles } from '../db/repositories/files-to-remove';
import type { DocumentsDatabase } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { recordExpiredFiles } from './expired-cases';
import type { FinishedCases } from './finished-cases';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What one sweep deleted: every file appears in exactly one sweep's report, however many run. */
export type SweepReport = {
  cases: (FinishedCase & { files: string[] })[];
  filesDeleted: number;
  /** Files an earlier sweep or erasure had queued and this one removed. */
  leftoversRemoved: number;
  /** Files whose rows went but which storage would not remove yet: the next sweep tries again. */
  stillQueued: number;
};

export type SweepOptions = {
  db: Kysely<DocumentsDatabase>;
  storage: FileStorage;
  finishedCases: FinishedCases;
  retentionDays: number;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How many people with files are asked about at once. */
  pageSize?: number;
};

/** One person's files out of the database (recorded for their dashboard) and onto the removal queue. */
async function expire(db: Kysely<DocumentsDatabase>, found: FinishedCase): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // A second sweeper waits here, then finds the rows gone and deletes nothing.
    await lockAllOf(trx, found.userId);
    const paths = await deleteFilesOf(trx, found.userId);
    await trx.deleteFrom('documents.user_documents').where('user_id', '=', found.userId).execute();
    if (paths.length === 0) return [];
    await queueFilesForRemoval(trx, found.userId, paths);
    await recordExpiredFiles(trx, {
      userId: found.userId,
      finishedAt: new Date(found.finishedAt),
      deleted: paths.length,
    });
    return paths;
  });
}

/**
 * Decision 032: deletes the files of every case finished more than `retentionDays` ago. Walks the
 * people who still have files (a page at a time, by id), asks which of them are finished, and
 * deletes each expired person's files in a transaction of their own under their exclusive lock, so
 * two sweepers (two platform instances) racing each other delete every file once and report it once.
 */
export async function sweepExpiredDocuments({
  db,
  storage,
  finishedCases,
  retentionDays,
  now,
  log,
  pageSize = 500,
}: SweepOptions): Promise<SweepReport> {
  // Another sweeper's files of the last minutes are its own to remove and report.
  const leftovers = await removeQueuedFiles(db, storage, { log, queuedBeforeMs: 10 * 60_000 });
  const cutoff = now() - retentionDays * DAY_MS;
  const report: SweepReport = {
    cases: [],
    filesDeleted: 0,
    leftoversRemoved: leftovers.removed.length,
    stillQueued: leftovers.failed,
  };
  let after: string | undefined;
  for (;;) {
    // People with current files, or only earlier ones (decision 065: every item emptied since).
    const withFiles = (table: 'documents.user_documents' | 'documents.earlier_files') => {
      let query = db
        .selectFrom(table)
        .select('user_id')
        .distinct()
        .orderBy('user_id')
        .limit(pageSize);
      if (after) query = query.where('user_id', '>', after);
      return query.execute();
    };
    const [current, earlier] = await Promise.all([
      withFiles('documents.user_documents'),
      withFiles('documents.earlier_files'),
    ]);
    const userIds = [...new Set([...current, ...earlier].map((row) => row.user_id))]
      .sort()
      .slice(0, pageSize);
    if (userIds.length === 0) break;
    after = userIds.at(-1);
    const expired = (await finishedCases(userIds)).filter(
      (found) => Date.parse(found.finishedAt) <= cutoff,
    );
    for (const found of expired) {
      const files = await expire(db, found);
      if (files.length === 0) continue;
      // Queued in the same transaction: a file this fails to remove is removed by a later sweep.
      const { failed } = await removeQueuedFiles(db, storage, { userId: found.userId, log });
      if (failed) log.error({ userId: found.userId, failed }, 'retention: files left queued');
      report.stillQueued += failed;
      report.cases.push({ ...found, files });
      report.filesDeleted += files.length;
      log.info(
        { userId: found.userId, finishedAt: found.finishedAt, files: files.length },
        'retention: files of a finished case deleted',
      );
    }
    if (userIds.length < pageSize) break;
  }
  return report;
}
