import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';

/** `GET /healthz`: 200 when the service and its database answer. */
export const healthPlugin = fp<{ db: Kysely<unknown> }>(
  async (app, { db }) => {
    app.get('/healthz', async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { ok: true };
      } catch {
        return reply.status(503).send({ ok: false, error: 'Database unavailable' });
      }
    });
  },
  { name: 'nomada-health' },
);
