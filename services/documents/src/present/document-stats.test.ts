import { describe, expect, it } from 'vitest';
import { documentStats } from './document-stats';

describe('documentStats', () => {
  it('counts each status over the checklist and nothing uploaded as pending', () => {
    expect(
      documentStats([
        'approved',
        'approved',
        'approved',
        'rejected',
        'reviewing',
        'uploaded',
        null,
        null,
      ]),
    ).toEqual({
      total: 8,
      uploaded: 1,
      approved: 3,
      rejected: 1,
      reviewing: 1,
      pending: 2,
      progressPercentage: 38,
    });
  });

  it.each([
    [[], 0],
    [[null, null, null, null], 0],
    [['approved', null, null], 33],
    [['approved', 'approved', null], 67],
    [['approved', null, null, null, null, null, null, null], 13],
    [['approved', 'approved', 'approved', 'approved'], 100],
  ] as const)('rounds progress for %j to %i', (statuses, expected) => {
    expect(documentStats(statuses).progressPercentage).toBe(expected);
  });
});
