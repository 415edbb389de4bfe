import type { DocumentStats } from '@nomada/contracts';
import type { StoredDocumentStatus } from '../db/schema';

/**
 * the HTTP contract: one count per status over the plan's checklist (an item with nothing uploaded is
 * `pending`), and progressPercentage = round(100 × approved / total).
 */
export function documentStats(statuses: readonly (StoredDocumentStatus | null)[]): DocumentStats {
  const count = (status: StoredDocumentStatus | null) =>
    statuses.filter((each) => each === status).length;
  const total = statuses.length;
  const approved = count('approved');
  return {
    total,
    uploaded: count('uploaded'),
    approved,
    rejected: count('rejected'),
    reviewing: count('reviewing'),
    pending: count(null),
    progressPercentage: total === 0 ? 0 : Math.round((100 * approved) / total),
  };
}
