import { describe, expect, it } from 'vitest';
import { validate } from './first-error';
import { newPasswordFormSchema, signupSchema } from './identity-schemas';

const userData = { first_name: 'Ana', last_name: 'García López', data_processing_consent: true };

describe('signupSchema', () => {
  it('accepts a minimal individual signup and normalises the email', () => {
    const result = validate(signupSchema, {
      email: ' Ana@Example.COM ',
      password: 'Secret1!',
      userData,
    });
    expect(result).toMatchObject({ ok: true, data: { email: 'ana@example.com' } });
    if (result.ok)
      expect(result.data.userData).toMatchObject({ plan: 'basic', account_type: 'individual' });
  });

  it.each([
    [{ email: 'nope', password: 'Secret1!', userData }, 'Please enter a valid email address'],
    [{ email: '', password: 'Secret1!', userData }, 'Email is required'],
    [
      { email: 'a@b.co', password: 'Sh0rt!', userData },
      'Password must be at least 8 characters long',
    ],
    [
      { email: 'a@b.co', password: 'alllowercase1!', userData },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, first_name: '' } },
      'First name is required',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, first_name: 'A' } },
      'First name must be between 2 and 50 characters',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, last_name: 'R2D2' } },
      'Last name may contain only letters and spaces',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, phone: '12345' } },
      'Please enter a valid phone number',
    ],
    [
      {
        email: 'a@b.co',
        password: 'Secret1!',
        userData: { ...userData, data_processing_consent: false },
      },
      'You must accept the data processing consent',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, terms_accepted: false } },
      'You must accept the terms and conditions',
    ],
    [
      {
        email: 'a@b.co',
        password: 'Secret1!',
        userData: { ...userData, account_type: 'business' },
      },
      'Business accounts are coming soon',
    ],
    [
      { email: 'a@b.co', password: 'Secret1!', userData: { ...userData, plan: 'gold' } },
      'Please choose the basic or premium plan',
    ],
  ])('rejects %j with the first failing message', (input, message) => {
    expect(validate(signupSchema, input)).toMatchObject({ ok: false, message });
  });

  it('accepts a phone with plus, spaces, hyphens and parentheses', () => {
    const result = validate(signupSchema, {
      email: 'a@b.co',
      password: 'Secret1!',
      userData: { ...userData, phone: '+34 (612) 345-678' },
    });
    expect(result.ok).toBe(true);
  });
});

describe('newPasswordFormSchema', () => {
  it('checks presence, then equality, then the policy', () => {
    expect(validate(newPasswordFormSchema, { password: '', confirmPassword: '' })).toMatchObject({
      message: 'Missing information',
    });
    expect(
      validate(newPasswordFormSchema, { password: 'Secret1!', confirmPassword: 'Secret2!' }),
    ).toMatchObject({
      message: "Passwords don't match",
    });
    expect(
      validate(newPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' }),
    ).toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
    expect(
      validate(newPasswordFormSchema, { password: 'Secret1!', confirmPassword: 'Secret1!' }).ok,
    ).toBe(true);
  });
});
