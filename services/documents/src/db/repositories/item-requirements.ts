import type { ItemRequirements, SetItemRequirementsPayload } from '@nomada/contracts';
import type { ItemRequirementsRow, RequiredDocumentRow } from '../schema';
import type { Db } from './required-documents';

export type RequirementsByItem = Map<string, ItemRequirementsRow>;

export async function requirementsOf(db: Db, userId: string): Promise<RequirementsByItem> {
  const rows = await db
    .selectFrom('documents.item_requirements')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.required_document_id, row]));
}

/** What the paper needs in this case: the agent's decision, or else the item's default. */
export function effectiveRequirements(
  item: RequiredDocumentRow,
  decided: RequirementsByItem,
): ItemRequirements {
  const own = decided.get(item.id);
  if (own)
    return {
      legalisation: own.legalisation,
      legalisation_status: own.legalisation_status,
      translation: own.translation,
      translation_status: own.translation_status,
    };
  return {
    legalisation: item.legalisation_default,
    legalisation_status: item.legalisation_default === 'none' ? 'not_needed' : 'required',
    translation: item.translation_default,
    translation_status: item.translation_default === 'none' ? 'not_needed' : 'required',
  };
}

/** The assigned agent's decision for one paper of this applicant's checklist (kept per case). */
export async function saveRequirements(
  db: Db,
  request: SetItemRequirementsPayload & { agentId: string },
): Promise<void> {
  const values = {
    legalisation: request.legalisation,
    legalisation_status: request.legalisation_status,
    translation: request.translation,
    translation_status: request.translation_status,
    updated_by: request.agentId,
    updated_at: new Date(),
  };
  await db
    .insertInto('documents.item_requirements')
    .values({
      user_id: request.userId,
      required_document_id: request.requiredDocumentId,
      ...values,
    })
    .onConflict((oc) => oc.columns(['user_id', 'required_document_id']).doUpdateSet(values))
    .execute();
}
