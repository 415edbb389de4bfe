import { describe, expect, it } from 'vitest';
import type { Profile } from '@nomada/contracts';
import { displayName, initials } from './user-display';

const user = { id: 'u', email: 'zoe@example.com', created_at: '' };
const named = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  full_name: 'Ana Ruiz',
  email: user.email,
} as Profile;
const unnamed = { first_name: '', last_name: '', full_name: '', email: user.email } as Profile;

describe('user display', () => {
  it('shows the full name, else the email', () => {
    expect(displayName(named, user)).toBe('Ana Ruiz');
    expect(displayName(unnamed, user)).toBe('zoe@example.com');
    expect(displayName(null, user)).toBe('zoe@example.com');
  });

  it('uses name initials with fallbacks', () => {
    expect(initials(named, user)).toBe('AR');
    expect(initials({ ...named, last_name: '' }, user)).toBe('A');
    expect(initials(unnamed, user)).toBe('Z');
    expect(initials(null, null)).toBe('U');
  });
});
