import { sql, type Kysely, type Transaction } from 'kysely';
import type { Plan } from '@nomada/contracts';
import type { DocumentsDatabase, RequiredDocumentRow } from '../schema';

export type Db = Kysely<DocumentsDatabase> | Transaction<DocumentsDatabase>;

/** A plan's checklist in the order applicants see it. */
export function checklistOf(db: Db, plan: Plan): Promise<RequiredDocumentRow[]> {
  return db
    .selectFrom('documents.required_documents')
    .selectAll()
    .where('plan', '=', plan)
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
}

/** One item of this plan's checklist (an item of the other plan is not the applicant's). */
export function findChecklistItem(
  db: Db,
  plan: Plan,
  id: string,
): Promise<RequiredDocumentRow | undefined> {
  return db
    .selectFrom('documents.required_documents')
    .selectAll()
    .where('plan', '=', plan)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The item a client named instead of giving its id: by slug or by its name in either language. */
export function findChecklistItemByName(
  db: Db,
  plan: Plan,
  name: string,
): Promise<RequiredDocumentRow | undefined> {
  const folded = name.trim().toLowerCase();
  return db
    .selectFrom('documents.required_documents')
    .selectAll()
    .where('plan', '=', plan)
    .where((eb) =>
      eb.or([
        eb('slug', '=', folded),
        eb(sql`lower(name_en)`, '=', folded),
        eb(sql`lower(name_es)`, '=', folded),
      ]),
    )
    .orderBy('sort_order')
    .executeTakeFirst();
}

/** The largest file any item of the plan takes: the limit while the item is not yet known. */
export async function largestFileLimit(db: Db, plan: Plan): Promise<number> {
  const row = await db
    .selectFrom('documents.required_documents')
    .select((eb) => eb.fn.max('max_file_size').as('largest'))
    .where('plan', '=', plan)
    .executeTakeFirst();
  return Number(row?.largest ?? 0);
}
