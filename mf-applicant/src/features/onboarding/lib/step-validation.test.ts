import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORDS, emptyDraft, type SignupDraft } from './signup-draft';
import { validateStep } from './step-validation';

const valid: SignupDraft = {
  ...emptyDraft('premium'),
  first_name: 'Ana María',
  last_name: 'López',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  date_of_birth: '1990-04-12',
  account_type: 'individual',
  terms_accepted: true,
  data_processing_consent: true,
};
const passwords = { password: 'Secret@pass1', confirmPassword: 'Secret@pass1' };
const draft = (changes: Partial<SignupDraft>) => ({ ...valid, ...changes });

describe('validateStep', () => {
  it('passes every step of a complete, valid draft', () => {
    for (const step of [0, 1, 2, 3, 4, 5]) expect(validateStep(step, valid, passwords)).toEqual({});
  });

  it('reports each personal field with the shared messages', () => {
    expect(validateStep(1, draft({ first_name: '', last_name: '', email: '' }), passwords)).toEqual(
      {
        first_name: 'first_name_required',
        last_name: 'last_name_required',
        email: 'email_required',
      },
    );
    expect(
      validateStep(1, draft({ first_name: 'A', last_name: 'L0pez', email: 'ana@' }), passwords),
    ).toEqual({
      first_name: 'first_name_length',
      last_name: 'last_name_letters',
      email: 'email_invalid',
    });
  });

  it('checks the password policy and the confirmation', () => {
    expect(validateStep(2, valid, EMPTY_PASSWORDS)).toMatchObject({
      password: 'password_required',
    });
    expect(validateStep(2, valid, { password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      password: 'password_too_short',
    });
    expect(
      validateStep(2, valid, { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' }),
    ).toEqual({ password: 'password_complexity' });
    expect(
      validateStep(2, valid, { password: 'Secret@pass1', confirmPassword: 'Secret@pass2' }),
    ).toEqual({ confirmPassword: 'passwords_do_not_match' });
  });

  it('checks the phone and the date of birth, all other contact details being optional', () => {
    expect(
      validateStep(3, draft({ phone: '12-34', date_of_birth: '2015-01-01' }), passwords),
    ).toEqual({ phone: 'phone_invalid', date_of_birth: 'date_of_birth_adult' });
    expect(validateStep(3, draft({ phone: '', date_of_birth: '1990-02-30' }), passwords)).toEqual({
      date_of_birth: 'date_invalid',
    });
    expect(validateStep(3, draft({ phone: '', date_of_birth: '' }), passwords)).toEqual({});
  });

  it('asks for an account type and refuses business accounts for now', () => {
    expect(validateStep(4, draft({ account_type: '' }), passwords)).toEqual({
      account_type: 'account_type_invalid',
    });
    expect(validateStep(4, draft({ account_type: 'business' }), passwords)).toEqual({
      account_type: 'business_coming_soon',
    });
  });

  it('requires both consents', () => {
    expect(
      validateStep(5, draft({ terms_accepted: false, data_processing_consent: false }), passwords),
    ).toEqual({ terms_accepted: 'terms_required', data_processing_consent: 'consent_required' });
  });

  it('limits free text as the server does', () => {
    expect(validateStep(4, draft({ additional_info: 'x'.repeat(2001) }), passwords)).toEqual({
      additional_info: 'text_too_long',
    });
  });
});
