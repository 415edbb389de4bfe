import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '@nomada/service-kit';
import { listMail, readEml } from '../../mail/mailbox-store';

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).catch(50).default(50),
  to: z.string().trim().toLowerCase().optional(),
});

/** Development mailbox reader; registered only when mail is not sent over SMTP. */
export const devMailboxRoutes: FastifyPluginAsync<{ mailboxDir: string }> = async (
  app,
  { mailboxDir },
) => {
  app.get('/dev/mailbox', async (request) => {
    const { limit, to } = listQuerySchema.parse(request.query ?? {});
    const entries = await listMail(mailboxDir, to ? Number.MAX_SAFE_INTEGER : limit);
    return to ? entries.filter((entry) => entry.to.toLowerCase() === to).slice(0, limit) : entries;
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const eml = await readEml(mailboxDir, request.params.id);
    if (!eml) throw notFound();
    return reply
      .header('content-type', 'message/rfc822')
      .header('content-disposition', `inline; filename="${request.params.id}.eml"`)
      .send(eml);
  });
};
