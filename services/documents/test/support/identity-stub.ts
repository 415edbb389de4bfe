import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  finishedCasesRequestSchema,
  lookupUsersAnswerSchema,
  lookupUsersRequestSchema,
  type Plan,
  type ProfileStatus,
  type UserSummary,
} from '@nomada/contracts';
import { INTERNAL_HEADER, internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { listenInRange } from './ports';

export type IdentityStub = {
  url: string;
  /** Adds (or replaces) a person identity knows about. */
  put(user: UserSummary): void;
  /** Says the person's case ended at this time (identity: their registration was rejected). */
  finish(userId: string, finishedAt: Date): void;
  /** Calls received, to check the service asks what it needs and no more. */
  lookups: string[][];
  /** While true, answers 500 like a broken identity service. */
  failing: boolean;
  close(): Promise<void>;
};

/**
 * A stand-in for identity's `POST /internal/users/lookup` on a port of our range: it refuses calls
 * without the internal-caller proof, as identity does, and answers exactly the contract's shape.
 */
export async function startIdentityStub(): Promise<IdentityStub> {
  const users = new Map<string, UserSummary>();
  const finished = new Map<string, Date>();
  const app = Fastify();
  const expected = internalHeaders(TEST_SESSION_SECRET)[INTERNAL_HEADER];
  const stub: IdentityStub = {
    url: '',
    put: (user) => void users.set(user.id, user),
    finish: (userId, finishedAt) => void finished.set(userId, finishedAt),
    lookups: [],
    failing: false,
    close: () => app.close(),
  };
  app.post('/internal/users/lookup', async (request, reply) => {
    if (request.headers[INTERNAL_HEADER] !== expected)
      return reply.status(403).send({ error: 'You are not allowed to do this', code: 'forbidden' });
    if (stub.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
    const { userIds } = lookupUsersRequestSchema.parse(request.body);
    stub.lookups.push(userIds);
    const found = userIds.flatMap((id) => {
      const user = users.get(id);
      return user ? [user] : [];
    });
    return lookupUsersAnswerSchema.parse({ users: found });
  });
  app.post('/internal/cases/finished', async (request, reply) => {
    if (request.headers[INTERNAL_HEADER] !== expected)
      return reply.status(403).send({ error: 'You are not allowed to do this', code: 'forbidden' });
    if (stub.failing) return reply.status(500).send({ error: 'down', code: 'internal_error' });
    const { userIds } = finishedCasesRequestSchema.parse(request.body);
    return {
      cases: userIds.flatMap((userId) => {
        const at = finished.get(userId);
        return at ? [{ userId, finishedAt: at.toISOString(), how: 'registration_rejected' }] : [];
      }),
    };
  });
  const port = await listenInRange((candidate) =>
    app.listen({ port: candidate, host: '127.0.0.1' }),
  );
  stub.url = `http://127.0.0.1:${port}`;
  return stub;
}

type PersonOptions = {
  plan?: Plan;
  status?: ProfileStatus;
  rejectionReason?: string | null;
  firstName?: string;
  lastName?: string;
  assignedAgentId?: string | null;
  assignedAt?: string | null;
};

/** A user summary as identity would give it. */
export function userSummary(
  role: 'applicant' | 'agent',
  {
    plan = 'basic',
    status = 'approved',
    rejectionReason = null,
    firstName = role === 'agent' ? 'Lucía' : 'Ana',
    lastName = role === 'agent' ? 'Martín' : 'García',
    assignedAgentId = null,
    assignedAt = null,
  }: PersonOptions = {},
): UserSummary {
  const id = randomUUID();
  return {
    id,
    first_name: firstName,
    last_name: lastName,
    full_name: `${firstName} ${lastName}`,
    email: `${role}-${id.slice(0, 8)}@example.com`,
    plan: role === 'agent' ? null : plan,
    account_type: 'individual',
    accepted: status === 'approved',
    status,
    rejection_reason: rejectionReason,
    email_confirmed: true,
    role,
    language: 'en',
    created_at: new Date().toISOString(),
    assigned_agent_id: assignedAgentId,
    assigned_at: assignedAt,
  };
}
