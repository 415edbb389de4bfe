import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CaseStage,
  DeadlineKind,
  DocumentStatus,
  FamilyRelation,
  Legalisation,
  RequirementStatus,
  Translation,
  Plan,
} from '@nomada/contracts';

/** A user document exists once something is uploaded, so `pending` is never stored. */
export type StoredDocumentStatus = Exclude<DocumentStatus, 'pending'>;

/** The per-plan checklist (data, not code): seeded from the contracts, editable by later migrations. */
export interface RequiredDocumentsTable {
  id: Generated<string>;
  slug: string;
  /** The plan whose checklist holds it; null for an item of one applicant (`user_id`). */
  plan: Plan | null;
  name_en: string;
  name_es: string;
  description_en: Generated<string>;
  description_es: Generated<string>;
  /** Bytes. */
  max_file_size: Generated<number>;
  file_types: Generated<string[]>;
  sort_order: Generated<number>;
  /** Freshness rules (decision 057): at most this old since issue / at least this long before expiry. */
  max_age_days: number | null;
  min_validity_days: number | null;
  /** An item of one applicant only (decision 081): asked for by the authority in a request. */
  user_id: string | null;
  /** The `more_documents_requested` event that asked for it. */
  request_event_id: string | null;
  /** The family member the paper is for (issue 28). */
  member_id: string | null;
  /** What the authorities usually require of the paper (issue 28); a case may differ. */
  legalisation_default: Generated<Legalisation>;
  translation_default: Generated<Translation>;
}

/** The agent's decision on what one paper of one case needs, and how far it is (issue 28). */
export interface ItemRequirementsTable {
  user_id: string;
  required_document_id: string;
  legalisation: Legalisation;
  legalisation_status: RequirementStatus;
  translation: Translation;
  translation_status: RequirementStatus;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** A person who comes with the applicant (issue 28). */
export interface FamilyMembersTable {
  id: Generated<string>;
  user_id: string;
  relation: FamilyRelation;
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD`. */
  date_of_birth: string;
  nationality: string;
  dependent: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface UserDocumentsTable {
  id: Generated<string>;
  /** identity's user id; no foreign key across service schemas. */
  user_id: string;
  required_document_id: string | null;
  name: string;
  /** The item's own state; its files are in document_files. */
  status: Generated<StoredDocumentStatus>;
  rejection_reason: string | null;
  /** When the item's files last changed. */
  uploaded_at: Generated<Date>;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  /** Counts the changes of the document's files (decision 055): a decision names the one it saw. */
  revision: Generated<number>;
}

/** One file of a user document (issue 18: an item may hold several; one decision covers them all). */
export interface DocumentFilesTable {
  id: Generated<string>;
  document_id: string;
  user_id: string;
  storage_path: string;
  original_filename: string;
  mime_type: string;
  /** bigint: pg returns it as a string. */
  size_bytes: ColumnType<string, number | string, number | string>;
  uploaded_at: Generated<Date>;
  /** `YYYY-MM-DD` as the applicant gave them (pg's date type is read as text, see decision 057). */
  issued_on: string | null;
  expires_on: string | null;
}

/** Each file an item held when an agent decided on it (decision 065): what the decision covered. */
export interface FileDecisionsTable {
  id: Generated<string>;
  /** A file of `document_files` or, once it left its item, of `earlier_files`. */
  file_id: string;
  user_id: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  decided_by: string;
  decided_at: Generated<Date>;
}

/** A decided file that left its item (replaced or removed), kept as the item's history (decision 065). */
export interface EarlierFilesTable {
  /** Its id while it was current. */
  id: string;
  user_id: string;
  required_document_id: string | null;
  document_id: string;
  storage_path: string;
  original_filename: string;
  mime_type: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  uploaded_at: Date;
  issued_on: string | null;
  expires_on: string | null;
  replaced_at: Generated<Date>;
}

/** One stage a case entered (decision 058); the latest row is the current stage. */
export interface CaseEventsTable {
  id: Generated<string>;
  user_id: string;
  stage: CaseStage;
  at: Generated<Date>;
  /** The agent who moved it; null for the start and for `ready` (set by documents). */
  by: string | null;
  authority: 'uge' | 'consulate' | null;
  reference: string | null;
  /** `YYYY-MM-DD`. */
  date: string | null;
  note: string | null;
  outcome: 'granted' | 'denied' | null;
  /** `YYYY-MM-DD`: a request's notification (its clock starts the day after). */
  notified_on: string | null;
  /** `YYYY-MM-DD`: a granted permit's last day. */
  valid_until: string | null;
}

/** A legal deadline (decision 081), stored with the event that started it. */
export interface CaseDeadlinesTable {
  id: Generated<string>;
  user_id: string;
  event_id: string;
  source_stage: CaseStage;
  kind: DeadlineKind;
  /** `YYYY-MM-DD`. */
  due_on: string;
  done_at: Date | null;
  /** The agent who marked it done; null when the next stage answered it. */
  done_by: string | null;
  created_at: Generated<Date>;
}

/** Accounts erased (decision 031): an upload still in flight for them is refused, never stored. */
export interface ErasedUsersTable {
  user_id: string;
  erased_at: Generated<Date>;
}

/** Files whose rows are gone and which are being removed from storage (retried until they are). */
export interface FilesToRemoveTable {
  storage_path: string;
  user_id: string;
  queued_at: Generated<Date>;
}

/** A finished case whose files the retention sweep deleted (decision 032): what the dashboard tells. */
export interface ExpiredCasesTable {
  user_id: string;
  finished_at: Date;
  files_deleted_at: Date;
  files_deleted: number;
}

export interface DocumentsDatabase {
  'documents.required_documents': RequiredDocumentsTable;
  'documents.user_documents': UserDocumentsTable;
  'documents.document_files': DocumentFilesTable;
  'documents.erased_users': ErasedUsersTable;
  'documents.files_to_remove': FilesToRemoveTable;
  'documents.expired_cases': ExpiredCasesTable;
  'documents.case_events': CaseEventsTable;
  'documents.case_deadlines': CaseDeadlinesTable;
  'documents.family_members': FamilyMembersTable;
  'documents.item_requirements': ItemRequirementsTable;
  'documents.file_decisions': FileDecisionsTable;
  'documents.earlier_files': EarlierFilesTable;
}

export type RequiredDocumentRow = Selectable<RequiredDocumentsTable>;
export type UserDocumentRow = Selectable<UserDocumentsTable>;
export type DocumentFileRow = Selectable<DocumentFilesTable>;
export type EarlierFileRow = Selectable<EarlierFilesTable>;
export type ItemRequirementsRow = Selectable<ItemRequirementsTable>;
export type FamilyMemberRow = Selectable<FamilyMembersTable>;
export type CaseDeadlineRow = Selectable<CaseDeadlinesTable>;
export type FileDecisionRow = Selectable<FileDecisionsTable>;
