import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ownerUrls } from '../src/database-access';
import type { IsolatedPlatform } from '../src/isolated-platform';

export type BenchApplicant = {
  cookie: string;
  /** The ids of their checklist items, in order. */
  itemIds: string[];
};

async function signUp(
  baseUrl: string,
  plan: 'basic' | 'premium',
): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/functions/auth-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(5).toString('hex')}@nomada-bench.test`,
      password: 'Bench-pass1!',
      userData: {
        first_name: 'Bench',
        last_name: 'Runner',
        plan,
        terms_accepted: true,
        data_processing_consent: true,
      },
    }),
  });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}

/**
 * Applicants the documents calls accept: signed up through the gateway, then approved straight in
 * identity's table (the bench measures documents, not the review workflow).
 */
export async function approvedApplicants(
  platform: IsolatedPlatform,
  count: number,
  plan: 'basic' | 'premium' = 'premium',
): Promise<BenchApplicant[]> {
  const people = [];
  for (let index = 0; index < count; index++) people.push(await signUp(platform.baseUrl, plan));
  // As identity itself would (its role: decision 068).
  const client = new pg.Client({
    connectionString: ownerUrls('identity', platform.database).databaseUrl,
  });
  await client.connect();
  try {
    await client.query(
      `update identity.profiles set status = 'approved', decided_at = now() where user_id = any($1)`,
      [people.map((person) => person.id)],
    );
  } finally {
    await client.end();
  }
  return Promise.all(
    people.map(async ({ cookie }) => {
      const response = await fetch(`${platform.baseUrl}/functions/auth-get-dashboard-data`, {
        method: 'POST',
        headers: { cookie },
      });
      if (response.status !== 200)
        throw new Error(`dashboard data failed: ${response.status} ${await response.text()}`);
      const data = (await response.json()) as { requiredDocuments: { id: string }[] };
      return { cookie, itemIds: data.requiredDocuments.map((item) => item.id) };
    }),
  );
}
