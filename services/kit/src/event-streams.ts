import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';

const isEventStream = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/event-stream');

const isReadable = (payload: unknown): payload is Readable =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Readable).pipe === 'function';

/**
 * Event streams sent as a stream payload (the gateway's forwarded lawyer-chat streams) never end by
 * themselves, so a closing server would wait for them until its shutdown timeout. They are ended in
 * `preClose`, before the server stops: the source is unpiped and the response finished cleanly (the
 * browser reconnects to another instance), and Fastify then destroys the source, which for the
 * gateway cancels the call to the service. Streams a route writes itself after `reply.hijack()` are
 * that route's to end (messaging's lawyer-messages stream does it in its own preClose).
 */
export const eventStreamsPlugin = fp(
  async (app) => {
    const open = new Map<ServerResponse, Readable>();
    // Callback style: a hook on every answer, without the promise an async one costs.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isEventStream(reply.getHeader('content-type')) && isReadable(payload)) {
        const response = reply.raw;
        open.set(response, payload);
        response.once('close', () => open.delete(response));
      }
      done(null, payload);
    });
    app.addHook('preClose', async () => {
      for (const [response, source] of open) {
        open.delete(response);
        source.unpipe(response);
        response.end();
      }
    });
  },
  { name: 'nomada-event-streams' },
);
