import type { FastifyBaseLogger } from 'fastify';
import { unavailable } from '@nomada/service-kit';
import { deleteFilesOf } from '../db/repositories/document-files';
import { lockAllOf } from '../db/repositories/person-lock';
import { queueFilesForRemoval, removeQueuedFiles } from '../db/repositories/files-to-remove';
import type { DocumentsDeps } from '../deps';

/**
 * Forgets one person (decision 031): marks them erased, so an upload still in flight is refused,
 * deletes their document rows, retention record and case timeline, and removes their files from storage. Safe to
 * repeat: identity calls again until it gets a 200, which comes only once every file is gone.
 */
export async function eraseDocumentsOf(
  { db, storage }: Pick<DocumentsDeps, 'db' | 'storage'>,
  userId: string,
  log: FastifyBaseLogger,
): Promise<Record<string, number>> {
  const documents = await db.transaction().execute(async (trx) => {
    await lockAllOf(trx, userId);
    await trx
      .insertInto('documents.erased_users')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await queueFilesForRemoval(trx, userId, await deleteFilesOf(trx, userId));
    const rows = await trx
      .deleteFrom('documents.user_documents')
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    await trx.deleteFrom('documents.expired_cases').where('user_id', '=', userId).execute();
    // The case's timeline holds the agent's notes about them.
    await trx.deleteFrom('documents.case_events').where('user_id', '=', userId).execute();
    // Their family's names and papers (the papers' items go with each member).
    await trx.deleteFrom('documents.family_members').where('user_id', '=', userId).execute();
    return rows.length;
  });
  const { removed, failed } = await removeQueuedFiles(db, storage, { userId, log });
  if (failed > 0) throw unavailable();
  return { documents, files: removed.length };
}
