import { randomBytes } from 'node:crypto';
import { createAgent } from '../../src/cli/create-agent';
import { createPasswordHasher } from '../../src/security/passwords';
import { CookieJar } from './cookie-jar';
import { TEST_SCRYPT, type TestContext } from './test-context';

export const STRONG_PASSWORD = 'Str0ng!Pass';
export const OTHER_PASSWORD = 'An0ther$Pass';

export function uniqueEmail(label = 'applicant'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export function signupBody(
  overrides: { email?: string; password?: string; userData?: Record<string, unknown> } = {},
) {
  return {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? STRONG_PASSWORD,
    userData: {
      first_name: 'Ana',
      last_name: 'García',
      phone: '+34 600 123 456',
      address: 'Calle Mayor 1, Madrid',
      nationality: 'Argentina',
      date_of_birth: '1990-04-12',
      current_status: 'Freelancer',
      account_type: 'individual',
      additional_info: 'Remote designer',
      plan: 'premium',
      terms_accepted: true,
      data_processing_consent: true,
      ...overrides.userData,
    },
  };
}

/** Signs an applicant up through the API; the jar holds their session cookies. */
export async function createApplicant(
  ctx: TestContext,
  overrides: Parameters<typeof signupBody>[0] = {},
) {
  const body = signupBody(overrides);
  const jar = new CookieJar();
  const response = await ctx.post('/functions/auth-signup', body, jar);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const payload = response.json() as { user: { id: string; email: string } };
  return { jar, email: body.email, password: body.password, userId: payload.user.id };
}

/** Creates an agent the way operators do (the CLI's function) and signs them in. */
export async function createSignedInAgent(ctx: TestContext) {
  const email = uniqueEmail('agent');
  const result = await createAgent(
    ctx.databaseUrl,
    { email, password: STRONG_PASSWORD, firstName: 'Lucía', lastName: 'Agente' },
    createPasswordHasher(TEST_SCRYPT),
  );
  const jar = new CookieJar();
  const response = await ctx.post(
    '/functions/auth-login',
    { email, password: STRONG_PASSWORD },
    jar,
  );
  if (response.statusCode !== 200) throw new Error(`agent login failed: ${response.body}`);
  return { jar, email, userId: result.userId };
}
