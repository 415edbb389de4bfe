import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { INTERNAL_HEADER } from '@nomada/service-kit';
import { agentNotificationRequestSchema, type AgentNotificationRequest } from '@nomada/contracts';
import type { OutboundEmail } from '../../src/mail/mailer';

export type MessagingStub = {
  url: string;
  emails: OutboundEmail[];
  /** What `/internal/agent-notifications` was given. */
  notifications: AgentNotificationRequest[];
  /** Headers of each call, to check the internal-caller proof. */
  internalHeaders: (string | undefined)[];
  /** While true, the stub answers 500 like a broken messaging service. */
  failing: boolean;
  /** How long the stub takes to answer, like a slow messaging service. */
  delayMs: number;
  close(): Promise<void>;
};

/** Parameters messaging accepts per template (its README): anything else is refused with 400 there too. */
const TEMPLATE_PARAMS: Record<string, readonly string[]> = {
  'registration-received': ['firstName', 'confirmUrl'],
  'password-reset': ['resetUrl', 'firstName'],
  'two-factor-locked': ['firstName'],
  'email-confirmation': ['firstName', 'confirmUrl'],
  'plan-upgrade-requested': ['firstName'],
  'account-deleted': ['firstName'],
};

function isAcceptable(body: unknown): body is OutboundEmail {
  if (typeof body !== 'object' || body === null) return false;
  const { template, to, language, params } = body as Record<string, unknown>;
  const allowed = typeof template === 'string' ? TEMPLATE_PARAMS[template] : undefined;
  if (!allowed || typeof to !== 'string' || (language !== 'en' && language !== 'es')) return false;
  if (typeof params !== 'object' || params === null) return false;
  const entries = Object.entries(params);
  return (
    entries.every(
      ([name, value]) => allowed.includes(name) && typeof value === 'string' && value.trim() !== '',
    ) && allowed.every((name) => name in params)
  );
}

/** A stand-in for the messaging service's `POST /internal/emails`, on an ephemeral port. */
export async function startMessagingStub(): Promise<MessagingStub> {
  const app: FastifyInstance = Fastify();
  const stub: MessagingStub = {
    url: '',
    emails: [],
    notifications: [],
    internalHeaders: [],
    failing: false,
    delayMs: 0,
    close: () => app.close(),
  };
  app.post('/internal/emails', async (request, reply) => {
    if (stub.delayMs) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    if (stub.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
    const header = request.headers[INTERNAL_HEADER];
    stub.internalHeaders.push(typeof header === 'string' ? header : undefined);
    if (!isAcceptable(request.body))
      return reply.status(400).send({ error: 'Invalid email request', code: 'invalid_request' });
    stub.emails.push(request.body);
    return reply.status(202).send({ id: randomUUID() });
  });
  app.post('/internal/agent-notifications', async (request, reply) => {
    if (stub.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
    const parsed = agentNotificationRequestSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: 'Invalid notification', code: 'invalid_request' });
    stub.notifications.push(parsed.data);
    return reply.status(201).send({ id: randomUUID() });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stub did not get a port');
  stub.url = `http://127.0.0.1:${address.port}`;
  return stub;
}
