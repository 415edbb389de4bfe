import type { FastifyPluginAsync } from 'fastify';
import {
  LAWYER_STREAM_MESSAGE_EVENT,
  lawyerMessagesSchema,
  type LawyerMessage,
} from '@nomada/contracts';
import { apiRoute, callerOf, rateLimited, requireUser } from '@nomada/service-kit';
import { parseChatBody } from '../../chat/parse-chat-body';
import type { ChatDeps } from '../../chat/chat-deps';
import { conversationHolds, resolveConversation } from '../../chat/lawyer/conversation-access';

/** How long a browser waits before reconnecting a dropped stream (it reloads the thread then). */
const RECONNECT_MS = 3_000;

const messageEvent = (message: LawyerMessage) =>
  `event: ${LAWYER_STREAM_MESSAGE_EVENT}\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * `GET /functions/lawyer-messages/stream?userId=` → `text/event-stream`: one `message` event per new
 * message of the conversation, from whichever instance stored it (Redis pub/sub). Access is checked
 * like `lawyer-messages` before the stream opens (401/404). While open, a comment line every
 * STREAM_HEARTBEAT_MS keeps proxies from closing it, and every STREAM_RECHECK_MS the session and the
 * assignment are checked again: the stream ends when the session is revoked or its access token
 * expires (the browser reconnects with the renewed cookie) or the agent is no longer assigned. One
 * person holds at most STREAMS_PER_USER_MAX streams on an instance (429 `too_many_streams` past it).
 */
export const lawyerMessagesStreamRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'lawyer-messages-stream',
    async (request, reply) => {
      const caller = await callerOf(request);
      const { userId } = parseChatBody(lawyerMessagesSchema, request.query);
      const conversation = await resolveConversation(deps.directory, caller, userId);
      const held = deps.streamsPerUser.get(caller.sub) ?? 0;
      if (held >= deps.stream.maxPerUser) throw rateLimited('too_many_streams', 5);
      deps.streamsPerUser.set(caller.sub, held + 1);
      const release = () => {
        const count = deps.streamsPerUser.get(caller.sub) ?? 1;
        if (count <= 1) deps.streamsPerUser.delete(caller.sub);
        else deps.streamsPerUser.set(caller.sub, count - 1);
      };
      const raw = reply.raw;
      const write = (chunk: string) => {
        if (!raw.writableEnded) raw.write(chunk);
      };
      // Subscribed before the 200, so a Redis failure is still a clean 503.
      let unsubscribe: () => void;
      try {
        unsubscribe = await deps.events.subscribe(conversation.applicant.id, (message) =>
          write(messageEvent(message)),
        );
      } catch (error) {
        release();
        throw error;
      }

      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      // The service's idle socket timeout would cut a quiet stream; the heartbeat proves it alive.
      if (typeof request.raw.socket?.setTimeout === 'function') request.raw.socket.setTimeout(0);

      const timers: NodeJS.Timeout[] = [];
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearTimeout(timer);
        unsubscribe();
        release();
        deps.openStreams.delete(end);
        raw.end();
      };
      deps.openStreams.add(end);
      request.raw.on('close', end);

      timers.push(setInterval(() => write(': keep-alive\n\n'), deps.stream.heartbeatMs));
      let checking = false;
      timers.push(
        setInterval(() => {
          if (checking) return;
          checking = true;
          Promise.all([
            app.isSessionRevoked(caller.sid),
            conversationHolds(deps.directory, conversation),
          ])
            .then(([revoked, holds]) => {
              if (revoked || !holds) end();
            })
            // Unable to tell (Redis or identity away): close; the browser reconnects and is asked again.
            .catch(end)
            .finally(() => {
              checking = false;
            });
        }, deps.stream.recheckMs),
      );
      const expiresAt = (caller as { exp?: number }).exp;
      if (expiresAt) timers.push(setTimeout(end, Math.max(0, expiresAt * 1000 - Date.now())));
      request.log.info(
        { applicantId: conversation.applicant.id, role: conversation.role },
        'lawyer stream opened',
      );
    },
    { preHandler: requireUser },
  );
};
