import { wageringRequirement } from '#common/wagering.ts';
import { MAX_ACTIVE_BONUSES, MAX_CLOSED_BONUSES } from './rules.ts';
import type { Bonus, BonusStatus, PromotionsSlice } from './state.ts';

/**
 * The bonus ledger's bookkeeping: which bonuses a player holds, what each holds of PROMOTION, how
 * far its wagering is. No money moves here: the use cases (use-cases/bonus-ledger.ts) move it on
 * the wallet's ledger and keep these records beside each movement, in the same synchronous
 * stretch. Bonuses are kept in the order they were granted: "oldest first" is array order.
 */

export type NewBonus = Omit<Bonus, 'status' | 'closedAt' | 'closedAmount' | 'wagering' | 'expiringTold' | 'touched'>;

/** The id the next bonus gets (`BN-000007`), taken now: its ledger entry carries it before the record exists. */
export const reserveBonusId = (state: PromotionsSlice): string => `BN-${String(state.promotions.nextBonus++).padStart(6, '0')}`;

export const wageringRequired = (bonus: Bonus): number => wageringRequirement(bonus.amount, bonus.wageringMultiple);
/** What the settled bets have wagered of it so far (minor units): the sum of its steps, never stored apart. */
export const wageringDone = (bonus: Bonus): number => bonus.wagering.reduce((sum, step) => sum + step.taken, 0);
export const isWageringMet = (bonus: Bonus): boolean => wageringDone(bonus) >= wageringRequired(bonus);

export function findBonus(state: PromotionsSlice, accountId: string, bonusId: string): Bonus | undefined {
  return state.promotions.bonuses.find((b) => b.bonusId === bonusId && b.accountId === accountId);
}

/** The player's active bonuses, oldest first (in one currency when given). */
export function activeBonuses(state: PromotionsSlice, accountId: string, currency?: string): Bonus[] {
  return state.promotions.bonuses.filter((b) => b.accountId === accountId && b.status === 'ACTIVE' && (currency === undefined || b.currency === currency));
}

/** The player's bonuses, active first (oldest first), then the closed ones, latest closed first. */
export function bonusesOf(state: PromotionsSlice, accountId: string): Bonus[] {
  const mine = state.promotions.bonuses.filter((b) => b.accountId === accountId);
  const closed = mine.filter((b) => b.status !== 'ACTIVE').sort((a, b) => (b.closedAt ?? 0) - (a.closedAt ?? 0));
  return [...mine.filter((b) => b.status === 'ACTIVE'), ...closed];
}

export const hasRoomForBonus = (state: PromotionsSlice, accountId: string): boolean => activeBonuses(state, accountId).length < MAX_ACTIVE_BONUSES;

/** What the active bonuses hold of PROMOTION in `currency` (minor units): it may not be transferred out. */
export function lockedBalance(state: PromotionsSlice, accountId: string, currency: string): number {
  return activeBonuses(state, accountId, currency).reduce((sum, b) => sum + b.balance, 0);
}

/** The lowest maximum stake of the bonuses still being wagered (minor units); null for none. */
export function maxStakeWhileWagering(state: PromotionsSlice, accountId: string, currency: string): number | null {
  const caps = activeBonuses(state, accountId, currency)
    .filter((b) => b.maxStake !== null && !isWageringMet(b))
    .map((b) => b.maxStake!);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** The bonus whose money pays for a stake COMMON cannot: the oldest that covers it whole. */
export function fundingBonus(state: PromotionsSlice, accountId: string, currency: string, stake: number): Bonus | undefined {
  return activeBonuses(state, accountId, currency).find((b) => b.balance >= stake);
}

/** A new ACTIVE bonus. Closed bonuses past the player's cap are forgotten (oldest closed first). */
export function addBonus(state: PromotionsSlice, draft: NewBonus): Bonus {
  const bonus: Bonus = {
    ...draft,
    status: 'ACTIVE',
    closedAt: null,
    closedAmount: 0,
    wagering: [],
    expiringTold: false,
    touched: false,
  };
  state.promotions.bonuses.push(bonus);
  const closed = state.promotions.bonuses.filter((b) => b.accountId === draft.accountId && b.status !== 'ACTIVE');
  if (closed.length > MAX_CLOSED_BONUSES) {
    const oldest = new Set(closed.sort((a, b) => (a.closedAt ?? 0) - (b.closedAt ?? 0)).slice(0, closed.length - MAX_CLOSED_BONUSES));
    state.promotions.bonuses = state.promotions.bonuses.filter((b) => !oldest.has(b));
  }
  return bonus;
}

/**
 * A settled bet's contribution (minor units) works down the wagering of the player's bonuses
 * granted before it was placed, oldest first: what one bonus does not need goes to the next. Each
 * bonus it reaches keeps the step (when, which bet, how much), which its progress over time reads.
 */
export function workDownWagering(state: PromotionsSlice, accountId: string, currency: string, contribution: number, bet: { betId: string; placedAt: number; settledAt: number }): void {
  let left = contribution;
  for (const bonus of activeBonuses(state, accountId, currency)) {
    if (left <= 0) return;
    if (bonus.grantedAt > bet.placedAt || isWageringMet(bonus)) continue;
    const taken = Math.min(left, wageringRequired(bonus) - wageringDone(bonus));
    bonus.wagering.push({ at: bet.settledAt, betId: bet.betId, taken });
    left -= taken;
  }
}

export function closeBonus(bonus: Bonus, status: Exclude<BonusStatus, 'ACTIVE'>, amount: number, at: number): void {
  bonus.status = status;
  bonus.closedAt = at;
  bonus.closedAmount = amount;
  bonus.balance = 0;
}
