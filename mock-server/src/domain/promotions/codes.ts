import { findPromotion, type PromotionDef } from './catalogue.ts';
import type { BonusCode, CodeOrigin, PromotionsSlice, Redemption } from './state.ts';

/**
 * Bonus codes: typed by the player (cdk prequery says what one gives, preapply redeems it). Each
 * code gives one promotion's bonus, once per player; a code may expire and may have a number of
 * uses over all players. An offer's code (the timed bonus-code dialog) belongs to one player and
 * is good for 30 minutes. Codes are stored upper case; players type them in any case.
 */

/** Codes QA may add to a session; offer codes kept per player. */
const MAX_QA_CODES = 500;
const MAX_OFFER_CODES_PER_PLAYER = 20;
const MAX_REDEMPTIONS = 5000;

export const normalizeCode = (typed: string): string => typed.trim().toUpperCase();

/** The seed's codes: one for anyone, one already expired, one with a few uses, one with a single use. */
export function seedCodes(seededAt: number): Record<string, BonusCode> {
  const code = (name: string, extra: Partial<BonusCode> = {}): [string, BonusCode] => [
    name,
    { code: name, promotionId: 'code-bonus-1000', origin: 'SEEDED', createdAt: seededAt, expiresAt: null, usesLeft: null, forAccount: null, ...extra },
  ];
  return Object.fromEntries([
    code('WELCOME1000'),
    code('SPRING2026', { expiresAt: seededAt }),
    code('FIRST50', { usesLeft: 50 }),
    code('LASTONE', { usesLeft: 1 }),
  ]);
}

export type CodeCheck =
  | { ok: true; code: BonusCode; promotion: PromotionDef }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'exhausted' };

export function findCode(state: PromotionsSlice, typed: string): BonusCode | undefined {
  const name = normalizeCode(typed);
  return Object.hasOwn(state.promotions.codes, name) ? state.promotions.codes[name] : undefined;
}

export const hasRedeemed = (state: PromotionsSlice, accountId: string, code: string): boolean =>
  state.promotions.redemptions.some((r) => r.accountId === accountId && r.code === code);

/** Whether the player may redeem the code now, in the order a player should hear why not. */
export function checkCode(state: PromotionsSlice, accountId: string, typed: string, now: number): CodeCheck {
  const code = findCode(state, typed);
  // Another player's own code is no code at all to this one: it does not say it exists.
  if (!code || (code.forAccount !== null && code.forAccount !== accountId)) return { ok: false, reason: 'unknown' };
  const promotion = findPromotion(code.promotionId);
  if (!promotion) return { ok: false, reason: 'unknown' };
  if (hasRedeemed(state, accountId, code.code)) return { ok: false, reason: 'used' };
  if (code.expiresAt !== null && now >= code.expiresAt) return { ok: false, reason: 'expired' };
  if (code.usesLeft !== null && code.usesLeft <= 0) return { ok: false, reason: 'exhausted' };
  return { ok: true, code, promotion };
}

export function recordRedemption(state: PromotionsSlice, code: BonusCode, redemption: Redemption): void {
  if (code.usesLeft !== null) code.usesLeft -= 1;
  state.promotions.redemptions.push(redemption);
  if (state.promotions.redemptions.length > MAX_REDEMPTIONS) state.promotions.redemptions.shift();
}

export function redemptionsOf(state: PromotionsSlice, accountId: string): Redemption[] {
  return state.promotions.redemptions.filter((r) => r.accountId === accountId);
}

type AddCodeResult = { ok: true; code: BonusCode } | { ok: false; reason: 'exists' | 'full' };

export function addCode(state: PromotionsSlice, draft: { code: string; promotionId: string; expiresAt: number | null; usesLeft: number | null; origin: CodeOrigin; forAccount: string | null }, at: number): AddCodeResult {
  const name = normalizeCode(draft.code);
  if (Object.hasOwn(state.promotions.codes, name)) return { ok: false, reason: 'exists' };
  const codes = Object.values(state.promotions.codes);
  if (draft.origin === 'QA' && codes.filter((c) => c.origin === 'QA').length >= MAX_QA_CODES) return { ok: false, reason: 'full' };
  if (draft.forAccount !== null) {
    // A player's oldest offer codes go once they hold too many (they have long expired by then).
    const theirs = codes.filter((c) => c.forAccount === draft.forAccount);
    for (const old of theirs.slice(0, Math.max(0, theirs.length - MAX_OFFER_CODES_PER_PLAYER + 1))) delete state.promotions.codes[old.code];
  }
  const code: BonusCode = { code: name, promotionId: draft.promotionId, origin: draft.origin, createdAt: at, expiresAt: draft.expiresAt, usesLeft: draft.usesLeft, forAccount: draft.forAccount };
  state.promotions.codes[name] = code;
  return { ok: true, code };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An offer code's name, `QC-XXXX-XXXX` without look-alike letters; `random` gives 0 <= x < 1. */
export function offerCodeName(random: () => number): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]).join('');
  return `QC-${part()}-${part()}`;
}
