import type { DocumentStats, RequiredDocument } from '@nomada/contracts';

/** What the applicant should do next, with the document it is about (a key of `overview.nextStep`). */
export type NextStep =
  | { kind: 'reupload'; document: RequiredDocument }
  | { kind: 'upload'; document: RequiredDocument }
  | { kind: 'wait' }
  | { kind: 'done' }
  | { kind: 'preparing' };

export function nextStep(documents: RequiredDocument[], stats: DocumentStats): NextStep {
  if (documents.length === 0) return { kind: 'preparing' };
  const rejected = documents.find((document) => document.status === 'rejected');
  if (rejected) return { kind: 'reupload', document: rejected };
  const missing = documents.find((document) => document.status === 'pending');
  if (missing) return { kind: 'upload', document: missing };
  return stats.total > 0 && stats.approved === stats.total ? { kind: 'done' } : { kind: 'wait' };
}

/** Documents that need the applicant: rejected ones first, then those never uploaded. */
export function documentsNeedingAction(documents: RequiredDocument[]): RequiredDocument[] {
  return [
    ...documents.filter((document) => document.status === 'rejected'),
    ...documents.filter((document) => document.status === 'pending'),
  ];
}
