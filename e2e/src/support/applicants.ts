import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { internalHeaders, serviceUrl } from '@nomada/service-kit';
import type { Plan, SessionPayload } from '@nomada/contracts';
import { e2eEnv } from './env';

export type TestApplicant = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** Signs an applicant up through the public API, as the wizard does. */
export async function createApplicant(
  request: APIRequestContext,
  { plan = 'basic' as Plan, firstName = 'Ana', lastName = 'Prueba' } = {},
): Promise<TestApplicant> {
  const email = `applicant-${randomBytes(6).toString('hex')}@nomada-e2e.test`;
  const password = 'Applicant1!';
  const response = await request.post('/functions/auth-signup', {
    data: {
      email,
      password,
      userData: {
        first_name: firstName,
        last_name: lastName,
        plan,
        data_processing_consent: true,
        terms_accepted: true,
      },
    },
  });
  if (response.status() !== 201)
    throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as SessionPayload;
  await request.post('/functions/auth-logout');
  return { id: body.user!.id, email, password, firstName, lastName };
}

/** Approves or rejects a registration through identity's internal API, as the review service will. */
export async function decideRegistration(
  userId: string,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<void> {
  const response = await fetch(
    `${serviceUrl('identity', e2eEnv.port)}/internal/registrations/decide`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...internalHeaders(e2eEnv.sessionSecret) },
      body: JSON.stringify({ userId, decision, reason }),
    },
  );
  if (!response.ok) throw new Error(`decide failed: ${response.status} ${await response.text()}`);
}
