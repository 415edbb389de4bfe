import type { FinishedCase } from '@nomada/contracts';
import { type IdentityLookup } from '@nomada/service-kit';
import { resolvedCases } from '../db/repositories/case-events';
import type { Db } from '../db/repositories/required-documents';

/**
 * The one answer to "which of these applicants' cases are finished, and since when" that the
 * retention sweep asks (decision 032). A case is finished when its registration was rejected
 * (identity) or when it was resolved (the case stages of issue 18: the time of its `resolved` event);
 * when a person's case ended both ways, the later end counts.
 */
export type FinishedCases = (userIds: string[]) => Promise<FinishedCase[]>;

export function createFinishedCases(
  identity: Pick<IdentityLookup, 'finishedCases'>,
  db: Db,
): FinishedCases {
  const resolved = async (userIds: string[]): Promise<FinishedCase[]> =>
    (await resolvedCases(db, userIds)).map(({ userId, resolvedAt }) => ({
      userId,
      finishedAt: resolvedAt.toISOString(),
      how: 'case_resolved',
    }));
  return async (userIds) => {
    const sources = await Promise.all([identity.finishedCases(userIds), resolved(userIds)]);
    const latest = new Map<string, FinishedCase>();
    for (const found of sources.flat()) {
      const known = latest.get(found.userId);
      if (!known || Date.parse(found.finishedAt) > Date.parse(known.finishedAt))
        latest.set(found.userId, found);
    }
    return [...latest.values()];
  };
}
