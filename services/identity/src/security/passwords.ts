import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number };

/**
 * OWASP's current minimum for scrypt (Password Storage Cheat Sheet: N=2^17, r=8, p=1, 128 MiB per
 * hash). The parameters travel inside each stored hash, so older hashes still verify and are
 * replaced at the next sign-in (`needsRehash`).
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuses stored hashes that would make verification allocate absurd amounts of memory. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // 128·N·r bytes are needed; Node's 32 MiB default is exactly too small for N=2^15, r=8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N=32768,r=8,p=1$<salt base64>$<key base64>`: self-describing, so costs can rise later. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parseStored(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    stored,
  );
  if (!match) return null;
  const [, n, r, p, salt, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    params.N > MAX_N ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  )
    return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when the stored hash was made with weaker parameters than these (or cannot be read). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < params.N || r < params.r || p < params.p;
}

/** Hashing with fixed parameters, plus a decoy hash so an unknown email costs as much as a wrong password. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification and always answers false. */
  verifyDecoy(password: string): Promise<false>;
};

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, params),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, params),
    async verifyDecoy(password) {
      decoy ??= hashPassword(randomBytes(16).toString('hex'), params);
      await verifyPassword(password, await decoy);
      return false;
    },
  };
}
