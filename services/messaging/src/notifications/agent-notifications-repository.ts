import { sql, type Kysely, type Transaction } from 'kysely';
import { AGENT_NOTIFICATIONS_LISTED } from '@nomada/contracts';
import type {
  AgentNotificationKind,
  AgentNotificationSummary,
  MessagingDatabase,
} from '../db/schema';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

export type NewAgentNotification = {
  kind: AgentNotificationKind;
  summary: AgentNotificationSummary;
  /** The one agent it is for; null: every agent. */
  agentId: string | null;
  /** Names the event: recording it again changes nothing. */
  key: string | null;
};

/** Records a notification; answers its id, or null when its key was recorded before. */
export async function insertAgentNotification(
  db: Db,
  { kind, summary, agentId, key }: NewAgentNotification,
): Promise<string | null> {
  const row = await db
    .insertInto('messaging.agent_notifications')
    .values({ kind, summary: JSON.stringify(summary), agent_id: agentId, dedupe_key: key })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Read state (decision 060): everything an agent may see from before their watermark is read; after
 * it, what has a row in `agent_notification_reads`. The watermark follows the oldest unread
 * notification, so reads scan only what came since.
 */
const NO_WATERMARK = sql<Date>`'-infinity'::timestamptz`;

function watermarkOf(agentId: string) {
  return sql<Date>`coalesce((select w.read_through from messaging.agent_notification_watermarks w
    where w.agent_id = ${agentId}), ${NO_WATERMARK})`;
}

/** The notifications one agent may see (their own and everyone's) since their watermark. */
function visibleSinceWatermark(db: Db, agentId: string) {
  return db
    .selectFrom('messaging.agent_notifications as n')
    .leftJoin('messaging.agent_notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'n.id').on('r.agent_id', '=', agentId),
    )
    .where((eb) => eb.or([eb('n.agent_id', '=', agentId), eb('n.agent_id', 'is', null)]))
    .where('n.created_at', '>', watermarkOf(agentId));
}

/** The notifications one agent may see, read or not. */
function visibleTo(db: Db, agentId: string) {
  return db
    .selectFrom('messaging.agent_notifications as n')
    .leftJoin('messaging.agent_notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'n.id').on('r.agent_id', '=', agentId),
    )
    .where((eb) => eb.or([eb('n.agent_id', '=', agentId), eb('n.agent_id', 'is', null)]));
}

export type ListedNotification = {
  id: string;
  kind: AgentNotificationKind;
  summary: AgentNotificationSummary;
  created_at: Date;
  read: boolean;
};

/** The newest notifications of one agent (only the unread ones if asked). */
export function listAgentNotifications(
  db: Db,
  agentId: string,
  { unreadOnly }: { unreadOnly: boolean },
): Promise<ListedNotification[]> {
  const columns = ['n.id', 'n.kind', 'n.summary', 'n.created_at'] as const;
  const query = unreadOnly
    ? visibleSinceWatermark(db, agentId)
        .where('r.notification_id', 'is', null)
        .select([...columns, sql<boolean>`false`.as('read')])
    : visibleTo(db, agentId).select([
        ...columns,
        sql<boolean>`r.notification_id is not null or n.created_at <= ${watermarkOf(agentId)}`.as(
          'read',
        ),
      ]);
  return query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(AGENT_NOTIFICATIONS_LISTED)
    .execute();
}

export async function countUnreadNotifications(db: Db, agentId: string): Promise<number> {
  const row = await visibleSinceWatermark(db, agentId)
    .where('r.notification_id', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * A notification recorded by a transaction still open when the watermark moves may carry an earlier
 * time than the mark (its `now()` is its transaction's start): the mark stays this far behind the
 * clock, so such a late one is never taken for read. Reads newer than that keep their rows.
 */
const LATE_COMMIT_MARGIN = sql`interval '5 minutes'`;

/**
 * Moves the agent's watermark up to just before their oldest unread notification (or to the newest
 * one when all are read, at most LATE_COMMIT_MARGIN ago), never down, and deletes the read rows it
 * now covers. Concurrent calls may each see fewer reads than the other: the mark they write is then
 * lower, never wrong.
 */
async function advanceWatermark(db: Db, agentId: string): Promise<void> {
  const since = visibleSinceWatermark(db, agentId);
  const oldestUnread = since
    .where('r.notification_id', 'is', null)
    .select((eb) => eb.fn.min('n.created_at').as('at'));
  const newest = since.select((eb) => eb.fn.max('n.created_at').as('at'));
  const mark = sql<Date | null>`least(
    coalesce((${oldestUnread}) - interval '1 microsecond', (${newest})),
    now() - ${LATE_COMMIT_MARGIN}
  )`;
  const moved = await db
    .insertInto('messaging.agent_notification_watermarks')
    .columns(['agent_id', 'read_through'])
    .expression(
      db
        .selectNoFrom([sql<string>`${agentId}::uuid`.as('agent_id'), mark.as('read_through')])
        .where(mark, 'is not', null)
        .where(mark, '>', watermarkOf(agentId)),
    )
    .onConflict((oc) =>
      oc.column('agent_id').doUpdateSet({
        read_through: sql`greatest(messaging.agent_notification_watermarks.read_through, excluded.read_through)`,
      }),
    )
    .returning('read_through')
    .executeTakeFirst();
  if (!moved) return;
  await db
    .deleteFrom('messaging.agent_notification_reads as r')
    .where('r.agent_id', '=', agentId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('messaging.agent_notifications as n')
          .select('n.id')
          .whereRef('n.id', '=', 'r.notification_id')
          .where('n.created_at', '<=', moved.read_through),
      ),
    )
    .execute();
}

/** Marks read, for this agent, those of `ids` they may see; other ids change nothing. */
export async function markNotificationsRead(
  db: Db,
  agentId: string,
  ids: readonly string[],
): Promise<void> {
  await db
    .insertInto('messaging.agent_notification_reads')
    .columns(['agent_id', 'notification_id'])
    .expression(
      db
        .selectFrom('messaging.agent_notifications as n')
        .select([sql<string>`${agentId}::uuid`.as('agent_id'), 'n.id'])
        .where('n.id', 'in', [...new Set(ids)])
        .where((eb) => eb.or([eb('n.agent_id', '=', agentId), eb('n.agent_id', 'is', null)]))
        // Below the watermark it is read already.
        .where('n.created_at', '>', watermarkOf(agentId)),
    )
    .onConflict((oc) => oc.columns(['agent_id', 'notification_id']).doNothing())
    .execute();
  await advanceWatermark(db, agentId);
}
