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

  it("uses OWASP's current minimum (N=2^17, r=8, p=1) by default", async () => {
    expect(await hashPassword('Str0ng!Pass')).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    const hasher = createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 });
    expect(hasher.needsRehash(await hashPassword('Str0ng!Pass', cheap))).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Str0ng!Pass'))).toBe(false);
    expect(hasher.needsRehash('plain-text')).toBe(true);
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
