import { z } from 'zod';
import { uploadDocumentFieldsSchema, type Plan } from '@nomada/contracts';
import { conflict, notFound, parseBody } from '@nomada/service-kit';
import {
  findChecklistItem,
  findChecklistItemByName,
  type Db,
} from '../db/repositories/required-documents';
import type { RequiredDocumentRow } from '../db/schema';

export type UploadFields = z.output<typeof uploadDocumentFieldsSchema>;
type UploadTarget = { requiredDocumentId?: string | undefined; documentName?: string };

export function parseUploadFields(fields: Record<string, string>): UploadFields {
  return parseBody(uploadDocumentFieldsSchema, fields);
}

/** The item id among the fields read so far, when there is a well-formed one. */
export function namedItemId(fields: Record<string, string>): string | undefined {
  const parsed = z.uuid().safeParse(fields.requiredDocumentId);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The checklist item an upload is for: the one `requiredDocumentId` names, or else the one whose
 * slug or name is `documentName`, always of the applicant's own checklist (404 otherwise). One already
 * approved, or being reviewed right now, cannot take a new file (409).
 */
export async function resolveUploadTarget(
  db: Db,
  applicant: { id: string; plan: Plan },
  target: UploadTarget,
): Promise<RequiredDocumentRow> {
  const owner = { userId: applicant.id, plan: applicant.plan };
  const item = target.requiredDocumentId
    ? await findChecklistItem(db, owner, target.requiredDocumentId)
    : await findChecklistItemByName(db, owner, target.documentName ?? '');
  if (!item) throw notFound();
  const current = await db
    .selectFrom('documents.user_documents')
    .select('status')
    .where('user_id', '=', applicant.id)
    .where('required_document_id', '=', item.id)
    .executeTakeFirst();
  if (current && current.status !== 'uploaded' && current.status !== 'rejected')
    throw conflict('document_already_processed');
  return item;
}
