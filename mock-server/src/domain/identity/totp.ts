import { createHmac, randomBytes } from 'node:crypto';
import { checkVerificationCode } from '#common/validation.ts';

/**
 * RFC 6238 TOTP as Google Authenticator computes it (HMAC-SHA-1, 30 s steps, 6 digits), so QA can
 * log in to a GOOGLE second-factor account with a real authenticator app or a script.
 */
const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32; spaces, dashes and padding are ignored and case does not matter (apps show it grouped). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >>> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new 160-bit secret (the size RFC 4226 recommends), base32 as authenticator apps take it. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function hotp(secret: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code at `at` (epoch ms, the session clock). */
export function totp(secretBase32: string, at: number, digits: number = TOTP_DIGITS): string {
  return hotp(base32Decode(secretBase32), Math.floor(at / 1000 / TOTP_STEP_SECONDS), digits);
}

/**
 * The last moment the code of `at`'s step is still accepted (epoch ms): verifyTotp takes the
 * previous step too, so a code works through the step after its own.
 */
export function totpAcceptedUntil(at: number): number {
  return (Math.floor(at / 1000 / TOTP_STEP_SECONDS) + 2) * TOTP_STEP_SECONDS * 1000 - 1;
}

/** Accepts the previous and next step too: phone clocks drift and a code typed at a step's end arrives late. */
export function verifyTotp(secretBase32: string, code: string, at: number): boolean {
  return checkVerificationCode(code) === null && matchingStep(base32Decode(secretBase32), code, at) !== undefined;
}

/** Five wrong authenticator codes in a row lock the second factor for 15 minutes. */
export const MAX_WRONG_TOTP = 5;
export const TOTP_LOCK_MS = 15 * 60_000;

/** Per account: wrong codes in a row, the lock, and the last step used (a code works once). */
export interface TotpGuard {
  wrong: number;
  lockedUntil: number;
  lastStep: number;
}

type TotpOutcome = { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

function matchingStep(secret: Buffer, code: string, at: number): number | undefined {
  const step = Math.floor(at / 1000 / TOTP_STEP_SECONDS);
  return [step - 1, step, step + 1].find((counter) => counter >= 0 && hotp(secret, counter, TOTP_DIGITS) === code);
}

/**
 * verifyTotp with the limits a real authenticator check has (RFC 6238 §5.2): a code used once is
 * refused after (the same or an older step), and MAX_WRONG_TOTP wrong codes lock the factor for
 * TOTP_LOCK_MS, during which even the right code is refused. A right code resets the count.
 */
export function checkTotp(guard: TotpGuard, secretBase32: string, code: string, at: number): TotpOutcome {
  if (guard.lockedUntil > at) return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((guard.lockedUntil - at) / 1000) };
  const step = checkVerificationCode(code) === null ? matchingStep(base32Decode(secretBase32), code, at) : undefined;
  if (step !== undefined && step > guard.lastStep) {
    guard.wrong = 0;
    guard.lastStep = step;
    return { ok: true };
  }
  guard.wrong += 1;
  if (guard.wrong >= MAX_WRONG_TOTP) {
    guard.wrong = 0;
    guard.lockedUntil = at + TOTP_LOCK_MS;
  }
  return { ok: false, reason: 'wrong' };
}
