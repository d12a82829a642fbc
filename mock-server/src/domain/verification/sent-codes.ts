import { randomUUID } from 'node:crypto';
import { CODE_TTL_SECONDS, type CodeDestination, type CodePurpose } from './codes.ts';

/**
 * Codes sent by sendValidationCode, named by the captchaId its answer carries (SPEC §7, forgot
 * password): verifyValidationCode checks the code by that id and marks it verified for 10
 * minutes; recoverAccount and resetPassword need the mark, and the reset uses it up.
 */
const VERIFIED_TTL_MS = 10 * 60_000;
const LIMIT = 500;

export interface SentCode {
  purpose: CodePurpose;
  destination: CodeDestination;
  /** The account the code is about; absent for a registration code (no account yet). */
  playerId?: string;
  /** When the code was checked; undefined until then. */
  verifiedAt?: number;
  /** Unverified: the code's own lifetime; verified: VERIFIED_TTL_MS after the check. */
  expiresAt: number;
}

/** Codes sendValidationCode sent, by the captchaId it answered. */
export interface SentCodesSlice {
  sentCodes: Record<string, SentCode>;
}

export function recordSentCode(state: SentCodesSlice, sent: Omit<SentCode, 'expiresAt' | 'verifiedAt'>, now: number): string {
  const captchaId = `vc-${randomUUID()}`;
  for (const [id, entry] of Object.entries(state.sentCodes)) if (entry.expiresAt <= now) delete state.sentCodes[id];
  // Insertion order is age order: past the limit the oldest go.
  const ids = Object.keys(state.sentCodes);
  for (const id of ids.slice(0, Math.max(0, ids.length - LIMIT + 1))) delete state.sentCodes[id];
  state.sentCodes[captchaId] = { ...sent, expiresAt: now + CODE_TTL_SECONDS * 1000 };
  return captchaId;
}

export function sentCode(state: SentCodesSlice, captchaId: string): SentCode | undefined {
  return Object.hasOwn(state.sentCodes, captchaId) ? state.sentCodes[captchaId] : undefined;
}

export function markVerified(sent: SentCode, now: number): void {
  sent.verifiedAt = now;
  sent.expiresAt = now + VERIFIED_TTL_MS;
}

/** A forgot-password code verified less than 10 minutes ago, with its account. */
export function verifiedReset(state: SentCodesSlice, captchaId: string, now: number): (SentCode & { playerId: string }) | undefined {
  const sent = sentCode(state, captchaId);
  if (!sent || sent.purpose !== 5 || sent.playerId === undefined || sent.verifiedAt === undefined) return undefined;
  return now < sent.verifiedAt + VERIFIED_TTL_MS ? (sent as SentCode & { playerId: string }) : undefined;
}

export function forgetSentCode(state: SentCodesSlice, captchaId: string): void {
  delete state.sentCodes[captchaId];
}
