import type { Profile, UserSummary } from '@nomada/contracts';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import type { DecisionRow } from '../../src/db/schema';
import type { TestContext } from './test-context';

/** The profile identity answers the person themselves (auth-session), as the applicant sees it. */
export async function profileOf(ctx: TestContext, person: { cookie: string }): Promise<Profile> {
  const response = await fetch(`${ctx.identity.url}/functions/auth-session`, {
    method: 'POST',
    headers: { cookie: person.cookie },
  });
  const { profile } = (await response.json()) as { profile: Profile | null };
  if (!profile) throw new Error('no profile: the session is not valid');
  return profile;
}

/** What identity tells other services about a user (assignment included). */
export async function userSummaryOf(ctx: TestContext, userId: string): Promise<UserSummary> {
  const response = await fetch(`${ctx.identity.url}/internal/users/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...internalHeaders(TEST_SESSION_SECRET) },
    body: JSON.stringify({ userIds: [userId] }),
  });
  const { users } = (await response.json()) as { users: UserSummary[] };
  if (!users[0]) throw new Error(`identity does not know ${userId}`);
  return users[0];
}

/** The audit-trail rows about an applicant, oldest first. */
export function trailOf(ctx: TestContext, userId: string): Promise<DecisionRow[]> {
  return ctx.db
    .selectFrom('review.decisions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function outboxOf(ctx: TestContext) {
  return ctx.db.selectFrom('review.email_outbox').selectAll().orderBy('created_at').execute();
}
