import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  lookupUsersAnswerSchema,
  lookupUsersRequestSchema,
  type Plan,
  type ProfileStatus,
  type UserSummary,
} from '@nomada/contracts';
import { INTERNAL_HEADER, internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { listenInRange } from './ports';

export type FakeIdentity = {
  url: string;
  /** Adds or replaces what identity says about someone. */
  put(user: UserSummary): void;
  get(id: string): UserSummary | undefined;
  /** While true, answers 500 like an identity service in trouble. */
  failing: boolean;
  close(): Promise<void>;
};

/**
 * identity's `POST /internal/users/lookup` over HTTP, on a port of our range: it refuses callers
 * without the internal proof, as identity does, and answers the contract's exact shape.
 */
export async function startFakeIdentity(): Promise<FakeIdentity> {
  const users = new Map<string, UserSummary>();
  const app = Fastify();
  const expected = internalHeaders(TEST_SESSION_SECRET)[INTERNAL_HEADER];
  const fake: FakeIdentity = {
    url: '',
    put: (user) => void users.set(user.id, user),
    get: (id) => users.get(id),
    failing: false,
    close: () => app.close(),
  };
  app.post('/internal/users/lookup', async (request, reply) => {
    if (request.headers[INTERNAL_HEADER] !== expected)
      return reply.status(403).send({ error: 'You are not allowed to do this', code: 'forbidden' });
    if (fake.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
    const { userIds } = lookupUsersRequestSchema.parse(request.body);
    return lookupUsersAnswerSchema.parse({
      users: userIds.flatMap((id) => users.get(id) ?? []),
    });
  });
  const port = await listenInRange((candidate) =>
    app.listen({ port: candidate, host: '127.0.0.1' }),
  );
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}

export type PersonOptions = {
  plan?: Plan | null;
  status?: ProfileStatus;
  language?: 'en' | 'es';
  firstName?: string;
  lastName?: string;
  assignedAgentId?: string | null;
};

/** What identity would say about a new applicant or agent. */
export function userSummary(role: 'applicant' | 'agent', options: PersonOptions = {}): UserSummary {
  const id = randomUUID();
  const first_name = options.firstName ?? (role === 'agent' ? 'Laura' : 'Ana');
  const last_name = options.lastName ?? (role === 'agent' ? 'Martín' : 'García');
  const status = options.status ?? 'approved';
  const assigned = options.assignedAgentId ?? null;
  return {
    id,
    first_name,
    last_name,
    full_name: `${first_name} ${last_name}`,
    email: `${role}-${id.slice(0, 8)}@nomada.test`,
    plan: role === 'agent' ? null : options.plan === undefined ? 'premium' : options.plan,
    account_type: 'individual',
    accepted: status === 'approved',
    status,
    rejection_reason: status === 'rejected' ? 'Unreadable passport' : null,
    email_confirmed: true,
    two_factor_enabled: false,
    role,
    language: options.language ?? 'en',
    created_at: new Date().toISOString(),
    assigned_agent_id: assigned,
    assigned_at: assigned ? new Date().toISOString() : null,
  } as UserSummary;
}
