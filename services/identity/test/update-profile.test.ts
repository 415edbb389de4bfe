import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /functions/update-profile', () => {
  it('answers 401 when signed out', async () => {
    const response = await ctx.post('/functions/update-profile', {
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    expect(response.statusCode).toBe(401);
  });

  it('updates the names and answers the profile', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post(
      '/functions/update-profile',
      { first_name: '  María José ', last_name: 'Núñez' },
      applicant.jar,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: expect.objectContaining({
        id: applicant.userId,
        first_name: 'María José',
        last_name: 'Núñez',
        full_name: 'María José Núñez',
        email: applicant.email,
        status: 'pending',
      }),
    });
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json().profile.full_name).toBe('María José Núñez');
  });

  it('lets an agent update their names too', async () => {
    const agent = await createSignedInAgent(ctx);
    const response = await ctx.post(
      '/functions/update-profile',
      { first_name: 'Lola', last_name: 'Vega' },
      agent.jar,
    );
    expect(response.json()).toMatchObject({ profile: { first_name: 'Lola', plan: null } });
  });

  it('refuses to change the email but accepts the current one repeated', async () => {
    const applicant = await createApplicant(ctx);
    const refused = await ctx.post(
      '/functions/update-profile',
      { first_name: 'Ana', last_name: 'Ruiz', email: 'other@example.com' },
      applicant.jar,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Email cannot be changed');

    const same = await ctx.post(
      '/functions/update-profile',
      { first_name: 'Ana', last_name: 'Ruiz', email: applicant.email.toUpperCase() },
      applicant.jar,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().profile.email).toBe(applicant.email);
  });

  it.each([
    [{ first_name: '', last_name: 'Ruiz' }, 'First name is required'],
    [{ first_name: 'Ana', last_name: '   ' }, 'Last name is required'],
    [{ first_name: 'A', last_name: 'Ruiz' }, 'First name must be between 2 and 50 characters'],
    [
      { first_name: 'Ana', last_name: 'x'.repeat(51) },
      'Last name must be between 2 and 50 characters',
    ],
    [
      { first_name: '<script>', last_name: 'Ruiz' },
      'First name may contain only letters and spaces',
    ],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post('/functions/update-profile', body, applicant.jar);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json().profile.full_name).toBe('Ana García');
  });
});
