import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { internalHeaders, serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';

/** What the accounts need of a platform: where it answers and the environment it runs with. */
export type ReachablePlatform = Pick<IsolatedPlatform, 'baseUrl' | 'port' | 'env'>;
import { REPO_ROOT } from '../src/paths';

export type SignedInCookies = {
  applicant: string;
  agent: string;
  /** The applicant's account, for callers that sign in again or act on it. */
  applicantId: string;
  applicantEmail: string;
  password: string;
};

const PASSWORD = 'Bench-pass1!';

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/functions/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`);
  return cookiesOf(response);
}

/** An approved applicant, approved the way the review service does (identity's internal call). */
async function approvedApplicant(
  platform: ReachablePlatform,
): Promise<{ cookie: string; id: string; email: string }> {
  const email = `bench-applicant-${randomBytes(4).toString('hex')}@nomada-bench.test`;
  const signup = await fetch(`${platform.baseUrl}/functions/auth-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: platform.baseUrl },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      userData: {
        first_name: 'Bench',
        last_name: 'Applicant',
        plan: 'premium',
        data_processing_consent: true,
        terms_accepted: true,
      },
    }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  const decided = await fetch(
    `${serviceUrl('identity', platform.port)}/internal/registrations/decide`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...internalHeaders(String(platform.env.SESSION_SECRET)),
      },
      body: JSON.stringify({ userId: user.id, decision: 'approved' }),
    },
  );
  if (!decided.ok) throw new Error(`approval failed: ${decided.status}`);
  return { cookie: await logIn(platform.baseUrl, email), id: user.id, email };
}

/** An agent, created with identity's command as `npm run create-agent` does. */
export async function signedInAgent(platform: ReachablePlatform): Promise<string> {
  const email = `bench-agent-${randomBytes(4).toString('hex')}@nomada-bench.test`;
  const created = spawnSync(
    'npx',
    [
      'tsx',
      'services/identity/src/cli/create-agent.ts',
      ...[
        '--email',
        email,
        '--password',
        PASSWORD,
        '--first-name',
        'Bench',
        '--last-name',
        'Agent',
      ],
    ],
    { cwd: REPO_ROOT, env: platform.env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-agent failed: ${created.stderr}`);
  return logIn(platform.baseUrl, email);
}

/**
 * Session cookies of a signed-in applicant (approved, premium) and of an agent; with `assigned`, the
 * agent is the applicant's (their lawyer chat is open).
 */
export async function signedInAccounts(
  platform: ReachablePlatform,
  { assigned = false } = {},
): Promise<SignedInCookies> {
  const applicant = await approvedApplicant(platform);
  const agentCookie = await signedInAgent(platform);
  if (assigned) await assign(platform, agentCookie, applicant.id);
  return {
    applicant: applicant.cookie,
    agent: agentCookie,
    applicantId: applicant.id,
    applicantEmail: applicant.email,
    password: PASSWORD,
  };
}

async function assign(platform: ReachablePlatform, agentCookie: string, userId: string) {
  const answer = await fetch(`${platform.baseUrl}/functions/agent-actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: platform.baseUrl, cookie: agentCookie },
    body: JSON.stringify({ action: 'assignUser', payload: { userId } }),
  });
  if (!answer.ok) throw new Error(`assignment failed: ${answer.status}`);
}
