import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profileOf = async (jar: Parameters<TestContext['post']>[2]) =>
  (await ctx.post('/functions/auth-session', undefined, jar)).json().profile;

describe('update-profile for applicants (any of the fields, signup rules)', () => {
  it('saves the contact details and situation, and answers them in the profile', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post(
      '/functions/update-profile',
      {
        phone: '+34 611 222 333',
        address: '  Calle Luna 4, Valencia ',
        nationality: 'Mexican',
        date_of_birth: '1985-11-30',
        current_status: 'remote_employee',
      },
      applicant.jar,
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      first_name: 'Ana',
      last_name: 'García',
      phone: '+34 611 222 333',
      address: 'Calle Luna 4, Valencia',
      nationality: 'Mexican',
      date_of_birth: '1985-11-30',
      current_status: 'remote_employee',
    };
    expect(response.json().profile).toMatchObject(expected);
    expect(await profileOf(applicant.jar)).toMatchObject(expected);
  });

  it('changes only what it is given', async () => {
    const applicant = await createApplicant(ctx);
    await ctx.post('/functions/update-profile', { first_name: 'Lucía' }, applicant.jar);
    expect(await profileOf(applicant.jar)).toMatchObject({
      first_name: 'Lucía',
      last_name: 'García',
      full_name: 'Lucía García',
      phone: '+34 600 123 456',
    });
  });

  it('clears optional details when given empty values', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post(
      '/functions/update-profile',
      { phone: '', date_of_birth: '', address: '' },
      applicant.jar,
    );
    expect(response.json().profile).toMatchObject({ phone: '', date_of_birth: null, address: '' });
  });

  it.each([
    [{ phone: 'call me' }, 'Please enter a valid phone number', 'phone'],
    [{ date_of_birth: '2099-01-01' }, 'You must be at least 18 years old', 'date_of_birth'],
    [{ date_of_birth: '1990-02-30' }, 'Please enter a valid date', 'date_of_birth'],
    [{ address: 'x'.repeat(201) }, 'This field is too long', 'address'],
    [{ nationality: 'x'.repeat(101) }, 'This field is too long', 'nationality'],
    [{ current_status: 'x'.repeat(101) }, 'This field is too long', 'current_status'],
    [{ language: 'fr' }, 'Please choose English or Spanish', 'language'],
    [{ first_name: 'Ana1' }, 'First name may contain only letters and spaces', 'first_name'],
  ])('refuses %j with 400 and changes nothing', async (body, message, field) => {
    const applicant = await createApplicant(ctx);
    const before = await profileOf(applicant.jar);
    const response = await ctx.post(
      '/functions/update-profile',
      // A valid field beside the invalid one is not saved either.
      { nationality: 'Chilean', ...body },
      applicant.jar,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await profileOf(applicant.jar)).toEqual(before);
  });

  it('sends every later email in the language chosen', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post('/functions/update-profile', { language: 'es' }, applicant.jar);
    expect(response.json().profile.language).toBe('es');
    const before = ctx.messaging.emails.length;
    await ctx.post('/auth/recover', { email: applicant.email });
    await ctx.app.background.settled();
    await ctx.post('/functions/resend-confirmation', undefined, applicant.jar);
    const sent = ctx.messaging.emails.slice(before).filter((email) => email.to === applicant.email);
    expect(sent.map((email) => [email.template, email.language])).toEqual([
      ['password-reset', 'es'],
      ['email-confirmation', 'es'],
    ]);
  });
});

describe('update-profile for agents', () => {
  it('saves names and language but no applicant details', async () => {
    const agent = await createSignedInAgent(ctx);
    const saved = await ctx.post('/functions/update-profile', { language: 'es' }, agent.jar);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ language: 'es' });
    expect(saved.json().profile).not.toHaveProperty('phone');
    const refused = await ctx.post(
      '/functions/update-profile',
      { phone: '+34 600 000 000' },
      agent.jar,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_request',
      fields: { phone: 'Invalid request' },
    });
  });
});
