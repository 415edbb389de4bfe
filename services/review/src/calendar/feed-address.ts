import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReviewDatabase } from '../db/schema';

/** 256 random bits, in the address as base64url: the address is the only key to the feed. */
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_PATH_PREFIX = '/calendar/';
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** A new secret address for the agent's feed; the one before stops working in the same statement. */
export async function replaceFeedToken(
  db: Kysely<ReviewDatabase>,
  agentId: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('review.calendar_feeds')
    .values({ agent_id: agentId, token_sha256: sha256(token) })
    .onConflict((oc) =>
      oc.column('agent_id').doUpdateSet({ token_sha256: sha256(token), created_at: new Date() }),
    )
    .execute();
  return token;
}

/** The agent whose feed a requested file name (`<token>.ics`) opens, if any. */
export async function agentOfFeed(
  db: Kysely<ReviewDatabase>,
  fileName: string,
): Promise<string | undefined> {
  const token = FEED_FILE.exec(fileName)?.[1];
  if (!token) return undefined;
  const row = await db
    .selectFrom('review.calendar_feeds')
    .select('agent_id')
    .where('token_sha256', '=', sha256(token))
    .executeTakeFirst();
  return row?.agent_id;
}
