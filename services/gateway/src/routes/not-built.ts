import type { FastifyReply, FastifyRequest } from 'fastify';
import { unavailable } from '@nomada/service-kit';
import { wantsHtml } from '../pages/page-request';

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.';

/** The answer for the pages or files of a front end that is not built: 503, and how to build it. */
export function notBuilt(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('cache-control', 'no-store').header('retry-after', '30');
  // A script or manifest fetch gets the API's error body; people get the instructions below (and the log).
  if (!wantsHtml(request)) return reply.send(unavailable());
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nomada</title><p>${NOT_BUILT}</p></html>`,
    );
}
