import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { REPO_ROOT } from './service-process';
import type { TestContext } from './test-context';

export const PASSWORD = 'Str0ng!Pass';

export type Person = { userId: string; email: string; cookie: string };

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Record<string, unknown> };
}

function runCli(ctx: TestContext, script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...ctx.serviceEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (${code}):\n${output}`)),
    );
  });
}

/** An agent made the way operators make them (identity's create-agent), then signed in. */
export async function createAgent(
  ctx: TestContext,
  { firstName = 'Laura', lastName = 'Martín' } = {},
): Promise<Person & { name: string }> {
  const email = uniqueEmail('agent');
  await runCli(ctx, path.join('services', 'identity', 'src', 'cli', 'create-agent.ts'), [
    ...['--email', email, '--password', PASSWORD],
    ...['--first-name', firstName, '--last-name', lastName],
  ]);
  return { ...(await signIn(ctx, email)), name: `${firstName} ${lastName}` };
}

export async function signIn(ctx: TestContext, email: string): Promise<Person> {
  const { response, json } = await postJson(`${ctx.identity.url}/functions/auth-login`, {
    email,
    password: PASSWORD,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return { userId: (json.user as { id: string }).id, email, cookie: cookiesOf(response) };
}

export type ApplicantOptions = {
  firstName?: string;
  lastName?: string;
  email?: string;
  language?: 'en' | 'es';
  plan?: 'basic' | 'premium';
};

/** An applicant signed up through identity's API (pending review), with their session cookies. */
export async function signUpApplicant(
  ctx: TestContext,
  {
    firstName = 'Ana',
    lastName = 'García',
    email,
    language = 'en',
    plan = 'premium',
  }: ApplicantOptions = {},
): Promise<Person> {
  const address = email ?? uniqueEmail('applicant');
  const { response, json } = await postJson(
    `${ctx.identity.url}/functions/auth-signup`,
    {
      email: address,
      password: PASSWORD,
      userData: {
        first_name: firstName,
        last_name: lastName,
        phone: '+34 600 123 456',
        address: 'Calle Mayor 1, Madrid',
        nationality: 'Argentina',
        date_of_birth: '1990-04-12',
        current_status: 'Freelancer',
        account_type: 'individual',
        additional_info: 'Remote designer',
        plan,
        terms_accepted: true,
        data_processing_consent: true,
      },
    },
    { cookie: `nomada_lang=${language}` },
  );
  if (response.status !== 201) throw new Error(`signup failed: ${JSON.stringify(json)}`);
  return {
    userId: (json.user as { id: string }).id,
    email: address.toLowerCase(),
    cookie: cookiesOf(response),
  };
}

/**
 * Approves a registration straight in identity, for tests about what comes after approval. Named
 * as no agent's decision, so it writes no decision event (decision 064) and stays out of the trail
 * the tests check; `decidedBy` is then set in identity's table.
 */
export async function approveInIdentity(
  ctx: TestContext,
  userId: string,
  decidedBy: string,
): Promise<void> {
  const { response, json } = await postJson(
    `${ctx.identity.url}/internal/registrations/decide`,
    { userId, decision: 'approved' },
    internalHeaders(TEST_SESSION_SECRET),
  );
  if (response.status !== 200) throw new Error(`approval failed: ${JSON.stringify(json)}`);
  await sql`
    update identity.profiles set decided_by = ${decidedBy} where user_id = ${userId}
  `.execute(ctx.db);
}

/** agent-actions as this person. */
export function act(
  ctx: TestContext,
  person: { cookie: string },
  action: string,
  payload: Record<string, unknown>,
) {
  return ctx.post('/functions/agent-actions', { action, payload }, person.cookie);
}

/** agent-dashboard-data as this person. */
export function dashboard(ctx: TestContext, person: { cookie: string }, body?: unknown) {
  return ctx.post('/functions/agent-dashboard-data', body, person.cookie);
}
