import { describe, expect, it } from 'vitest';
import type { DocumentStats } from '@nomada/contracts';
import { overallPercent, overallState } from './overall-progress';

const stats = (changes: Partial<DocumentStats>): DocumentStats => ({
  total: 4,
  uploaded: 0,
  approved: 0,
  rejected: 0,
  reviewing: 0,
  pending: 4,
  progressPercentage: 0,
  ...changes,
});

describe('overallState', () => {
  it('is complete at 100% when every document is approved', () => {
    const all = stats({ approved: 4, pending: 0, progressPercentage: 100 });
    expect(overallState(all)).toBe('complete');
    expect(overallPercent(all)).toBe(100);
  });

  it('needs attention when any document is rejected, even with others in review', () => {
    expect(overallState(stats({ rejected: 1, reviewing: 2, approved: 1, pending: 0 }))).toBe(
      'attention',
    );
  });

  it('is being reviewed when documents wait for or are in review', () => {
    expect(overallState(stats({ uploaded: 1, pending: 3 }))).toBe('reviewing');
    expect(overallState(stats({ reviewing: 1, approved: 3, pending: 0 }))).toBe('reviewing');
  });

  it('asks for the required documents otherwise, including before any checklist', () => {
    expect(overallState(stats({}))).toBe('upload');
    expect(overallState(stats({ total: 0, pending: 0 }))).toBe('upload');
    expect(overallPercent(stats({ approved: 1, pending: 3, progressPercentage: 25 }))).toBe(25);
  });
});
