import { toMajor, toMinor } from '#common/money.ts';
import { findFreeBet, isPlayable } from '../domain/bets/free-bets.ts';
import type { BetsSlice, FreeBet } from '../domain/bets/state.ts';
import { recordEvent, type BonusChange, type EventsSlice } from '../domain/events/events.ts';
import { addBonus, closeBonus, findBonus, hasRoomForBonus, isWageringMet, reserveBonusId, wageringDone } from '../domain/promotions/bonuses.ts';
import { DAY_MS } from '../domain/promotions/rules.ts';
import type { Bonus, BonusSource, LocalizedText, PromotionsSlice } from '../domain/promotions/state.ts';
import { balanceOf, playerAccount, post } from '../domain/wallet/ledger.ts';
import type { WalletSlice, WalletView } from '../domain/wallet/state.ts';
import { mainCurrency, moveMoney } from '../domain/wallet/wallets.ts';

/**
 * The bonus ledger's money: granting a bonus (the house's `bonuses` account into PROMOTION),
 * releasing it (PROMOTION into COMMON, the player on both sides) and closing it without paying
 * (give-up, expiry, revert: PROMOTION back to the house). Each is one balanced transaction of kind
 * `bonus`, its ref the bonus id and its idempotency key `bonus:<id>:<step>`, and the bonus's record
 * (domain/promotions) changes in the same synchronous stretch; each records the `bonus-changed`
 * event the `activity` push carries, beside the ledger's `wallet-changed`.
 *
 * `grantBonus` is how any slice grants a bonus (a promotion, a code, the login bonus, a task, the
 * Q-pon shop, a tournament prize): it takes the slices it needs, not the whole state.
 */

export type BonusLedgerState = PromotionsSlice & WalletSlice & EventsSlice & BetsSlice;

export interface BonusGrant {
  source: BonusSource;
  /** What it came from in the source's words (a code, a task, an item, a tournament). */
  sourceRef?: string | null;
  promotionId?: string | null;
  title: LocalizedText;
  /** Major units in `currency` (the player's main currency when absent); 0 only for free spins. */
  amount: number;
  currency?: string;
  wageringMultiple: number;
  /** Major units; null or absent for no maximum. */
  maxStake?: number | null;
  validityDays: number;
  /** Free spins whose winnings the bonus collects: rounds at `stake` on one game, staked by the house. */
  freeSpins?: { gameId: string; providerCode: string; rounds: number; stake: number };
}

export type GrantResult = { ok: true; bonus: Bonus } | { ok: false; reason: 'too-many' | 'invalid-amount' | 'no-wallet' };

function tell(state: BonusLedgerState, bonus: Bonus, change: BonusChange, amount: number, at: number): void {
  recordEvent(
    state,
    {
      type: 'bonus-changed',
      accountId: bonus.accountId,
      change,
      bonusId: bonus.bonusId,
      promotionId: bonus.promotionId,
      source: bonus.source,
      title: bonus.title,
      amount: toMajor(amount, bonus.currency),
      currency: bonus.currency,
      expiresAt: bonus.expiresAt,
    },
    at,
  );
}

/** A bonus for the player: its money into PROMOTION and its record, or nothing at all. */
export function grantBonus(state: BonusLedgerState, accountId: string, grant: BonusGrant, at: number): GrantResult {
  const currency = grant.currency ?? mainCurrency(state, accountId);
  const amount = toMinor(grant.amount, currency);
  const maxStake = grant.maxStake == null ? null : toMinor(grant.maxStake, currency);
  if (amount === undefined || amount < 0 || (amount === 0 && !grant.freeSpins) || maxStake === undefined) return { ok: false, reason: 'invalid-amount' };
  if (!hasRoomForBonus(state, accountId)) return { ok: false, reason: 'too-many' };
  const bonusId = reserveBonusId(state);
  const freeBetId = grant.freeSpins ? bonusId.replace('BN-', 'FS-') : null;
  if (amount > 0) {
    const moved = moveMoney(state, { accountId, walletType: 'PROMOTION', currency, amount: grant.amount, counterpart: 'bonuses', kind: 'bonus', at, ref: bonusId, idempotencyKey: `bonus:${bonusId}:grant` });
    if (!moved.ok) return { ok: false, reason: moved.reason === 'no-such-wallet' ? 'no-wallet' : 'invalid-amount' };
  }
  const draft = {
    bonusId,
    accountId,
    source: grant.source,
    sourceRef: grant.sourceRef ?? null,
    promotionId: grant.promotionId ?? null,
    title: grant.title,
    currency,
    amount,
    balance: amount,
    wageringMultiple: grant.wageringMultiple,
    maxStake,
    grantedAt: at,
    expiresAt: at + grant.validityDays * DAY_MS,
    freeBetId,
  };
  const bonus = addBonus(state, draft);
  if (grant.freeSpins && freeBetId) {
    const { gameId, providerCode, rounds, stake } = grant.freeSpins;
    state.bets.freeBets.push({ bonusId: freeBetId, accountId, gameId, providerCode, rounds, roundsLeft: rounds, stake, currency, status: 'AVAILABLE', grantedAt: at, expiresAt: bonus.expiresAt });
  }
  tell(state, bonus, 'GRANTED', amount, at);
  return { ok: true, bonus };
}

/** The free spins whose winnings the bonus collects, if any. */
export function freeSpinsOf(state: BonusLedgerState, bonus: Bonus): FreeBet | undefined {
  return bonus.freeBetId === null ? undefined : findFreeBet(state, bonus.accountId, bonus.freeBetId);
}

/** Release waits for the wagering, and for the free spins to be played (their winnings grow the bonus). */
export function isReleasable(state: BonusLedgerState, bonus: Bonus): boolean {
  const spins = freeSpinsOf(state, bonus);
  return bonus.status === 'ACTIVE' && isWageringMet(bonus) && !(spins && isPlayable(spins));
}

/** Revert is for a bonus nothing was done with: no stake, no free spin, no wagering. */
export const isRevertible = (bonus: Bonus): boolean => bonus.status === 'ACTIVE' && !bonus.touched && wageringDone(bonus) === 0;

type CloseResult = { ok: true; bonus: Bonus; moved: number } | { ok: false; reason: 'not-found' | 'closed' | 'not-met' };

function walletView(state: WalletSlice, accountId: string, walletType: 'COMMON' | 'PROMOTION', currency: string): WalletView {
  return { walletType, currency, amount: toMajor(balanceOf(state, playerAccount(accountId, walletType), currency), currency) };
}

/** What is left of a met bonus moves from PROMOTION to COMMON. */
export function releaseBonus(state: BonusLedgerState, accountId: string, bonusId: string, at: number): CloseResult {
  const bonus = findBonus(state, accountId, bonusId);
  if (!bonus) return { ok: false, reason: 'not-found' };
  if (bonus.status !== 'ACTIVE') return { ok: false, reason: 'closed' };
  if (!isReleasable(state, bonus)) return { ok: false, reason: 'not-met' };
  const moved = bonus.balance;
  if (moved > 0) {
    const posted = post(state, {
      kind: 'bonus',
      currency: bonus.currency,
      at,
      ref: bonus.bonusId,
      idempotencyKey: `bonus:${bonus.bonusId}:release`,
      request: JSON.stringify(['release', accountId, bonus.bonusId, moved]),
      postings: [
        { account: playerAccount(accountId, 'PROMOTION'), amount: -moved },
        { account: playerAccount(accountId, 'COMMON'), amount: moved },
      ],
    });
    // The bonus's balance is part of PROMOTION by construction: a refusal here is a bug.
    if (!posted.ok) throw new Error(`release of ${bonus.bonusId} refused: ${posted.reason}`);
    for (const walletType of ['PROMOTION', 'COMMON'] as const) recordEvent(state, { type: 'wallet-changed', accountId, wallet: walletView(state, accountId, walletType, bonus.currency) }, at);
  }
  closeBonus(bonus, 'RELEASED', moved, at);
  tell(state, bonus, 'RELEASED', moved, at);
  return { ok: true, bonus, moved };
}

/** Closes the bonus without paying it: its balance goes back to the house, its free spins end. */
export function forfeitBonus(state: BonusLedgerState, bonus: Bonus, status: 'FORFEITED' | 'EXPIRED' | 'REVERTED', at: number): number {
  const moved = bonus.balance;
  if (moved > 0) {
    const result = moveMoney(state, {
      accountId: bonus.accountId,
      walletType: 'PROMOTION',
      currency: bonus.currency,
      amount: -toMajor(moved, bonus.currency),
      counterpart: 'bonuses',
      kind: 'bonus',
      at,
      ref: bonus.bonusId,
      idempotencyKey: `bonus:${bonus.bonusId}:${status.toLowerCase()}`,
    });
    if (!result.ok) throw new Error(`forfeit of ${bonus.bonusId} refused: ${result.reason}`);
  }
  const spins = freeSpinsOf(state, bonus);
  if (spins && isPlayable(spins)) spins.status = status === 'EXPIRED' ? 'EXPIRED' : 'DECLINED';
  closeBonus(bonus, status, moved, at);
  tell(state, bonus, status, moved, at);
  return moved;
}

export interface ForfeitPreview {
  bonus: Bonus;
  /** Minor units. */
  forfeit: number;
  winnings: number;
  freeSpinsLeft: number;
}

export function forfeitPreview(state: BonusLedgerState, accountId: string, bonusId: string): ForfeitPreview | { reason: 'not-found' | 'closed' } {
  const bonus = findBonus(state, accountId, bonusId);
  if (!bonus) return { reason: 'not-found' };
  if (bonus.status !== 'ACTIVE') return { reason: 'closed' };
  const spins = freeSpinsOf(state, bonus);
  return { bonus, forfeit: bonus.balance, winnings: bonus.balance - bonus.amount, freeSpinsLeft: spins && isPlayable(spins) ? spins.roundsLeft : 0 };
}

type GiveUpResult = { ok: true; bonus: Bonus; moved: number } | { ok: false; reason: 'not-found' | 'closed' } | { ok: false; reason: 'changed'; preview: ForfeitPreview };

/** Give-up takes exactly what the player was shown (`expected`, major units), or nothing. */
export function giveUpBonus(state: BonusLedgerState, accountId: string, bonusId: string, expected: number, at: number): GiveUpResult {
  const preview = forfeitPreview(state, accountId, bonusId);
  if (!('bonus' in preview)) return { ok: false, reason: preview.reason };
  if (toMinor(expected, preview.bonus.currency) !== preview.forfeit) return { ok: false, reason: 'changed', preview };
  const moved = forfeitBonus(state, preview.bonus, 'FORFEITED', at);
  return { ok: true, bonus: preview.bonus, moved };
}

/**
 * What fell due on the player's bonuses by `now`, each stamped with the moment it fell due: the
 * "expiring" notice a day before, then at expiry a met bonus is released and an unmet one expires.
 */
export function settleDueBonuses(state: BonusLedgerState, accountId: string, now: number, noticeMs: number): void {
  for (const bonus of state.promotions.bonuses) {
    if (bonus.accountId !== accountId || bonus.status !== 'ACTIVE') continue;
    if (now >= bonus.expiresAt) {
      if (isWageringMet(bonus) && releaseBonus(state, accountId, bonus.bonusId, bonus.expiresAt).ok) continue;
      forfeitBonus(state, bonus, 'EXPIRED', bonus.expiresAt);
    } else if (!bonus.expiringTold && now >= bonus.expiresAt - noticeMs && bonus.expiresAt - noticeMs > bonus.grantedAt) {
      bonus.expiringTold = true;
      tell(state, bonus, 'EXPIRING', bonus.balance, bonus.expiresAt - noticeMs);
    }
  }
}

