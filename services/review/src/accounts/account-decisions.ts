import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { lockPersonExclusive } from '@nomada/service-kit';
import type { AccountEraseRequest, ExportedDecision, Language } from '@nomada/contracts';
import { auditAction, documentName } from '../dashboard/present';
import { decisionsOfUsers } from '../db/repositories/decisions';
import type { ReviewDeps } from '../deps';
import { scrubPerson } from './scrub-text';

/** The person's decisions for their export, oldest first, document names in their language. */
export async function exportDecisionsOf(
  { db }: Pick<ReviewDeps, 'db'>,
  userId: string,
  language: Language,
): Promise<ExportedDecision[]> {
  const rows = await decisionsOfUsers(db, [userId]);
  return rows.reverse().map((row) => ({
    what: auditAction(row),
    document:
      row.document_name_en !== null && row.document_name_es !== null
        ? documentName({ name_en: row.document_name_en, name_es: row.document_name_es }, language)
        : null,
    decided_at: row.created_at.toISOString(),
    reason: row.reason,
  }));
}

/**
 * Decision 031: the audit trail keeps every decision, but no longer the person. Their user id (and a
 * registration's, assignment's or plan's subject, which is that id) becomes one new random id for
 * all their rows, the pseudonym is recorded, and reasons lose their name and email. Their pending
 * decision emails are dropped, and they are remembered as erased, so an event of theirs relayed
 * later is recorded without them. Running it again finds nothing left to change.
 */
export async function pseudonymiseDecisionsOf(
  { db }: Pick<ReviewDeps, 'db'>,
  { userId, email, names, pseudonym }: AccountEraseRequest,
): Promise<Record<string, number>> {
  const replacement = randomUUID();
  const terms = [email, names.join(' '), ...names];
  return db.transaction().execute(async (trx) => {
    // Under the person's lock: an event being recorded for them now finishes first, and any later
    // one sees the mark (repositories/decision-events.ts).
    await lockPersonExclusive(trx, 'review', userId);
    await trx
      .insertInto('review.erased_applicants')
      .values({ user_id: userId, pseudonym })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    const emails = await trx
      .deleteFrom('review.email_outbox')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const rows = await trx
      .selectFrom('review.decisions')
      .select(['id', 'reason'])
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
    for (const row of rows) {
      await trx
        .updateTable('review.decisions')
        .set({
          user_id: replacement,
          subject_id: sql`case when subject_type <> 'document' then ${replacement}::uuid else subject_id end`,
          applicant_pseudonym: pseudonym,
          reason: row.reason === null ? null : scrubPerson(row.reason, terms, pseudonym),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return { decisions: rows.length, emails: Number(emails.numDeletedRows) };
  });
}
