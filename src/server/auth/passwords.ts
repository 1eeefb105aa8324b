// Passwords hashed with scrypt from node:crypto (memory-hard; RFC 7914). The cost travels with each hash
// ('$scrypt$ln=17,r=8,p=1$salt$hash'), so a cost raised later still verifies older hashes, which are upgraded at their
// next sign-in. The default is OWASP's first scrypt setting: N = 2^17 (128 MiB), r = 8, p = 1.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordCost {
  /** log2 of N, scrypt's CPU and memory cost. */
  logN: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

export const DEFAULT_PASSWORD_COST: PasswordCost = { logN: 17, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const HASH_PATTERN =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

const scrypt = (password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyBytes, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** scrypt needs 128 · N · r bytes; leave it room above that. */
const optionsOf = ({ logN, r, p }: PasswordCost): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  maxmem: 256 * 2 ** logN * r,
});

export const describeCost = ({ logN, r, p }: PasswordCost) =>
  `scrypt N=2^${logN}, r=${r}, p=${p} (${(128 * 2 ** logN * r) / 2 ** 20} MiB)`;

export async function hashPassword(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, optionsOf(cost));
  return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(stored: string): { cost: PasswordCost; salt: Buffer; key: Buffer } | undefined {
  const [, logN, r, p, salt, key] = HASH_PATTERN.exec(stored) ?? [];
  if (salt === undefined || key === undefined) return undefined;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (cost.logN < 10 || cost.logN > 22 || cost.r < 1 || cost.p < 1) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether `password` matches `stored`. A malformed hash matches nothing (after the same work, see dummyHash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, optionsOf(parsed.cost));
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with another cost than today's is replaced at the next sign-in. */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.logN !== cost.logN || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/**
 * A hash of a random password at today's cost: an unknown user's sign-in is checked against it, so that it takes as
 * long as a wrong password and the answer's timing tells nobody which e-mail addresses have accounts.
 */
export function dummyHash(
  cost: PasswordCost,
  hashing?: { run<T>(work: () => Promise<T>): Promise<T> },
): () => Promise<string> {
  let made: Promise<string> | undefined;
  const make = () => hashPassword(randomBytes(24).toString('base64url'), cost);
  return () => {
    made ??= hashing ? hashing.run(make) : make();
    made.catch(() => {
      made = undefined;
    });
    return made;
  };
}
