import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as a real server keeps them, so the mock never holds a password it could leak
 * through the control API. N=4096 (not the usual 2^14+) keeps a login around a few milliseconds:
 * the mock protects nothing, and e2e suites log in hundreds of times.
 */
const SCRYPT = { N: 4096, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** `scrypt$<saltHex>$<hashHex>`, with a fresh random salt each time. */
export function hashPassword(plain: string): string {
  const salt = randomBytes(SALT_LENGTH);
  const hash = scryptSync(plain, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** False for a wrong password and for a stored value that is not one of our hashes. */
export function verifyPassword(plain: string, stored: string): boolean {
  const match = /^scrypt\$([0-9a-f]{2,})\$([0-9a-f]{2,})$/.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[2]!, 'hex');
  const actual = scryptSync(plain, Buffer.from(match[1]!, 'hex'), expected.length, SCRYPT);
  // Constant time, as a real server must; cheap here and it keeps the example honest.
  return timingSafeEqual(actual, expected);
}
