import { useEffect, useRef, useState } from 'react';
import { API_ROUTES, lawyerMessageSchema, type LawyerMessage } from '@nomada/contracts';
import { refreshSession } from '@nomada/state';

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * The live part of a conversation (`GET /functions/lawyer-messages/stream`, Server-Sent Events):
 * `onMessage` for each new message; `onResync` whenever the stream (re)connects, so what arrived
 * while it was down is loaded. When the server ends the stream (session renewed, access changed) or
 * refuses it, the session is refreshed first and the stream tries again with a growing pause.
 */
export function useLawyerMessageStream({
  userId,
  enabled,
  onMessage,
  onResync,
}: {
  /** The applicant whose conversation an agent follows; none for the applicant's own. */
  userId?: string;
  enabled: boolean;
  onMessage: (message: LawyerMessage) => void;
  onResync: () => void;
}): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handlers = useRef({ onMessage, onResync });
  handlers.current = { onMessage, onResync };

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const url = `${API_ROUTES['lawyer-messages-stream'].path}${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;

    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onopen = () => {
        setState('live');
        retryMs = FIRST_RETRY_MS;
        // The server subscribes before it answers, so reloading now catches whatever was stored
        // between the first load and this open (or while the stream was down).
        handlers.current.onResync();
      };
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          const parsed = lawyerMessageSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) handlers.current.onMessage(parsed.data);
        } catch {
          // Not JSON: nothing to show.
        }
      };
      source.onerror = () => {
        if (stopped) return;
        setState('reconnecting');
        // CONNECTING: the browser retries by itself. CLOSED: refused or ended for good; we retry.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        timer = setTimeout(async () => {
          const session = await refreshSession();
          if (stopped || !session.user) return;
          connect();
        }, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, userId]);

  return enabled ? state : 'connecting';
}
