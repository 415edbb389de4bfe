import {
  FAMILY_MEMBERS_LIMIT,
  familyItemsFor,
  type FamilyMember,
  type FamilyMemberAdd,
} from '@nomada/contracts';
import type { FamilyMemberRow } from '../schema';
import { currentStage } from './case-events';
import { queueFilesForRemoval } from './files-to-remove';
import type { Db } from './required-documents';

export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  return {
    id: row.id,
    relation: row.relation,
    first_name: row.first_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    nationality: row.nationality,
    dependent: row.dependent,
    created_at: row.created_at.toISOString(),
  };
}

export function membersOf(db: Db, userId: string): Promise<FamilyMemberRow[]> {
  return db
    .selectFrom('documents.family_members')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type AddMemberOutcome =
  { outcome: 'added'; member: FamilyMemberRow } | { outcome: 'partner_exists' | 'full' };

/**
 * Under the person's lock: the member and their papers (as items of the applicant's checklist) are
 * written together, and the family's rules (one spouse or partner, eight people) hold.
 */
export async function addMember(
  trx: Db,
  userId: string,
  member: FamilyMemberAdd,
): Promise<AddMemberOutcome> {
  const family = await membersOf(trx, userId);
  if (family.length >= FAMILY_MEMBERS_LIMIT) return { outcome: 'full' };
  const partner = member.relation === 'spouse' || member.relation === 'partner';
  if (
    partner &&
    family.some((known) => known.relation === 'spouse' || known.relation === 'partner')
  )
    return { outcome: 'partner_exists' };
  const row = await trx
    .insertInto('documents.family_members')
    .values({ user_id: userId, ...member })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('documents.required_documents')
    .values(
      familyItemsFor(member.relation, member.dependent).map((item, index) => ({
        slug: `member-${row.id}-${item.slug}`,
        plan: null,
        user_id: userId,
        member_id: row.id,
        name_en: item.name.en,
        name_es: item.name.es,
        description_en: item.description.en,
        description_es: item.description.es,
        legalisation_default: item.legalisation,
        translation_default: item.translation,
        sort_order: index,
      })),
    )
    .execute();
  return { outcome: 'added', member: row };
}

export type RemoveMemberOutcome = 'removed' | 'not_found' | 'submitted';

/**
 * Under the person's lock, while the case is not filed: the member goes with their papers, every
 * file of them (current and earlier) queued for removal from storage in the same transaction.
 */
export async function removeMember(
  trx: Db,
  userId: string,
  memberId: string,
): Promise<RemoveMemberOutcome> {
  const member = await trx
    .selectFrom('documents.family_members')
    .select('id')
    .where('id', '=', memberId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) return 'not_found';
  const stage = await currentStage(trx, userId);
  if (stage !== 'documents' && stage !== 'ready') return 'submitted';
  const items = trx
    .selectFrom('documents.required_documents')
    .select('id')
    .where('member_id', '=', memberId);
  const documents = trx
    .selectFrom('documents.user_documents')
    .select('id')
    .where('required_document_id', 'in', items);
  const current = await trx
    .deleteFrom('documents.document_files')
    .where('document_id', 'in', documents)
    .returning(['id', 'storage_path'])
    .execute();
  const earlier = await trx
    .deleteFrom('documents.earlier_files')
    .where('required_document_id', 'in', items)
    .returning(['id', 'storage_path'])
    .execute();
  const fileIds = [...current, ...earlier].map((file) => file.id);
  if (fileIds.length > 0)
    await trx.deleteFrom('documents.file_decisions').where('file_id', 'in', fileIds).execute();
  await trx
    .deleteFrom('documents.user_documents')
    .where('required_document_id', 'in', items)
    .execute();
  await queueFilesForRemoval(
    trx,
    userId,
    [...current, ...earlier].map((file) => file.storage_path),
  );
  await trx.deleteFrom('documents.family_members').where('id', '=', memberId).execute();
  return 'removed';
}
