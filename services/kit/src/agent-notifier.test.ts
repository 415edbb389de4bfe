import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { INTERNAL_ROUTES, type AgentNotificationRequest } from '@nomada/contracts';
import { createAgentNotifier } from './agent-notifier';
import { errorHandlerPlugin } from './error-handler';
import { AppError } from './errors';
import { requireInternalCaller } from './internal-calls';
import { TEST_SESSION_SECRET } from './testing';

let messaging: FastifyInstance;
let messagingUrl: string;
const received: unknown[] = [];
let answer: unknown = { id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21' };

beforeAll(async () => {
  messaging = Fastify();
  await messaging.register(errorHandlerPlugin);
  messaging.post(
    INTERNAL_ROUTES.messaging.agentNotifications,
    { preHandler: requireInternalCaller(TEST_SESSION_SECRET) },
    async (request) => {
      received.push(request.body);
      return answer;
    },
  );
  messagingUrl = await messaging.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => messaging.close());

const upload: AgentNotificationRequest = {
  kind: 'upload',
  userId: '0f5a3c1e-2b4d-4e6f-8a9b-1c2d3e4f5a6b',
  name: 'Ana',
  email: 'ana@example.com',
  documentName: 'Passport',
  documentNameEs: 'Pasaporte',
  agentId: null,
  key: 'upload:doc:1',
};

describe('createAgentNotifier', () => {
  it("posts the notification to messaging's internal route as an internal caller", async () => {
    received.length = 0;
    await createAgentNotifier(messagingUrl, TEST_SESSION_SECRET).notify(upload);
    expect(received).toEqual([upload]);
  });

  it('is refused without the internal key, so the caller sees the failure', async () => {
    const notifier = createAgentNotifier(messagingUrl, `${TEST_SESSION_SECRET}-other`);
    await expect(notifier.notify(upload)).rejects.toBeInstanceOf(AppError);
  });

  it('rejects an answer off the contract', async () => {
    answer = { id: 42 };
    try {
      await expect(
        createAgentNotifier(messagingUrl, TEST_SESSION_SECRET).notify(upload),
      ).rejects.toThrow();
    } finally {
      answer = { id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21' };
    }
  });
});
