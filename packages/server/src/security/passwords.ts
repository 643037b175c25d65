/**
 * Password hashing with node's scrypt (N=16384, r=8, p=1, 16-byte salt, 64-byte key), stored as
 * `scrypt$N$r$p$salt$hash` (base64url), compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost for every new hash in the product. */
const N = 16384;
/**
 * The cost of new hashes in the server's own tests (test/harness.ts lowers it): about 1.7 ms a hash here instead of
 * 34, the same code path; a hash carries its cost in its text, so verifying needs no setting.
 */
const TEST_N = 1024;
let cost = N;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

let made = 0;
/** How many hashes this process has made (a test counts them: a password reset must not hash before its token is claimed). */
export const hashesMade = (): number => made;

let typicalMs = 50;
/** About how long a hash takes on this machine (a moving average of the last ones), for answers that must take as long without hashing. */
export const typicalHashMs = (): number => typicalMs;

/**
 * For the server's tests (vitest) only: new hashes cost TEST_N. Thousands of people are registered and signed in
 * per run, and at the product's cost the hashing was a third of the server suite's time. Anywhere but under vitest
 * it throws, so no start of the product can hash cheaply.
 */
export function cheapHashesInTests(): void {
  if (!process.env.VITEST) throw new Error('cheapHashesInTests() is for the server tests under vitest only.');
  cost = TEST_N;
}

export async function hashPassword(password: string): Promise<string> {
  made += 1;
  const started = performance.now();
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N: cost, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  typicalMs = typicalMs * 0.8 + (performance.now() - started) * 0.2;
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const cost = Number(n);
  const blockSize = Number(r);
  const parallel = Number(p);
  if (![cost, blockSize, parallel].every((v) => Number.isSafeInteger(v) && v > 0) || !saltText || !hashText)
    return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: cost,
    r: blockSize,
    p: parallel,
    maxmem: 256 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** A real hash of a random password: unknown users are checked against it so they cost the same time. */
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(16).toString('hex')));
