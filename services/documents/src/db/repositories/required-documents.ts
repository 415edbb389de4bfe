import { sql, type Kysely, type Transaction } from 'kysely';
import type { Plan } from '@nomada/contracts';
import type { DocumentsDatabase, RequiredDocumentRow } from '../schema';

export type Db = Kysely<DocumentsDatabase> | Transaction<DocumentsDatabase>;

/** Whose checklist: the plan's items, and the items the authority asked of this one person. */
export type ChecklistOwner = { userId: string; plan: Plan };

type RequiredDocumentsQuery = ReturnType<typeof fromRequiredDocuments>;
const fromRequiredDocuments = (db: Db) => db.selectFrom('documents.required_documents');

function ofOwner(query: RequiredDocumentsQuery, owner: ChecklistOwner) {
  return query.where((eb) =>
    eb.or([eb('plan', '=', owner.plan), eb('user_id', '=', owner.userId)]),
  );
}

/** A checklist in the order applicants see it: the plan's items, then requested ones as asked. */
export function checklistOf(db: Db, owner: ChecklistOwner): Promise<RequiredDocumentRow[]> {
  return ofOwner(fromRequiredDocuments(db), owner)
    .selectAll()
    .orderBy(sql`user_id is not null`)
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
}

/** One item of this person's checklist (an item of the other plan or another person is not theirs). */
export function findChecklistItem(
  db: Db,
  owner: ChecklistOwner,
  id: string,
): Promise<RequiredDocumentRow | undefined> {
  return ofOwner(fromRequiredDocuments(db), owner)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The item a client named instead of giving its id: by slug or by its name in either language. */
export function findChecklistItemByName(
  db: Db,
  owner: ChecklistOwner,
  name: string,
): Promise<RequiredDocumentRow | undefined> {
  const folded = name.trim().toLowerCase();
  return ofOwner(fromRequiredDocuments(db), owner)
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('slug', '=', folded),
        eb(sql`lower(name_en)`, '=', folded),
        eb(sql`lower(name_es)`, '=', folded),
      ]),
    )
    .orderBy(sql`user_id is not null`)
    .orderBy('sort_order')
    .executeTakeFirst();
}

/** The largest file any item of the checklist takes: the limit while the item is not yet known. */
export async function largestFileLimit(db: Db, owner: ChecklistOwner): Promise<number> {
  const row = await ofOwner(fromRequiredDocuments(db), owner)
    .select((eb) => eb.fn.max('max_file_size').as('largest'))
    .executeTakeFirst();
  return Number(row?.largest ?? 0);
}

/**
 * The documents a request names become items of the applicant's own checklist, in the request's
 * transaction; their names are the agent's words, shown alike in both languages.
 */
export async function addRequestedItems(
  trx: Db,
  request: { userId: string; eventId: string; items: { name: string; description?: string }[] },
): Promise<RequiredDocumentRow[]> {
  if (request.items.length === 0) return [];
  return trx
    .insertInto('documents.required_documents')
    .values(
      request.items.map((item, index) => ({
        slug: `requested-${request.eventId.slice(0, 8)}-${index + 1}`,
        plan: null,
        user_id: request.userId,
        request_event_id: request.eventId,
        name_en: item.name,
        name_es: item.name,
        description_en: item.description ?? '',
        description_es: item.description ?? '',
        sort_order: index,
      })),
    )
    .returningAll()
    .execute();
}
