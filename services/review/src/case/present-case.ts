import type {
  ApplicantRecord,
  AuditEntry,
  CaseItemRecord,
  CaseProfile,
  CaseRequiredDocument,
  Language,
  UserSummary,
} from '@nomada/contracts';
import { displayName, documentName } from '../dashboard/present';

/** What the applicant submitted at signup and where their registration stands. */
export function caseProfile(
  applicant: ApplicantRecord,
  people: Map<string, UserSummary>,
): CaseProfile {
  const { assigned_agent_id: _agent, assigned_at: _at, decided_by, ...submitted } = applicant;
  return {
    ...submitted,
    full_name: `${applicant.first_name} ${applicant.last_name}`.trim(),
    decided_by: decided_by ? displayName(people.get(decided_by)) || null : null,
  };
}

/**
 * One checklist item with its files (current, then earlier ones with the decisions that covered
 * them, decision 065) and the decisions made on its document, newest first.
 */
export function caseRequiredDocument(
  item: CaseItemRecord,
  trail: readonly AuditEntry[],
  people: Map<string, UserSummary>,
  language: Language,
): CaseRequiredDocument {
  const { document } = item;
  return {
    id: item.id,
    document_type: item.slug,
    name: documentName(item, language),
    description: language === 'es' ? item.description_es : item.description_en,
    requested: item.requested,
    member_id: item.member_id,
    legalisation: item.legalisation,
    legalisation_status: item.legalisation_status,
    translation: item.translation,
    translation_status: item.translation_status,
    status: document?.status ?? 'pending',
    rejection_reason: document?.rejection_reason ?? null,
    uploaded_at: document?.uploaded_at ?? null,
    user_document_id: document?.id ?? null,
    files: item.files.map((file) => ({
      ...file,
      decisions: file.decisions.map(({ decided_by, ...decision }) => ({
        ...decision,
        agent_name: displayName(people.get(decided_by)),
      })),
    })),
    decisions: document ? trail.filter((entry) => entry.document_id === document.id) : [],
  };
}
