import type { DocumentRetention } from '@nomada/contracts';
import type { Db } from '../db/repositories/required-documents';

/** When the retention sweep deleted this person's files, or null when it has not. */
export async function findExpiredCase(db: Db, userId: string): Promise<DocumentRetention | null> {
  const row = await db
    .selectFrom('documents.expired_cases')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    finished_at: row.finished_at.toISOString(),
    files_deleted_at: row.files_deleted_at.toISOString(),
    files_deleted: row.files_deleted,
  };
}

/** Adds a sweep's deletions to the person's record (two sweepers add up, never overwrite). */
export async function recordExpiredFiles(
  db: Db,
  { userId, finishedAt, deleted }: { userId: string; finishedAt: Date; deleted: number },
): Promise<void> {
  await db
    .insertInto('documents.expired_cases')
    .values({
      user_id: userId,
      finished_at: finishedAt,
      files_deleted_at: new Date(),
      files_deleted: deleted,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        finished_at: eb.ref('excluded.finished_at'),
        files_deleted_at: eb.ref('excluded.files_deleted_at'),
        files_deleted: eb(
          'documents.expired_cases.files_deleted',
          '+',
          eb.ref('excluded.files_deleted'),
        ),
      })),
    )
    .execute();
}
