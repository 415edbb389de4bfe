import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Throttle } from '@nomada/service-kit';
import type { ContactThrottleName } from '../../contact/contact-throttle-rules';
import type { MessagingDatabase } from '../../db/schema';
import { notifyContactRoute } from './notify-contact';
import { sendContactEmailRoute } from './send-contact-email';

export type ContactRoutesOptions = {
  db: Kysely<MessagingDatabase>;
  throttles: Record<ContactThrottleName, Throttle>;
  enqueue: (emailIds: readonly string[]) => Promise<void>;
  teamEmail: string;
};

/**
 * The public contact endpoints. Encapsulated (no fastify-plugin) so that their error bodies, and only
 * theirs, read `{success: false, error, code}` — the shape the contact forms expect (the HTTP contract ("Messaging")).
 */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && payload && typeof payload === 'object' && 'error' in payload) {
      return { success: false, ...payload };
    }
    return payload;
  });
  await app.register(sendContactEmailRoute, options);
  await app.register(notifyContactRoute, options);
};
