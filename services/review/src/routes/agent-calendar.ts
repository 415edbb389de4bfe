import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, callerOf, notFound, requireRole } from '@nomada/service-kit';
import { agentOfFeed, FEED_PATH_PREFIX, replaceFeedToken } from '../calendar/feed-address';
import { buildDeadlineFeed } from '../calendar/ical-feed';
import { openDeadlinesOfAgent } from '../deadlines/open-deadlines-of-agent';
import type { ReviewDeps } from '../deps';

/**
 * Decision 081: the agent's open deadlines in their own calendar. `agent-calendar-link` makes a new
 * secret address (the old one answers 404 from then on); the feed itself is a plain GET that a
 * calendar app polls with no cookie, limited per client address.
 */
export const agentCalendarRoutes: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  const publicUrl = (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(
    /\/$/,
    '',
  );

  apiRoute(
    app,
    'agent-calendar-link',
    async (request) => {
      const { sub } = await callerOf(request);
      const token = await replaceFeedToken(deps.db, sub);
      request.log.info({ agentId: sub }, 'calendar feed address replaced');
      return { url: `${publicUrl}${FEED_PATH_PREFIX}${token}.ics` };
    },
    { preHandler: requireRole('agent') },
  );

  app.get<{ Params: { file: string } }>(`${FEED_PATH_PREFIX}:file`, async (request, reply) => {
    await deps.feedThrottle.consume(request.clientAddress);
    const agentId = await agentOfFeed(deps.db, request.params.file);
    if (!agentId) throw notFound();
    const agent = (await deps.identity.lookupUsers([agentId])).get(agentId);
    if (agent?.role !== 'agent') throw notFound();
    const { deadlines } = await openDeadlinesOfAgent(deps, agentId);
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="nomada-deadlines.ics"');
    return buildDeadlineFeed(deadlines, {
      language: agent.language,
      now: new Date(),
      host: new URL(publicUrl).hostname,
    });
  });
};
