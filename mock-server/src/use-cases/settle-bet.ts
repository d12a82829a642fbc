import { closeBet, findBet } from '../domain/bets/bets.ts';
import type { Bet } from '../domain/bets/state.ts';
import type { MockState } from '../domain/state.ts';
import { moveMoney } from '../domain/wallet/wallets.ts';
import { afterSettledBet } from './engagement.ts';

/**
 * The result of an OPEN sports or live bet, as its provider sends it: a win credits the payout
 * (kind win), a void gives the stake back (kind bet, the bet reversed: same kind and ref), a loss
 * moves nothing. The bet id keys the movement, so a settlement never pays twice.
 */

export type BetSettlement = { result: 'win'; payout: number } | { result: 'lose' } | { result: 'void' };

type SettleBetResult =
  | { ok: true; bet: Bet }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'settled'; status: Bet['status'] }
  | { ok: false; reason: 'payout-below-stake'; stake: number }
  | { ok: false; reason: 'no-wallet' };

export function settleBet(state: MockState, betId: string, settlement: BetSettlement, at: number): SettleBetResult {
  const bet = findBet(state, betId);
  if (!bet) return { ok: false, reason: 'not-found' };
  if (bet.status !== 'OPEN') return { ok: false, reason: 'settled', status: bet.status };
  if (settlement.result === 'win' && settlement.payout < bet.stake) return { ok: false, reason: 'payout-below-stake', stake: bet.stake };
  const credit = settlement.result === 'win' ? settlement.payout : settlement.result === 'void' ? bet.stake : 0;
  if (credit > 0) {
    const moved = moveMoney(state, {
      accountId: bet.accountId,
      walletType: 'COMMON',
      currency: bet.currency,
      amount: credit,
      counterpart: 'games',
      kind: settlement.result === 'void' ? 'bet' : 'win',
      at,
      ref: bet.betId,
      idempotencyKey: `settle:${bet.betId}`,
    });
    // A deleted account keeps its bets but holds no wallet: the result cannot be paid to it.
    if (!moved.ok) return { ok: false, reason: 'no-wallet' };
  }
  bet.symbols = [settlement.result.toUpperCase()];
  closeBet(bet, settlement.result === 'win' ? 'WIN' : settlement.result === 'void' ? 'VOID' : 'LOSE', credit, at);
  afterSettledBet(state, bet);
  return { ok: true, bet };
}
