import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  stepAt,
  totpCode,
} from './totp';

describe('TOTP', () => {
  it('computes the RFC 6238 test vectors (SHA-1, the last 6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, stepAt(59_000))).toBe('287082');
    expect(totpCode(secret, stepAt(1_111_111_109_000))).toBe('081804');
    expect(totpCode(secret, stepAt(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step of drift, refuses wrong codes and a code used before', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = stepAt(now);
    expect(matchTotp(secret, totpCode(secret, step), { now })).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), { now })).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), { now })).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, step), { now, lastUsedStep: step })).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', { now })).toBeUndefined();
  });

  it('builds the otpauth URL authenticator apps read from the QR code', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'lucia@firm.es'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Nomada:lucia@firm.es');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Nomada');
  });
});
