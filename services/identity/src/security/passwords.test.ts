import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, verifyPassword } from './passwords';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('stores a self-describing, salted scrypt hash', async () => {
    const first = await hashPassword('Str0ng!Pass', cheap);
    const second = await hashPassword('Str0ng!Pass', cheap);
    expect(first).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Str0ng!Pass', first)).toBe(true);
    expect(await verifyPassword('Str0ng!Pas', first)).toBe(false);
  });

  it('uses N=2^15 by default', async () => {
    expect(await hashPassword('Str0ng!Pass')).toMatch(/^scrypt\$N=32768,r=8,p=1\$/);
  });

  it('refuses malformed or absurdly expensive stored hashes', async () => {
    const good = await hashPassword('Str0ng!Pass', cheap);
    expect(await verifyPassword('Str0ng!Pass', 'plain-text')).toBe(false);
    expect(await verifyPassword('Str0ng!Pass', good.replace('N=1024', 'N=1073741824'))).toBe(false);
    expect(await verifyPassword('Str0ng!Pass', good.replace('N=1024', 'N=1000'))).toBe(false);
  });

  it('answers false from the decoy', async () => {
    expect(await createPasswordHasher(cheap).verifyDecoy('anything')).toBe(false);
  });
});
