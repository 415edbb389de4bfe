import type { DocumentStats } from '@nomada/contracts';

/** docs/product/states.md's overall message, in the order the rules apply. */
export type OverallState = 'complete' | 'attention' | 'reviewing' | 'upload';

/**
 * All approved: complete at 100%; else any rejected: needs attention; else any waiting for or in
 * review: being reviewed; else the applicant has documents to upload.
 */
export function overallState(stats: DocumentStats): OverallState {
  if (stats.total > 0 && stats.approved === stats.total) return 'complete';
  if (stats.rejected > 0) return 'attention';
  if (stats.reviewing > 0 || stats.uploaded > 0) return 'reviewing';
  return 'upload';
}

export function overallPercent(stats: DocumentStats): number {
  return overallState(stats) === 'complete' ? 100 : stats.progressPercentage;
}
