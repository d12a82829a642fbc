import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, checkTotp, generateTotpSecret, MAX_WRONG_TOTP, TOTP_LOCK_MS, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII secret '12345678901234567890'.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('decodes and encodes base32 (RFC 4648)', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(RFC_SECRET);
    expect(base32Decode('gezd gnbv-gy3t qojq====').toString('ascii')).toBe('1234567890');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(() => base32Decode('GEZ1')).toThrow();
  });

  it('matches the RFC 6238 SHA-1 vectors (8 digits) and their last 6 digits', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
      expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
    }
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('accepts the previous, current and next step only', () => {
    const at = 1234567890_000;
    const step = 30_000;
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at), at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at - step), at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at + step), at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at - 2 * step), at)).toBe(false);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at + 2 * step), at)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', at)).toBe(false);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at, 8), at)).toBe(false);
  });

  it('checkTotp: refuses a used step, counts wrong codes, locks after five and unlocks after the lock', () => {
    const at = 1234567890_000;
    const guard = { wrong: 0, lockedUntil: 0, lastStep: -1 };
    const right = totp(RFC_SECRET, at);
    expect(checkTotp(guard, RFC_SECRET, right, at)).toEqual({ ok: true });
    expect(checkTotp(guard, RFC_SECRET, right, at)).toEqual({ ok: false, reason: 'wrong' });
    // The previous step's code is older than the one used: refused too.
    expect(checkTotp(guard, RFC_SECRET, totp(RFC_SECRET, at - 30_000), at)).toEqual({ ok: false, reason: 'wrong' });
    for (let i = 3; i <= MAX_WRONG_TOTP; i += 1) expect(checkTotp(guard, RFC_SECRET, 'abc', at).ok).toBe(false);
    const next = totp(RFC_SECRET, at + 30_000);
    expect(checkTotp(guard, RFC_SECRET, next, at + 30_000)).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: TOTP_LOCK_MS / 1000 - 30 });
    const later = at + TOTP_LOCK_MS;
    expect(checkTotp(guard, RFC_SECRET, totp(RFC_SECRET, later), later)).toEqual({ ok: true });
  });

  it('generates 160-bit base32 secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});
