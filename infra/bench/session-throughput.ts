import autocannon from 'autocannon';

export type Throughput = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** Signs a fresh applicant up and returns the session cookies the server set. */
export async function signedInCookies(baseUrl: string): Promise<string> {
  const email = `bench-${Date.now()}@nomada-bench.test`;
  const response = await fetch(`${baseUrl}/functions/auth-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Bench-pass1!',
      userData: { first_name: 'Bench', last_name: 'Runner', data_processing_consent: true },
    }),
  });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Authenticated `POST /functions/auth-session` for a fixed time, after a short warm-up. */
export async function measureAuthSession(
  url: string,
  cookie: string,
  { seconds = 10, connections = 10 } = {},
): Promise<Throughput> {
  const request = {
    url,
    method: 'POST' as const,
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  };
  await autocannon({ ...request, duration: 2, connections });
  const result = await autocannon({ ...request, duration: seconds, connections });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: failures,
  };
}
