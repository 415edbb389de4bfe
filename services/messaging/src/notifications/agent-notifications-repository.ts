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

/** The notifications one agent may see: their own and everyone's. */
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
  let query = visibleTo(db, agentId).select([
    'n.id',
    'n.kind',
    'n.summary',
    'n.created_at',
    sql<boolean>`r.notification_id is not null`.as('read'),
  ]);
  if (unreadOnly) query = query.where('r.notification_id', 'is', null);
  return query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(AGENT_NOTIFICATIONS_LISTED)
    .execute();
}

export async function countUnreadNotifications(db: Db, agentId: string): Promise<number> {
  const row = await visibleTo(db, agentId)
    .where('r.notification_id', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
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
        .where((eb) => eb.or([eb('n.agent_id', '=', agentId), eb('n.agent_id', 'is', null)])),
    )
    .onConflict((oc) => oc.columns(['agent_id', 'notification_id']).doNothing())
    .execute();
}
