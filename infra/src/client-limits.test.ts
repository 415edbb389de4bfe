import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '@nomada/service-kit';
import { createAgent } from '@nomada/identity/create-agent';
import { createPasswordHasher } from '@nomada/identity/passwords';
import {
  FUZZ_SCRYPT,
  startInProcessPlatform,
  type InProcessPlatform,
} from './fuzz/in-process-platform';

/**
 * Issue 25: behind a cluster the services saw the gateway as every request's client, so one
 * visitor's wrong passwords or contact forms closed the door for everyone. Through the gateway, two
 * clients' limits are their own, and nothing a client writes in a header changes who it is.
 */
const PORT = Number(process.env.CLIENT_LIMITS_PORT ?? 8490);
const A = '198.51.100.1';
const B = '198.51.100.2';
const agent = { email: 'limits-agent@nomada.test', password: 'Ag3nt!Pass' };
let platform: InProcessPlatform;

const signIn = (from: string, password: string, headers: Record<string, string> = {}) =>
  platform.gateway.inject({
    method: 'POST',
    url: '/functions/auth-login',
    remoteAddress: from,
    headers,
    payload: { email: agent.email, password },
  });

let form = 0;
const contact = (from: string, headers: Record<string, string> = {}) =>
  platform.gateway.inject({
    method: 'POST',
    url: '/functions/send-contact-email',
    remoteAddress: from,
    headers,
    payload: {
      name: 'Ana',
      email: `limits-${form++}@example.com`,
      subject: 'Question',
      message: 'How long does it take?',
      source: 'contact',
    },
  });

beforeAll(async () => {
  platform = await startInProcessPlatform(PORT);
  await createAgent(
    platform.roles.identity.databaseUrl,
    { ...agent, firstName: 'Limits', lastName: 'Agent' },
    createPasswordHasher(FUZZ_SCRYPT),
  );
});

afterAll(async () => {
  await platform?.close();
});

describe('per-client limits behind the gateway', () => {
  it('locks one client out of an account after its wrong passwords, not another client', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(A, 'wrong-password')).statusCode).toBe(401);
    const locked = await signIn(A, agent.password);
    expect(locked.statusCode).toBe(429);
    // A header of the client's own naming someone else changes nothing.
    const forged = await signIn(A, agent.password, {
      [CLIENT_HEADER]: `${B} forged`,
      'x-forwarded-for': B,
    });
    expect(forged.statusCode).toBe(429);
    expect((await signIn(B, agent.password)).statusCode).toBe(200);
  });

  it('closes the contact form for the client that sent too many, not for the next one', async () => {
    let answer = await contact(A);
    while (answer.statusCode !== 429) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      answer = await contact(A);
    }
    expect(answer.headers['retry-after']).toBeDefined();
    expect((await contact(A, { 'x-forwarded-for': B })).statusCode).toBe(429);
    const other = await contact(B);
    expect(other.statusCode, other.body).toBeLessThan(300);
  });
});
