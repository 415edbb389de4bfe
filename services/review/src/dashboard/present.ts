import type {
  AgentDocument,
  AgentUser,
  ApplicantRecord,
  AuditAction,
  AuditEntry,
  DocumentName,
  DocumentRecord,
  Language,
  RegistrationRecord,
  UserSummary,
} from '@nomada/contracts';
import type { DECISION_KINDS, DecisionRow } from '../db/schema';

type CaseDecision = (typeof DECISION_KINDS)['case'][number];

/** What the dashboard calls a person: their full name, or their email when they gave no name. */
export function displayName(user: UserSummary | undefined): string {
  if (!user) return '';
  return user.full_name.trim() || user.email;
}

/** A checklist item's name in the reader's language. */
export function documentName(document: { name_en: string; name_es: string }, language: Language) {
  return language === 'es' ? document.name_es : document.name_en;
}

export function auditAction(row: DecisionRow): AuditAction {
  if (row.subject_type === 'assignment')
    return row.decision === 'assigned' ? 'user_assigned' : 'user_unassigned';
  if (row.subject_type === 'plan') return 'plan_upgraded';
  if (row.subject_type === 'case') return `case_${row.decision as CaseDecision}`;
  return `${row.subject_type}_${row.decision as 'approved' | 'rejected'}`;
}

export function auditEntry(
  row: DecisionRow,
  people: Map<string, UserSummary>,
  language: Language,
): AuditEntry {
  const isDocument = row.subject_type === 'document';
  return {
    id: row.id,
    action: auditAction(row),
    user_id: row.user_id,
    document_id: isDocument ? row.subject_id : null,
    document_name:
      isDocument && row.document_name_en !== null && row.document_name_es !== null
        ? documentName({ name_en: row.document_name_en, name_es: row.document_name_es }, language)
        : null,
    reason: row.reason,
    agent_id: row.agent_id,
    agent_name: displayName(people.get(row.agent_id)),
    created_at: row.created_at.toISOString(),
  };
}

export function registrationRecord(
  applicant: ApplicantRecord,
  {
    documents,
    auditTrail,
    people,
    language,
  }: {
    documents: DocumentName[];
    auditTrail: AuditEntry[];
    people: Map<string, UserSummary>;
    language: Language;
  },
): RegistrationRecord {
  const { assigned_agent_id: _agent, assigned_at: _at, decided_by, ...submitted } = applicant;
  return {
    ...submitted,
    decided_by: decided_by ? displayName(people.get(decided_by)) || null : null,
    documents: documents.map((document) => ({
      id: document.id,
      name: documentName(document, language),
    })),
    audit_trail: auditTrail,
  };
}

export function agentDocument(
  document: DocumentRecord,
  {
    owner,
    auditTrail,
    language,
  }: { owner: UserSummary | undefined; auditTrail: AuditEntry[]; language: Language },
): AgentDocument {
  return {
    id: document.id,
    user_id: document.user_id,
    document_name: documentName(document, language),
    document_type: document.document_type,
    file_url: document.file_url,
    file_size: document.file_size,
    original_filename: document.original_filename,
    mime_type: document.mime_type,
    files: document.files,
    status: document.status,
    uploaded_at: document.uploaded_at,
    rejection_reason: document.rejection_reason,
    revision: document.revision,
    freshness: document.freshness,
    user_name: displayName(owner),
    user_email: owner?.email ?? '',
    audit_trail: auditTrail,
  };
}

export function agentUser(applicant: ApplicantRecord): AgentUser {
  return {
    id: applicant.id,
    user_id: applicant.id,
    first_name: applicant.first_name,
    last_name: applicant.last_name,
    email: applicant.email,
    plan: applicant.plan,
    status: applicant.status,
    assigned_at: applicant.assigned_at,
  };
}
