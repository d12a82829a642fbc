import { creditPoints, DAY_MS } from './ledger.ts';
import type { PointsCarry, PointsSlice } from './state.ts';

/**
 * How points are earned (served as getCustomerPoints `earnRules`, so the site states the rule the
 * server keeps): one point per ¥1,000 staked on settled real-money bets and per ¥1,000 of paid
 * deposits, in yen only; what is left over counts towards the next point. Earned points last 90
 * days.
 */
export const EARN_RULES = { stakePerPoint: 1000, depositPerPoint: 1000, currency: 'JPY', validityDays: 90 } as const;

export const EARNED_VALIDITY_MS = EARN_RULES.validityDays * DAY_MS;

function carryOf(state: PointsSlice, accountId: string): PointsCarry {
  if (!Object.hasOwn(state.points.carry, accountId)) state.points.carry[accountId] = { stake: 0, deposit: 0 };
  return state.points.carry[accountId]!;
}

/** Adds `amount` yen to the player's carry of one kind and credits the whole points it now makes. */
function earn(state: PointsSlice, accountId: string, source: 'stake' | 'deposit', amount: number, at: number, ref: string): void {
  const carry = carryOf(state, accountId);
  const per = source === 'stake' ? EARN_RULES.stakePerPoint : EARN_RULES.depositPerPoint;
  const total = carry[source] + Math.floor(amount);
  const points = Math.floor(total / per);
  carry[source] = total - points * per;
  if (points > 0) {
    creditPoints(state, { accountId, kind: source === 'stake' ? 'play' : 'deposit', points, at, validityMs: EARNED_VALIDITY_MS, ref, key: `${source}:${ref}` });
  }
}

/** A settled real-money bet's stake, in its currency (only yen earns). */
export function earnFromStake(state: PointsSlice, bet: { accountId: string; betId: string; stake: number; currency: string; settledAt: number | null; placedAt: number }): void {
  if (bet.currency !== EARN_RULES.currency || !(bet.stake > 0)) return;
  earn(state, bet.accountId, 'stake', bet.stake, bet.settledAt ?? bet.placedAt, bet.betId);
}

/** A paid deposit, in its currency (only yen earns). */
export function earnFromDeposit(state: PointsSlice, order: { accountId: string; orderId: string; amount: number; currency: string }, at: number): void {
  if (order.currency !== EARN_RULES.currency || !(order.amount > 0)) return;
  earn(state, order.accountId, 'deposit', order.amount, at, order.orderId);
}
