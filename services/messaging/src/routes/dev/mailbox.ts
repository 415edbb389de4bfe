import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '@nomada/service-kit';
import { listMail, readEml } from '../../mail/mailbox-store';

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).catch(50).default(50),
  to: z.string().trim().toLowerCase().optional(),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Development mailbox reader, registered only with DEV_MAILBOX. The mail holds reset links, so only
 * someone on this machine may read it: other clients get the same 404 as an unknown path.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ mailboxDir: string }> = async (
  app,
  { mailboxDir },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.clientAddress)) throw notFound();
  });

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
