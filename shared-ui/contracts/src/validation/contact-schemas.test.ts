import { describe, expect, it } from 'vitest';
import { validate } from './first-error';
import { contactSubmissionSchema, homeContactSchema } from './contact-schemas';

const home = {
  name: 'Ana',
  email: 'ana@example.com',
  country: 'Mexico',
  source: 'homepage' as const,
};

describe('homeContactSchema', () => {
  it('trims fields and accepts values at the limits', () => {
    const result = validate(homeContactSchema, { ...home, name: `  ${'a'.repeat(100)}  ` });
    expect(result).toMatchObject({ ok: true, data: { name: 'a'.repeat(100) } });
  });

  it.each([
    [{ ...home, name: '   ' }, 'Name is required'],
    [{ ...home, name: 'a'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...home, email: 'ana@' }, 'Invalid email address'],
    [
      { ...home, email: `${'a'.repeat(250)}@example.com` },
      'Email must be less than 255 characters',
    ],
    [{ ...home, country: '' }, 'Country is required'],
    [{ ...home, country: 'c'.repeat(101) }, 'Country must be less than 100 characters'],
    [{ ...home, name: '', country: '' }, 'Name is required'],
  ])('rejects %j', (input, message) => {
    expect(validate(homeContactSchema, input)).toMatchObject({ ok: false, message });
  });
});

describe('contactSubmissionSchema', () => {
  it('picks the rules by source', () => {
    expect(validate(contactSubmissionSchema, home).ok).toBe(true);
    expect(
      validate(contactSubmissionSchema, {
        name: 'A',
        email: 'a@b.co',
        subject: '',
        message: 'x',
        source: 'contact',
      }),
    ).toMatchObject({ ok: false, message: 'Subject is required' });
    expect(validate(contactSubmissionSchema, { ...home, source: 'other' })).toMatchObject({
      ok: false,
    });
  });
});
