import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt cost: N=2^15, r=8 takes ~50-100 ms per check, slow enough to make guessing expensive,
// fast enough for a login; maxmem must cover 128 * N * r bytes (32 MiB) plus headroom.
const SCRYPT_PARAMS = { N: 32_768, r: 8, p: 1 } as const;
const SCRYPT_MAXMEM_BYTES = 64 * 1024 * 1024;
const KEY_LENGTH_BYTES = 32;
const SALT_LENGTH_BYTES = 16;

function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: SCRYPT_MAXMEM_BYTES };
}

/** `scrypt$N$r$p$salt$hash` (base64url parts), with a fresh random salt. */
export function hashPassword(password: string): string {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH_BYTES);
  const hash = scryptSync(password, salt, KEY_LENGTH_BYTES, options(N, r, p));
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, opts, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Constant-time check of `password` against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const [cost, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  if (![cost, blockSize, parallel].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length !== KEY_LENGTH_BYTES) return false;
  try {
    const actual = await scryptAsync(
      password,
      Buffer.from(saltText, 'base64url'),
      expected.length,
      options(cost, blockSize, parallel),
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters scrypt refuses: treat as a hash nothing matches
  }
}

let unmatchable: string | null = null;
/** A hash no password matches, checked when the username is unknown so both cases take as long. */
export function unmatchableHash(): string {
  unmatchable ??= hashPassword(randomBytes(32).toString('base64url'));
  return unmatchable;
}
