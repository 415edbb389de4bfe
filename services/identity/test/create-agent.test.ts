import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, CreateAgentError, parseAgentArgs } from '../src/cli/create-agent';
import { createPasswordHasher } from '../src/security/passwords';
import {
  createApplicant,
  createSignedInAgent,
  OTHER_PASSWORD,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/factories';
import { createTestContext, TEST_SCRYPT, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hasher = createPasswordHasher(TEST_SCRYPT);
const run = (input: Parameters<typeof createAgent>[1]) =>
  createAgent(ctx.databaseUrl, input, hasher);
const login = (email: string, password: string) =>
  ctx.post('/functions/auth-login', { email, password });

describe('create-agent', () => {
  it('creates an approved agent without a plan who can sign in', async () => {
    const email = uniqueEmail('agent');
    const result = await run({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      firstName: 'Lucía',
      lastName: 'Pérez',
    });
    expect(result).toMatchObject({
      ok: true,
      action: 'created',
      message: `Created agent ${email}.`,
    });

    const response = await login(email, STRONG_PASSWORD);
    expect(response.json()).toMatchObject({
      role: 'agent',
      profile: {
        first_name: 'Lucía',
        last_name: 'Pérez',
        status: 'approved',
        accepted: true,
        plan: null,
      },
    });
  });

  it('updates an existing agent instead of failing, and says so', async () => {
    const email = uniqueEmail('agent');
    const first = await run({
      email,
      password: STRONG_PASSWORD,
      firstName: 'Lucía',
      lastName: 'Pérez',
    });
    const second = await run({
      email,
      password: OTHER_PASSWORD,
      firstName: 'Lucia',
      lastName: 'Perez',
    });
    expect(second).toMatchObject({ action: 'updated', userId: first.userId });
    expect(second.message).toContain('Updated agent');
    expect(second.revokedSessionIds).toEqual([]);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, OTHER_PASSWORD)).json().profile.first_name).toBe('Lucia');
  });

  it('signs an updated agent out of their existing sessions', async () => {
    const agent = await createSignedInAgent(ctx);
    const result = await run({
      email: agent.email,
      password: OTHER_PASSWORD,
      firstName: 'Lucía',
      lastName: 'Agente',
    });
    expect(result.revokedSessionIds).toHaveLength(1);
    const session = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(session.json()).toEqual({ user: null, session: null, profile: null, role: null });
  });

  it('refuses an email that belongs to an applicant and leaves them an applicant', async () => {
    const applicant = await createApplicant(ctx);
    await expect(
      run({
        email: applicant.email,
        password: OTHER_PASSWORD,
        firstName: 'Eve',
        lastName: 'Agent',
      }),
    ).rejects.toThrow(/belongs to an applicant/);
    const response = await login(applicant.email, applicant.password);
    expect(response.json()).toMatchObject({ role: 'applicant', profile: { first_name: 'Ana' } });
  });

  it('refuses missing arguments and weak passwords with clear messages', async () => {
    await expect(run({ email: uniqueEmail('agent'), password: STRONG_PASSWORD })).rejects.toThrow(
      /Missing --first-name, --last-name/,
    );
    await expect(
      run({ email: uniqueEmail('agent'), password: 'weak', firstName: 'Ana', lastName: 'Ruiz' }),
    ).rejects.toThrow('Password must be at least 8 characters long');
    await expect(
      run({ email: 'nope', password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Ruiz' }),
    ).rejects.toBeInstanceOf(CreateAgentError);
  });

  it('parses the documented flags', () => {
    expect(
      parseAgentArgs([
        '--email',
        'a@b.co',
        '--password',
        'x',
        '--first-name',
        'Ana',
        '--last-name',
        'Ruiz',
      ]),
    ).toEqual({ email: 'a@b.co', password: 'x', firstName: 'Ana', lastName: 'Ruiz' });
    expect(() => parseAgentArgs(['--role', 'agent'])).toThrow();
  });
});
