import type { LawyerMessage } from '@nomada/contracts';

/**
 * The thread with `incoming` added once, in time order: the same message can arrive from the send
 * call and from the live stream, in either order.
 */
export function mergeMessages(
  messages: readonly LawyerMessage[],
  incoming: readonly LawyerMessage[],
): LawyerMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
}
