import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword } from '../src/security/passwords';
import { createApplicant, OTHER_PASSWORD } from './support/factories';
import { createTestContext, TEST_SCRYPT, type TestContext } from './support/test-context';

let ctx: TestContext;
let verified = 0;

beforeAll(async () => {
  const hasher = createPasswordHasher(TEST_SCRYPT);
  ctx = await createTestContext(
    {},
    {
      passwords: {
        ...hasher,
        async verify(password, stored) {
          verified += 1;
          return hasher.verify(password, stored);
        },
      },
    },
  );
});
afterAll(() => ctx.close());

describe('sign-in throttle under a parallel burst', () => {
  it('verifies at most the limit of 50 concurrent wrong passwords', async () => {
    const applicant = await createApplicant(ctx);
    verified = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.post('/functions/auth-login', { email: applicant.email, password: OTHER_PASSWORD }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(verified).toBe(5);
  });

  it('limits failed guesses only: 60 sign-ins from one address (an office) all succeed', async () => {
    const applicant = await createApplicant(ctx);
    const body = { email: applicant.email, password: applicant.password };
    for (let i = 0; i < 60; i++) {
      const response = await ctx.post('/functions/auth-login', body);
      expect(response.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  }, 120_000);

  it('replaces a hash made with weaker parameters at the next sign-in', async () => {
    const applicant = await createApplicant(ctx);
    const weak = await hashPassword(applicant.password, { N: 2 ** 8, r: 8, p: 1 });
    await ctx.db
      .updateTable('identity.users')
      .set({ password_hash: weak })
      .where('id', '=', applicant.userId)
      .execute();
    const response = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(response.statusCode).toBe(200);
    const { password_hash } = await ctx.db
      .selectFrom('identity.users')
      .select('password_hash')
      .where('id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
  });
});
