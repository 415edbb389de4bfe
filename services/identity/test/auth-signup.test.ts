import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@nomada/contracts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { signupBody, STRONG_PASSWORD, uniqueEmail } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /functions/auth-signup', () => {
  it('tells every agent of the new registration, once, and still signs up while messaging fails', async () => {
    const email = uniqueEmail();
    const response = await ctx.post(
      '/functions/auth-signup',
      signupBody({ email }),
      new CookieJar(),
    );
    expect(response.statusCode).toBe(201);
    await ctx.app.background.settled();
    const userId = response.json().user.id;
    expect(ctx.messaging.notifications.filter((entry) => entry.userId === userId)).toEqual([
      {
        kind: 'registration',
        userId,
        name: 'Ana García',
        email,
        agentId: null,
        key: `registration:${userId}`,
      },
    ]);

    ctx.messaging.failing = true;
    try {
      const second = await ctx.post(
        '/functions/auth-signup',
        signupBody({ email: uniqueEmail() }),
        new CookieJar(),
      );
      expect(second.statusCode).toBe(201);
      await ctx.app.background.settled();
    } finally {
      ctx.messaging.failing = false;
    }
  });

  it('creates a pending applicant, signs them in and answers 201 with the session shapes', async () => {
    const body = signupBody({ email: 'New.Person@Example.COM' });
    const jar = new CookieJar();
    const response = await ctx.post('/functions/auth-signup', body, jar);

    expect(response.statusCode).toBe(201);
    const payload = response.json();
    expect(payload).toEqual({
      user: {
        id: expect.any(String),
        email: 'new.person@example.com',
        created_at: expect.any(String),
      },
      session: { expires_at: expect.any(String) },
      profile: {
        id: payload.user.id,
        first_name: 'Ana',
        last_name: 'García',
        full_name: 'Ana García',
        email: 'new.person@example.com',
        plan: 'premium',
        account_type: 'individual',
        accepted: false,
        status: 'pending',
        rejection_reason: null,
        email_confirmed: false,
        plan_upgrade_requested_at: null,
        language: 'en',
        phone: '+34 600 123 456',
        address: 'Calle Mayor 1, Madrid',
        nationality: 'Argentina',
        date_of_birth: '1990-04-12',
        current_status: 'Freelancer',
      },
      role: 'applicant',
    });
    expect(new Date(payload.session.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(response.body).not.toContain(jar.get(ACCESS_COOKIE));
    expect(response.body).not.toContain(jar.get(REFRESH_COOKIE));

    const access = response.cookies.find((cookie) => cookie.name === ACCESS_COOKIE);
    const refresh = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(access?.maxAge).toBeGreaterThan(890);
    expect(access?.maxAge).toBeLessThanOrEqual(900);
    // An applicant's session ends after 7 days at most; the refresh cookie lives that long.
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/functions' });
    expect(refresh?.maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(refresh?.maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(access?.secure).toBeFalsy();
    // What the page's script may read: that a session exists, for as long as it can be refreshed.
    const hint = response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(Math.abs((hint?.maxAge ?? 0) - (refresh?.maxAge ?? 0))).toBeLessThanOrEqual(1);

    const session = await ctx.post('/functions/auth-session', undefined, jar);
    expect(session.json()).toMatchObject({ user: { id: payload.user.id }, role: 'applicant' });
  });

  it('keeps the full registration record for the agents', async () => {
    const body = signupBody();
    const response = await ctx.post('/functions/auth-signup', body);
    const userId = response.json().user.id as string;
    const registration = await ctx.db
      .selectFrom('identity.registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(registration).toMatchObject({
      phone: '+34 600 123 456',
      address: 'Calle Mayor 1, Madrid',
      nationality: 'Argentina',
      date_of_birth: '1990-04-12',
      current_status: 'Freelancer',
      additional_info: 'Remote designer',
      terms_accepted: true,
      data_processing_consent: true,
    });
  });

  it('asks messaging for the registration-received email in the cookie language', async () => {
    const body = signupBody();
    const before = ctx.messaging.emails.length;
    const response = await ctx.post('/functions/auth-signup', body, undefined, {
      headers: { cookie: 'nomada_lang=es' },
    });
    expect(response.statusCode).toBe(201);
    expect(ctx.messaging.emails.slice(before)).toEqual([
      {
        template: 'registration-received',
        to: body.email,
        language: 'es',
        params: {
          firstName: 'Ana',
          confirmUrl: expect.stringMatching(
            /^http:\/\/localhost:8080\/confirm-email#token=[\w-]{43}$/,
          ),
        },
      },
    ]);
    expect(ctx.messaging.internalHeaders.at(-1)).toEqual(expect.any(String));
    const user = await ctx.db
      .selectFrom('identity.users')
      .select('language')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user.language).toBe('es');
  });

  it('still signs the applicant up when messaging is down', async () => {
    ctx.messaging.failing = true;
    try {
      const response = await ctx.post('/functions/auth-signup', signupBody());
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('applicant');
    } finally {
      ctx.messaging.failing = false;
    }
  });

  it('answers 409 for a taken email, whatever its case, and writes nothing', async () => {
    const email = uniqueEmail();
    expect((await ctx.post('/functions/auth-signup', signupBody({ email }))).statusCode).toBe(201);
    const again = await ctx.post(
      '/functions/auth-signup',
      signupBody({ email: email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'An account with this email already exists',
      code: 'email_taken',
    });
    const { count } = await ctx.db
      .selectFrom('identity.users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('never creates an agent, whatever the body says', async () => {
    const response = await ctx.post('/functions/auth-signup', {
      ...signupBody({ userData: { role: 'agent', status: 'approved' } }),
      role: 'agent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 'applicant',
      profile: { status: 'pending', accepted: false },
    });
  });

  it.each([
    ['missing email', { email: undefined }, 'Email is required'],
    ['malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['short password', { password: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [
      'simple password',
      { password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['missing first name', { userData: { first_name: '' } }, 'First name is required'],
    [
      'digits in last name',
      { userData: { last_name: 'R2D2' } },
      'Last name may contain only letters and spaces',
    ],
    ['bad phone', { userData: { phone: '12ab' } }, 'Please enter a valid phone number'],
    [
      'no consent',
      { userData: { data_processing_consent: false } },
      'You must accept the data processing consent',
    ],
    [
      'terms refused',
      { userData: { terms_accepted: false } },
      'You must accept the terms and conditions',
    ],
    ['unknown plan', { userData: { plan: 'gold' } }, 'Please choose the basic or premium plan'],
    [
      'business account',
      { userData: { account_type: 'business', company_name: 'ACME' } },
      'Business accounts are coming soon',
    ],
  ])('answers 400 for %s with the rule message', async (_label, overrides, message) => {
    const body = signupBody(overrides as Parameters<typeof signupBody>[0]);
    if ('email' in overrides && overrides.email === undefined)
      delete (body as { email?: string }).email;
    const response = await ctx.post('/functions/auth-signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.cookies).toEqual([]);
  });

  it('answers 400 without userData, for a non-object body and for malformed JSON', async () => {
    const noUserData = await ctx.post('/functions/auth-signup', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(noUserData.statusCode).toBe(400);
    expect(noUserData.json()).toHaveProperty('error');

    const array = await ctx.post('/functions/auth-signup', [1, 2]);
    expect(array.statusCode).toBe(400);

    const malformed = await ctx.post('/functions/auth-signup', undefined, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'The request body is not valid JSON',
      code: 'invalid_json',
    });
  });

  it('sets Secure, prefixed cookies when the product is served over HTTPS', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://nomada.example' });
    try {
      const jar = new CookieJar();
      const response = await https.post('/functions/auth-signup', signupBody(), jar);
      expect(response.statusCode).toBe(201);
      for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
        '__Host-nomada_at',
        '__Host-nomada_signed_in',
        '__Secure-nomada_rt',
      ]);
      const hostCookie = response.cookies.find((cookie) => cookie.name === '__Host-nomada_at');
      expect(hostCookie).toMatchObject({ path: '/' });
      expect(hostCookie?.domain).toBeUndefined();
      // The prefixed cookie is the one the services read back.
      const session = await https.post('/functions/auth-session', undefined, jar);
      expect(session.json().user).toMatchObject({ id: response.json().user.id });
    } finally {
      await https.close();
    }
  });
});
