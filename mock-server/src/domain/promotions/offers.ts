import { limitWindow } from '../cashier/deposit-limits.ts';
import { findPromotion } from './catalogue.ts';
import { HOUR_MS } from './rules.ts';
import type { BonusCode, PromotionsSlice } from './state.ts';

/**
 * The timed offers of SPEC §4 and §9, on the session clock. The daily login bonus: claimable once
 * per day in Japan, from 00:30 until the day ends (between midnight and 00:30 there is none). The
 * bonus-code offer: the dialog comes 30 s after login when a code is available, then at 5, 10 and
 * 15 minutes; each moment stays due until the next (the last for 5 minutes). A player reveals up
 * to two codes a day; a revealed code is theirs alone and good for 30 minutes.
 */

export const OFFER_TIMING = {
  firstOfferDelaySec: 30,
  offerDelaysMin: [5, 10, 15],
  offerWindowMin: 5,
  codeValidityMin: 30,
  codesPerDay: 2,
  loginBonusAfterMin: 30,
  timeZone: 'Asia/Tokyo',
} as const;

/** The login bonus: ¥100 wagered once, for a day. */
export const LOGIN_BONUS = { amount: 100, wageringMultiple: 1, validityHours: 24 } as const;
/** What a revealed offer code gives: the code-offer promotion's bonus. */
export const CODE_OFFER_PROMOTION = 'code-offer';

const JAPAN_OFFSET_MS = 9 * HOUR_MS;
const MINUTE_MS = 60_000;
/** Login-bonus days remembered per player. */
const MAX_LOGIN_BONUS_DAYS = 7;

/** The day in Japan of `at`, as YYYY-MM-DD. */
export const japanDay = (at: number): string => new Date(at + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

export type LoginBonusStatus = 'WAITING' | 'CLAIMABLE' | 'CLAIMED';

export interface LoginBonusState {
  requestId: string;
  day: string;
  claimableAt: number;
  status: LoginBonusStatus;
  nextClaimableAt: number;
}

export function loginBonusOf(state: PromotionsSlice, accountId: string, now: number): LoginBonusState {
  const dayStart = limitWindow('DAILY', now).start;
  const day = japanDay(now);
  const claimableAt = dayStart + OFFER_TIMING.loginBonusAfterMin * MINUTE_MS;
  const claimed = (Object.hasOwn(state.promotions.loginBonuses, accountId) ? state.promotions.loginBonuses[accountId]! : []).includes(day);
  const status: LoginBonusStatus = claimed ? 'CLAIMED' : now < claimableAt ? 'WAITING' : 'CLAIMABLE';
  return {
    requestId: `LB-${accountId}-${day.replaceAll('-', '')}`,
    day,
    claimableAt,
    status,
    nextClaimableAt: claimed ? claimableAt + 24 * HOUR_MS : claimableAt,
  };
}

export function markLoginBonusClaimed(state: PromotionsSlice, accountId: string, day: string): void {
  const days = (state.promotions.loginBonuses[accountId] ??= []);
  days.push(day);
  if (days.length > MAX_LOGIN_BONUS_DAYS) days.shift();
}

export interface CodeOfferState {
  state: 0 | 1 | 2;
  moments: number[];
  dueAt: number | null;
  nextAt: number | null;
  live: BonusCode | undefined;
  offersLeft: number;
}

/** The codes the offers revealed to the player today, oldest first. */
export function offerCodesToday(state: PromotionsSlice, accountId: string, now: number): string[] {
  const offers = Object.hasOwn(state.promotions.offers, accountId) ? state.promotions.offers[accountId]! : undefined;
  return offers?.day === japanDay(now) ? offers.codes : [];
}

/** The code revealed to the player that can still be redeemed now, if any. */
export function liveOfferCode(state: PromotionsSlice, accountId: string, now: number, redeemed: (code: string) => boolean): BonusCode | undefined {
  const name = offerCodesToday(state, accountId, now).at(-1);
  const code = name === undefined || !Object.hasOwn(state.promotions.codes, name) ? undefined : state.promotions.codes[name]!;
  if (!code || redeemed(code.code) || (code.expiresAt !== null && now >= code.expiresAt)) return undefined;
  return code;
}

/** The offer's state at `now` for a player who logged in at `loginAt` (no moments without a login). */
export function codeOfferOf(state: PromotionsSlice, accountId: string, loginAt: number | undefined, now: number, redeemed: (code: string) => boolean): CodeOfferState {
  const live = liveOfferCode(state, accountId, now, redeemed);
  const offersLeft = Math.max(0, OFFER_TIMING.codesPerDay - offerCodesToday(state, accountId, now).length);
  const offerState = live ? 1 : offersLeft > 0 ? 0 : 2;
  if (loginAt === undefined) return { state: offerState, moments: [], dueAt: null, nextAt: null, live, offersLeft };
  const moments = [
    // The first offer only when there is one to make.
    ...(offerState === 2 ? [] : [loginAt + OFFER_TIMING.firstOfferDelaySec * 1000]),
    ...OFFER_TIMING.offerDelaysMin.map((minutes) => loginAt + minutes * MINUTE_MS),
  ];
  const windowEnd = (i: number) => moments[i + 1] ?? moments[i]! + OFFER_TIMING.offerWindowMin * MINUTE_MS;
  const due = moments.findIndex((moment, i) => now >= moment && now < windowEnd(i));
  return { state: offerState, moments, dueAt: due === -1 ? null : moments[due]!, nextAt: moments.find((m) => m > now) ?? null, live, offersLeft };
}

/** Records a code revealed to the player today. */
export function recordOfferCode(state: PromotionsSlice, accountId: string, code: string, now: number): void {
  const day = japanDay(now);
  const current = Object.hasOwn(state.promotions.offers, accountId) ? state.promotions.offers[accountId]! : undefined;
  state.promotions.offers[accountId] = current?.day === day ? { day, codes: [...current.codes, code] } : { day, codes: [code] };
}

/** What an offer's code gives (the code-offer promotion's fixed amount and wagering). */
export function offerReward(): { amount: number; wageringMultiple: number; validityHours: number } {
  const promotion = findPromotion(CODE_OFFER_PROMOTION)!;
  return { amount: promotion.reward.fixedAmount!, wageringMultiple: promotion.wageringMultiple, validityHours: promotion.validityDays * 24 };
}
